'use client'

import { useEffect, useRef, type DependencyList, type RefObject } from 'react'

/** Start a little before the element scrolls into view, so it is ready when seen. */
const AHEAD_OF_VIEW = '200px'

/**
 * Runs `start` once the element comes near the viewport (or at once if it already is),
 * and its cleanup when the component goes or `deps` change. Work that only matters where
 * a visitor looks (measuring, observing, listening) then costs a phone nothing while the
 * page loads: the observer's first answer comes after the page has been drawn, so nothing
 * here forces a layout during hydration.
 */
export function useWhenNearView(
  ref: RefObject<Element | null>,
  start: () => (() => void) | void,
  deps: DependencyList,
): void {
  const latestStart = useRef(start)
  useEffect(() => {
    latestStart.current = start
  })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    let stop: (() => void) | void
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        stop = latestStart.current()
      },
      { rootMargin: AHEAD_OF_VIEW },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      stop?.()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to start again
  }, [ref, ...deps])
}
