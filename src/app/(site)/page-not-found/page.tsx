import { PageNotFound, pageNotFoundMetadata } from '../_components/PageNotFound'

export const metadata = pageNotFoundMetadata

/**
 * The "page not found" page at an address of its own, rendered while the site is well,
 * so the server can answer a missing page with it and status 404 where Next would send
 * an empty shell (src/runtime/not-found.ts, ADR 0032).
 */
export default PageNotFound
