import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import type { ImageView } from '@/lib/views'

import { CACHE_TAGS } from './cache-tags'
import { toImageView } from './images'
import { getPayloadClient, PAGE_POPULATE, PUBLIC_READ } from './payload-client'

export type OfferingSummary = { title: string; path: string; summary?: string; image?: ImageView }

async function loadOfferings(): Promise<OfferingSummary[]> {
  const payload = await getPayloadClient()
  const pages = await payload.find({
    collection: 'named-pages',
    ...PUBLIC_READ,
    where: { kind: { equals: 'offering' } },
    sort: 'title',
    limit: 200,
    pagination: false,
    depth: 1,
    populate: PAGE_POPULATE,
    select: { title: true, path: true, summary: true, heroImage: true },
  })
  return pages.docs.map((page) => ({
    title: page.title,
    path: page.path,
    summary: page.summary ?? undefined,
    image: toImageView(page.heroImage),
  }))
}

/** Every published offering, alphabetically. */
export const getOfferings = unstable_cache(loadOfferings, ['offerings'], {
  tags: [CACHE_TAGS.namedPages, CACHE_TAGS.media],
})

const NEWS_PAGE_SIZE = 20
import type { NewsType } from '@/lib/page-params'

export type NewsEntry = {
  recordId: string
  type: string
  title: string
  meta?: string
  date: string
  image?: ImageView
}

export type NewsPage = { entries: NewsEntry[]; page: number; totalPages: number; totalDocs: number }

async function loadNews(type: NewsType | 'all', page: number): Promise<NewsPage> {
  const payload = await getPayloadClient()
  const types =
    type === 'all' ? ['News', 'Events', 'Bios', 'Videos', 'Video'] : type === 'Videos' ? ['Videos', 'Video'] : [type]
  const where: Where = { type: { in: types } }
  const result = await payload.find({
    collection: 'carousel-items',
    ...PUBLIC_READ,
    where,
    sort: '-publishDate',
    limit: NEWS_PAGE_SIZE,
    page,
    depth: 1,
    populate: PAGE_POPULATE,
    select: { recordId: true, type: true, title: true, meta: true, publishDate: true, eventDate: true, image: true },
  })
  return {
    entries: result.docs.map((doc) => ({
      recordId: doc.recordId,
      type: doc.type,
      title: doc.title,
      meta: doc.meta ?? undefined,
      date: doc.type === 'Events' && doc.eventDate ? doc.eventDate : doc.publishDate,
      image: toImageView(doc.image),
    })),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

/** One page (20 entries) of news, events, biographies and videos, newest first. */
export const getNewsPage = unstable_cache(loadNews, ['news-page'], {
  tags: [CACHE_TAGS.carouselItems, CACHE_TAGS.media],
})
