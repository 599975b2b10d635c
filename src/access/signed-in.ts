import type { Access } from 'payload'

/** Any signed-in staff member (admin or editor). */
export const signedIn: Access = ({ req }) => Boolean(req.user)
