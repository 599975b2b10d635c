/**
 * The one rule for what protects each response (ADR 0007, ADR 0016): security headers,
 * a Content-Security-Policy with a fresh nonce for pages, a sandboxing policy for
 * uploaded files, and the redirect of a record address to its canonical identifier.
 * Decided from a few facts of the request, so the production server
 * (src/runtime/http-server.mjs) and the proxy `next dev` runs (src/proxy.ts) apply it
 * the same way.
 */
import { canonicalRecordId } from './record-id'
import { contentSecurityPolicy, securityHeaders, UPLOADED_FILE_POLICY } from './security-headers'

/** Next's build files and the public folder's files: next.config.ts gives them their headers. */
const STATIC_FILES = /^\/(?:_next\/static|_next\/image|favicon\.svg|img\/|assets\/)/
const UPLOADED_FILES = /^\/(?:sfsites\/c\/)?(?:api\/(?:media|video-files)\/file\/|cms\/delivery\/media\/)/

export type RequestFacts = {
  /** The request target as received: a path with its query, or an absolute URL. */
  target: string
  /** The X-Forwarded-Proto header the cache or proxy in front sent, if any. */
  forwardedProto: string | null | undefined
  /** The scheme of the connection this server received. */
  ownScheme: 'http' | 'https'
  /** The Cookie header, if any. */
  cookies: string | null | undefined
}

export type ResponseSecurity = {
  /** Headers for the response. */
  headers: Record<string, string>
  /** The policy to hand Next with the request: it puts the nonce on its own scripts. */
  requestPolicy?: string
  /** Answer with a permanent redirect here instead of rendering. */
  redirectTo?: string
}

/**
 * The path (still percent-encoded) and query Next routes the request on. Next resolves
 * dot segments (`/img/../x`, `%2e%2e`) and reads absolute-form targets the same way, so
 * the rule must judge that path, not the raw one. A target that does not parse is
 * judged as it is: it matches no exemption and gets the page policy.
 */
function routedPathOf(target: string): { pathname: string; search: string } {
  try {
    const url = target.startsWith('/') ? new URL(`http://n${target}`) : new URL(target)
    return { pathname: url.pathname, search: url.search }
  } catch {
    const queryStart = target.indexOf('?')
    return queryStart === -1
      ? { pathname: target, search: '' }
      : { pathname: target.slice(0, queryStart), search: target.slice(queryStart) }
  }
}

/** Next's draft-mode cookie: an editor previewing in the admin's live-preview frame. */
const PREVIEW_COOKIE = /(?:^|;)\s*__prerender_bypass=/

/** The scheme the visitor used: the cache or proxy in front says so in X-Forwarded-Proto. */
function isHttps({ forwardedProto, ownScheme }: RequestFacts): boolean {
  const forwarded = forwardedProto?.split(',')[0]?.trim()
  return (forwarded || ownScheme) === 'https'
}

/**
 * Record pages answer at one address: a 15-character or differently-cased 18-character
 * identifier goes to the canonical 18 characters. Decided before rendering, because a
 * redirect thrown while Next generates an on-demand page is sent with its Location
 * header twice.
 */
function canonicalRecordLocation(pathname: string, search: string): string | undefined {
  const [, first, identifier, ...rest] = pathname.split('/')
  if (first !== 'detail' || !identifier || rest.length > 0) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(identifier)
  } catch {
    return undefined // not a record id; the page answers with its own error
  }
  const canonical = canonicalRecordId(decoded)
  return canonical && canonical !== decoded ? `/detail/${canonical}${search}` : undefined
}

/** What to add to the response for this request; null for files next.config.ts covers. */
export function responseSecurityFor(request: RequestFacts): ResponseSecurity | null {
  const { pathname, search } = routedPathOf(request.target)
  if (STATIC_FILES.test(pathname)) return null
  const https = isHttps(request)
  const headers = securityHeaders({ https })
  const redirectTo = canonicalRecordLocation(pathname, search)
  if (redirectTo) return { headers, redirectTo }
  if (UPLOADED_FILES.test(pathname)) {
    return { headers: { ...headers, 'Content-Security-Policy': UPLOADED_FILE_POLICY } }
  }
  const policy = contentSecurityPolicy({
    nonce: btoa(crypto.randomUUID()),
    https,
    allowSameOriginFraming: PREVIEW_COOKIE.test(request.cookies ?? ''),
  })
  return { headers: { ...headers, 'Content-Security-Policy': policy }, requestPolicy: policy }
}
