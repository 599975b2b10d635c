import type { Payload } from 'payload'

import { governanceSettings } from '../settings'
import { CONTENT_OWNERS, type OwnedCollection } from './schedule'

/**
 * When the page was last marked as reviewed, for its public page, if the agency shows
 * that (Site settings › Review dates); otherwise null.
 */
export async function lastReviewedShown(
  payload: Payload,
  collection: OwnedCollection,
  id: number | string,
): Promise<string | null> {
  if (!(await governanceSettings(payload)).reviewSchedule?.showLastReviewed) return null
  const { docs } = await payload.find({
    collection: CONTENT_OWNERS,
    where: { and: [{ sourceCollection: { equals: collection } }, { sourceId: { equals: String(id) } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { lastReviewedAt: true },
  })
  return docs[0]?.lastReviewedAt ?? null
}
