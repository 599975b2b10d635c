import type { Access } from 'payload'

/**
 * Visitors see published documents only; staff see drafts too (for preview and editing).
 */
export const publishedOrStaff: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}
