import { NextResponse, type NextRequest } from 'next/server'

import { responseSecurityFor } from '@/lib/response-security'

/**
 * Applies the response security rule (ADR 0007) where Next runs without our server:
 * `next dev`. The production server (src/runtime/http-server.mjs) applies the same rule
 * before Next sees the request and marks it, and the matcher below then skips this
 * proxy: it cost 1.1-1.5 ms of every uncached request (ADR 0016).
 */
export function proxy(request: NextRequest) {
  const security = responseSecurityFor({
    target: request.nextUrl.pathname + request.nextUrl.search,
    forwardedProto: request.headers.get('x-forwarded-proto'),
    ownScheme: request.nextUrl.protocol === 'https:' ? 'https' : 'http',
    cookies: request.headers.get('cookie'),
  })
  if (!security) return NextResponse.next()
  let response: NextResponse
  if (security.redirectTo) {
    response = NextResponse.redirect(new URL(security.redirectTo, request.url), 308)
  } else if (security.requestPolicy) {
    const requestHeaders = new Headers(request.headers)
    requestHeaders.set('Content-Security-Policy', security.requestPolicy)
    response = NextResponse.next({ request: { headers: requestHeaders } })
  } else {
    response = NextResponse.next()
  }
  for (const [name, value] of Object.entries(security.headers)) response.headers.set(name, value)
  return response
}

export const config = {
  matcher: [
    {
      // Everything but Next's hashed build files and the public folder's static files
      // (src/lib/response-security.ts names the same ones).
      source: '/((?!_next/static|_next/image|favicon\\.svg|img/|assets/).*)',
      // Set by src/runtime/http-server.mjs (SECURED_BY_SERVER_HEADER) on every request.
      missing: [{ type: 'header', key: 'x-hcs-secured-by-server' }],
    },
  ],
}
