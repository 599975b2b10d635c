/**
 * Next's data cache (`unstable_cache` entries and route handlers' cached answers), shared
 * by every instance through Redis when REDIS_URL is set (ADR 0008), else kept in this
 * process's memory. Entries live in Redis; each tag's last expiry time lives in one
 * Redis hash, so a publish on one instance expires the entry for all of them at once.
 * While Redis cannot answer, each instance serves from its own copies in memory, each for
 * at most DEGRADED_STALENESS_MS after it was kept (a publish on another instance cannot
 * reach it then), and passes on the expiries it made once Redis is back.
 *
 * Pages are not kept here: the server keeps each finished page (src/runtime/page-cache.ts).
 * Tags expire when what is live changes (src/runtime/live-content.ts calls `expireTags`),
 * which also empties the page caches and purges the HTTP caches in front. Next names this
 * file by its path (next.config.ts): that is how Next takes a cache handler.
 *
 * Written against the shape Next calls (get, set, revalidateTag, resetRequestCache);
 * nothing is imported from Next's internals.
 */
import { LRUCache } from 'lru-cache'
import { Redis } from 'ioredis'

import { env } from '../config/env.ts'
import { logger } from './logger.ts'
import { metrics } from './metrics.ts'

const STATE_KEY = Symbol.for('hybrid-cloud-site.shared-cache')
const LOCAL_ENTRY_LIMIT = 2000
const REDIS_ENTRY_SECONDS = 7 * 24 * 3600
/** How stale a page can be on one instance while Redis is down (docs/DEPLOYMENT.md). */
export const DEGRADED_STALENESS_MS = 10_000

/** What Next hands a lookup: the entry's kind and the tags the calling code names. */
type LookupContext = { kind?: string; tags?: string[]; softTags?: string[] }
type StoredValue = { kind?: string; headers?: Record<string, unknown> } & Record<string, unknown>
type Entry = { value: StoredValue; lastModified: number; tags: string[]; cacheControl?: unknown }

export type SharedCacheState = {
  redis: Redis | null
  entriesPrefix: string
  tagsKey: string
  localEntries: LRUCache<string, Entry>
  /** The expiry time of each tag, as this instance knows it. */
  tagTimes: Map<string, number>
  /** Expiries Redis has not heard of (it was down). */
  unsentTagTimes: Map<string, number>
  /** When each local copy was kept: without Redis, copies are trusted only briefly. */
  keptAt: WeakMap<Entry, number>
}

/**
 * One instance's view of the shared cache: its Redis connection and local copies.
 * Exported for the tests, which play several instances in one process.
 */
export function createSharedCacheState({
  url = env().redisUrl,
  namespace = env().cacheNamespace,
}: { url?: string; namespace?: string } = {}): SharedCacheState {
  const prefix = `hcs:${namespace}`
  const state: SharedCacheState = {
    redis: null,
    entriesPrefix: `${prefix}:entry:`,
    tagsKey: `${prefix}:tags`,
    localEntries: new LRUCache({ max: LOCAL_ENTRY_LIMIT }),
    tagTimes: new Map(),
    unsentTagTimes: new Map(),
    keptAt: new WeakMap(),
  }
  if (!url) return state
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 500,
  })
  state.redis = redis
  let reported = false
  redis.on('error', (error: Error) => {
    if (!reported) logger.warn({ err: error.message }, 'data cache: Redis unavailable, serving from local memory')
    reported = true
  })
  redis.on('ready', () => {
    if (reported) logger.info('data cache: Redis available again')
    reported = false
    void sendUnsentTagTimes(state)
  })
  return state
}

/** Whether Redis can take a command; waits up to a second while it is still connecting. */
async function redisReady(redis: Redis): Promise<boolean> {
  if (redis.status === 'ready') return true
  if (!['connecting', 'connect', 'reconnecting'].includes(redis.status)) return false
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      redis.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), 1000)
    redis.once('ready', onReady)
  })
}

