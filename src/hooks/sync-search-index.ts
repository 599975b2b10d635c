import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { itemEntry, pageEntry, removeSearchEntry, upsertSearchEntry } from '@/server/search-index'
import type { CarouselItem, NamedPage } from '@/payload-types'

type Indexed = 'named-pages' | 'carousel-items'

/**
 * Keeps the site search in step with what visitors can see: after any change, the
 * record's published version (if any) is indexed, in the same transaction.
 */
export const syncSearchIndex =
  (collection: Indexed): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    const published = await req.payload.find({
      collection,
      where: { and: [{ id: { equals: doc.id } }, { _status: { equals: 'published' } }] },
      draft: false,
      depth: 0,
      limit: 1,
      req,
    })
    const current = published.docs[0]
    if (!current || (collection === 'carousel-items' && (current as CarouselItem).type === 'Process')) {
      await removeSearchEntry(req.payload, doc.recordId, req)
    } else {
      const entry = collection === 'named-pages' ? pageEntry(current as NamedPage) : itemEntry(current as CarouselItem)
      await upsertSearchEntry(req.payload, entry, req)
    }
    return doc
  }

export const removeFromSearchIndex: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await removeSearchEntry(req.payload, doc.recordId, req)
  return doc
}
