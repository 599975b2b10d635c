import type { Access } from 'payload'

/** Administrators only: users, roles and site settings. */
export const adminsOnly: Access = ({ req }) => req.user?.role === 'admin'
