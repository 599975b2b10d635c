import type { Metadata } from 'next'

import styles from '@/components/listing/Listing.module.css'
import { ListingCard } from '@/components/listing/ListingCard'
import { newsParams, NEWS_TYPES, type NewsType } from '@/lib/page-params'
import { formatSiteDay } from '@/lib/site-time'
import { getNewsPage } from '@/server/listings'

const TYPE_TITLES: Record<NewsType, string> = {
  News: 'News articles',
  Events: 'Events',
  Bios: 'Leadership',
  Videos: 'Videos',
}

/** The listing's address for a filter and page: also its canonical address. */
function listingHref(type: string, page = 1): string {
  const query = new URLSearchParams()
  if (type !== 'all') query.set('type', type)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `/news?${text}` : '/news'
}

/** Each filter and page is a page of its own: its own title and canonical address (site check). */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = newsParams.parse(await searchParams)
  const type = params.type ?? 'all'
  const title = type === 'all' ? 'News' : `News: ${TYPE_TITLES[type]}`
  return {
    title: params.page > 1 ? `${title}, page ${params.page}` : title,
    description: 'News, events, leadership and videos about the agency’s hybrid cloud offerings.',
    alternates: { canonical: listingHref(type, params.page) },
  }
}

type Props = { searchParams: Promise<{ type?: string | string[]; page?: string | string[] }> }

/** News, events, biographies and videos, 20 a page, filtered by type. */
export default async function NewsPage({ searchParams }: Props) {
  const params = newsParams.parse(await searchParams)
  const type: NewsType | 'all' = params.type ?? 'all'
  const page = params.page
  const news = await getNewsPage(type, page)
  const href = listingHref
  return (
    <div className={`page-width ${styles.listing}`}>
      <h1>News</h1>
      <nav aria-label="Filter by type" className={styles.filters}>
        {(['all', ...NEWS_TYPES] as const).map((option) => (
          <a
            key={option}
            href={href(option)}
            aria-current={option === type ? 'page' : undefined}
            className={styles.filter}
          >
            {option === 'all' ? 'Everything' : option}
          </a>
        ))}
      </nav>
      <p className={styles.count} role="status">
        {news.totalDocs} {news.totalDocs === 1 ? 'entry' : 'entries'}
        {news.totalPages > 1 ? `, page ${news.page} of ${news.totalPages}` : ''}
      </p>
      {news.entries.length === 0 ? (
        <p>No items found.</p>
      ) : (
        <ul className="card-grid">
          {news.entries.map((entry, index) => (
            <ListingCard
              key={entry.recordId}
              priority={index === 0}
              href={`/detail/${entry.recordId}`}
              title={entry.title}
              image={entry.image}
              text={entry.meta}
              kicker={
                <>
                  {entry.type}
                  {entry.type !== 'Bios' && (
                    <>
                      {' · '}
                      <time dateTime={entry.date}>{formatSiteDay(entry.date)}</time>
                    </>
                  )}
                </>
              }
            />
          ))}
        </ul>
      )}
      {news.totalPages > 1 && (
        <nav aria-label="Pages" className={styles.pager}>
          {news.page > 1 && <a href={href(type, news.page - 1)}>Previous page</a>}
          {news.page < news.totalPages && <a href={href(type, news.page + 1)}>Next page</a>}
        </nav>
      )}
    </div>
  )
}
