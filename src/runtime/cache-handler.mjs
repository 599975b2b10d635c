// Next's data cache, shared by every instance through Redis when REDIS_URL is set
// (ADR 0008). Entries live in Redis; each tag's last expiry time lives in one Redis
// hash, so a publish on one instance expires the entry for all of them at once. When
// Redis cannot answer, each instance keeps serving from its own copy in memory and
// catches up when Redis is back. After a tag expires, the HTTP cache in front is
// purged (http-cache-purge.mjs). Without REDIS_URL (one instance), data entries live in
// this process's memory, pages in Next's own file-system cache, and tag expiry times in
// a file beside it: Next keeps them in memory only, so an entry on disk came back stale
// after a restart (ADR 0017).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import Redis from 'ioredis'

import { purgeHttpCaches } from './http-cache-purge.mjs'
import { logger } from './logger.mjs'
import { metrics } from './metrics.mjs'

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule
const STATE_KEY = Symbol.for('hybrid-cloud-site.shared-cache')
const LOCAL_ENTRY_LIMIT = 2000
const REDIS_ENTRY_SECONDS = 7 * 24 * 3600

/**
 * One instance's view of the shared cache: its Redis connection and local copies.
 * Exported for the tests, which play several instances in one process.
 */
export function createSharedCacheState({
  url = process.env.REDIS_URL,
  namespace: name = process.env.CACHE_NAMESPACE || 'site',
} = {}) {
  const namespace = `hcs:${name}`
  const state = {
    /** @type {import('ioredis').Redis | null} */
    redis: null,
    entriesPrefix: `${namespace}:entry:`,
    tagsKey: `${namespace}:tags`,
    /** @type {Map<string, any>} */
    localEntries: new Map(),
    /** @type {Map<string, number>} expiry time of each tag, as this instance knows it */
    tagTimes: new Map(),
    /** @type {Map<string, number>} expiries Redis has not heard of (it was down) */
    unsentTagTimes: new Map(),
    /** @type {string | null} without Redis, where the tag expiry times outlive the process */
    tagTimesFile: null,
  }
  if (!url) return state
  state.redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 500,
  })
  let reported = false
  state.redis.on('error', (error) => {
    if (!reported) logger.warn({ err: error.message }, 'data cache: Redis unavailable, serving from local memory')
    reported = true
  })
  state.redis.on('ready', () => {
    if (reported) logger.info('data cache: Redis available again')
    reported = false
    void sendUnsentTagTimes(state)
  })
  return state
}

/** Whether Redis can take a command; waits up to a second while it is still connecting. */
async function redisReady(state) {
  const { redis } = state
  if (redis.status === 'ready') return true
  if (!['connecting', 'connect', 'reconnecting'].includes(redis.status)) return false
  return new Promise((resolve) => {
    const done = (ready) => {
      clearTimeout(timer)
      redis.off('ready', onReady)
      resolve(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), 1000)
    redis.once('ready', onReady)
  })
}

async function sendUnsentTagTimes(state) {
  if (state.unsentTagTimes.size === 0) return
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

/** Buffers and Maps (page payloads) survive the trip through JSON. */
function serialize(entry) {
  return JSON.stringify(entry, (_key, value) => {
    if (value && value.type === 'Buffer' && Array.isArray(value.data)) {
      return { $buffer: Buffer.from(value.data).toString('base64') }
    }
    if (value instanceof Map) return { $map: [...value.entries()] }
    return value
  })
}

function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && typeof value.$buffer === 'string')
      return Buffer.from(value.$buffer, 'base64')
    if (value && typeof value === 'object' && Array.isArray(value.$map)) return new Map(value.$map)
    return value
  })
}

function tagsOfValue(value, ctx) {
  const tags = new Set(ctx?.tags ?? [])
  const header = value?.headers?.['x-next-cache-tags']
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag)
  return [...tags]
}

function lookupTags(entry, ctx) {
  return [...new Set([...(entry?.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])]
}

function rememberLocally(state, key, entry) {
  state.localEntries.delete(key)
  state.localEntries.set(key, entry)
  if (state.localEntries.size > LOCAL_ENTRY_LIMIT) {
    state.localEntries.delete(state.localEntries.keys().next().value)
  }
}

function expiredByTags(entry, tags, timeOf) {
  // A change in the same millisecond as the entry counts as newer: one extra miss at most.
  return tags.some((tag) => Number(timeOf(tag) ?? 0) >= entry.lastModified)
}

/** Records the tags as expired now in this instance's view; returns that time. */
function expireTagsLocally(state, tags) {
  const now = Date.now()
  for (const tag of tags) state.tagTimes.set(tag, now)
  return now
}

/** A data entry (an `unstable_cache` result), as opposed to a page or a route's response. */
const isDataEntry = (kind) => kind === 'FETCH'

/**
 * Without Redis: reads the tag expiry times an earlier process of this instance wrote,
 * once per process (Next makes a handler for each request).
 */
function loadTagTimes(state, context) {
  if (state.tagTimesFile) return
  const file = path.join(context.serverDistDir, '..', 'cache', 'tag-expiries.json')
  state.tagTimesFile = file
  try {
    for (const [tag, time] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
      if (Number(time) > (state.tagTimes.get(tag) ?? 0)) state.tagTimes.set(tag, Number(time))
    }
  } catch {
    // No expiry yet, or an unreadable file: entries are judged by Next's own expiries.
  }
}

function saveTagTimes(state) {
  const temporary = `${state.tagTimesFile}.${process.pid}.tmp`
  try {
    mkdirSync(path.dirname(state.tagTimesFile), { recursive: true })
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(state.tagTimes)))
    renameSync(temporary, state.tagTimesFile)
  } catch (error) {
    logger.warn({ err: String(error) }, 'page cache: could not keep tag expiry times for the next start')
  }
}

