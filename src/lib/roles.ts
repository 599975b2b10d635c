/** The staff roles (ADR 0030): authors write, editors also review and publish, administrators also manage. */
export const ROLES = ['author', 'editor', 'admin'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  author: 'Author',
  editor: 'Editor (reviews and publishes)',
  admin: 'Administrator',
}

/** Administrators manage users and settings, and see the system's own names and views. */
export const isAdministrator = (role: unknown): role is 'admin' => role === 'admin'

/** Editors and administrators review and publish; authors write and submit. */
export const isReviewer = (role: unknown): role is 'editor' | 'admin' => role === 'editor' || role === 'admin'

export const isContentStaff = (role: unknown): role is Role => ROLES.includes(role as Role)
