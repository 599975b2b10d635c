/**
 * A page of the site that the server answers in place of another, with a status of its
 * own: the "temporarily unavailable" page while the database is down (ADR 0020), the
 * "page not found" page where Next sends an empty shell (ADR 0032). It is rendered
 * ahead through the server itself, while the site is well, and kept by the page cache;
 * until a copy exists a plain page stands in.
 */
import { logger } from './logger.ts'
import type { FinishedResponse } from './page-cache.ts'

/** A minimal page in the site's language, for when no rendered copy exists yet. */
export function plainPage(title: string, text: string, status: number, cacheControl: string): FinishedResponse {
  const body = Buffer.from(
    '<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<meta name="robots" content="noindex"><title>${title}</title></head><body>` +
      `<main><h1>${title}</h1><p>${text}</p><p><a href="/">Go to the home page</a></p></main></body></html>`,
  )
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body,
    etag: `W/"plain-${status}"`,
    isPage: true,
    scriptHashes: [],
    shareable: false,
    cacheControl,
  }
}

export class StandInPage {
  private base = ''
  private kept: () => FinishedResponse | undefined = () => undefined
  private lastPage: FinishedResponse | null = null
  private refreshTimer: NodeJS.Timeout | null = null
  private rendering: Promise<void> | null = null

  readonly path: string
  private readonly plain: FinishedResponse

  constructor(path: string, plain: FinishedResponse) {
    this.path = path
    this.plain = plain
  }

  /** `kept` reads the page cache's copy of the page. Nothing is rendered until asked. */
  start(selfUrl: string, kept: () => FinishedResponse | undefined): void {
    this.base = selfUrl
    this.kept = kept
  }

  /** Renders the page again shortly (after a content change emptied the page cache). */
  refreshSoon(delayMs = 2000): void {
    if (!this.base || this.refreshTimer) return
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null
      void this.render()
    }, delayMs)
    this.refreshTimer.unref()
  }

  /** Asks the server for the page, which keeps it; one request at a time. */
  render(): Promise<void> {
    if (!this.base) return Promise.resolve()
    this.rendering ??= fetch(`${this.base}${this.path}`, { signal: AbortSignal.timeout(10_000) })
      .then(async (response) => {
        await response.arrayBuffer()
        const page = this.kept()
        if (response.ok && page) this.lastPage = page
      })
      .catch((error) => logger.debug({ err: String(error), path: this.path }, 'stand-in page not rendered'))
      .finally(() => {
        this.rendering = null
      })
    return this.rendering
  }

  /** The page cache's copy, else the last one rendered; undefined until one was rendered. */
  rendered(): FinishedResponse | undefined {
    return this.kept() ?? this.lastPage ?? undefined
  }

  /** The rendered page, else the plain one. */
  current(): FinishedResponse {
    return this.rendered() ?? this.plain
  }

  /** The page as the site is now, rendered first when the page cache holds no copy. */
  async fresh(): Promise<FinishedResponse | undefined> {
    if (!this.kept()) await this.render()
    return this.rendered()
  }
}