class SharedCacheHandler {
  constructor(context, state = (globalThis[STATE_KEY] ??= createSharedCacheState())) {
    this.state = state
    /** Pages without Redis; data entries never go there. */
    this.fallback = this.state.redis ? null : new FileSystemCache(context)
    if (this.fallback) loadTagTimes(state, context)
    this.revalidatedTags = context.revalidatedTags ?? []
  }

  resetRequestCache() {}

  async get(key, ctx) {
    const { state } = this
    if (this.fallback && !isDataEntry(ctx?.kind)) {
      const entry = await this.fallback.get(key, ctx)
      if (!entry) return null
      const judged = { lastModified: entry.lastModified ?? 0, tags: tagsOfValue(entry.value, ctx) }
      return expiredByTags(judged, lookupTags(judged, ctx), (tag) => state.tagTimes.get(tag)) ? null : entry
    }
    if (state.redis?.status === 'ready') {
      try {
        const requestTags = lookupTags(null, ctx)
        const pipeline = state.redis.pipeline().get(state.entriesPrefix + key)
        if (requestTags.length > 0) pipeline.hmget(state.tagsKey, ...requestTags)
        const [[entryError, text], tagReply] = await pipeline.exec()
        if (entryError) throw entryError
        if (!text) {
          metrics.dataCacheLookups.inc({ store: 'redis', result: 'miss' })
          return null
        }
        const entry = deserialize(text)
        const times = new Map(requestTags.map((tag, index) => [tag, Number(tagReply?.[1]?.[index] ?? 0)]))
        const otherTags = lookupTags(entry, null).filter((tag) => !times.has(tag))
        if (otherTags.length > 0) {
          const more = await state.redis.hmget(state.tagsKey, ...otherTags)
          otherTags.forEach((tag, index) => times.set(tag, Number(more[index] ?? 0)))
        }
        for (const [tag, time] of times) if (time > (state.tagTimes.get(tag) ?? 0)) state.tagTimes.set(tag, time)
        if (expiredByTags(entry, [...times.keys()], (tag) => times.get(tag)) || this.revalidated(entry, ctx)) {
          metrics.dataCacheLookups.inc({ store: 'redis', result: 'expired' })
          return null
        }
        metrics.dataCacheLookups.inc({ store: 'redis', result: 'hit' })
        rememberLocally(state, key, entry)
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
    if (
      expiredByTags(entry, lookupTags(entry, ctx), (tag) => state.tagTimes.get(tag)) ||
      this.revalidated(entry, ctx)
    ) {
      metrics.dataCacheLookups.inc({ store: 'local', result: 'expired' })
      return null
    }
    metrics.dataCacheLookups.inc({ store: 'local', result: 'hit' })
    return entry
  }

  /** Tags named by the request's own revalidation header (Next's minimal mode). */
  revalidated(entry, ctx) {
    return lookupTags(entry, ctx).some((tag) => this.revalidatedTags.includes(tag))
  }

  async set(key, data, ctx) {
    const { state } = this
    if (data === null) {
      state.localEntries.delete(key)
      if (this.fallback) return this.fallback.set(key, data, ctx)
      if (state.redis.status === 'ready') await state.redis.del(state.entriesPrefix + key).catch(() => {})
      return
    }
    if (this.fallback && !isDataEntry(data.kind)) return this.fallback.set(key, data, ctx)
    const entry = {
      value: data,
      lastModified: Date.now(),
      tags: tagsOfValue(data, ctx),
      cacheControl: ctx?.cacheControl,
    }
    rememberLocally(state, key, entry)
    if (state.redis?.status !== 'ready') return
    await state.redis.set(state.entriesPrefix + key, serialize(entry), 'EX', REDIS_ENTRY_SECONDS).catch((error) => {
      logger.debug({ err: String(error) }, 'data cache: Redis write failed')
    })
  }

  /** Every expiry is immediate here: entries under the tag are gone for every instance. */
  async revalidateTag(tagOrTags, durations) {
    const tags = typeof tagOrTags === 'string' ? [tagOrTags] : tagOrTags
    if (tags.length === 0) return
    if (this.fallback) {
      expireTagsLocally(this.state, tags)
      saveTagTimes(this.state)
      await this.fallback.revalidateTag(tags, durations)
    } else await this.expireSharedTags(tags)
    await purgeHttpCaches(tags)
  }

  async expireSharedTags(tags) {
    const { state } = this
    const now = expireTagsLocally(state, tags)
    const times = Object.fromEntries(tags.map((tag) => [tag, now]))
    try {
      if (!(await redisReady(state))) throw new Error('Redis is not connected')
      await state.redis.hset(state.tagsKey, times)
    } catch (error) {
      for (const tag of tags) state.unsentTagTimes.set(tag, now)
      logger.warn({ err: String(error), tags }, 'data cache: tag expiry kept locally until Redis is back')
    }
  }
}

export default SharedCacheHandler
