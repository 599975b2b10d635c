'use client'

import { useAuth } from '@payloadcms/ui'
import Link from 'next/link'
import { isAdministrator } from '@/lib/roles'

/** Administrators open the settings; anyone else hands the fix over by e-mail. */
export function AskAnAdministrator({ title, href, mailto }: { title: string; href: string; mailto: string }) {
  const { user } = useAuth<{ role?: string }>()
  if (isAdministrator(user?.role))
    return (
      // A prefetch renders the whole view on the server: only on a click.
      <Link href={href} prefetch={false}>
        {title}
      </Link>
    )
  return (
    <span data-testid="hand-over">
      {title} (only administrators can change it). <a href={mailto}>Ask an administrator to fix it</a>
    </span>
  )
}
