/**
 * REST requests to a test Payload through its own handlers (the code the site's /api
 * route runs), as a browser or an API client sends them, read loosely as a test does.
 */
import { handleEndpoints } from 'payload'

type PayloadConfig = Parameters<typeof handleEndpoints>[0]['config']

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>

export type Call = {
  method?: string
  body?: unknown
  client?: string
  origin?: string
  token?: string
  cookie?: string
}

/** `config` and `key` are read at each call: tests set them in beforeAll. */
export function restCaller(site: string, target: () => { config: PayloadConfig; key: string }, defaultClient: string) {
  return async function call(
    path: string,
    { method = 'POST', body, client = defaultClient, origin, token, cookie }: Call = {},
  ) {
    const headers = new Headers({ 'x-client-address': client })
    if (body !== undefined) headers.set('Content-Type', 'application/json')
    if (origin) headers.set('Origin', origin)
    if (token) headers.set('Authorization', `JWT ${token}`)
    if (cookie) headers.set('Cookie', cookie)
    const { config, key } = target()
    const response = await handleEndpoints({
      config,
      payloadInstanceCacheKey: key,
      request: new Request(`${site}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    })
    return readLoosely(response)
  }
}

/** A response's status, headers and JSON body; a body that is not JSON comes back as `{ text }`. */
export async function readLoosely(response: Response): Promise<{ status: number; headers: Headers; json: Json }> {
  const text = await response.text()
  let json: Json = {}
  try {
    json = text ? (JSON.parse(text) as Json) : {}
  } catch {
    json = { text }
  }
  return { status: response.status, headers: response.headers, json }
}
