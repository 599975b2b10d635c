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

/** The published page or carousel item with this (canonical) record identifier. */
export async function findPublishedByRecordId<T extends 'named-pages' | 'carousel-items'>(
  collection: T,
  recordId: string,
  depth = 0,
) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    ...PUBLIC_READ,
    where: { recordId: { equals: recordId } },
    limit: 1,
    depth,
  })
  return result.docs[0]
}

async function loadRecord(recordId: string): Promise<RecordView | null> {
  const item = await findPublishedByRecordId('carousel-items', recordId, 1)
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
  const page = await findPublishedByRecordId('named-pages', recordId)
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
