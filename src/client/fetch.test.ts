import { afterEach, describe, expect, it, vi } from 'vitest'

import { AbortError, FetchError } from './errors'
import { fetchJson } from './fetch'

afterEach(() => vi.unstubAllGlobals())

function respond(status: number, body: unknown, statusText = '') {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status, statusText }),
  )
}

describe('fetch wrapper', () => {
  it('sends a GET with same-origin credentials and a JSON content type by default', async () => {
    const fetch = respond(200, { ok: true })
    vi.stubGlobal('fetch', fetch)
    expect(await fetchJson('/api/x')).toEqual({ ok: true })
    const init = fetch.mock.calls[0]?.[1]
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' })
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })

  it('sends a body as JSON', async () => {
    const fetch = respond(200, {})
    vi.stubGlobal('fetch', fetch)
    await fetchJson('/api/x', { method: 'POST', body: { a: 1 } })
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"a":1}')
  })

  it('raises FetchError with url, status, status text and errors; the message is the status text', async () => {
    vi.stubGlobal('fetch', respond(404, { message: 'No such page', errorCode: 'NOT_FOUND' }, 'Not Found'))
    const error = (await fetchJson('/api/missing').catch((caught: unknown) => caught)) as FetchError
    expect(error).toBeInstanceOf(FetchError)
    expect(error).toMatchObject({ url: '/api/missing', status: 404, statusText: 'Not Found', message: 'Not Found' })
    expect(error.errors).toEqual([{ type: 'NOT_FOUND', message: 'No such page', arguments: [] }])
  })

  it('uses the first non-empty error message when there is no status text', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, [
        { errorCode: 'A', message: '' },
        { errorCode: 'B', message: 'Enter a value for channelOrSiteId.' },
      ]),
    )
    const error = (await fetchJson('/api/x').catch((caught: unknown) => caught)) as FetchError
    expect(error.message).toBe('Enter a value for channelOrSiteId.')
    expect(error.errors.map((detail) => detail.type)).toEqual(['A', 'B'])
  })

  it('raises AbortError with the message Aborted when cancelled', async () => {
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError')
      return new Response('{}')
    })
    const controller = new AbortController()
    controller.abort()
    const error = await fetchJson('/api/x', { signal: controller.signal }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AbortError)
    expect((error as Error).message).toBe('Aborted')
  })
})
