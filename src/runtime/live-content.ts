/**
 * The one path from "what is live changed" to every cache that holds a copy of it (ADR
 * 0043). The publishing module calls `liveContentChanged` when a publish, unpublish,
 * approval, scheduled publish or delete changed the live document, and never for a
 * draft, an autosave or a review comment. Then, once the save is committed:
 *
 * 1. Next's data cache: the tags' entries expire for every instance (`expireTags` in
 *    src/runtime/cache-handler.ts, whose state Redis shares).
 * 2. This instance's caches: finished pages, the redirect table, the outage page.
 * 3. The other instances: a version number in Redis, which each reads twice a second and
 *    then empties its own caches (step 2).
 * 4. The HTTP caches in front (Varnish): purged by this instance at once, so the change
 *    shows within a second, and (with other instances) once more when every instance has
 *    emptied its own, so a page Varnish fetched meanwhile from one that had not is gone.
 *    The other instances send none, unless they heard of the change late.
 *
 * While Redis cannot be read, each instance renders afresh and purges the caches in front
 * every DEGRADED_STALENESS_MS, so a change made elsewhere is served within that bound.
 *
 * Next loads the app's code as a bundle of its own beside the server's modules, so this
 * module's state (what step 2 and 3 reach) lives on `globalThis`: both copies share it.
 */
import { Redis } from 'ioredis'

import { env } from '../config/env.ts'
import { DEGRADED_STALENESS_MS, expireTags, sharedCacheState } from './cache-handler.ts'
import { logger } from './logger.ts'
import { metrics } from './metrics.ts'

const POLL_INTERVAL_MS = 500
/** Every instance that can read Redis has read the new version by then. */
const OTHERS_HAVE_HEARD_MS = 2 * POLL_INTERVAL_MS + 200
/** An instance that empties its caches later than this after the change purges the HTTP caches itself. */
const HEARD_LATE_MS = OTHERS_HAVE_HEARD_MS - 200
/** ioredis states before its first connection has either succeeded or failed. */
const FIRST_CONNECTION = new Set(['wait', 'connecting', 'connect'])

/** What one instance keeps in memory, registered by its server (src/runtime/server.ts). */
export type InstanceCaches = {
  /** Finished pages and public API answers (src/runtime/page-cache.ts). */
  pages: { clear(): void }
  /** Editors' redirects (src/runtime/redirect-table.ts). */
  redirects: { clear(): void }
  /** The page shown while the database is down (src/runtime/outage.ts). */
  outage: { refreshSoon(): void }
}

type State = { caches: InstanceCaches | null; others: OtherInstances | null; underway: Set<Promise<unknown>> }
const STATE_KEY = Symbol.for('hybrid-cloud-site.live-content')
const state = ((globalThis as Record<symbol, unknown>)[STATE_KEY] ??= {
  caches: null,
  others: null,
  underway: new Set(),
}) as State

/**
 * What is live changed under these cache tags: every cache is told, after the request's
 * save is committed (Next's `after`), or at once outside a request (jobs, scripts).
 * `wait` tells them now and resolves when all were told (an operator's expiry), with the
 * HTTP caches that did not take the last purge.
 */
export async function liveContentChanged(tags: readonly string[], { wait = false } = {}): Promise<string[]> {
  for (const tag of tags) metrics.liveContentChanges.inc({ tag })
  if (wait) return refreshCaches(tags)
  // This instance's own copies go at once too, so the request that follows the answer
  // never meets them; after the commit every cache is told again (a render in between
  // could have kept the old content).
  await expireTags(sharedCacheState(), [...tags])
  emptyInstanceCaches()
  const tellEveryCache = () => {
    const refresh = refreshCaches(tags).catch((error) =>
      logger.error({ err: String(error), tags }, 'refreshing caches failed'),
    )
    state.underway.add(refresh)
    return refresh.finally(() => state.underway.delete(refresh))
  }
  try {
    // Loaded when first needed: the server imports this module before Next has set itself up.
    const { after } = await import('next/server.js')
    after(tellEveryCache)
  } catch {
    void tellEveryCache()
  }
  return []
}

/** Resolves with the HTTP caches that did not take the last purge. */
async function refreshCaches(tags: readonly string[]): Promise<string[]> {
  metrics.contentChanges.inc({ origin: 'here' })
  await expireTags(sharedCacheState(), [...tags]) // 1
  emptyInstanceCaches() // 2
  await (state.others ? state.others.tell() : tellOnce()) // 3
  const refused = await purgeHttpCaches() // 4
  if (!state.others) return refused
  // A page Varnish fetched meanwhile from an instance that had not heard yet goes too.
  await new Promise((resolve) => setTimeout(resolve, OTHERS_HAVE_HEARD_MS).unref())
  return purgeHttpCaches()
}

function emptyInstanceCaches(): void {
  if (!state.caches) return
  const { pages, redirects, outage } = state.caches
  for (const empty of [() => pages.clear(), () => redirects.clear(), () => outage.refreshSoon()]) {
    try {
      empty()
    } catch (error) {
      logger.error({ err: error }, 'emptying a cache failed')
    }
  }
}

