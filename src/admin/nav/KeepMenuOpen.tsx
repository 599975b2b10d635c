'use client'

import { useNav } from '@payloadcms/ui'
import { type ReactNode, useLayoutEffect, useRef } from 'react'

/** Screens wide enough for the menu beside the view. */
const WIDE = '(min-width: 1025px)'
/** How long after the admin starts a closed menu is Payload's doing, not the reader's. */
const START_UP_MS = 2000

/**
 * Around the whole admin: on screens wide enough for a side menu (over 1024 px) the menu
 * stays open (issue 28, problem 7), where Payload closes it below 1440 px as the admin
 * starts. Reopened as that closing is committed, before the browser paints it, the menu
 * never shows closed and the view does not shift and get laid out twice; a member of
 * staff who closes the menu later keeps it closed.
 */
export function KeepMenuOpen({ children }: { children: ReactNode }) {
  const { navOpen, setNavOpen } = useNav()
  const startedAt = useRef<number | null>(null)

  useLayoutEffect(() => {
    startedAt.current ??= performance.now()
    if (navOpen || performance.now() - startedAt.current > START_UP_MS) return
    if (window.matchMedia(WIDE).matches) setNavOpen(true)
  }, [navOpen, setNavOpen])

  return children
}
