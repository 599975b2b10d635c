/**
 * The browser's data store (spec sections 4, 8 and 9): records cached by key with a
 * time-to-live, in the states Fulfilled, Unfulfilled, Error, Pending and Stale, and the
 * data entries components read (loaded, loading, error).
 */
import { AbortError, FetchError, StoreActionError } from './errors'

export type RecordState = 'Fulfilled' | 'Unfulfilled' | 'Error' | 'Pending' | 'Stale'
export type CachePolicy = 'cache-first' | 'no-cache' | 'only-if-cached'

/** What a component reads: the data once loaded, the loading flag and an error string. */
export type DataEntry<T> = { data?: T; loaded: boolean; loading: boolean; error?: string }

/** How one kind of data is fetched: a key per set of parameters, and the fetch itself. */
export type Adapter<P, T> = {
  name: string
  key: (params: P) => string
  fetch: (params: P, signal?: AbortSignal) => Promise<T>
  /** Seconds; -1 never expires; below -1 falls back to the default. */
  ttlSeconds?: number
}

export const DEFAULT_TTL_SECONDS = 300
export const TRIM_INTERVAL_MS = 5000
export const ONLY_IF_CACHED_MESSAGE = 'Data requested with only-if-cached policy and not found in the cache.'
export const INVALID_CONFIG = 'INVALID_CONFIG'

type CacheRecord = {
  state: 'Fulfilled' | 'Error' | 'Pending'
  data?: unknown
  error?: FetchError
  expiresAt: number
  promise?: Promise<unknown>
}

export type StoreAction = { type: 'evict'; key: string } | { type: 'clear' } | { type: 'trim' }

/** -1 never expires; anything below -1 (or not a number) falls back to the default. */
export function normaliseTtl(ttlSeconds: number | undefined, fallback = DEFAULT_TTL_SECONDS): number {
  if (ttlSeconds === -1) return Number.POSITIVE_INFINITY
  if (typeof ttlSeconds !== 'number' || !Number.isFinite(ttlSeconds) || ttlSeconds < -1) return fallback
  return ttlSeconds
}

function isAdapter(adapter: unknown): adapter is Adapter<unknown, unknown> {
  if (!adapter || typeof adapter !== 'object') return false
  const candidate = adapter as Record<string, unknown>
  return (
    typeof candidate.name === 'string' && typeof candidate.key === 'function' && typeof candidate.fetch === 'function'
  )
}

export class DataStore {
  private readonly records = new Map<string, CacheRecord>()
  private readonly listeners = new Map<string, Set<() => void>>()
  private readonly now: () => number
  private readonly defaultTtlSeconds: number
  private lastTrim: number
  private trimTimer: ReturnType<typeof setTimeout> | undefined

  constructor(options: { now?: () => number; defaultTtlSeconds?: number } = {}) {
    this.now = options.now ?? Date.now
    this.defaultTtlSeconds = normaliseTtl(options.defaultTtlSeconds)
    this.lastTrim = this.now()
  }

  /** The state of a record now: a Fulfilled record past its time-to-live is Stale. */
  state(key: string): RecordState {
    const record = this.records.get(key)
    if (!record) return 'Unfulfilled'
    if (record.state !== 'Pending' && this.now() >= record.expiresAt)
      return record.state === 'Fulfilled' ? 'Stale' : 'Unfulfilled'
    return record.state
  }

  /** The entry a component shows for a key. */
  entry<T>(key: string): DataEntry<T> {
    const record = this.records.get(key)
    const state = this.state(key)
    if (state === 'Pending') return { loaded: false, loading: true }
    if (state === 'Fulfilled' || state === 'Stale') return { data: record?.data as T, loaded: true, loading: false }
    if (state === 'Error') return { loaded: false, loading: false, error: record?.error?.message || 'Error' }
    return { loaded: false, loading: false }
  }

  /**
   * The data for an adapter and parameters: from the cache while fresh (a 404 stays
   * cached as not-found), otherwise fetched once however many ask at the same time.
   */
  async get<P, T>(
    adapter: Adapter<P, T>,
    params: P,
    options: { policy?: CachePolicy; signal?: AbortSignal } = {},
  ): Promise<T> {
    if (!isAdapter(adapter)) throw new FetchError('', 400, INVALID_CONFIG)
    let key: string
    try {
      key = adapter.key(params)
    } catch {
      throw new FetchError(adapter.name, 400, INVALID_CONFIG)
    }
    if (typeof key !== 'string' || key === '') throw new FetchError(adapter.name, 400, INVALID_CONFIG)

    const policy = options.policy ?? 'cache-first'
    const state = this.state(key)
    const record = this.records.get(key)
    if (policy !== 'no-cache') {
      if (state === 'Fulfilled') return record?.data as T
      if (state === 'Error' && record?.error) throw record.error
      if (state === 'Pending' && record?.promise) return record.promise as Promise<T>
    }
    if (policy === 'only-if-cached') throw new FetchError(key, 504, ONLY_IF_CACHED_MESSAGE)

    const ttl = normaliseTtl(adapter.ttlSeconds, this.defaultTtlSeconds)
    const promise = adapter.fetch(params, options.signal).then(
      (data) => {
        this.records.set(key, { state: 'Fulfilled', data, expiresAt: this.now() + ttl * 1000 })
        this.changed(key)
        return data
      },
      (error: unknown) => {
        if (error instanceof FetchError && error.status === 404) {
          this.records.set(key, { state: 'Error', error, expiresAt: this.now() + ttl * 1000 })
        } else {
          this.records.delete(key)
        }
        this.changed(key)
        throw error instanceof FetchError || error instanceof AbortError ? error : new FetchError(key, 0, String(error))
      },
    )
    this.records.set(key, { state: 'Pending', promise, expiresAt: Number.POSITIVE_INFINITY })
    this.changed(key)
    return promise
  }

  async dispatch(action: StoreAction): Promise<void> {
    switch (action?.type) {
      case 'evict':
        this.records.delete(action.key)
        this.changed(action.key)
        return
      case 'clear':
        for (const key of [...this.records.keys()]) {
          this.records.delete(key)
          this.changed(key)
        }
        return
      case 'trim':
        this.trim()
        return
      default:
        throw new StoreActionError('unknown action type', action)
    }
  }

  subscribe(key: string, listener: () => void): () => void {
    const set = this.listeners.get(key) ?? new Set()
    set.add(listener)
    this.listeners.set(key, set)
    return () => set.delete(listener)
  }

  /** Removes records past their time-to-live. */
  trim(): void {
    this.lastTrim = this.now()
    for (const [key, record] of this.records) {
      if (record.state !== 'Pending' && this.now() >= record.expiresAt) this.records.delete(key)
    }
  }

  get size(): number {
    return this.records.size
  }

  private changed(key: string) {
    this.listeners.get(key)?.forEach((listener) => listener())
    this.scheduleTrim()
  }

  /** Trimming runs at most about every 5000 ms, however often records change. */
  private scheduleTrim() {
    if (this.trimTimer !== undefined) return
    const wait = Math.max(0, TRIM_INTERVAL_MS - (this.now() - this.lastTrim))
    this.trimTimer = setTimeout(() => {
      this.trimTimer = undefined
      this.trim()
    }, wait)
  }
}

/** The page's one store. */
export const dataStore = new DataStore()
