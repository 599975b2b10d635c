'use client'

import { StatusMessage } from '@/components/site-frame/StatusMessage'

/** Shown when a page fails to render: no details of the failure reach the visitor. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <StatusMessage kind="Error 500" title="Something went wrong">
      <p>The page could not be shown just now. Please try again in a moment.</p>
      <p>
        <button type="button" onClick={reset}>
          Try again
        </button>{' '}
        or <a href="/">go to the home page</a>.
      </p>
    </StatusMessage>
  )
}
