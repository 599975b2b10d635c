'use client'

import { useNav } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

const HOME_PAGE_EDIT = '/admin/globals/home-page'

/**
 * The first entry of the admin's menu (issue 28, problem 7): the home page, which editors
 * change most, ahead of the groups (the menu is kept open on wide screens by KeepMenuOpen).
 */
export function HomePageLink() {
  const { navOpen } = useNav()
  const pathname = usePathname()

  const current = pathname?.startsWith(HOME_PAGE_EDIT)
  return (
    <div className="nav-group" data-testid="nav-home-page" style={{ marginBottom: 'calc(var(--base) * 0.5)' }}>
      <Link
        className={['nav__link', current ? 'active' : ''].filter(Boolean).join(' ')}
        href={HOME_PAGE_EDIT}
        // As Payload's own menu: a prefetch renders the whole view on the server for every page showing the link.
        prefetch={false}
        aria-current={current ? 'page' : undefined}
        tabIndex={navOpen ? undefined : -1}
        style={{ fontWeight: 600 }}
      >
        <span className="nav__link-label">Home page</span>
      </Link>
    </div>
  )
}
