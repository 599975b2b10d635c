'use client'

import { useAuth, useNav } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

/**
 * A link at the end of the admin's menu to a view of the site's own, shown only to the
 * roles that may use it (the view and its endpoints check again). Plugins add it with
 * clientProps: `{ href, label, roles, testId }`.
 */
export function StaffNavLink({
  href,
  label,
  roles,
  testId,
}: {
  href: string
  label: string
  roles: string[]
  testId: string
}) {
  const { user } = useAuth()
  const { navOpen } = useNav()
  const pathname = usePathname()
  if (!roles.includes((user as { role?: string } | null)?.role ?? '')) return null
  const current = pathname === href
  return (
    <div className="nav-group" data-testid={testId} style={{ marginTop: 'calc(var(--base) * 0.5)' }}>
      <a
        className={['nav__link', current ? 'active' : ''].filter(Boolean).join(' ')}
        href={href}
        aria-current={current ? 'page' : undefined}
        tabIndex={navOpen ? undefined : -1}
      >
        <span className="nav__link-label">{label}</span>
      </a>
    </div>
  )
}
