import type React from 'react'

import type { LinkView } from '@/lib/views'

/** What screen readers hear after the text of a link that opens another site in a new window. */
const EXTERNAL_LINK_NOTICE = ' (opens in a new window, leaves this site)'

type Props = LinkView & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>

/**
 * Every link of the site: to one of its pages in the same window, or to another site in
 * a new window, with the notice screen-reader users need before they leave (WCAG 3.2.5).
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
      <span className="visually-hidden">{EXTERNAL_LINK_NOTICE}</span>
    </a>
  )
}
