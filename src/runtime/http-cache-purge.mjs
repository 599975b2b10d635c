// Purges the HTTP cache in front (Varnish, deploy/varnish/default.vcl) after content
// changes. Every page shows site-wide content (banners, navigation), so a change bans
// every cached page and API answer; hashed build files are left alone.
import { logger } from './logger.mjs'
import { metrics } from './metrics.mjs'

function purgeTargets() {
  return (process.env.HTTP_CACHE_PURGE_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
}

/** Sends a BAN to each configured cache; a cache that does not answer within 1 s is logged. */
export async function purgeHttpCaches(tags) {
  const targets = purgeTargets()
  if (targets.length === 0) return
  await Promise.all(
    targets.map(async (url) => {
      try {
        const response = await fetch(url, { method: 'BAN', signal: AbortSignal.timeout(1000) })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        metrics.httpCachePurges.inc({ result: 'ok' })
      } catch (error) {
        metrics.httpCachePurges.inc({ result: 'failed' })
        logger.error({ err: String(error), url, tags }, 'HTTP cache purge failed')
      }
    }),
  )
}
