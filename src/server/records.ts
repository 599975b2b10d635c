import 'server-only'

import { unstable_cache } from 'next/cache'

import { canonicalRecordId } from '@/lib/record-id'
import type { ImageView } from '@/lib/views'

import { CACHE_TAGS } from './cache-tags'
import { toImageView } from './images'
import { getPayloadClient, PUBLIC_READ } from './payload-client'
import { richTextToHtml } from './rich-text'

export type RecordView =
  | { kind: 'page'; recordId: string; path: string }
  | {
      kind: 'carousel-item'
      recordId: string
      type: string
      title: string
      meta?: string
      image?: ImageView
      captionHtml: string
      bodyHtml: string
      publishDate: string
      eventDate?: string
      displayUrl?: string
      displayUrlText?: string
    }

async function loadRecord(recordId: string): Promise<RecordView | null> {
  const payload = await getPayloadClient()
  const items = await payload.find({
    collection: 'carousel-items',
    ...PUBLIC_READ,
    where: { recordId: { equals: recordId } },
    limit: 1,
    depth: 1,
  })
  const item = items.docs[0]
  if (item) {
    return {
      kind: 'carousel-item',
      recordId: item.recordId,
      type: item.type,
      title: item.title,
      meta: item.meta ?? undefined,
      image: toImageView(item.image),
      captionHtml: richTextToHtml(item.caption),
      bodyHtml: richTextToHtml(item.body),
      publishDate: item.publishDate,
      eventDate: item.eventDate ?? undefined,
      displayUrl: item.displayUrl ?? undefined,
      displayUrlText: item.displayUrlText ?? undefined,
    }
  }
  const pages = await payload.find({
    collection: 'named-pages',
    ...PUBLIC_READ,
    where: { recordId: { equals: recordId } },
    limit: 1,
    depth: 0,
    select: { recordId: true, path: true },
  })
  const page = pages.docs[0]
  return page ? { kind: 'page', recordId: page.recordId, path: page.path } : null
}

const cachedRecord = unstable_cache(loadRecord, ['record'], {
  tags: [CACHE_TAGS.carouselItems, CACHE_TAGS.namedPages, CACHE_TAGS.media],
})

/**
 * A published record by identifier, as the platform reads identifiers: 15 characters
 * case-sensitively, 18 case-insensitively. Malformed or unknown identifiers give null.
 */
export async function getRecord(identifier: string): Promise<RecordView | null> {
  const recordId = canonicalRecordId(identifier)
  return recordId ? cachedRecord(recordId) : null
}
