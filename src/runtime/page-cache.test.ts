import { gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { finishResponse, PageCache, type FinishedResponse } from './page-cache'
import type { CapturedResponse } from './response-capture'

const page = (body: string, headers: CapturedResponse['headers'] = {}, status = 200): CapturedResponse => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    ...headers,
  },
  body: Buffer.from(body),
})

const json = (cacheControl: string | undefined, status = 200): CapturedResponse => ({
  status,
  headers: { 'content-type': 'application/json', ...(cacheControl ? { 'cache-control': cacheControl } : {}) },
  body: Buffer.from(JSON.stringify({ items: Array.from({ length: 100 }, (_, index) => `news ${index}`) })),
})

const HOME = `<html><body><h1>Home</h1>${'<p>Hybrid cloud</p>'.repeat(100)}<script nonce="n1">self.__next_f.push([1])</script></body></html>`

describe('finishing a rendered response', () => {
  it('lets any cache keep an anonymous page, to be checked again each time, compressed once', async () => {
    const finished = await finishResponse(page(HOME), 'n1')
    expect(finished).toMatchObject({ shareable: true, isPage: true, cacheControl: 'public, max-age=0, s-maxage=300' })
    expect(finished.scriptHashes).toHaveLength(1)
    expect(gunzipSync(finished.gzip!).toString()).toBe(HOME)
    expect(finished.headers['cache-control']).toBeUndefined()
    expect(finished.headers.vary).toContain('Accept-Encoding')
    expect(finished.etag).toMatch(/^W\/"[\w-]+"$/)
  })

  it('keeps a not-found page for a minute only, and never an error or a page that sets a cookie', async () => {
    expect((await finishResponse(page('<p>Not found</p>', {}, 404), 'n')).cacheControl).toBe(
      'public, max-age=0, s-maxage=60',
    )
    const failed = await finishResponse(page('<p>Error</p>', {}, 500), 'n')
    expect(failed).toMatchObject({ shareable: false, cacheControl: 'private, no-store' })
    const cookie = await finishResponse(page(HOME, { 'set-cookie': ['theme=dark'] }), 'n1')
    expect(cookie).toMatchObject({ shareable: false, cacheControl: 'private, no-store' })
    // A part that fell back after a failure: the next visitor gets a fresh render instead.
    const fellBack = HOME.replace('<body>', '<head><meta name="render-degraded" content="carousel"/></head><body>')
    expect(await finishResponse(page(fellBack), 'n1')).toMatchObject({
      shareable: false,
      cacheControl: 'private, no-store',
    })
  })

  it('keeps an API answer only when the app says caches may, with the app’s own lifetime', async () => {
    const news = await finishResponse(json('public, max-age=300, s-maxage=300'), 'n')
    expect(news).toMatchObject({ shareable: true, isPage: false, cacheControl: 'public, max-age=300, s-maxage=300' })
    expect(news.scriptHashes).toEqual([])
    expect((await finishResponse(json('no-store'), 'n')).shareable).toBe(false)
    expect((await finishResponse(json(undefined), 'n')).shareable).toBe(false)
    expect((await finishResponse(json('public, max-age=300', 503), 'n')).shareable).toBe(false)
  })
})

describe('page cache', () => {
  const finished = (body: string, shareable = true): FinishedResponse => ({
    status: 200,
    headers: {},
    body: Buffer.from(body),
    etag: `W/"${body}"`,
    isPage: true,
    scriptHashes: [],
    shareable,
    cacheControl: shareable ? 'public' : 'private, no-store',
  })

  it('renders an address once however many ask for it at the same time', async () => {
    const cache = new PageCache(1024 * 1024)
    let renders = 0
    let finish: (value: FinishedResponse) => void = () => {}
    const first = cache.render('/', () => {
      renders += 1
      return new Promise<FinishedResponse>((resolve) => (finish = resolve))
    })
    const waiting = cache.pending('/')
    expect(waiting).toBeDefined()
    finish(finished('home'))
    expect((await first).body.toString()).toBe('home')
    expect((await waiting!).body.toString()).toBe('home')
    expect(renders).toBe(1)
    expect(cache.lookup('/')?.body.toString()).toBe('home')
    expect(cache.pending('/')).toBeUndefined()
  })

  it('does not keep what was rendered before a content change, nor what no cache may keep', async () => {
    const cache = new PageCache(1024 * 1024)
    let finish: (value: FinishedResponse) => void = () => {}
    const render = cache.render('/', () => new Promise<FinishedResponse>((resolve) => (finish = resolve)))
    cache.clear()
    finish(finished('old home'))
    await render
    expect(cache.lookup('/')).toBeUndefined()
    await cache.render('/admin-like', async () => finished('private', false))
    expect(cache.lookup('/admin-like')).toBeUndefined()
  })

  it('empties on a content change but for what the change cannot touch', async () => {
    const cache = new PageCache(1024 * 1024)
    await cache.render('/', async () => finished('home'))
    await cache.render('/_next/static/chunks/a.js', async () => finished('code'))
    cache.clear((key) => key.startsWith('/_next/static/'))
    expect(cache.lookup('/')).toBeUndefined()
    expect(cache.lookup('/_next/static/chunks/a.js')).toBeDefined()
  })

  it('stays within its size, dropping the least recently used', async () => {
    const cache = new PageCache(10 * 1024)
    // About 3.3 KB each: three fit.
    for (const path of ['/a', '/b', '/c']) await cache.render(path, async () => finished('x'.repeat(2000)))
    cache.lookup('/a')
    await cache.render('/d', async () => finished('x'.repeat(2000)))
    expect(cache.bytes).toBeLessThanOrEqual(10 * 1024)
    expect(cache.lookup('/a')).toBeDefined()
    expect(cache.lookup('/b')).toBeUndefined()
  })
})
