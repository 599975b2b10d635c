import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import type { Media } from '@/payload-types'
import { imageVersion, removeRenditions } from '@/server/renditions'

async function removeQuietly(req: PayloadRequest, contentKey: string, keepVersion?: string) {
  try {
    await removeRenditions(contentKey, keepVersion)
  } catch (error) {
    req.payload.logger.warn({ msg: 'Could not remove image renditions', contentKey, err: String(error) })
  }
}

/**
 * A replaced image's earlier renditions leave the disk (the delivery route never serves
 * them), once the replacement is published: a draft waiting for review leaves them.
 */
export const removeReplacedRenditions: CollectionAfterChangeHook<Media> = async ({ doc, req }) => {
  if ((doc as { _status?: string })._status === 'draft') return doc
  await removeQuietly(req, doc.contentKey, imageVersion(doc))
  return doc
}

/** A deleted image's renditions leave the disk with it. */
export const removeDeletedRenditions: CollectionAfterDeleteHook<Media> = async ({ doc, req }) => {
  await removeQuietly(req, doc.contentKey)
  return doc
}
