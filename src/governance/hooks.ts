import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { queueInternalLinkCheck } from './links/tasks'
import { queueChangedPagesCheck } from './pages/tasks'

/**
 * After every change of content (and any deletion), a queued job checks the internal
 * links and images again (ADR 0029) and another checks the pages the change affects
 * (ADR 0051); the save itself waits for neither. Not while seeding.
 */
async function queue(req: PayloadRequest, pages: (req: PayloadRequest) => Promise<void>) {
  if (req.context.skipRevalidate) return
  try {
    await queueInternalLinkCheck(req)
    await pages(req)
  } catch (error) {
    req.payload.logger.warn({ err: String(error) }, 'could not queue the link and page checks')
  }
}

/** Every save queues them (unpublishing saves a draft; one waiting check serves many saves). */
export const checkAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await queue(req, queueChangedPagesCheck)
  return doc
}

/** A deletion is found by its entry in the change history (pages/run.ts). */
export const checkAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await queue(req, queueChangedPagesCheck)
  return doc
}

export const checkAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await queue(req, queueChangedPagesCheck)
  return doc
}
