import type { FieldAccess } from 'payload'

/** Field-level: only signed-in staff may read this field (e.g. an internal e-mail address). */
export const staffField: FieldAccess = ({ req }) => Boolean(req.user)
