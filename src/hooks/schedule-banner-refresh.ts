import type { CollectionAfterChangeHook } from 'payload'

import type { Announcement } from '@/payload-types'
import { CACHE_TAGS } from '@/server/cache-tags'

/**
 * A published banner with a future start or end: queue a refresh of the cached banners
 * for that moment, so it appears and disappears on time rather than on the next edit.
 * Re-saving with the same dates queues nothing more.
 */
export const scheduleBannerRefresh: CollectionAfterChangeHook<Announcement> = async ({ doc, previousDoc, req }) => {
  if (doc._status !== 'published') return doc
  const wasPublished = previousDoc?._status === 'published'
  const now = Date.now()
  for (const field of ['activeFrom', 'activeUntil'] as const) {
    const moment = doc[field]
    // Already queued when this banner was published with the same date.
    if (wasPublished && previousDoc[field] === moment) continue
    if (!moment || new Date(moment).getTime() <= now) continue
    await req.payload.jobs.queue({
      task: 'expireCacheTag',
      input: { tag: CACHE_TAGS.announcements },
      waitUntil: new Date(moment),
      req,
    })
  }
  return doc
}
