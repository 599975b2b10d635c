/**
 * Who may write governed content at all; what a write may do to the live site is the
 * policy's (policy.ts) to decide, in the operation itself. Access here must not judge a
 * write by the status it carries: Payload computes a global's edit permission from the
 * stored (published) document, which would leave authors a read-only home page.
 */
import type { Access, FieldAccess } from 'payload'

import { isContentStaff, isReviewer } from '@/lib/roles'

import type { ChangeRule } from './descriptor'

/** Visitors see published documents only; staff see drafts too (for preview and editing). */
export const publishedOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

const contentStaff: Access = ({ req }) => isContentStaff(req.user?.role)
const reviewers: Access = ({ req }) => isReviewer(req.user?.role)

/** Field-level: the review state changes through review actions (or the site itself), never by typing. */
export const reviewField: FieldAccess = ({ req }) => !req.user || req.context.reviewAction === true

/** The access a governed collection gets from its rule. */
export function accessFor(rule: ChangeRule): { read?: Access; create: Access; update: Access; delete: Access } {
  switch (rule) {
    case 'reviewed':
      return { read: publishedOrStaff, create: contentStaff, update: contentStaff, delete: contentStaff }
    case 'replacements':
      // Files may be in use on published pages: removing one is an editor's decision.
      return { read: publishedOrStaff, create: contentStaff, update: contentStaff, delete: reviewers }
    case 'redirects':
      return { read: contentStaff, create: reviewers, update: reviewers, delete: reviewers }
    case 'administrators': {
      const admins: Access = ({ req }) => req.user?.role === 'admin'
      return { create: admins, update: admins, delete: admins }
    }
  }
}
