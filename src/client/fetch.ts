/**
 * The browser's one way to call the site's APIs: GET by default, same-origin
 * credentials, JSON in and out. Failures become FetchError; cancellation, AbortError.
 */
import { AbortError, errorDetailsOf, FetchError } from './errors'

export type FetchOptions = Omit<RequestInit, 'body'> & { body?: unknown }

export async function fetchJson<T = unknown>(url: string, options: FetchOptions = {}): Promise<T> {
  const { body, headers, ...rest } = options
  let response: Response
  try {
    response = await fetch(url, {
      method: 'GET',
      credentials: 'same-origin',
      ...rest,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  } catch (error) {
    if (options.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
      throw new AbortError()
    }
    throw new FetchError(url, 0, '', [{ type: 'NETWORK_ERROR', message: String(error), arguments: [] }])
  }
  const text = await response.text()
  let parsed: unknown = undefined
  if (text) {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = text
    }
  }
  if (!response.ok) throw new FetchError(url, response.status, response.statusText, errorDetailsOf(parsed))
  return parsed as T
}
