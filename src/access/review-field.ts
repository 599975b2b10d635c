import type { FieldAccess } from 'payload'

/** Field-level: the review state changes through review actions (or the site itself), never by typing. */
export const reviewField: FieldAccess = ({ req }) => !req.user || req.context.reviewAction === true
