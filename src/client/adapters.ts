/** The site's data adapters: how the browser reaches each API. */
import { fetchJson } from './fetch'
import type { Adapter } from './store'

export type CurrentVisitor = { isGuest: true } | { isGuest: false; userId: string }

export const currentVisitorAdapter: Adapter<void, CurrentVisitor> = {
  name: 'currentVisitor',
  key: () => 'current-visitor',
  fetch: (_params, signal) => fetchJson<CurrentVisitor>('/session/current-user', { signal }),
  // Whether someone is signed in can change at any moment: fetched once per page view.
  ttlSeconds: 0,
}

/** A server method of the spec: GET with the parameters as URL-encoded JSON. */
export function serverMethodAdapter<P extends Record<string, unknown>, T>(
  controller: string,
  method: string,
): Adapter<P, T> {
  const path = `/lwr/apex/v64.0/${encodeURIComponent(controller)}/${encodeURIComponent(method)}`
  return {
    name: `${controller}.${method}`,
    key: (params) => `${path}?${JSON.stringify(params)}`,
    fetch: (params, signal) =>
      fetchJson<T>(`${path}?methodParams=${encodeURIComponent(JSON.stringify(params))}`, {
        signal,
        headers: { 'X-SFDC-Allow-Continuation': 'true' },
      }),
    ttlSeconds: 300,
  }
}
