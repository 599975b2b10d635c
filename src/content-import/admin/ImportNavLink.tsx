'use client'

import { useAuth, useNav } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

const IMPORT_VIEW = '/admin/import'

/** "Import content" at the end of the admin's menu, for administrators only (issue 39, item 7). */
export function ImportNavLink() {
  const { user } = useAuth()
  const { navOpen } = useNav()
  const pathname = usePathname()
  if ((user as { role?: string } | null)?.role !== 'admin') return null
  const current = pathname === IMPORT_VIEW
  return (
    <div className="nav-group" data-testid="nav-import-content" style={{ marginTop: 'calc(var(--base) * 0.5)' }}>
      <a
        className={['nav__link', current ? 'active' : ''].filter(Boolean).join(' ')}
        href={IMPORT_VIEW}
        aria-current={current ? 'page' : undefined}
        tabIndex={navOpen ? undefined : -1}
      >
        <span className="nav__link-label">Import content</span>
      </a>
    </div>
  )
}
