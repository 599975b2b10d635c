'use client'

import { useAuth } from '@payloadcms/ui'
import Link from 'next/link'

/** Administrators open the settings; anyone else hands the fix over by e-mail. */
export function AskAnAdministrator({ title, href, mailto }: { title: string; href: string; mailto: string }) {
  const { user } = useAuth<{ role?: string }>()
  if (user?.role === 'admin') return <Link href={href}>{title}</Link>
  return (
    <span data-testid="hand-over">
      {title} (only administrators can change it). <a href={mailto}>Ask an administrator to fix it</a>
    </span>
  )
}
