import type React from 'react'

import styles from './CloseButton.module.css'

type Props = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> & {
  /** What it closes, e.g. "Dismiss announcement: Welcome". */
  'aria-label': string
}

/** A 44-pixel icon button with a cross, for closing dialogs and dismissing banners. */
export function CloseButton({ className, ...props }: Props) {
  return (
    <button type="button" className={[styles.close, className ?? ''].join(' ')} {...props}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
}
