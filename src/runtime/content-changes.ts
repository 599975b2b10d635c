/**
 * A change of published content reaches every copy of what it changes, in order: the
 * data cache has expired its tags (src/runtime/cache-handler.ts calls
 * `announceContentChange`), then every instance empties its page cache, then the HTTP
 * caches in front are purged, so they fetch again from instances that already render the
 * new content (ADR 0020).
 *
 * Instances learn of each other's changes from a version number in Redis, read twice a
 * second: a change made on one instance is served by all within a second, and one made
 * while Redis was down is passed on once it is back. While Redis cannot be read, each
 * instance renders afresh and purges the caches in front every DEGRADED_STALENESS_MS, so a
 * change made on another instance is served within that bound (the data cache trusts its
 * local copies as briefly: src/runtime/cache-handler.ts).
 */
import { Redis } from 'ioredis'

import { env } from '../config/env.ts'
import { logger } from './logger.ts'
import { metrics } from './metrics.ts'

type Listener = () => void

const POLL_INTERVAL_MS = 500
/** How stale a page can be on one instance while Redis is down (docs/DEPLOYMENT.md). */
export const DEGRADED_STALENESS_MS = 10_000
/** ioredis states before its first connection has either succeeded or failed. */
const FIRST_CONNECTION = new Set(['wait', 'connecting', 'connect'])

const listeners = new Set<Listener>()
let shared: SharedVersion | null = null

/** Called with no arguments whenever published content changed, here or on another instance. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function notifyListeners() {
  for (const listener of listeners) {
    try {
      listener()
    } catch (error) {
      logger.error({ err: error }, 'content change listener failed')
    }
  }
}

/** Bans every cached page and API answer in each configured HTTP cache (not hashed build files). */
async function purgeHttpCaches(): Promise<void> {
  await Promise.all(
    env().httpCachePurgeUrls.map(async (url) => {
      try {
        const response = await fetch(url, { method: 'BAN', signal: AbortSignal.timeout(1000) })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        metrics.httpCachePurges.inc({ result: 'ok' })
      } catch (error) {
        metrics.httpCachePurges.inc({ result: 'failed' })
        logger.error({ err: String(error), url }, 'HTTP cache purge failed')
      }
    }),
  )
}

class SharedVersion {
  readonly redis: Redis
  readonly key: string
  known: string | null = null
  /** A change made here that Redis has not heard of yet. */
  unsent = false
  /** Reads failed since the last good one: changes elsewhere may have been missed. */
  blind = false
  lastBlindRefresh = 0
  timer: NodeJS.Timeout

  constructor(url: string, namespace: string) {
    this.key = `hcs:${namespace}:content-version`
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1000,
      commandTimeout: 500,
    })
    this.redis.on('error', () => {}) // reported by the data cache; polling notices on its own
    this.timer = setInterval(() => void this.poll(), POLL_INTERVAL_MS)
    this.timer.unref()
  }

  async bump() {
    try {
      this.known = String(await this.redis.incr(this.key))
      this.unsent = false
    } catch {
      this.unsent = true
    }
  }

  async poll() {
    // While the first connection is still being made nothing can have been missed: a start
    // that is busy loading must not count as blind, or every start would empty the caches.
    if (this.known === null && !this.blind && FIRST_CONNECTION.has(this.redis.status)) return
    let version: string
    try {
      if (this.unsent) await this.bump()
      version = (await this.redis.get(this.key)) ?? '0'
    } catch {
      if (!this.blind) this.lastBlindRefresh = Date.now()
      this.blind = true
      if (Date.now() - this.lastBlindRefresh >= DEGRADED_STALENESS_MS) {
        this.lastBlindRefresh = Date.now()
        notifyListeners()
        await purgeHttpCaches()
      }
      return
    }
    const first = this.known === null
    const changed = version !== this.known
    this.known = version
    if ((changed && !first) || this.blind) {
      this.blind = false
      metrics.contentChanges.inc({ origin: 'another instance' })
      notifyListeners()
      await purgeHttpCaches()
    }
  }

  stop() {
    clearInterval(this.timer)
    this.redis.disconnect()
  }
}

/** With Redis configured, follow the changes other instances make. */
export function watchSharedContentChanges(): void {
  const { redisUrl, cacheNamespace } = env()
  if (redisUrl && !shared) shared = new SharedVersion(redisUrl, cacheNamespace)
}

export function stopWatchingContentChanges(): void {
  shared?.stop()
  shared = null
}

/** Content changed on this instance: empty its caches, tell the others, purge the HTTP caches. */
export async function announceContentChange(): Promise<void> {
  metrics.contentChanges.inc({ origin: 'here' })
  notifyListeners()
  await shared?.bump()
  await purgeHttpCaches()
}
