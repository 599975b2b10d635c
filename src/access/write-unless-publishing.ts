import type { Access } from 'payload'

import { isContentStaff, isReviewer } from '@/lib/review'
import { twoPersonRuleOn } from '@/server/review/two-person-rule'

/**
 * Content staff write drafts. Writing the published version takes an editor or an
 * administrator, and, under the two-person rule, an approval (ADR 0030): the admin's
 * Publish button then gives way to the review panel.
 */
export const writeUnlessPublishing: Access = async ({ req, data }) => {
  if (!isContentStaff(req.user?.role)) return false
  if ((data as { _status?: unknown } | undefined)?._status !== 'published') return true
  if (req.context.reviewApproval === true) return isReviewer(req.user?.role)
  return isReviewer(req.user?.role) && !(await twoPersonRuleOn(req.payload, req))
}
