'use client'

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react'

import styles from './Tooltip.module.css'
import { placeTooltip, TOOLTIP, tooltipStore, type Placement } from './tooltip-store'

type Props = {
  /** The tooltip's text. */
  content: ReactNode
  /** The trigger: one focusable element. Its accessible name should not rely on the tooltip. */
  children: ReactElement
}

/**
 * A tooltip shown on hover or focus and hidden on leave, blur, click or Escape; only one
 * is visible at a time. The bubble describes the trigger (aria-describedby).
 */
export function Tooltip({ content, children }: Props) {
  const id = useId()
  const bubbleId = `${id}-tooltip`
  const [visible, setVisible] = useState(false)
  const [position, setPosition] = useState<{ left: number; top: number; placement: Placement; maxWidth: number }>()
  const wrapperRef = useRef<HTMLSpanElement>(null)
  const bubbleRef = useRef<HTMLSpanElement>(null)

  useEffect(() => tooltipStore.subscribe((openId) => setVisible(openId === id)), [id])

  useEffect(() => {
    if (!visible) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') tooltipStore.close(id)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [visible, id])

  useLayoutEffect(() => {
    if (!visible) return
    const timer = window.setTimeout(() => {
      const trigger = wrapperRef.current?.getBoundingClientRect()
      const bubble = bubbleRef.current?.getBoundingClientRect()
      if (!trigger || !bubble) return
      setPosition(
        placeTooltip(trigger, bubble, { width: document.documentElement.clientWidth, height: window.innerHeight }),
      )
    }, TOOLTIP.repositionDelayMs)
    return () => window.clearTimeout(timer)
  }, [visible])

  const show = () => tooltipStore.open(id)
  const hide = () => {
    tooltipStore.close(id)
    setPosition(undefined)
  }

  return (
    <span
      ref={wrapperRef}
      className={styles.wrapper}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onClickCapture={hide}
      aria-describedby={visible ? bubbleId : undefined}
    >
      {children}
      {visible && (
        <span
          ref={bubbleRef}
          id={bubbleId}
          role="tooltip"
          className={`${styles.bubble} ${position ? styles[position.placement] : styles.measuring}`}
          style={position ? { left: position.left, top: position.top, maxWidth: position.maxWidth } : undefined}
        >
          {content}
        </span>
      )}
    </span>
  )
}
