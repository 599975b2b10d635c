import type { Access } from 'payload'

/** Administrators see every account; everybody else only their own. */
export const adminsOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (req.user.role === 'admin') return true
  return { id: { equals: req.user.id } }
}
