/**
 * What the HTTP server refuses before the app reads a byte of the body (issue 29 #14,
 * #15): bodies over their route's cap (413, judged on Content-Length, so nothing is
 * read), posts to the site's pages from other origins (403), and framework routes this
 * site does not use, which would otherwise answer 500 or 501.
 */

import { IMPORT_UPLOAD_MAX_BYTES } from '../lib/upload-rules.ts'

const KB = 1024
const MB = 1024 * KB

/** Sign-in, server methods, CSP reports and the pages' own forms carry a few fields. */
export const SMALL_BODY_BYTES = 64 * KB
/** The REST and GraphQL APIs: a page with its layout and rich text fits many times over. */
export const API_BODY_BYTES = 1 * MB
/** The admin's server functions carry a whole document's form state. */
export const ADMIN_BODY_BYTES = 4 * MB

/** Collections that keep versions: elsewhere Payload's versions routes fail with 500. */
const VERSIONED = new Set(['named-pages', 'carousel-items', 'announcements'])
const VERSIONED_GLOBALS = new Set(['home-page'])
const UPLOAD_COLLECTIONS = /^\/api\/(media|video-files)(\/|$)/
const IMPORT_UPLOAD_ROUTE = /^\/api\/content-import\/?$/
const SMALL_BODY_ROUTES = [/^\/api\/users\/[a-z-]+(\/|$)/, /^\/csp-report$/, /^\/lwr\//]

export type Refusal = { status: number; message: string; headers?: Record<string, string> }

export type RequestFacts = {
  method: string
  pathname: string
  headers: Record<string, string | string[] | undefined>
  /** The site's own origins: SITE_URL and the configured CORS origins. */
  siteOrigins: string[]
  /** The largest upload the site accepts, in bytes. */
  uploadBytes: number
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The most a body to this route may hold. */
export function bodyLimit(pathname: string, uploadBytes: number): number {
  if (SMALL_BODY_ROUTES.some((route) => route.test(pathname))) return SMALL_BODY_BYTES
  // Multipart framing around the file and its fields.
  if (UPLOAD_COLLECTIONS.test(pathname)) return uploadBytes + 1 * MB
  if (IMPORT_UPLOAD_ROUTE.test(pathname)) return IMPORT_UPLOAD_MAX_BYTES + 1 * MB
  if (pathname.startsWith('/api/')) return API_BODY_BYTES
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return ADMIN_BODY_BYTES
  return SMALL_BODY_BYTES
}

function sameOrigin(origin: string, host: string | undefined, siteOrigins: string[]): boolean {
  if (siteOrigins.includes(origin)) return true
  try {
    return host !== undefined && new URL(origin).host === host
  } catch {
    return false
  }
}

/** A framework route the site does not use, answered plainly instead of by a 500 or 501. */
function unusedRoute(pathname: string): Refusal | undefined {
  const notFound = (message: string): Refusal => ({ status: 404, message })
  if (/^\/api\/users\/verify(\/|$)/.test(pathname)) {
    return notFound('Account e-mail verification is not used on this site.')
  }
  if (/^\/api\/payload-migrations(\/|$)/.test(pathname)) return notFound('Not found.')
  const versions = /^\/api\/(globals\/)?([a-z-]+)\/versions(\/|$)/.exec(pathname)
  if (versions && !(versions[1] ? VERSIONED_GLOBALS : VERSIONED).has(versions[2]!)) {
    return notFound(`${versions[2]} keeps no versions.`)
  }
  if (/^\/api\/(media|video-files)\/file\/?$/.test(pathname)) return notFound('Name a file.')
  return undefined
}

export function refuseRequest({
  method,
  pathname,
  headers,
  siteOrigins,
  uploadBytes,
}: RequestFacts): Refusal | undefined {
  const unused = unusedRoute(pathname)
  if (unused) return unused
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined

  const length = header(headers['content-length'])
  const limit = bodyLimit(pathname, uploadBytes)
  if (length === undefined && header(headers['transfer-encoding'])) {
    return { status: 411, message: 'Send the length of the body (Content-Length).' }
  }
  if (length !== undefined && (!/^\d+$/.test(length) || Number(length) > limit)) {
    const size = limit >= MB ? `${Math.round(limit / MB)} MB` : `${Math.round(limit / KB)} KB`
    return { status: 413, message: `The request body is too large: at most ${size} here.` }
  }

  // The pages' own forms (server actions) answer only the site itself; the API and the
  // admin check origins themselves (CORS and CSRF settings).
  const ownRoute = pathname.startsWith('/api/') || pathname === '/admin' || pathname.startsWith('/admin/')
  const origin = header(headers.origin)
  if (!ownRoute && origin !== undefined && !sameOrigin(origin, header(headers.host), siteOrigins)) {
    return { status: 403, message: 'Forms on this site accept requests from this site only.' }
  }
  return undefined
}
