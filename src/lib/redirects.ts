/**
 * Rules for the redirects editors manage (ADR 0028): which old addresses may be sent on,
 * and which sets of redirects are refused because a visitor would bounce more than once
 * (a chain) or forever (a loop). Shared by the collection's checks and the server's table.
 */

export type RedirectStatus = 301 | 302

/** One redirect with its destination worked out: a path on this site or a full address. */
export type RedirectRule = { from: string; to: string; status: RedirectStatus }

/**
 * Addresses the site answers itself (its system, its own pages and files): never
 * redirected, so nobody can lock editors out or send visitors of a site route elsewhere.
 * Pages editors make live at paths of their own (offerings/x) and may be redirected when
 * they move; the listing /offerings itself may not.
 */
const RESERVED =
  /^\/(?:admin|api|api-docs|_next|internal|lwr|session|preview|csp-report|healthz|readyz|metrics|services\/data|cms|sfsites|\.well-known|news|search|detail|page-not-found|temporarily-unavailable|assets|img|admin-blocks)(?:\/|$)/i
const RESERVED_EXACT = /^\/(?:offerings|sitemap\.xml|robots\.txt|favicon\.svg|favicon\.ico)$/i

/** Whether a request path may be redirected at all (the system's own paths never are). */
export const isRedirectablePath = (pathname: string) =>
  pathname !== '/' && !RESERVED.test(pathname) && !RESERVED_EXACT.test(pathname)

/** Backslashes (browsers read them as /) and control characters make an address mean two things. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const AMBIGUOUS = /[\\\u0000-\u001f\u007f]/

/**
 * A path in the one form compared and sent: percent-encoded UTF-8 (upper-case hex), so
 * /日本 and /%e6%97%a5%e6%9c%ac are the same address. Null when it does not decode or
 * would be ambiguous once decoded.
 */
export function canonicalPath(path: string): string | null {
  let decoded: string
  try {
    decoded = decodeURI(path)
  } catch {
    return null
  }
  if (AMBIGUOUS.test(decoded) || AMBIGUOUS.test(path)) return null
  return encodeURI(decoded)
}

