import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { queueInternalLinkCheck } from '@/jobs/check-links'

/**
 * After every change of published content (and any deletion), the internal links and
 * images are checked again by a queued job (ADR 0029). Not while seeding.
 */
async function queue(req: Parameters<CollectionAfterChangeHook>[0]['req']) {
  if (req.context.skipRevalidate) return
  try {
    await queueInternalLinkCheck(req)
  } catch (error) {
    req.payload.logger.warn({ err: String(error) }, 'could not queue the link check')
  }
}

/** Every save queues it (a draft save too: unpublishing saves a draft; one waiting check serves many saves). */
export const checkLinksAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await queue(req)
  return doc
}

export const checkLinksAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await queue(req)
  return doc
}

export const checkLinksAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await queue(req)
  return doc
}
