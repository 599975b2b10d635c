import type { TaskConfig } from 'payload'

import { publishApprovedChange } from './review/review-actions'
import { isReviewedCollection, isReviewedGlobal, type ReviewTarget } from './review/targets'

function targetOf(document: string): ReviewTarget | null {
  if (isReviewedGlobal(document)) return { global: document }
  const [collection, id] = document.split(':')
  return isReviewedCollection(collection) && id ? { collection, id } : null
}

/** Publishes an approved change at the time its reviewer chose (ADR 0030). */
export const publishApprovedTask: TaskConfig<'publishApproved'> = {
  slug: 'publishApproved',
  label: 'Publish an approved change',
  retries: 2,
  inputSchema: [
    { name: 'document', type: 'text', required: true },
    { name: 'approvedBy', type: 'number', required: true },
  ],
  outputSchema: [
    { name: 'published', type: 'checkbox' },
    { name: 'reason', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    const target = targetOf(input.document)
    if (!target) return { output: { published: false, reason: `Unknown document ${input.document}` } }
    const outcome = await publishApprovedChange(req.payload, target, input.approvedBy)
    if (!outcome.published)
      req.payload.logger.warn({ document: input.document, reason: outcome.reason }, 'Scheduled publish skipped')
    return { output: outcome }
  },
}
