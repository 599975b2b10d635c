/**
 * The data cache shared through Redis (src/runtime/cache-handler.ts), with two
 * "instances" in one process, each with its own connection and local memory, on a Redis
 * server of the test's own that the test stops and starts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import SharedCacheHandler, { createSharedCacheState } from '@/runtime/cache-handler.ts'

import { startPrivateRedis, type PrivateRedis } from './support/private-services'

type Handler = {
  get: (key: string, ctx: object) => Promise<{ value: unknown } | null>
  set: (key: string, value: unknown, ctx: object) => Promise<void>
  revalidateTag: (tags: string | string[]) => Promise<void>
}

let redis: PrivateRedis
const namespace = `test-${Date.now()}`
const fetchContext = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [] })
const fetchValue = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: false,
})
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function instance(): { handler: Handler; state: ReturnType<typeof createSharedCacheState> } {
  const state = createSharedCacheState({ url: redis.url, namespace })
  const handler = new SharedCacheHandler({ revalidatedTags: [] }, state) as unknown as Handler
  return { handler, state }
}

async function untilReady(...states: ReturnType<typeof createSharedCacheState>[]) {
  for (let attempt = 0; attempt < 100 && states.some((state) => state.redis?.status !== 'ready'); attempt++) {
    await sleep(50)
  }
}

describe('data cache shared through Redis', () => {
  beforeAll(async () => {
    redis = await startPrivateRedis(56380)
  })
  afterAll(async () => {
    await redis.stop()
  })

  it('gives one instance what another stored, pages and their binary parts included', async () => {
    const a = instance()
    const b = instance()
    await untilReady(a.state, b.state)
    await a.handler.set('news-list', fetchValue('["first"]'), fetchContext(['carousel-items']))
    expect((await b.handler.get('news-list', fetchContext(['carousel-items'])))?.value).toEqual(fetchValue('["first"]'))

    const page = {
      kind: 'APP_PAGE',
      html: '<p>x</p>',
      rscData: Buffer.from([1, 2, 3]),
      segmentData: new Map([['/a', Buffer.from('s')]]),
      headers: { 'x-next-cache-tags': 'home-page' },
      status: 200,
    }
    await a.handler.set('/page', page, { kind: 'APP_PAGE' })
    const read = (await b.handler.get('/page', { kind: 'APP_PAGE' }))?.value as typeof page
    expect(read.rscData.equals(Buffer.from([1, 2, 3]))).toBe(true)
    expect(read.segmentData.get('/a')?.toString()).toBe('s')
  })

  it('expires an entry on every instance when any instance expires its tag', async () => {
    const a = instance()
    const b = instance()
    await untilReady(a.state, b.state)
    await a.handler.set('banners', fetchValue('["old"]'), fetchContext(['announcements']))
    expect(await b.handler.get('banners', fetchContext(['announcements']))).not.toBeNull()
    await b.handler.revalidateTag('announcements')
    expect(await a.handler.get('banners', fetchContext(['announcements']))).toBeNull()
    // Page entries name their tags in a header, not in the lookup.
    await a.handler.set(
      '/home',
      { kind: 'APP_PAGE', html: '', headers: { 'x-next-cache-tags': 'home-page' } },
      { kind: 'APP_PAGE' },
    )
    await b.handler.revalidateTag(['home-page'])
    expect(await a.handler.get('/home', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('keeps serving from local memory while Redis is down, and shares expiries made meanwhile once it is back', async () => {
    const a = instance()
    const b = instance()
    await untilReady(a.state, b.state)
    await a.handler.set('offerings', fetchValue('["v1"]'), fetchContext(['named-pages']))
    expect(await b.handler.get('offerings', fetchContext(['named-pages']))).not.toBeNull()

    await redis.stop()
    try {
      const started = Date.now()
      expect((await a.handler.get('offerings', fetchContext(['named-pages'])))?.value).toEqual(fetchValue('["v1"]'))
      await a.handler.set('offerings', fetchValue('["v2"]'), fetchContext(['named-pages']))
      expect((await a.handler.get('offerings', fetchContext(['named-pages'])))?.value).toEqual(fetchValue('["v2"]'))
      expect(Date.now() - started).toBeLessThan(3000)
      await sleep(5)
      await a.handler.revalidateTag('named-pages')
      expect(await a.handler.get('offerings', fetchContext(['named-pages']))).toBeNull()
    } finally {
      await redis.start()
    }
    await untilReady(a.state, b.state)
    await sleep(200)
    // B still had the entry from before the outage; A's expiry reached Redis on reconnect.
    expect(await b.handler.get('offerings', fetchContext(['named-pages']))).toBeNull()
  }, 30_000)
})
