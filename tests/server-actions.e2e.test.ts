/**
 * Server actions can be called by anybody who reads their ids in the page's scripts,
 * with any body. A call whose arguments are not what the page sends (a reference to
 * form parts that are not there, plain text, a missing name) is refused without a 5xx,
 * without a stack trace, and changes nothing: on the public contact page and in the
 * admin, anonymously and as a signed-in author.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { adminApi, type AdminApi } from './support/admin-api'

const baseUrl = inject('baseUrl')
const LEAKS = [/\bat [\w$.<>[\]]+ \(?[^)\s]*:\d+:\d+\)?/, /node_modules\//, /\.next\/server/, /\/work\/|\/home\//]

/** Each action of the build with an address whose page offers it. */
function actions(): { id: string; address: string; file: string }[] {
  const manifest = JSON.parse(
    readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { workers: Record<string, unknown>; filename?: string }> }
  return Object.entries(manifest.node).map(([id, { workers, filename }]) => ({
    id,
    file: filename ?? '',
    address: Object.keys(workers).some((worker) => worker.includes('(payload)/admin')) ? '/admin' : '/contact',
  }))
}

/**
 * Payload's language switch is a closure whose bound values Next encrypts: forged ones
 * still make Next answer 500 (ADR 0044), so only the bodies the server refuses are sent to it.
 */
const LANGUAGE_SWITCH = '@payloadcms/next/dist/layouts/Root/'

/** Bodies React's client never sends; `refused` ones the server turns away before Next sees them. */
const BODIES: { label: string; type: string; body: string | FormData; refused: boolean }[] = [
  { label: 'text that is not a reply', type: 'text/plain;charset=UTF-8', body: '0=["$K1"]', refused: true },
  { label: 'a reference to absent form parts', type: 'text/plain;charset=UTF-8', body: '["$K1"]', refused: false },
  { label: 'no arguments', type: 'text/plain;charset=UTF-8', body: '[]', refused: false },
  { label: 'a string', type: 'text/plain;charset=UTF-8', body: '["x"]', refused: false },
  { label: 'an object naming nothing', type: 'text/plain;charset=UTF-8', body: '[{"args":1}]', refused: false },
  {
    label: 'an unknown function',
    type: 'text/plain;charset=UTF-8',
    body: '[{"name":"drop-everything","args":{}}]',
    refused: false,
  },
  {
    label: 'a name found on every object',
    type: 'text/plain;charset=UTF-8',
    body: '[{"name":"constructor","args":{}}]',
    refused: false,
  },
  {
    label: 'another such name',
    type: 'text/plain;charset=UTF-8',
    body: '[{"name":"valueOf","args":{}}]',
    refused: false,
  },
  { label: 'a reply that is not a list', type: 'text/plain;charset=UTF-8', body: '{"name":"x"}', refused: true },
  { label: 'form parts that are not a reply', type: 'multipart', body: form({ '0': 'not a reply' }), refused: true },
  { label: 'form parts naming absent ones', type: 'multipart', body: form({ '0': '["$Q2","$@3"]' }), refused: true },
  { label: 'form parts with no root', type: 'multipart', body: form({ '7': '[]' }), refused: true },
]

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe('malformed server action calls', () => {
  let api: AdminApi
  let authorCookie = ''
  const stamp = Date.now()
  const AUTHOR = { email: `sam.${stamp}@example.mil`, name: 'Sam Author', role: 'author' }
  const PASSWORD = 'lantern meadow copper 58'
  let authorId: number

  beforeAll(async () => {
    api = await adminApi()
    authorId = ((await api.post('/users', { ...AUTHOR, password: PASSWORD })) as { doc: { id: number } }).doc.id
    const login = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: AUTHOR.email, password: PASSWORD, noticeAcknowledged: true }),
    })
    expect(login.status).toBe(200)
    authorCookie = login.headers
      .getSetCookie()
      .map((one) => one.split(';')[0])
      .join('; ')
  })

  afterAll(async () => {
    await api?.request('DELETE', `/users/${authorId}`)
  })

  const sessionToken = () =>
    authorCookie
      .split('; ')
      .find((one) => one.includes('payload-token='))!
      .split('=')[1]!
  const contactRequests = async () => ((await api.get('/contact-requests?limit=1')) as { totalDocs: number }).totalDocs

  it('refuses each without a 5xx or a trace, anonymously and as an author, and stores no contact request', async () => {
    const found = actions()
    expect(found.length).toBeGreaterThan(0)
    const before = await contactRequests()
    const problems: string[] = []
    for (const { id, address, file } of found) {
      for (const who of ['anonymous', 'author'] as const) {
        for (const { label, type, body, refused } of BODIES) {
          if (file.includes(LANGUAGE_SWITCH) && !refused) continue
          const response = await fetch(`${baseUrl}${address}`, {
            method: 'POST',
            redirect: 'manual',
            headers: {
              'Next-Action': id,
              ...(type === 'multipart' ? {} : { 'Content-Type': type }),
              Accept: 'text/x-component',
              Origin: baseUrl,
              ...(who === 'author' ? { Cookie: authorCookie } : {}),
            },
            body,
          })
          const text = await response.text()
          const named = `${address} action ${id.slice(0, 8)}, ${who}, ${label} → ${response.status}`
          if (who === 'author' && text.includes(sessionToken().slice(0, 40))) {
            problems.push(`${named}: sends the session token back`)
          }
          if (refused) {
            if (response.status !== 400 || !/could not be read/.test(text))
              problems.push(`${named} ${text.slice(0, 100)}`)
          } else if (response.status >= 500) problems.push(named)
          // Signed-in staff get the admin's own settings (with its folder) on every admin page: not a leak.
          const leaks = who === 'author' && address === '/admin' ? LEAKS.slice(0, 3) : LEAKS
          for (const leak of leaks) {
            const shown = leak.exec(text)
            if (shown) problems.push(`${named}: shows ${text.slice(Math.max(0, shown.index - 80), shown.index + 80)}`)
          }
        }
      }
    }
    expect(problems).toEqual([])
    expect(await contactRequests()).toBe(before)
  })
})
