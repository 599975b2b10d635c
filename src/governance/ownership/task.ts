import type { TaskConfig } from 'payload'

import { env } from '@/config/env'

import { sendReviewDigests } from './digest'

/** Weekly (REVIEW_DIGEST_SCHEDULE): each owner's overdue and soon-due content, one e-mail each. */
export const sendReviewDigestTask: TaskConfig<'sendReviewDigest'> = {
  slug: 'sendReviewDigest',
  label: 'Send review reminders to owners',
  retries: 0,
  schedule: [{ cron: env().reviewDigestSchedule, queue: 'default' }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({ output: { sent: await sendReviewDigests(req.payload) } }),
}
