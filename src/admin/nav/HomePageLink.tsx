'use client'

import { useNav } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

const HOME_PAGE_EDIT = '/admin/globals/home-page'

/**
 * The first entry of the admin's menu (issue 28, problem 7): the home page, which editors
 * change most, ahead of the groups. On screens wide enough for a side menu (over 1024 px)
 * the menu stays open, as Payload would otherwise close it below 1440 px.
 */
export function HomePageLink() {
  const { navOpen, setNavOpen } = useNav()
  const pathname = usePathname()

  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1025px)')
    // After Payload's own start-up effects, which close the menu below 1440 px.
    const timer = window.setTimeout(() => {
      if (wide.matches) setNavOpen(true)
    }, 50)
    return () => window.clearTimeout(timer)
  }, [setNavOpen])

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
