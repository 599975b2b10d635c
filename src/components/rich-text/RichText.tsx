import { sanitiseRichText } from '@/server/rich-text'

import styles from './RichText.module.css'

/**
 * Rich text from the CMS: sanitised against the spec's allow-list here, whatever the
 * caller passed (a failure shows the raw text as plain text).
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const safe = sanitiseRichText(html)
  if (!safe) return null
  return <div className={[styles.richText, className ?? ''].join(' ')} dangerouslySetInnerHTML={{ __html: safe }} />
}
