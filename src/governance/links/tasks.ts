import type { PayloadRequest, TaskConfig } from 'payload'

import { env } from '@/config/env'
import { queueUnlessWaiting, SITE_CHECKS_QUEUE } from '../settings'
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
  schedule: [{ cron: env().linkCheckSchedule, queue: SITE_CHECKS_QUEUE }],
  handler: async ({ req }) => {
    const broken = await checkExternalLinks(req.payload, {}, req)
    return { output: { broken: broken.length } }
  },
  outputSchema: [{ name: 'broken', type: 'number' }],
}

/** Queues the internal check, unless one is already waiting. */
export const queueInternalLinkCheck = (req: PayloadRequest) => queueUnlessWaiting(req, 'checkInternalLinks')
