import 'server-only'

import { unstable_cache } from 'next/cache'

import { canonicalRecordId } from '@/lib/record-id'
import type { ImageView } from '@/lib/views'

import { CACHE_TAGS } from './cache-tags'
import { toImageView } from './images'
import { getPayloadClient, PAGE_POPULATE, PUBLIC_READ, type ReadOptions } from './payload-client'
import { readOptionsForRequest } from './preview'
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

/** The page or carousel item with this (canonical) record identifier: published unless told otherwise. */
export async function findPublishedByRecordId<T extends 'named-pages' | 'carousel-items'>(
  collection: T,
  recordId: string,
  depth = 0,
  read: ReadOptions = PUBLIC_READ,
) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    ...read,
    where: { recordId: { equals: recordId } },
    limit: 1,
    depth,
    populate: PAGE_POPULATE,
  })
  return result.docs[0]
}

async function loadRecord(recordId: string, read: ReadOptions = PUBLIC_READ): Promise<RecordView | null> {
  const item = await findPublishedByRecordId('carousel-items', recordId, 1, read)
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
  const page = await findPublishedByRecordId('named-pages', recordId, 0, read)
  return page ? { kind: 'page', recordId: page.recordId, path: page.path } : null
}

const cachedRecord = unstable_cache((recordId: string) => loadRecord(recordId), ['record'], {
  tags: [CACHE_TAGS.carouselItems, CACHE_TAGS.namedPages, CACHE_TAGS.media],
})

/**
 * A published record by identifier, as the platform reads identifiers: 15 characters
 * case-sensitively, 18 case-insensitively. Malformed or unknown identifiers give null.
 */
export async function getRecord(identifier: string): Promise<RecordView | null> {
  const recordId = canonicalRecordId(identifier)
  if (!recordId) return null
  const preview = await readOptionsForRequest()
  return preview ? loadRecord(recordId, preview) : cachedRecord(recordId)
}
