/**
 * While the database is down, a page that no cache holds is answered with 503, a
 * Retry-After and the site's own "temporarily unavailable" page, in the site's frame
 * (ADR 0020). The page is rendered while the database is up, after the start and after
 * each content change, and kept by the page cache; if none was rendered yet a plain one
 * stands in. Cached pages keep being served meanwhile, and the site recovers by itself.
 */
import { logger } from './logger.ts'
import type { FinishedResponse } from './page-cache.ts'

export const OUTAGE_PATH = '/temporarily-unavailable'
const RETRY_AFTER_SECONDS = '30'
/** How long one answer about the database holds: a flood of misses asks once a second. */
const CHECK_TTL_MS = 1000

const PLAIN_PAGE = Buffer.from(
  '<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Temporarily unavailable</title></head><body>' +
    '<main><h1>Temporarily unavailable</h1><p>This page cannot be shown right now. Please try again in a few minutes.</p>' +
    '<p><a href="/">Go to the home page</a></p></main></body></html>',
)

const plainOutagePage: FinishedResponse = {
  status: 503,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: PLAIN_PAGE,
  etag: 'W/"outage"',
  isPage: true,
  scriptHashes: [],
  shareable: false,
  cacheControl: 'no-store',
}

export class Outage {
  private base = ''
  private kept: () => FinishedResponse | undefined = () => undefined
  private lastPage: FinishedResponse | null = null
  private checkedAt = 0
  private down = false
  private checking: Promise<boolean> | null = null
  private refreshTimer: NodeJS.Timeout | null = null

  /** `kept` reads the page cache's copy of the outage page. */
  start(selfUrl: string, kept: () => FinishedResponse | undefined): void {
    this.base = selfUrl
    this.kept = kept
    this.refreshSoon(0)
  }

  /** Renders the outage page again shortly (after a content change emptied the page cache). */
  refreshSoon(delayMs = 2000): void {
    if (!this.base || this.refreshTimer) return
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null
      fetch(`${this.base}${OUTAGE_PATH}`, { signal: AbortSignal.timeout(10_000) })
        .then(async (response) => {
          await response.arrayBuffer()
          const page = this.kept()
          if (response.ok && page) this.lastPage = page
        })
        .catch((error) => logger.debug({ err: String(error) }, 'outage page not rendered'))
    }, delayMs)
    this.refreshTimer.unref()
  }

  /** Whether the database does not answer, as /readyz tells; asked at most once a second. */
  async databaseDown(): Promise<boolean> {
    if (Date.now() - this.checkedAt < CHECK_TTL_MS) return this.down
    this.checking ??= fetch(`${this.base}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then(
        async (response) => ((await response.json()) as { checks?: { database?: string } }).checks?.database !== 'ok',
      )
      .catch(() => true)
      .then((down) => {
        this.down = down
        this.checkedAt = Date.now()
        this.checking = null
        return down
      })
    return this.checking
  }

  /** The page to answer with, and the headers that make it a 503 no cache keeps. */
  page(): { page: FinishedResponse; headers: Record<string, string> } {
    return {
      page: this.kept() ?? this.lastPage ?? plainOutagePage,
      headers: { 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' },
    }
  }
}
