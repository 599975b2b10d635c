import type { TaskConfig } from 'payload'

import { env } from '@/config/env'

import { SITE_CHECKS_QUEUE } from '../settings'
import { sendReviewDigests } from './digest'

/** Weekly (REVIEW_DIGEST_SCHEDULE): each owner's overdue and soon-due content, one e-mail each. */
export const sendReviewDigestTask: TaskConfig<'sendReviewDigest'> = {
  slug: 'sendReviewDigest',
  label: 'Send review reminders to owners',
  retries: 0,
  schedule: [{ cron: env().reviewDigestSchedule, queue: SITE_CHECKS_QUEUE }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendReviewDigests(req.payload) } }),
}
