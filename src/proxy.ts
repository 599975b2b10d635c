import { NextResponse, type NextRequest } from 'next/server'

import { canonicalRecordId } from '@/lib/record-id'
import { contentSecurityPolicy, securityHeaders, UPLOADED_FILE_POLICY } from '@/lib/security-headers'

const UPLOADED_FILES = /^\/(?:sfsites\/c\/)?(?:api\/(?:media|video-files)\/file\/|cms\/delivery\/media\/)/

function isHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  return (forwarded ?? request.nextUrl.protocol.replace(':', '')) === 'https'
}

/**
 * Record pages answer at one address: a 15-character or differently-cased 18-character
 * identifier is redirected to the canonical 18 characters. Done here, before rendering,
 * because a redirect thrown while Next generates an on-demand page is sent with its
 * Location header twice.
 */
function canonicalRecordRedirect(request: NextRequest): NextResponse | null {
  const [, first, identifier] = request.nextUrl.pathname.split('/')
  if (first !== 'detail' || !identifier) return null
  const decoded = decodeURIComponent(identifier)
  const canonical = canonicalRecordId(decoded)
  if (!canonical || canonical === decoded) return null
  const url = request.nextUrl.clone()
  url.pathname = `/detail/${canonical}`
  return NextResponse.redirect(url, 308)
}

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

/**
 * Every response gets the security headers. Pages get a Content-Security-Policy with a
 * fresh nonce, which Next puts on its own scripts (it reads the policy from the request);
 * uploaded files get a policy that runs nothing. See ADR 0007.
 */
export function proxy(request: NextRequest) {
  const https = isHttps(request)
  const redirect = canonicalRecordRedirect(request)
  const baseHeaders = securityHeaders({ https })
  if (redirect) return withHeaders(redirect, baseHeaders)
  if (UPLOADED_FILES.test(request.nextUrl.pathname)) {
    return withHeaders(NextResponse.next(), { ...baseHeaders, 'Content-Security-Policy': UPLOADED_FILE_POLICY })
  }
  const nonce = btoa(crypto.randomUUID())
  const policy = contentSecurityPolicy({
    nonce,
    https,
    allowSameOriginFraming: request.cookies.has('__prerender_bypass'),
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', policy)
  requestHeaders.set('x-nonce', nonce)
  return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), {
    ...baseHeaders,
    'Content-Security-Policy': policy,
  })
}

export const config = {
  // Everything but Next's hashed build files and the public folder's static files.
  matcher: ['/((?!_next/static|_next/image|favicon\\.svg|img/|assets/).*)'],
}
