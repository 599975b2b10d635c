import type { Access } from 'payload'

/** Content staff: editors and administrators. */
export const editorsAndAdmins: Access = ({ req }) => req.user?.role === 'admin' || req.user?.role === 'editor'
