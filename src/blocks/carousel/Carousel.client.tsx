'use client'

import { useCallback, useRef, useState } from 'react'

import { useWhenNearView } from '@/client/use-when-near-view'
import { Tooltip } from '@/components/tooltip/Tooltip.client'
import { isVideoType, scrollStep, showsScrollArrows } from '@/lib/carousel-rules'

import styles from './Carousel.module.css'
import { CarouselCardView } from './CarouselCard.client'
import { DetailDialog } from './DetailDialog.client'
import type { CarouselCard } from './view'

const RESIZE_DEBOUNCE_MS = 150

type Props = { cards: CarouselCard[]; headingId: string }

/** A previous (-1) or next (1) button of the strip, with its tooltip. */
function ArrowButton({ direction, disabled, onClick }: { direction: 1 | -1; disabled: boolean; onClick: () => void }) {
  const next = direction === 1
  return (
    <Tooltip content={next ? 'Next' : 'Previous'}>
      <button
        type="button"
        className={styles.arrow}
        onClick={onClick}
        disabled={disabled}
        aria-label={next ? 'Next items' : 'Previous items'}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={next ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
    </Tooltip>
  )
}

/**
 * WAI-ARIA carousel: a labelled region of slides named "N of M", previous/next buttons
 * (only for more than three items, disabled at the ends), no auto-rotation. Slides
 * scrolled fully out of view are inert, so keyboard focus stays on what is visible.
 * Measuring and observing the strip starts when it comes near the screen, not at load.
 */
export function Carousel({ cards, headingId }: Props) {
  const stripRef = useRef<HTMLDivElement>(null)
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(false)
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set())
  const [selected, setSelected] = useState<CarouselCard | null>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const arrows = showsScrollArrows(cards.length)

  const updateEnds = useCallback(() => {
    const strip = stripRef.current
    if (!strip) return
    setAtStart(strip.scrollLeft <= 1)
    setAtEnd(strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1)
  }, [])

  useWhenNearView(stripRef, () => {
    const strip = stripRef.current
    if (!strip) return
    updateEnds()
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(updateEnds)
    }
    let timer = 0
    const onResize = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(updateEnds, RESIZE_DEBOUNCE_MS)
    }
    strip.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onResize)
    const observer = new IntersectionObserver(
      (entries) => {
        setHidden((current) => {
          const next = new Set(current)
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.index)
            if (entry.isIntersecting) next.delete(index)
            else next.add(index)
          }
          return next
        })
      },
      { root: strip, threshold: 0 },
    )
    strip.querySelectorAll<HTMLElement>('[data-index]').forEach((slide) => observer.observe(slide))
    return () => {
      strip.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onResize)
      window.clearTimeout(timer)
      cancelAnimationFrame(frame)
      observer.disconnect()
    }
  }, [updateEnds, cards.length])

  function scrollByStep(direction: 1 | -1) {
    const strip = stripRef.current
    const panel = strip?.querySelector<HTMLElement>('[data-index]')
    if (!strip || !panel) return
    const gap = parseFloat(getComputedStyle(strip).columnGap) || 0
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    strip.scrollBy({
      left: direction * scrollStep(strip.clientWidth, panel.offsetWidth + gap),
      behavior: reduceMotion ? 'auto' : 'smooth',
    })
  }

  function select(card: CarouselCard, opener: HTMLElement) {
    openerRef.current = opener
    setSelected(card)
  }

  function closeDialog() {
    setSelected(null)
    openerRef.current?.focus()
  }

  return (
    <div className={styles.region} role="group" aria-roledescription="carousel" aria-labelledby={headingId}>
      {arrows && (
        <div className={styles.controls}>
          <ArrowButton direction={-1} disabled={atStart} onClick={() => scrollByStep(-1)} />
          <ArrowButton direction={1} disabled={atEnd} onClick={() => scrollByStep(1)} />
        </div>
      )}
      <div ref={stripRef} className={styles.strip}>
        {cards.map((card, index) => (
          <div
            key={card.id}
            data-index={index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${cards.length}`}
            inert={hidden.has(index) || undefined}
          >
            <CarouselCardView card={card} onSelect={select} />
          </div>
        ))}
      </div>
      {selected && <DetailDialog card={selected} isVideo={isVideoType(selected.type)} onClose={closeDialog} />}
    </div>
  )
}
