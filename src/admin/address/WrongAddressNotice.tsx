'use client'

import { useSyncExternalStore } from 'react'

import { isAcceptedOrigin } from '@/lib/admin-origins'

type Props = { accepted: string[]; siteUrl: string }

const noSubscription = () => () => undefined

/**
 * Shown on the sign-in page and above every admin screen when the admin was opened at an
 * address the site does not accept saves from (issue 28, problem 1): the browser would
 * show everything and every save would be refused, so nothing is typed here in vain.
 */
export function WrongAddressNotice({ accepted, siteUrl }: Props) {
  // The address the browser is at: known in the browser only (nothing on the server render).
  const here = useSyncExternalStore(
    noSubscription,
    () => window.location.href,
    () => null,
  )
  if (!here) return null
  const current = new URL(here)
  if (isAcceptedOrigin(current.origin, accepted)) return null
  const target = new URL(current.pathname + current.search, siteUrl).toString()
  return (
    <div
      role="alert"
      data-testid="wrong-address"
      style={{
        border: '2px solid #b50909',
        background: '#fdf0f0',
        color: '#1b1b1b',
        padding: '0.75rem 1rem',
        margin: '0 0 1rem',
        borderRadius: 4,
        lineHeight: 1.4,
      }}
    >
      <strong>This is not the site’s configured address.</strong> You opened the admin at <code>{current.origin}</code>;
      changes made here cannot be saved. Open the admin at <a href={target}>{new URL(siteUrl).origin}</a> instead.
    </div>
  )
}
