import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import type { CacheTag } from '@/server/cache-tags'

/**
 * Expires the tag at once, so the next request renders fresh content. Outside a Next
 * server (seed script, migrations, tests on the Local API) there is no cache to expire.
 */
export function expireCacheTag(tag: CacheTag): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next request: nothing is cached in this process.
  }
}

export const expireOnChange =
  (tag: CacheTag): CollectionAfterChangeHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate) expireCacheTag(tag)
    return doc
  }

export const expireOnDelete =
  (tag: CacheTag): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate) expireCacheTag(tag)
    return doc
  }

export const expireOnGlobalChange =
  (tag: CacheTag): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate) expireCacheTag(tag)
    return doc
  }