/** Characters a URL may not carry as they are: outside printable ASCII, a bare %, and those RFC 3986 never allows. */
const NOT_IN_URL = /%(?![0-9A-Fa-f]{2})|[^\x21-\x7e]|["<>\\^`{|}]/gu

const percentEncoded = (character: string) =>
  Array.from(
    new TextEncoder().encode(character),
    (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('')

/**
 * An address as a Location header can carry it: what a URL may not hold as it is
 * (non-ASCII, spaces, quotes) percent-encoded as UTF-8; %-escapes and the rest kept, so
 * encoding twice changes nothing. Node refuses a header with characters past Latin-1
 * (the visitor gets a 500), and browsers read Latin-1 ones as other characters.
 */
export function encodeLocation(address: string): string {
  return address.replace(NOT_IN_URL, percentEncoded)
}

/** Where a redirect answer sends the visitor: a path of this site keeps the request's query unless it has its own. */
export function redirectLocation(rule: RedirectRule, search: string): string {
  const local = rule.to.startsWith('/')
  return encodeLocation(local && !rule.to.includes('?') ? `${rule.to}${search}` : rule.to)
}

/**
 * The old address in the one form the server compares: a path starting with /, without
 * the site's host, query, fragment or trailing slash. Returns an error message instead
 * when it cannot be an old address of a page.
 */
export function normaliseRedirectFrom(value: string, siteUrl?: string): { path: string } | { error: string } {
  let text = value.trim()
  if (siteUrl && text.startsWith(siteUrl)) text = text.slice(siteUrl.length) || '/'
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\'))
    return { error: 'Enter the old address as a path on this site, starting with /, for example /services/old-page.' }
  if (/[?#\s]/.test(text))
    return { error: 'The old address cannot contain spaces, ? or #. Enter only the path, such as /old-page.' }
  const canonical = canonicalPath(text.length > 1 ? text.replace(/\/+$/, '') : text)
  if (canonical === null)
    return { error: 'The old address cannot contain a backslash or control characters, and must be a valid address.' }
  const path = canonical
  if (path === '/') return { error: 'The home page cannot be redirected.' }
  if (!isRedirectablePath(path))
    return { error: `${path} is an address the site itself answers, not a page of its own, and cannot be redirected.` }
  return { path }
}

/** The destination as the server will send it: a path of this site, or an https:// or http:// address. */
export function normaliseRedirectTo(value: string, siteUrl?: string): { to: string } | { error: string } {
  const text = value.trim()
  if (AMBIGUOUS.test(text) || text.startsWith('/\\'))
    return {
      error:
        'The new address cannot contain a backslash or control characters: browsers could read it as another website.',
    }
  if (text.startsWith('/') && !text.startsWith('//')) {
    if (/\s/.test(text)) return { error: 'The new address cannot contain spaces.' }
    const [pathname = '', query] = splitQuery(text)
    const canonical = canonicalPath(pathname)
    if (canonical === null) return { error: 'The new address is not a valid path.' }
    return { to: withoutTrailingSlash(query === undefined ? canonical : `${canonical}?${encodeLocation(query)}`) }
  }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return {
      error: 'Enter the new address as a path such as /offerings/stratus or a full address starting with https://.',
    }
  }
  if (!/^https?:$/.test(url.protocol))
    return { error: 'The new address must start with https:// (or http://), or be a path such as /contact.' }
  // An address on this very site is compared as a path, so chains through it are found.
  if (siteUrl && url.origin === new URL(siteUrl).origin)
    return { to: withoutTrailingSlash(`${url.pathname}${url.search}`) }
  return { to: url.href }
}

function withoutTrailingSlash(path: string): string {
  const [pathname = '', query] = splitQuery(path)
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return query === undefined ? trimmed : `${trimmed}?${query}`
}

function splitQuery(path: string): [string, string | undefined] {
  const index = path.indexOf('?')
  return index === -1 ? [path, undefined] : [path.slice(0, index), path.slice(index + 1)]
}

/** The path part of a destination on this site; undefined for another site's address. */
function localPath(to: string): string | undefined {
  return to.startsWith('/') ? splitQuery(to)[0] : undefined
}

/**
 * Why `candidate` cannot be saved next to `others` (the other redirects), in words for the
 * editor; undefined when it can. Refused: a redirect to itself, one to an address that
 * itself redirects (a chain: point it at the final address instead), one whose old
 * address another redirect sends visitors to (that would make the other a chain), and
 * an old address a published page lives at.
 */
export function redirectProblem(
  candidate: RedirectRule,
  others: readonly RedirectRule[],
  livePagePaths: ReadonlySet<string> = new Set(),
): string | undefined {
  const target = localPath(candidate.to)
  if (target === candidate.from)
    return `This redirect would send visitors from ${candidate.from} back to ${candidate.from}, in a loop. Choose another new address.`
  const duplicate = others.find((other) => other.from === candidate.from)
  if (duplicate)
    return `There is already a redirect from ${candidate.from} (to ${duplicate.to}). Change that one instead.`
  if (livePagePaths.has(candidate.from))
    return `A published page lives at ${candidate.from}, so visitors would never reach it. Change that page's address first, or choose another old address.`
  const onward = target === undefined ? undefined : others.find((other) => other.from === target)
  if (onward) {
    const loops = localPath(onward.to) === candidate.from
    return loops
      ? `${target} already redirects back to ${candidate.from}: together they would send visitors round in a loop. Remove or change the redirect from ${target} first.`
      : `${target} itself redirects to ${onward.to}, which would make visitors bounce twice. Point this redirect straight at ${onward.to}.`
  }
  const inbound = others.find((other) => localPath(other.to) === candidate.from)
  if (inbound)
    return `The redirect from ${inbound.from} sends visitors to ${candidate.from}; redirecting ${candidate.from} as well would make them bounce twice. Point the redirect from ${inbound.from} at the final address first.`
  return undefined
}

/** The redirect for a request path, if any: compared without a trailing slash. */
export function findRedirect(rules: ReadonlyMap<string, RedirectRule>, pathname: string): RedirectRule | undefined {
  if (rules.size === 0) return undefined
  const path = canonicalPath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
  return path === null ? undefined : rules.get(path)
}
