import type { PayloadRequest, TaskConfig } from 'payload'

import { env } from '@/config/env'
import { checkExternalLinks, checkInternalLinks } from './report'

/** After a change: links to pages of this site and images, in all published content (ADR 0029). */
export const checkInternalLinksTask: TaskConfig<'checkInternalLinks'> = {
  slug: 'checkInternalLinks',
  label: 'Check links to pages of this site and images',
  retries: 1,
  handler: async ({ req }) => {
    const broken = await checkInternalLinks(req.payload, req)
    return { output: { broken: broken.length } }
  },
  outputSchema: [{ name: 'broken', type: 'number' }],
}

/** Daily (LINK_CHECK_SCHEDULE) or on demand: links to other websites, bounded and polite. */
export const checkExternalLinksTask: TaskConfig<'checkExternalLinks'> = {
  slug: 'checkExternalLinks',
  label: 'Check links to other websites',
  retries: 0,
  schedule: [{ cron: env().linkCheckSchedule, queue: 'default' }],
  handler: async ({ req }) => {
    const broken = await checkExternalLinks(req.payload, {}, req)
    return { output: { broken: broken.length } }
  },
  outputSchema: [{ name: 'broken', type: 'number' }],
}

/** Queues the internal check, unless one is already waiting (saves in a row need one check). */
export async function queueInternalLinkCheck(req: PayloadRequest): Promise<void> {
  const waiting = await req.payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'checkInternalLinks' } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
    req,
  })
  if (waiting.totalDocs === 0) await req.payload.jobs.queue({ task: 'checkInternalLinks', input: {}, req })
}