/**
 * Bans every cached page and API answer in each configured HTTP cache (not hashed build
 * files); resolves with those that did not take it ("<url> (<why>)").
 */
async function purgeHttpCaches(): Promise<string[]> {
  const refused = await Promise.all(
    env().httpCachePurgeUrls.map(async (url) => {
      try {
        const response = await fetch(url, { method: 'BAN', signal: AbortSignal.timeout(1000) })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        metrics.httpCachePurges.inc({ result: 'ok' })
        return null
      } catch (error) {
        metrics.httpCachePurges.inc({ result: 'failed' })
        logger.error({ err: String(error), url }, 'HTTP cache purge failed')
        return `${url} (${error instanceof Error ? error.message : String(error)})`
      }
    }),
  )
  return refused.filter((entry) => entry !== null)
}

const versionKey = (namespace: string) => `hcs:${namespace}:content-version`
/** When the version last rose: an instance that hears of it late purges the HTTP caches itself. */
const changedAtKey = (namespace: string) => `hcs:${namespace}:content-changed-at`

/** Raises the shared version and says when. */
async function raiseVersion(redis: Redis, namespace: string): Promise<string> {
  const replies = await redis.multi().incr(versionKey(namespace)).set(changedAtKey(namespace), Date.now()).exec()
  const [error, version] = replies?.[0] ?? [new Error('no reply')]
  if (error) throw error
  return String(version)
}

/** Outside a server (an import from the command line): the running instances are told once. */
async function tellOnce(): Promise<void> {
  const { redisUrl, cacheNamespace } = env()
  if (!redisUrl) return
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1000 })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await raiseVersion(redis, cacheNamespace)
  } catch (error) {
    logger.warn({ err: String(error) }, 'the other instances could not be told of a change: Redis did not answer')
  } finally {
    redis.disconnect()
  }
}

/** The shared version number: raised by a change here, read for changes elsewhere. */
class OtherInstances {
  readonly redis: Redis
  readonly namespace: string
  known: string | null = null
  /** A change made here that Redis has not heard of yet. */
  unsent = false
  /** Reads failed since the last good one: changes elsewhere may have been missed. */
  blind = false
  lastBlindRefresh = 0
  timer: NodeJS.Timeout

  constructor(url: string, namespace: string) {
    this.namespace = namespace
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1000,
      commandTimeout: 500,
    })
    this.redis.on('error', () => {}) // reported by the data cache; reading notices on its own
    this.timer = setInterval(() => void this.read(), POLL_INTERVAL_MS)
    this.timer.unref()
  }

  async tell() {
    try {
      this.known = await raiseVersion(this.redis, this.namespace)
      this.unsent = false
    } catch {
      this.unsent = true
    }
  }

  async read() {
    // While the first connection is still being made nothing can have been missed: a start
    // that is busy loading must not count as blind, or every start would empty the caches.
    if (this.known === null && !this.blind && FIRST_CONNECTION.has(this.redis.status)) return
    let version: string
    let changedAt: number
    try {
      if (this.unsent) await this.tell()
      const [read, at] = await this.redis.mget(versionKey(this.namespace), changedAtKey(this.namespace))
      version = read ?? '0'
      changedAt = Number(at ?? 0)
    } catch {
      if (!this.blind) this.lastBlindRefresh = Date.now()
      this.blind = true
      if (Date.now() - this.lastBlindRefresh >= DEGRADED_STALENESS_MS) {
        this.lastBlindRefresh = Date.now()
        emptyInstanceCaches()
        await purgeHttpCaches()
      }
      return
    }
    const first = this.known === null
    const changed = version !== this.known
    this.known = version
    if (this.blind) {
      // Back from an outage: changes may have been missed here, and by the HTTP caches.
      this.blind = false
      metrics.contentChanges.inc({ origin: 'another instance' })
      emptyInstanceCaches()
      await purgeHttpCaches()
    } else if (changed && !first) {
      // The instance that made the change purges the HTTP caches again once every instance
      // has heard; one that hears later than that (a slow read, a busy loop) purges itself.
      metrics.contentChanges.inc({ origin: 'another instance' })
      emptyInstanceCaches()
      if (Date.now() - changedAt >= HEARD_LATE_MS) await purgeHttpCaches()
    }
  }

  stop() {
    clearInterval(this.timer)
    this.redis.disconnect()
  }
}

/** The server registers what it keeps, and with Redis configured follows other instances' changes. */
export function watchLiveContent(caches: InstanceCaches | null): void {
  state.caches = caches
  const { redisUrl, cacheNamespace } = env()
  if (redisUrl && !state.others) state.others = new OtherInstances(redisUrl, cacheNamespace)
}

/** Resolves when every refresh started here has told every cache (a stop waits for it). */
export async function refreshesUnderway(): Promise<void> {
  await Promise.allSettled([...state.underway])
}

export function stopWatchingLiveContent(): void {
  state.others?.stop()
  state.others = null
  state.caches = null
}
