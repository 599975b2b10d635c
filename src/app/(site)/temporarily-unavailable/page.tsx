import { StatusMessage } from '@/components/site-frame/StatusMessage'

export const metadata = { title: 'Temporarily unavailable', robots: { index: false, follow: false } }

/**
 * What the server answers, with 503 and Retry-After, for a page it cannot render while
 * the database is down (src/runtime/outage.ts). Rendered ahead, while the site is well.
 */
export default function TemporarilyUnavailable() {
  return (
    <StatusMessage kind="Error 503" title="Temporarily unavailable">
      <p>This page cannot be shown right now. Please try again in a few minutes.</p>
      <p>
        <a href="/">Go to the home page</a> or <a href="/contact">contact us</a>.
      </p>
    </StatusMessage>
  )
}
