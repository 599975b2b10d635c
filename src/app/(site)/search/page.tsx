import type { Metadata } from 'next'

import { Button } from '@/components/button/Button'
import styles from '@/components/listing/Listing.module.css'
import { FellBack } from '@/components/page-regions/FellBack'
import { searchQuery } from '@/lib/page-params'
import { getPayloadClient } from '@/server/payload-client'
import { searchIndex, type SearchHit } from '@/server/search-index'
import { logger } from '@/server/log'

type Props = { searchParams: Promise<{ q?: string | string[] }> }

/** Results pages are titled by their query (site check: a title of its own), never indexed. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q: query } = searchQuery.parse(await searchParams)
  const words = query.trim().replace(/\s+/g, ' ')
  return {
    title: words ? `Search results for “${words.length > 60 ? `${words.slice(0, 59)}…` : words}”` : 'Search',
    description: 'Search the hybrid cloud offerings and news.',
    robots: { index: false, follow: true },
    alternates: { canonical: '/search' },
  }
}

/** Site search over offerings and news, in the database's own full-text engine. */
export default async function SearchPage({ searchParams }: Props) {
  const { q: query } = searchQuery.parse(await searchParams)
  let hits: SearchHit[] = []
  let failed = false
  if (query.trim()) {
    try {
      hits = await searchIndex(await getPayloadClient(), query)
    } catch (error) {
      logger.error({ err: String(error) }, 'Search failed')
      failed = true
    }
  }
  return (
    <div className={`page-width ${styles.listing}`}>
      <h1>Search</h1>
      <form role="search" action="/search" className={styles.searchForm}>
        <label htmlFor="search-query">Search offerings and news</label>
        <div className={styles.searchRow}>
          <input id="search-query" type="search" name="q" defaultValue={query} maxLength={200} />
          <Button type="submit" variant="brand" label="Search" />
        </div>
      </form>
      {failed && <FellBack part="search" />}
      {query.trim() && (
        <p className={styles.count} role="status">
          {failed
            ? 'Search is unavailable just now. Please try again shortly.'
            : `${hits.length} ${hits.length === 1 ? 'result' : 'results'} for “${query}”`}
        </p>
      )}
      <ol className={styles.results}>
        {hits.map((hit) => (
          <li key={hit.recordId} className={styles.result}>
            <h2 className={styles.title}>
              <a href={hit.url} dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
            </h2>
            <p className={styles.kind}>{hit.kind === 'page' ? 'Page' : 'News and events'}</p>
            {hit.excerptHtml && <p className={styles.summary} dangerouslySetInnerHTML={{ __html: hit.excerptHtml }} />}
          </li>
        ))}
      </ol>
    </div>
  )
}