async function sendUnsentTagTimes(state: SharedCacheState) {
  if (state.unsentTagTimes.size === 0 || !state.redis) return
  const pending = Object.fromEntries(state.unsentTagTimes)
  state.unsentTagTimes.clear()
  try {
    // Never move a tag's time backwards: another instance may have expired it later.
    const current = await state.redis.hmget(state.tagsKey, ...Object.keys(pending))
    const newer = Object.entries(pending).filter(([, time], index) => time > Number(current[index] ?? 0))
    if (newer.length > 0) await state.redis.hset(state.tagsKey, Object.fromEntries(newer))
  } catch {
    for (const [tag, time] of Object.entries(pending)) state.unsentTagTimes.set(tag, time)
  }
}

/** Buffers and Maps (route bodies, page parts) survive the trip through JSON. */
function serialize(entry: Entry): string {
  return JSON.stringify(entry, (_key, value) => {
    if (value && value.type === 'Buffer' && Array.isArray(value.data)) {
      return { $buffer: Buffer.from(value.data).toString('base64') }
    }
    if (value instanceof Map) return { $map: [...value.entries()] }
    return value
  })
}

function deserialize(text: string): Entry {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && typeof value.$buffer === 'string')
      return Buffer.from(value.$buffer, 'base64')
    if (value && typeof value === 'object' && Array.isArray(value.$map)) return new Map(value.$map)
    return value
  })
}

/** Route and page entries name their tags in a header; data entries in the context. */
function tagsOfValue(value: StoredValue, ctx?: LookupContext): string[] {
  const tags = new Set(ctx?.tags ?? [])
  const header = value?.headers?.['x-next-cache-tags']
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  return [...tags]
}

