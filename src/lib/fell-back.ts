/**
 * The name of the meta element a page carries when a part of it fell back after a
 * failure: the server keeps no copy of such a page (src/runtime/page-cache.ts).
 */
export const FELL_BACK_META_NAME = 'render-degraded'
