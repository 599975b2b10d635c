import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { liveContentChanged } from '@/runtime/live-content'
import type { CacheTag } from '@/server/cache-tags'

export const expireOnChange =
  (tag: CacheTag): CollectionAfterChangeHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate) void liveContentChanged([tag])
    return doc
  }

export const expireOnDelete =
  (tag: CacheTag): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate) void liveContentChanged([tag])
    return doc
  }

export const expireOnGlobalChange =
  (tag: CacheTag): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate) void liveContentChanged([tag])
    return doc
  }
