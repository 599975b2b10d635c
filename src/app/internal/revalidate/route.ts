import { liveContentChanged } from '@/runtime/live-content'
import { CACHE_TAGS } from '@/server/cache-tags'
import { hasInternalToken, INTERNAL_TOKEN_HEADER } from '@/config/internal-token'

export const dynamic = 'force-dynamic'

/**
 * Expires every cached page and response. For operators and the start script (after a
 * restore or a first seed); needs a token derived from the server's secret.
 */
export async function POST(request: Request) {
  if (!hasInternalToken(request.headers, 'revalidate-all')) {
    return Response.json({ message: `A valid ${INTERNAL_TOKEN_HEADER} header is required.` }, { status: 401 })
  }
  const refused = await liveContentChanged(Object.values(CACHE_TAGS), { wait: true })
  if (refused.length > 0) {
    // This instance's caches and Redis are emptied; a cache in front still holds old pages
    // (after a restore, Varnish may not yet know the replicas' new addresses).
    return Response.json(
      {
        message: `The caches of the site expired, but ${refused.join(', ')} did not take the purge. Try again in a few seconds.`,
        notPurged: refused,
      },
      { status: 502 },
    )
  }
  return Response.json({ revalidated: Object.values(CACHE_TAGS) })
}