function lookupTags(entry: Pick<Entry, 'tags'> | null, ctx?: LookupContext): string[] {
  return [...new Set([...(entry?.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])]
}

function expiredByTags(entry: Entry, tags: string[], timeOf: (tag: string) => number | undefined): boolean {
  // A change in the same millisecond as the entry counts as newer: one extra miss at most.
  return tags.some((tag) => Number(timeOf(tag) ?? 0) >= entry.lastModified)
}

/** This process's shared cache: Next's copy of this file and the app's bundled copy both use it. */
export function sharedCacheState(): SharedCacheState {
  return ((globalThis as Record<symbol, unknown>)[STATE_KEY] ??= createSharedCacheState()) as SharedCacheState
}

/** Expires the tags' entries at once, for every instance (through Redis when configured). */
export async function expireTags(state: SharedCacheState, tags: string[]): Promise<void> {
  const now = Date.now()
  for (const tag of tags) state.tagTimes.set(tag, now)
  if (!state.redis) return
  try {
    if (!(await redisReady(state.redis))) throw new Error('Redis is not connected')
    await state.redis.hset(state.tagsKey, Object.fromEntries(tags.map((tag) => [tag, now])))
  } catch (error) {
    for (const tag of tags) state.unsentTagTimes.set(tag, now)
    logger.warn({ err: String(error), tags }, 'data cache: tag expiry kept locally until Redis is back')
  }
}

export default class SharedCacheHandler {
  state: SharedCacheState
  revalidatedTags: string[]

  constructor(context: { revalidatedTags?: string[] } = {}, state: SharedCacheState = sharedCacheState()) {
    this.state = state
    this.revalidatedTags = context.revalidatedTags ?? []
  }

  resetRequestCache(): void {}

  async get(key: string, ctx?: LookupContext): Promise<Entry | null> {
    const { state } = this
    if (state.redis?.status === 'ready') {
      try {
        const entry = await this.getShared(key, ctx)
        if (entry) this.keepLocally(key, entry)
        return entry
      } catch (error) {
        logger.debug({ err: String(error) }, 'data cache: Redis read failed, using local memory')
      }
    }
    const entry = state.localEntries.get(key)
    if (!entry) {
      metrics.dataCacheLookups.inc({ store: 'local', result: 'miss' })
      return null
    }
    // With Redis configured but unreachable, changes made elsewhere are unseen: bound the staleness.
    const unsure = state.redis !== null && Date.now() - (state.keptAt.get(entry) ?? 0) > DEGRADED_STALENESS_MS
    if (
      unsure ||
      expiredByTags(entry, lookupTags(entry, ctx), (tag) => state.tagTimes.get(tag)) ||
      this.revalidated(entry, ctx)
    ) {
      metrics.dataCacheLookups.inc({ store: 'local', result: 'expired' })
      return null
    }
    metrics.dataCacheLookups.inc({ store: 'local', result: 'hit' })
    return entry
  }

  private async getShared(key: string, ctx?: LookupContext): Promise<Entry | null> {
    const { state } = this
    const redis = state.redis as Redis
    const requestTags = lookupTags(null, ctx)
    const pipeline = redis.pipeline().get(state.entriesPrefix + key)
    if (requestTags.length > 0) pipeline.hmget(state.tagsKey, ...requestTags)
    const replies = ((await pipeline.exec()) ?? []) as [Error | null, unknown][]
    const [entryError, text] = replies[0] ?? [null, null]
    const tagReply = replies[1]
    if (entryError) throw entryError
    if (typeof text !== 'string') {
      metrics.dataCacheLookups.inc({ store: 'redis', result: 'miss' })
      return null
    }
    const entry = deserialize(text)
    const replied = (tagReply?.[1] ?? []) as (string | null)[]
    const times = new Map(requestTags.map((tag, index) => [tag, Number(replied[index] ?? 0)]))
    const otherTags = lookupTags(entry, undefined).filter((tag) => !times.has(tag))
    if (otherTags.length > 0) {
      const more = await redis.hmget(state.tagsKey, ...otherTags)
      otherTags.forEach((tag, index) => times.set(tag, Number(more[index] ?? 0)))
    }
    for (const [tag, time] of times) if (time > (state.tagTimes.get(tag) ?? 0)) state.tagTimes.set(tag, time)
    if (expiredByTags(entry, [...times.keys()], (tag) => times.get(tag)) || this.revalidated(entry, ctx)) {
      metrics.dataCacheLookups.inc({ store: 'redis', result: 'expired' })
      return null
    }
    metrics.dataCacheLookups.inc({ store: 'redis', result: 'hit' })
    return entry
  }

  private keepLocally(key: string, entry: Entry) {
    this.state.localEntries.set(key, entry)
    this.state.keptAt.set(entry, Date.now())
  }

  /** Tags named by the request's own revalidation header (Next's minimal mode). */
  private revalidated(entry: Entry, ctx?: LookupContext): boolean {
    return lookupTags(entry, ctx).some((tag) => this.revalidatedTags.includes(tag))
  }

  async set(key: string, data: StoredValue | null, ctx?: LookupContext & { cacheControl?: unknown }): Promise<void> {
    const { state } = this
    if (data === null) {
      state.localEntries.delete(key)
      if (state.redis?.status === 'ready') await state.redis.del(state.entriesPrefix + key).catch(() => {})
      return
    }
    const entry: Entry = {
      value: data,
      lastModified: Date.now(),
      tags: tagsOfValue(data, ctx),
      cacheControl: ctx?.cacheControl,
    }
    this.keepLocally(key, entry)
    if (state.redis?.status !== 'ready') return
    await state.redis.set(state.entriesPrefix + key, serialize(entry), 'EX', REDIS_ENTRY_SECONDS).catch((error) => {
      logger.debug({ err: String(error) }, 'data cache: Redis write failed')
    })
  }

  /** Next's `revalidateTag`; the site expires tags through src/runtime/live-content.ts instead. */
  async revalidateTag(tagOrTags: string | string[]): Promise<void> {
    const tags = typeof tagOrTags === 'string' ? [tagOrTags] : tagOrTags
    if (tags.length > 0) await expireTags(this.state, tags)
  }
}
