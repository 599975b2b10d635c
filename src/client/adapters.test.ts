import { afterEach, describe, expect, it, vi } from 'vitest'

import { serverMethodAdapter } from './adapters'
import { DataStore } from './store'

afterEach(() => vi.unstubAllGlobals())

describe('server method adapter', () => {
  it('calls the method by GET with URL-encoded JSON parameters and caches the result for 300 s', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ sectionTitle: 'News', carouselItems: [] })))
    vi.stubGlobal('fetch', fetch)
    const store = new DataStore()
    const getNews = serverMethodAdapter<{ pSite: string }, { sectionTitle: string }>(
      'HCS_CarouselController',
      'getNews',
    )
    expect(await store.get(getNews, { pSite: 'Hybrid Cloud' })).toEqual({ sectionTitle: 'News', carouselItems: [] })
    await store.get(getNews, { pSite: 'Hybrid Cloud' })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(
      '/lwr/apex/v64.0/HCS_CarouselController/getNews?methodParams=%7B%22pSite%22%3A%22Hybrid%20Cloud%22%7D',
    )
    expect((init.headers as Record<string, string>)['X-SFDC-Allow-Continuation']).toBe('true')
    expect(getNews.ttlSeconds).toBe(300)
  })
})
