'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import styles from './Review.module.css'

/** The review panel's anchor (ReviewPanel sets it). */
export const REVIEW_PANEL_ID = 'review-panel'

/**
 * On a phone or a narrow window the review panel sits below the whole form; this link at
 * the top of the document takes the reader there. Hidden where the panel is beside the form.
 */
export function ReviewShortcut() {
  const { id, globalSlug } = useDocumentInfo()
  if (!globalSlug && id === undefined) return null
  return (
    <a className={styles.shortcut} href={`#${REVIEW_PANEL_ID}`}>
      Go to review ↓
    </a>
  )
}
