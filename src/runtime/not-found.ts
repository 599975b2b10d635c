/**
 * Next answers a page that calls notFound() with an empty error shell in production
 * (<html id="__next_error__">, no lang, an empty body: the "page not found" text exists
 * only in the script payload, so visitors without JavaScript and checkers see a blank
 * page; vercel/next.js#98954). The server answers such a 404 with the site's own "page
 * not found" page instead, rendered at its own address and kept (ADR 0032). A 404 that
 * Next renders in full is left as it is, so this stops acting once Next is fixed.
 */
import { SHARED_NOT_FOUND_CACHE_CONTROL, type FinishedResponse } from './page-cache.ts'
import { plainPage, StandInPage } from './stand-in-page.ts'

export const NOT_FOUND_PATH = '/page-not-found'
const EMPTY_SHELL = '<html id="__next_error__"'

/** Whether Next answered with its empty 404 shell. */
export function isEmptyNotFoundShell(finished: FinishedResponse): boolean {
  return finished.isPage && finished.status === 404 && finished.body.subarray(0, 256).includes(EMPTY_SHELL)
}

/** Stands in until the page was rendered once; never kept, so the next visitor gets the real one. */
const PLAIN_NOT_FOUND = plainPage(
  'Page not found',
  'We can’t find the page you’re looking for. It may have moved, or the address may be mistyped.',
  404,
  SHARED_NOT_FOUND_CACHE_CONTROL,
)

export class NotFoundPage {
  // Rendered when first needed (after a start or a content change), not ahead.
  private readonly standIn = new StandInPage(NOT_FOUND_PATH, PLAIN_NOT_FOUND)

  start(selfUrl: string, kept: () => FinishedResponse | undefined): void {
    this.standIn.start(selfUrl, kept)
  }

  /** Next's answer, or the site's "page not found" page with status 404 in place of the empty shell. */
  async answerFor(finished: FinishedResponse): Promise<FinishedResponse> {
    if (!isEmptyNotFoundShell(finished)) return finished
    const page = await this.standIn.fresh()
    if (!page) return PLAIN_NOT_FOUND
    // Headers are worked out again for this status (`prepared` belongs to the 200 copy).
    return { ...page, status: 404, cacheControl: SHARED_NOT_FOUND_CACHE_CONTROL, prepared: undefined }
  }
}
