import type { PayloadRequest, TaskConfig } from 'payload'

import { env } from '@/config/env'

import { queueUnlessWaiting, SITE_CHECKS_QUEUE } from '../settings'
import { checkDuePages } from './run'

/** This server, as the page check fetches pages from it (the jobs runner calls it the same way). */
const ownOrigin = () => `http://127.0.0.1:${env().port}`

/**
 * Checks the pages a change affected (or, with `allSince`, every page not checked since
 * then), a bounded batch at a time; queues itself again while pages remain (ADR 0051).
 */
export const checkPagesTask: TaskConfig<'checkPages'> = {
  slug: 'checkPages',
  label: 'Check published pages',
  retries: 1,
  inputSchema: [{ name: 'allSince', type: 'text' }],
  outputSchema: [
    { name: 'checked', type: 'number' },
    { name: 'remaining', type: 'number' },
  ],
  handler: async ({ input, req }) => {
    const allSince = input?.allSince ?? undefined
    const { pageCheckBrowser } = env()
    const result = await checkDuePages(req.payload, {
      origin: ownOrigin(),
      req,
      ...(allSince ? { allSince } : {}),
      ...(pageCheckBrowser ? { browser: pageCheckBrowser } : {}),
    })
    if (result.remaining > 0)
      await req.payload.jobs.queue({ task: 'checkPages', input: { allSince }, queue: SITE_CHECKS_QUEUE, req })
    return { output: { checked: result.checked, remaining: result.remaining } }
  },
}

/** Nightly (PAGE_CHECK_SCHEDULE) or on demand: every published page, however little changed. */
export const checkAllPagesTask: TaskConfig<'checkAllPages'> = {
  slug: 'checkAllPages',
  label: 'Check all published pages',
  retries: 0,
  schedule: [{ cron: env().pageCheckSchedule, queue: SITE_CHECKS_QUEUE }],
  handler: async ({ req }) => {
    await queueAllPagesCheck(req)
    return { output: {} }
  },
}

export async function queueAllPagesCheck(req: PayloadRequest) {
  await req.payload.jobs.queue({
    task: 'checkPages',
    input: { allSince: new Date().toISOString() },
    queue: SITE_CHECKS_QUEUE,
    req,
  })
}

/** Queues a check of what changed, unless one is already waiting. */
export const queueChangedPagesCheck = (req: PayloadRequest) => queueUnlessWaiting(req, 'checkPages')
