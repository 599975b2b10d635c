import type React from 'react'

import type { LinkView } from '@/lib/views'

type Props = LinkView & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>

/**
 * A link to a page of the site or, when external, to another site in a new window, with
 * the visually-hidden notice screen-reader users need for the new window.
 */
export function SiteLink({ href, external, children, ...rest }: Props) {
  if (!external) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> (opens in a new window, leaves this site)</span>
    </a>
  )
}
