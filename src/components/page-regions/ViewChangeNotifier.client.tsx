'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

/**
 * Tells screen-reader users that the view changed when the page changes without a full
 * load (a polite live region announcing the new title). Silent on the first load.
 */
export function ViewChangeNotifier() {
  const pathname = usePathname()
  const first = useRef(true)
  const [message, setMessage] = useState('')

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = window.setTimeout(() => setMessage(`Loaded: ${document.title}`), 100)
    return () => window.clearTimeout(timer)
  }, [pathname])

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="view-change-notifier">
      {message}
    </div>
  )
}
