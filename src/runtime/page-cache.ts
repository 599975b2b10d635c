/**
 * The server's page cache (ADR 0020): each anonymous page and public API answer is
 * rendered once per content version, finished once (script hashes for its policy, an
 * ETag, gzip and brotli) and then served from memory, so the site is fast with nothing in
 * front of it. A change of what is live empties it (src/runtime/live-content.ts); requests
 * for the same address that arrive while it renders wait for that one render.
 */
import { createHash } from 'node:crypto'
import type { OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import { FELL_BACK_META_NAME } from '../lib/fell-back.ts'
import { deferFrameworkScripts } from './deferred-scripts.ts'
import type { CapturedResponse } from './response-capture.ts'
import { inlineScriptHashes } from './response-security.ts'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** A page any cache may keep: browsers ask again each time (a 304 when unchanged), shared caches keep it 5 minutes and are purged on every change. */
const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300'
export const SHARED_NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** Headers the server sets itself on every response it sends. */
const SET_BY_SERVER = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'content-security-policy-report-only',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'x-powered-by',
])

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|ld\+json|x-component)|image\/svg\+xml)/i
const SHAREABLE_PAGE_STATUSES = new Set([200, 404, 410])
/** A page part that fell back after a failure says so (src/components/page-regions/FellBack.tsx). */
const FELL_BACK_MARK = `<meta name="${FELL_BACK_META_NAME}"`
/** A safety net for content that changes with time alone; content changes empty the cache at once. */
const LONGEST_KEPT_MS = 300_000
/** Larger answers are sent but not kept. */
const LARGEST_KEPT_BYTES = 8 * 1024 * 1024

export type FinishedResponse = {
  status: number
  /** The app's own headers, without those the server sets for each response. */
  headers: OutgoingHttpHeaders
  body: Buffer
  gzip?: Buffer
  br?: Buffer
  etag: string
  /** A page (HTML), whose policy lists `scriptHashes`. */
  isPage: boolean
  scriptHashes: readonly string[]
  /** Whether any cache may keep it, and for how long. */
  shareable: boolean
  cacheControl: string
  /** Set while its brotli form is being made. */
  brotliPending?: boolean
  /** The headers it is sent with, by the visitor's scheme (src/runtime/server.ts). */
  prepared?: { http?: [string, string | string[] | number][]; https?: [string, string | string[] | number][] }
}

function publicCacheControlOf(value: unknown): string | null {
  const header = String(value ?? '').toLowerCase()
  if (!header || /\b(private|no-store|no-cache)\b/.test(header)) return null
  return /\b(public|s-maxage=\d*[1-9]|max-age=\d*[1-9])/.test(header) ? String(value) : null
}

/**
 * Turns what Next rendered for an anonymous request into a finished response. `nonce`
 * is the one handed to Next for this render: only scripts carrying it are allowed.
 */
export async function finishResponse(captured: CapturedResponse, nonce: string): Promise<FinishedResponse> {
  const headers: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(captured.headers)) {
    if (!SET_BY_SERVER.has(name) && value !== undefined) headers[name] = value
  }
  const contentType = String(headers['content-type'] ?? '')
  const isPage = /^text\/html\b/i.test(contentType)
  const { status } = captured
  // Done once here, before the hashes are taken: the loader is one of the page's scripts.
  const body = isPage ? Buffer.from(deferFrameworkScripts(captured.body.toString('utf8'))) : captured.body
  const setsCookie = headers['set-cookie'] !== undefined
  const appCacheControl = publicCacheControlOf(captured.headers['cache-control'])
  let cacheControl: string | null = null
  const fellBack = isPage && body.includes(FELL_BACK_MARK)
  if (!setsCookie && !fellBack && isPage && SHAREABLE_PAGE_STATUSES.has(status)) {
    cacheControl = status === 200 ? SHARED_PAGE_CACHE_CONTROL : SHARED_NOT_FOUND_CACHE_CONTROL
  } else if (!setsCookie && !isPage && status === 200) {
    cacheControl = appCacheControl
  }
  if (COMPRESSIBLE.test(contentType)) {
    const vary = String(headers.vary ?? '')
    if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
  }
  const finished: FinishedResponse = {
    status,
    headers,
    body,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    isPage,
    scriptHashes: isPage ? inlineScriptHashes(body.toString('utf8'), nonce) : [],
    shareable: cacheControl !== null,
    cacheControl: cacheControl ?? PRIVATE_CACHE_CONTROL,
  }
  if (COMPRESSIBLE.test(contentType) && body.length > 512) finished.gzip = await gzip(body, { level: 6 })
  return finished
}

/**
 * Brotli at its best takes ~0.1 s of a core for a page: done once, and only for a kept
 * response asked for again (a page rendered for one visit never pays it).
 */
async function addBrotli(finished: FinishedResponse): Promise<void> {
  if (!finished.gzip || finished.br || finished.brotliPending) return
  finished.brotliPending = true
  finished.br = await brotli(finished.body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: finished.body.length,
    },
  })
}

const sizeOf = (entry: FinishedResponse) =>
  1024 + entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0)

export class PageCache {
  private readonly entries: LRUCache<string, FinishedResponse>
  private readonly underway = new Map<string, Promise<FinishedResponse>>()
  /** Rises with every content change: a render that began before one is not kept. */
  private version = 0

  constructor(maxBytes: number) {
    this.entries = new LRUCache({
      maxSize: Math.max(maxBytes, 1),
      // Brotli arrives later than the entry; an estimate that includes it keeps the bound honest.
      sizeCalculation: (entry) => sizeOf(entry) + Math.round(entry.body.length * 0.15),
      max: 10_000,
      ttl: LONGEST_KEPT_MS,
    })
  }

  get bytes(): number {
    return this.entries.calculatedSize
  }

  get size(): number {
    return this.entries.size
  }

  /** The kept response for the address; asked for again, it gets its brotli form too. */
  lookup(key: string): FinishedResponse | undefined {
    const entry = this.entries.get(key)
    if (entry) void addBrotli(entry).catch(() => {})
    return entry
  }

  /** The render under way for this address, if one is. */
  pending(key: string): Promise<FinishedResponse> | undefined {
    return this.underway.get(key)
  }

  /**
   * Runs `render` for the address and keeps what it gives when any cache may keep it and
   * no content change happened meanwhile. Requests that arrive meanwhile get `pending`.
   */
  render(key: string, render: () => Promise<FinishedResponse>): Promise<FinishedResponse> {
    const startedAt = this.version
    const work = render().then((finished) => {
      const kept = finished.shareable && startedAt === this.version && finished.body.length <= LARGEST_KEPT_BYTES
      if (kept) this.entries.set(key, finished)
      return finished
    })
    this.underway.set(key, work)
    const forget = () => {
      if (this.underway.get(key) === work) this.underway.delete(key)
    }
    work.then(forget, forget)
    return work
  }

  /** Published content changed: nothing kept so far may be served again, but what `keep` names. */
  clear(keep: (key: string) => boolean = () => false): void {
    this.version += 1
    for (const key of [...this.entries.keys()]) if (!keep(key)) this.entries.delete(key)
    this.underway.clear()
  }
}
