import type { FieldHook } from 'payload'

/** The signed-in author of a change; a change without one (seed, job) keeps the last author. */
export const lastEditedBy: FieldHook = ({ req, value }) => (req.user ? req.user.id : value)
