/**
 * The site's REST API as an administrator, for browser tests that change content the
 * way an editor would (the admin uses the same API).
 */
import { inject } from 'vitest'

import { INTERNAL_TOKEN_HEADER, internalToken } from '@/config/internal-token'

export type AdminApi = {
  token: string
  /** The raw answer, for checking refusals. */
  request: (method: string, path: string, body?: unknown) => Promise<Response>
  get: <T = Record<string, unknown>>(path: string) => Promise<T>
  patch: <T = Record<string, unknown>>(path: string, body: unknown) => Promise<T>
  post: <T = Record<string, unknown>>(path: string, body: unknown) => Promise<T>
  expireAllCaches: () => Promise<void>
}

export function adminApi(): Promise<AdminApi> {
  return signedInApi(inject('adminEmail'), inject('adminPassword'))
}

/** The REST API as any staff account. */
export async function signedInApi(email: string, password: string): Promise<AdminApi> {
  const baseUrl = inject('baseUrl')
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, noticeAcknowledged: true }),
  })
  if (!login.ok) throw new Error(`Login of ${email} failed: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  const request = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await request(method, path, body)
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${text}`)
    return JSON.parse(text) as T
  }
  return {
    token,
    request,
    get: (path) => call('GET', path),
    patch: (path, body) => call('PATCH', path, body),
    post: (path, body) => call('POST', path, body),
    expireAllCaches: async () => {
      const { readFileSync } = await import('node:fs')
      const path = await import('node:path')
      const secret = readFileSync(path.join(inject('dataDir'), 'payload-secret'), 'utf8').trim()
      const response = await fetch(`${baseUrl}/internal/revalidate`, {
        method: 'POST',
        headers: { [INTERNAL_TOKEN_HEADER]: internalToken('revalidate-all', secret) },
      })
      if (!response.ok) throw new Error(`Expiring caches failed: ${response.status}`)
    },
  }
}
