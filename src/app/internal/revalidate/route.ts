import { createHmac, timingSafeEqual } from 'node:crypto'

import { revalidateTag } from 'next/cache'

import { env } from '@/config/env'
import { CACHE_TAGS } from '@/server/cache-tags'

export const dynamic = 'force-dynamic'

function expectedToken(): Buffer {
  return Buffer.from(createHmac('sha256', env().payloadSecret).update('revalidate-all').digest('hex'))
}

/**
 * Expires every cached page and response. For operators and the start script (after a
 * restore or a first seed); needs a token derived from the server's secret.
 */
export async function POST(request: Request) {
  const given = Buffer.from(request.headers.get('x-revalidate-token') ?? '')
  const expected = expectedToken()
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return Response.json({ message: 'A valid x-revalidate-token header is required.' }, { status: 401 })
  }
  for (const tag of Object.values(CACHE_TAGS)) revalidateTag(tag, { expire: 0 })
  return Response.json({ revalidated: Object.values(CACHE_TAGS) })
}
