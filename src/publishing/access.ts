/**
 * Who may write governed content at all; what a write may do to the live site is the
 * policy's (policy.ts) to decide, in the operation itself. Access here must not judge a
 * write by the status it carries: Payload computes a global's edit permission from the
 * stored (published) document, which would leave authors a read-only home page.
 */
import type { Access, FieldAccess } from 'payload'

import { isContentStaff, isReviewer } from '@/lib/roles'

import type { ChangeRule } from './descriptor'
import { publishesDirectly } from './policy'
import { twoPersonRuleOn } from './review/two-person-rule'

/** Visitors see published documents only; staff see drafts too (for preview and editing). */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

const contentStaff: Access = ({ req }) => isContentStaff(req.user?.role)

/**
 * Content staff write drafts; a write that carries the published status takes someone the
 * policy lets publish directly, or the review's own approval. Payload asks this with
 * `_status: 'published'` to decide whether to show Publish (also in a list's bulk
 * actions), so people who publish through review are not offered a button that fails.
 */
function staffWritingDrafts(rule: ChangeRule): Access {
  return async ({ req, data }) => {
    if (!isContentStaff(req.user?.role)) return false
    if ((data as { _status?: unknown } | undefined)?._status !== 'published') return true
    if (req.context.reviewApproval === true) return isReviewer(req.user?.role)
    return publishesDirectly(req.user?.role, rule, await twoPersonRuleOn(req.payload, req))
  }
}
const reviewers: Access = ({ req }) => isReviewer(req.user?.role)

/** Field-level: the review state changes through review actions (or the site itself), never by typing. */
export const reviewField: FieldAccess = ({ req }) => !req.user || req.context.reviewAction === true

/** The access a governed collection gets from its rule. */
export function accessFor(rule: ChangeRule): { read?: Access; create: Access; update: Access; delete: Access } {
  switch (rule) {
    case 'reviewed':
      return {
        read: publishedOrStaff,
        create: staffWritingDrafts(rule),
        update: staffWritingDrafts(rule),
        delete: contentStaff,
      }
    case 'replacements':
      // Any member of staff uploads (a draft until a document using it is approved); files
      // may be in use on published pages, so removing one is an editor's decision.
      return { read: publishedOrStaff, create: contentStaff, update: staffWritingDrafts(rule), delete: reviewers }
    case 'redirects':
      return { read: contentStaff, create: reviewers, update: reviewers, delete: reviewers }
    case 'administrators': {
      const admins: Access = ({ req }) => req.user?.role === 'admin'
      return { create: admins, update: admins, delete: admins }
    }
  }
}
