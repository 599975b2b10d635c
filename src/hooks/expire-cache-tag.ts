import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { liveContentChanged } from '@/runtime/live-content'
import type { CacheTag } from '@/server/cache-tags'

// The seed changes nothing live yet; an import tells every cache once, when it has finished.

export const expireOnChange =
  (tag: CacheTag): CollectionAfterChangeHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate && !req.context.contentImport) void liveContentChanged([tag])
    return doc
  }

export const expireOnDelete =
  (tag: CacheTag): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate && !req.context.contentImport) void liveContentChanged([tag])
    return doc
  }

export const expireOnGlobalChange =
  (tag: CacheTag): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate && !req.context.contentImport) void liveContentChanged([tag])
    return doc
  }
