import type { Access } from 'payload'

import { isReviewer } from '@/lib/roles'

/**
 * Administrators read the whole change history; editors read the history of content
 * only, never of user accounts (sign-ins, roles, sessions).
 */
export const readChangeHistory: Access = ({ req }) => {
  if (req.user?.role === 'admin') return true
  if (isReviewer(req.user?.role)) return { target: { not_equals: 'users' } }
  return false
}
