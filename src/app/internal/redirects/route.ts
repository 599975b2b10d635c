import { hasInternalToken, INTERNAL_TOKEN_HEADER } from '@/config/internal-token'
import { getPayloadClient } from '@/server/payload-client'
import { loadRedirectRules } from '@/server/redirects'

export const dynamic = 'force-dynamic'

/**
 * The redirects editors manage, for the server in front of Next (src/runtime/
 * redirect-table.ts): it answers them itself. Needs a token derived from the secret.
 */
export async function GET(request: Request) {
  if (!hasInternalToken(request.headers, 'read-redirects')) {
    return Response.json({ message: `A valid ${INTERNAL_TOKEN_HEADER} header is required.` }, { status: 401 })
  }
  return Response.json(
    { rules: await loadRedirectRules(await getPayloadClient()) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}
