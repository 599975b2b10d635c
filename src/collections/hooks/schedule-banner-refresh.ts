import type { CollectionAfterChangeHook } from 'payload'

import type { Announcement } from '@/payload-types'
import { CACHE_TAGS } from '@/server/cache-tags'

/**
 * A published banner with a future start or end: queue a refresh of the cached banners
 * for that moment, so it appears and disappears on time rather than on the next edit.
 */
export const scheduleBannerRefresh: CollectionAfterChangeHook<Announcement> = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc
  const now = Date.now()
  for (const moment of [doc.activeFrom, doc.activeUntil]) {
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
