import type { Payload } from 'payload'

import { isReviewedCollection, isReviewedGlobal, type ReviewTarget } from './targets'

/**
 * Payload's own "Schedule publishing" (the document's Publish menu): each choice is a
 * `schedulePublish` job in `payload-jobs`, which nobody may read through the API. These
 * are the ones still to run, for the dashboard and the version history.
 */
export type ScheduledPublishing = {
  jobId: number | string
  target: ReviewTarget
  type: 'publish' | 'unpublish'
  /** When the job is due (ISO). */
  at: string
}

type JobInput = {
  type?: unknown
  doc?: { relationTo?: unknown; value?: unknown } | null
  global?: unknown
}

/** Stored ids are strings (Payload's job input); this site's documents have numbers. */
const documentId = (value: unknown): number | string | undefined => {
  if (typeof value === 'number') return value
  if (typeof value !== 'string' || value === '') return undefined
  return /^\d{1,15}$/.test(value) ? Number(value) : value
}

function targetOf(input: JobInput): ReviewTarget | null {
  if (input.doc) {
    const id = documentId(input.doc.value)
    return isReviewedCollection(input.doc.relationTo) && id !== undefined
      ? { collection: input.doc.relationTo, id }
      : null
  }
  return isReviewedGlobal(input.global) ? { global: input.global } : null
}

const sameTarget = (a: ReviewTarget, b: ReviewTarget) =>
  a.global ? a.global === b.global : !b.global && a.collection === b.collection && String(a.id) === String(b.id)

/**
 * Publishing and unpublishing that Payload's scheduler has not done yet (not completed,
 * not failed), soonest first; only of documents that go through review. Read with the
 * server's rights: the caller shows only what the signed-in person may read.
 */
export async function pendingScheduledPublishing(
  payload: Payload,
  only?: ReviewTarget,
): Promise<ScheduledPublishing[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    select: { input: true, waitUntil: true },
    sort: 'waitUntil',
    depth: 0,
    limit: 200,
    overrideAccess: true,
  })
  const found: ScheduledPublishing[] = []
  for (const job of docs) {
    const input = (job.input && typeof job.input === 'object' ? job.input : {}) as JobInput
    const target = targetOf(input)
    if (!target || !job.waitUntil || (only && !sameTarget(target, only))) continue
    found.push({ jobId: job.id, target, type: input.type === 'unpublish' ? 'unpublish' : 'publish', at: job.waitUntil })
  }
  return found
}
