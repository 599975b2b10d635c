import type { Payload, PayloadRequest } from 'payload'
import type { JobQueue } from '@/jobs/queues'

/** What governance reads of Site settings: the page-check targets, review dates, "Last reviewed". */
export type GovernanceSettings = {
  updatedAt?: string | null
  siteChecks?: Record<string, number | null | undefined> | null
  reviewSchedule?: (Record<string, number | boolean | null | undefined> & { showLastReviewed?: boolean | null }) | null
}

export async function governanceSettings(payload: Payload, req?: PayloadRequest): Promise<GovernanceSettings> {
  return (await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    draft: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })) as GovernanceSettings
}

const PAGE_CHECK_DELAY_MS = 2_500

/**
 * The queue of every governance job. The jobs runner works it beside the default queue,
 * so a page check never holds up a scheduled publish or a banner's start and end.
 */
export const SITE_CHECKS_QUEUE = 'site-checks' satisfies JobQueue

/** Queues a check unless one is already waiting: it will see this change too (saves in a row need one check). */
export async function queueUnlessWaiting(
  req: PayloadRequest,
  task: 'checkInternalLinks' | 'checkPages',
): Promise<void> {
  const waiting = await req.payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: task } },
        { queue: { equals: SITE_CHECKS_QUEUE } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
    req,
  })
  // The page check starts a moment after the change: first every instance expires its caches
  // and renders the new page for visitors, without a check competing for the same core.
  const waitUntil = task === 'checkPages' ? new Date(Date.now() + PAGE_CHECK_DELAY_MS) : undefined
  if (waiting.totalDocs === 0)
    await req.payload.jobs.queue({
      task,
      input: {},
      queue: SITE_CHECKS_QUEUE,
      req,
      ...(waitUntil ? { waitUntil } : {}),
    })
}
