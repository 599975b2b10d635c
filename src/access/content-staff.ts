import type { Access } from 'payload'

import { isContentStaff } from '@/lib/roles'

/** Everybody who works on content: authors, editors and administrators. */
export const contentStaff: Access = ({ req }) => isContentStaff(req.user?.role)
