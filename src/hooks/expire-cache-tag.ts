import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { expireCacheTag, type CacheTag } from '@/server/cache-tags'

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
