import type { FieldAccess } from 'payload'

/** Field-level: only administrators may set this field (e.g. a user's role). */
export const adminField: FieldAccess = ({ req }) => req.user?.role === 'admin'
