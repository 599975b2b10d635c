import type { Access } from 'payload'

import { isContentStaff, isReviewer } from '@/lib/review'

/** Editors and administrators delete content; authors only drafts that were never live. */
export const deleteUnlessPublished: Access = ({ req }) => {
  if (isReviewer(req.user?.role)) return true
  if (!isContentStaff(req.user?.role)) return false
  return { _status: { not_equals: 'published' } }
}
