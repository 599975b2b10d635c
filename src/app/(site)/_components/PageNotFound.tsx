import { StatusMessage } from '@/components/site-frame/StatusMessage'

/** What a visitor reads at an address with no page: the same at every route that has none. */
export function PageNotFound() {
  return (
    <StatusMessage kind="Error 404" title="Page not found">
      <p>We can’t find the page you’re looking for. It may have moved, or the address may be mistyped.</p>
      <p>
        <a href="/">Go to the home page</a> or <a href="/contact">contact us</a>.
      </p>
    </StatusMessage>
  )
}

export const pageNotFoundMetadata = { title: 'Page not found', robots: { index: false, follow: false } }
