import type { ClientUser } from 'payload'

/** Admin navigation: users and settings are for administrators; editors do not see them. */
export const hiddenFromEditors = ({ user }: { user: ClientUser | { role?: unknown } | null }): boolean =>
  user?.role !== 'admin'
