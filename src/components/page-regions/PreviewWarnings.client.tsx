'use client'

import { useEffect } from 'react'

type Warning = { message: string; detail?: string; where: string }

/**
 * In a draft preview only: the spec's warnings about a block (a button with no page to
 * open, an icon the site does not have) written to the browser's console, where the
 * spec says they go, so an editor or a developer previewing sees them too.
 */
export function PreviewWarnings({ warnings }: { warnings: Warning[] }) {
  useEffect(() => {
    for (const warning of warnings) {
      if (warning.detail) console.warn(warning.message, warning.detail, `(${warning.where})`)
      else console.warn(warning.message, `(${warning.where})`)
    }
  }, [warnings])
  return null
}
