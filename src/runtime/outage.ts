/**
 * While the database is down, a page that no cache holds is answered with 503, a
 * Retry-After and the site's own "temporarily unavailable" page, in the site's frame
 * (ADR 0020). The page is rendered while the database is up, after the start and after
 * each content change, and kept by the page cache; if none was rendered yet a plain one
 * stands in. Cached pages keep being served meanwhile, and the site recovers by itself.
 */
import type { FinishedResponse } from './page-cache.ts'
import { plainPage, StandInPage } from './stand-in-page.ts'

export const OUTAGE_PATH = '/temporarily-unavailable'
export const RETRY_AFTER_SECONDS = '30'
/** How long one answer about the database holds: a flood of misses asks once a second. */
const CHECK_TTL_MS = 1000

export class Outage {
  private readonly standIn = new StandInPage(
    OUTAGE_PATH,
    plainPage(
      'Temporarily unavailable',
      'This page cannot be shown right now. Please try again in a few minutes.',
      503,
      'no-store',
    ),
  )
  private base = ''
  private checkedAt = 0
  private down = false
  private checking: Promise<boolean> | null = null

  /** `kept` reads the page cache's copy of the outage page. */
  start(selfUrl: string, kept: () => FinishedResponse | undefined): void {
    this.base = selfUrl
    this.standIn.start(selfUrl, kept)
    // Rendered ahead: while the database is down it cannot be rendered.
    this.standIn.refreshSoon(0)
  }

  /** Renders the outage page again shortly (after a content change emptied the page cache). */
  refreshSoon(delayMs = 2000): void {
    this.standIn.refreshSoon(delayMs)
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
      page: this.standIn.current(),
      headers: { 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' },
    }
  }
}
