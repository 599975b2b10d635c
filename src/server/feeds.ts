import 'server-only'

import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from './cache-tags'
import { getPayloadClient, PUBLIC_READ } from './payload-client'

export type SitemapEntry = { path: string; lastModified: string }

async function loadSitemapEntries(): Promise<SitemapEntry[]> {
  const payload = await getPayloadClient()
  const [pages, items] = await Promise.all([
    payload.find({
      collection: 'named-pages',
      ...PUBLIC_READ,
      depth: 0,
      limit: 10_000,
      pagination: false,
      select: { path: true, updatedAt: true, searchProperties: true },
    }),
    payload.find({
      collection: 'carousel-items',
      ...PUBLIC_READ,
      depth: 0,
      limit: 50_000,
      pagination: false,
      where: { type: { not_equals: 'Process' } },
      select: { recordId: true, updatedAt: true },
    }),
  ])
  return [
    ...pages.docs
      .filter((page) => page.searchProperties?.isSeoIndexed !== false)
      .map((page) => ({ path: `/${page.path}`, lastModified: page.updatedAt })),
    ...items.docs.map((item) => ({ path: `/detail/${item.recordId}`, lastModified: item.updatedAt })),
  ]
}

/** Every published page visitors and search engines may index, refreshed on publish. */
export const getSitemapEntries = unstable_cache(loadSitemapEntries, ['sitemap'], {
  tags: [CACHE_TAGS.namedPages, CACHE_TAGS.carouselItems],
})

export type FeedItem = { recordId: string; title: string; summary: string; publishDate: string }

async function loadNewsFeed(): Promise<FeedItem[]> {
  const payload = await getPayloadClient()
  const news = await payload.find({
    collection: 'carousel-items',
    ...PUBLIC_READ,
    where: { type: { equals: 'News' } },
    sort: '-publishDate',
    limit: 50,
    depth: 0,
    select: { recordId: true, title: true, meta: true, publishDate: true },
  })
  return news.docs.map((item) => ({
    recordId: item.recordId,
    title: item.title,
    summary: item.meta ?? '',
    publishDate: item.publishDate,
  }))
}

/** The 50 newest news items, for the RSS feed. */
export const getNewsFeed = unstable_cache(loadNewsFeed, ['news-feed'], { tags: [CACHE_TAGS.carouselItems] })
