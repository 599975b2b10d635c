/**
 * What protects each response (ADR 0020): the security headers, the Content-Security-Policy
 * and the redirect of a record address to its canonical identifier. The server
 * (src/runtime/server.ts) applies it to every response, under `npm start` and `npm run dev`
 * alike.
 *
 * Two kinds of script policy:
 * - A response any cache may keep (an anonymous page) allows its inline scripts by their
 *   SHA-256 hashes, computed from the rendered page and stored with it. No nonce is
 *   ever in such a policy, so a copy served by the app, Varnish or a CDN repeats nothing
 *   an attacker could use.
 * - A response no cache may keep (`private, no-store`: the admin, a preview, a signed-in
 *   request) carries a nonce made for that response alone, so it can stream.
 */
import { createHash } from 'node:crypto'

import { HIDE_DISMISSED_BANNERS_SCRIPT } from '../lib/announcements.ts'
import { DAP_CONNECT_SOURCES, DAP_SCRIPT_SOURCES } from '../lib/dap.ts'
import { canonicalRecordId } from '../lib/record-id.ts'
import { VIDEO_PROVIDER_HOSTS } from '../lib/video.ts'

const CSP_REPORT_PATH = '/csp-report'

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Our own inline script is a constant; its hash is in every page policy. */
const BANNER_SCRIPT_HASH = sha256Source(HIDE_DISMISSED_BANNERS_SCRIPT)

/** The directives every page shares; `connect` adds hosts the page may send data to. */
const pageDirectives = (connect: readonly string[]) =>
  [
    `default-src 'self'`,
    // Inline style attributes (image focal points, section layout) are data, not code.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `media-src 'self' blob:`,
    [`connect-src 'self'`, ...connect].join(' '),
    `frame-src 'self' ${VIDEO_PROVIDER_HOSTS.map((host) => `https://${host}`).join(' ')}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ')

type PolicyContext = {
  https: boolean
  /** Draft preview is shown inside the admin's live-preview frame; nothing else may frame us. */
  allowSameOriginFraming?: boolean
  /**
   * GSA's Digital Analytics Program is on (DAP_AGENCY): its script host, the tag library
   * it loads and the analytics host it reports to are allowed, and no other (ADR 0027).
   */
  analytics?: boolean
}

function pagePolicy(
  scriptSources: string,
  { https, allowSameOriginFraming = false, analytics = false }: PolicyContext,
): string {
  const scripts = analytics ? [scriptSources, ...DAP_SCRIPT_SOURCES].join(' ') : scriptSources
  const directives = [
    `script-src ${scripts}`,
    `frame-ancestors ${allowSameOriginFraming ? "'self'" : "'none'"}`,
    pageDirectives(analytics ? DAP_CONNECT_SOURCES : []),
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/**
 * For a page a cache may keep. `'self'` admits the site's own script files: Next 16 writes
 * the chunks of client components without an `integrity` attribute, so `'strict-dynamic'`
 * (which needs a hash or nonce on every script tag) would block them. Inline script runs
 * only when its hash is listed.
 */
export function hashPolicy(scriptHashes: readonly string[], context: PolicyContext): string {
  return pagePolicy(["'self'", ...scriptHashes, BANNER_SCRIPT_HASH].join(' '), context)
}

/** For a response no cache keeps: a nonce of its own, trusted to load further scripts. */
export function noncePolicy(nonce: string, context: PolicyContext): string {
  return pagePolicy(`'self' 'nonce-${nonce}' ${BANNER_SCRIPT_HASH} 'strict-dynamic'`, context)
}

/** Answers that are data, not documents (JSON, feeds): nothing in them may run or be framed. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** Uploaded files: never scripts, never framed, never sniffed into HTML. */
export const UPLOADED_FILE_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; sandbox; frame-ancestors 'none'"

/** What Next needs to put the nonce on the scripts it writes: it reads it from the request. */
export const nonceRequestPolicy = (nonce: string) => `script-src 'nonce-${nonce}'`

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** A name, and a value in double quotes, single quotes or none, as HTML allows. */
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    if (name) attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '')
  }
  return attributes
}

/**
 * The hash sources of the inline scripts that carry `nonce`: the scripts Next wrote for
 * this render. A script that slipped into the page through content cannot carry the
 * nonce (it is made after the content was stored), so it is never allowed. Line breaks
 * are normalised as the browser's parser does before it hashes a script.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributeSource, content] of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = attributesOf(attributeSource ?? '')
    if (attributes.get('nonce') !== nonce || attributes.has('src')) continue
    hashes.add(sha256Source((content ?? '').replace(/\r\n?/g, '\n')))
  }
  return [...hashes]
}

export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
  }
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

/**
 * The path (still percent-encoded) and query Next routes the request on. Next resolves
 * dot segments (`/img/../x`, `%2e%2e`) and reads absolute-form targets the same way, so
 * the rules must judge that path, not the raw one. A target that does not parse is judged
 * as it is.
 */
export function routedPathOf(target: string): { pathname: string; search: string } {
  // Most targets are plain paths: nothing for the URL parser to resolve.
  if (target.startsWith('/') && !target.startsWith('//') && !/[.%\\]/.test(target.split('?', 1)[0]!)) {
    const queryStart = target.indexOf('?')
    return queryStart === -1
      ? { pathname: target, search: '' }
      : { pathname: target.slice(0, queryStart), search: target.slice(queryStart) }
  }
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

const UPLOADED_FILES = /^\/(?:sfsites\/c\/)?(?:api\/(?:media|video-files)\/file\/|cms\/delivery\/media\/)/

export const isUploadedFile = (pathname: string) => UPLOADED_FILES.test(pathname)

/**
 * Record pages answer at one address: a 15-character or differently-cased 18-character
 * identifier goes to the canonical 18 characters. Decided before rendering, because a
 * redirect thrown while Next renders a page on demand is sent with its Location twice.
 */
export function canonicalRecordLocation(pathname: string, search: string): string | undefined {
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
