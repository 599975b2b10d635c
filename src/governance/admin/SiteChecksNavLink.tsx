'use client'

import { useAuth, useNav } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

const VIEW = '/admin/site-checks'

/** "Site checks" in the admin's menu, for editors and administrators (the view checks again). */
export function SiteChecksNavLink() {
  const { user } = useAuth()
  const { navOpen } = useNav()
  const pathname = usePathname()
  const role = (user as { role?: string } | null)?.role
  if (role !== 'editor' && role !== 'admin') return null
  const current = pathname === VIEW
  return (
    <div className="nav-group" data-testid="nav-site-checks" style={{ marginTop: 'calc(var(--base) * 0.5)' }}>
      <a
        className={['nav__link', current ? 'active' : ''].filter(Boolean).join(' ')}
        href={VIEW}
        aria-current={current ? 'page' : undefined}
        tabIndex={navOpen ? undefined : -1}
      >
        <span className="nav__link-label">Site checks</span>
      </a>
    </div>
  )
}
