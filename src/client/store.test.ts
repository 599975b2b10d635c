import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { AbortError, FetchError, StoreActionError } from './errors'
import { DataStore, normaliseTtl, ONLY_IF_CACHED_MESSAGE, type Adapter } from './store'

function counter<T>(result: () => Promise<T>, ttlSeconds?: number) {
  const fetch = vi.fn(result)
  const adapter: Adapter<{ id: string }, T> = { name: 'thing', key: ({ id }) => `thing:${id}`, fetch, ttlSeconds }
  return { adapter, fetch }
}

describe('data store', () => {
  let clock = 0
  let store: DataStore

  beforeEach(() => {
    vi.useFakeTimers()
    clock = 1_000_000
    store = new DataStore({ now: () => clock })
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('moves a record from Unfulfilled through Pending to Fulfilled, then Stale after 300 s', async () => {
    let resolve!: (value: string) => void
    const { adapter } = counter(() => new Promise<string>((done) => (resolve = done)))
    expect(store.state('thing:a')).toBe('Unfulfilled')
    expect(store.entry('thing:a')).toEqual({ loaded: false, loading: false })
    const pending = store.get(adapter, { id: 'a' })
    expect(store.state('thing:a')).toBe('Pending')
    expect(store.entry('thing:a')).toEqual({ loaded: false, loading: true })
    resolve('value')
    await pending
    expect(store.state('thing:a')).toBe('Fulfilled')
    expect(store.entry('thing:a')).toEqual({ data: 'value', loaded: true, loading: false })
    clock += 299_999
    expect(store.state('thing:a')).toBe('Fulfilled')
    clock += 1
    expect(store.state('thing:a')).toBe('Stale')
  })

  it('serves fresh data from the cache and fetches again once stale', async () => {
    const { adapter, fetch } = counter(async () => 'v')
    await store.get(adapter, { id: 'a' })
    await store.get(adapter, { id: 'a' })
    expect(fetch).toHaveBeenCalledTimes(1)
    clock += 300_000
    await store.get(adapter, { id: 'a' })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('fetches once for simultaneous requests of the same key', async () => {
    const { adapter, fetch } = counter(async () => 'v')
    await Promise.all([store.get(adapter, { id: 'a' }), store.get(adapter, { id: 'a' })])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('never expires with a time-to-live of -1, and falls back to 300 s below -1', async () => {
    expect(normaliseTtl(-1)).toBe(Number.POSITIVE_INFINITY)
    expect(normaliseTtl(-2)).toBe(300)
    expect(normaliseTtl(undefined)).toBe(300)
    expect(normaliseTtl(60)).toBe(60)
    const forever = counter(async () => 'v', -1)
    await store.get(forever.adapter, { id: 'a' })
    clock += 10 * 365 * 24 * 3600 * 1000
    expect(store.state('thing:a')).toBe('Fulfilled')
    const odd = counter(async () => 'v', -5)
    await store.get(odd.adapter, { id: 'b' })
    clock += 300_000
    expect(store.state('thing:b')).toBe('Stale')
  })

  it('answers only-if-cached misses with 504 and the spec’s message', async () => {
    const { adapter, fetch } = counter(async () => 'v')
    const miss = await store.get(adapter, { id: 'a' }, { policy: 'only-if-cached' }).catch((error: unknown) => error)
    expect(miss).toBeInstanceOf(FetchError)
    expect(miss).toMatchObject({ status: 504, message: ONLY_IF_CACHED_MESSAGE })
    expect(fetch).not.toHaveBeenCalled()
    await store.get(adapter, { id: 'a' })
    expect(await store.get(adapter, { id: 'a' }, { policy: 'only-if-cached' })).toBe('v')
  })

  it('caches a 404 as not found, but not other failures', async () => {
    const missing = counter(async () => {
      throw new FetchError('/x', 404, 'Not Found')
    })
    await expect(store.get(missing.adapter, { id: 'a' })).rejects.toMatchObject({ status: 404 })
    await expect(store.get(missing.adapter, { id: 'a' })).rejects.toMatchObject({ status: 404 })
    expect(missing.fetch).toHaveBeenCalledTimes(1)
    expect(store.state('thing:a')).toBe('Error')
    expect(store.entry('thing:a')).toEqual({ loaded: false, loading: false, error: 'Not Found' })

    const failing = counter(async () => {
      throw new FetchError('/y', 503, 'Service Unavailable')
    })
    await expect(store.get(failing.adapter, { id: 'b' })).rejects.toMatchObject({ status: 503 })
    await expect(store.get(failing.adapter, { id: 'b' })).rejects.toMatchObject({ status: 503 })
    expect(failing.fetch).toHaveBeenCalledTimes(2)
    expect(store.state('thing:b')).toBe('Unfulfilled')
  })

  it('rejects an invalid adapter configuration with 400 INVALID_CONFIG', async () => {
    await expect(store.get({ name: 'broken' } as never, {})).rejects.toMatchObject({
      status: 400,
      message: 'INVALID_CONFIG',
    })
    await expect(
      store.get({ name: 'x', key: () => '', fetch: async () => 1 } as Adapter<object, number>, {}),
    ).rejects.toMatchObject({ status: 400, statusText: 'INVALID_CONFIG' })
    await expect(
      store.get(
        {
          name: 'x',
          key: () => {
            throw new Error('bad params')
          },
          fetch: async () => 1,
        } as Adapter<object, number>,
        {},
      ),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('rejects an unknown action type with StoreActionError', async () => {
    const rejected = await store.dispatch({ type: 'explode' } as never).catch((error: unknown) => error)
    expect(rejected).toBeInstanceOf(StoreActionError)
    expect((rejected as Error).message).toBe('unknown action type')
  })

  it('evicts and clears records on request', async () => {
    const { adapter } = counter(async () => 'v')
    await store.get(adapter, { id: 'a' })
    await store.get(adapter, { id: 'b' })
    await store.dispatch({ type: 'evict', key: 'thing:a' })
    expect(store.state('thing:a')).toBe('Unfulfilled')
    expect(store.state('thing:b')).toBe('Fulfilled')
    await store.dispatch({ type: 'clear' })
    expect(store.size).toBe(0)
  })

  it('trims expired records at most about every 5000 ms', async () => {
    // The store's clock is the (fake) Date here, so timers and ages move together.
    const timed = new DataStore()
    const short = counter(async () => 'v', 1)
    await timed.get(short.adapter, { id: 'a' })
    vi.advanceTimersByTime(2_000)
    expect(timed.size).toBe(1)
    await timed.get(short.adapter, { id: 'b' })
    vi.advanceTimersByTime(2_999)
    expect(timed.size).toBe(2)
    vi.advanceTimersByTime(1)
    expect(timed.size).toBe(0)
  })

  it('passes cancellation through as AbortError', async () => {
    const { adapter } = counter(async () => {
      throw new AbortError()
    })
    const error = await store.get(adapter, { id: 'a' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AbortError)
    expect((error as Error).message).toBe('Aborted')
  })
})
