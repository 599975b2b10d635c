import { ResponsiveImage } from '@/components/image/ResponsiveImage'
import { RichText } from '@/components/rich-text/RichText'
import { SiteLink } from '@/components/site-link/SiteLink'
import { resolveLink, type PageDirectory } from '@/lib/page-links'
import { formatSiteDay } from '@/lib/site-time'
import type { RecordView } from '@/server/records'

import styles from './RecordPage.module.css'

/** A news item, event, biography, video or process step on a page of its own. */
export function RecordPage({
  record,
  directory,
}: {
  record: Extract<RecordView, { kind: 'carousel-item' }>
  directory: PageDirectory
}) {
  const link = resolveLink(record.displayUrl, directory)
  const date = record.type === 'Events' && record.eventDate ? record.eventDate : record.publishDate
  return (
    <article className={`page-width ${styles.record}`}>
      <p className={styles.kind}>
        {record.type}
        {record.meta ? ` · ${record.meta}` : ''}
      </p>
      <h1 className={styles.title}>{record.title}</h1>
      <p className={styles.date}>
        {record.type === 'Events' ? 'Takes place ' : 'Published '}
        <time dateTime={date}>{formatSiteDay(date, 'long')}</time>
      </p>
      {record.image && (
        <ResponsiveImage
          image={record.image}
          className={styles.image}
          sizes="(min-width: 64.0625em) 800px, 100vw"
          priority
        />
      )}
      <RichText html={record.captionHtml} />
      <RichText html={record.bodyHtml} />
      {link && (
        <p>
          <SiteLink href={link.href} external={link.external} className={styles.link}>
            {record.displayUrlText || record.displayUrl}
          </SiteLink>
        </p>
      )}
    </article>
  )
}
