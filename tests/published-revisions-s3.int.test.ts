/**
 * Files are never lost with S3 storage either (issue 44, ADR 0043): an author's drafts of a
 * published image (new alternative text, then a new file) leave the live object in the
 * bucket and served; the clean-up removes only objects no revision refers to. Against a
 * stand-in for S3 on loopback (tests/support/s3-stand-in.ts): S3 itself is not reachable here.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayloadBridge, type PayloadBridge } from './support/payload-bridge'
import { startTestPayload, type TestPayload } from './support/payload-instance'
import { readLoosely, type Json } from './support/rest-call'
import { startS3StandIn, type S3StandIn } from './support/s3-stand-in'
import { siteImage } from './support/upload-form'

let s3: S3StandIn
let instance: TestPayload
let bridge: PayloadBridge
const tokens: Record<'author' | 'editor', string> = { author: '', editor: '' }

async function http(
  route: string,
  { method = 'GET', token, form }: { method?: string; token?: string; form?: FormData } = {},
) {
  const headers: Record<string, string> = token ? { Authorization: `JWT ${token}` } : {}
  return readLoosely(await fetch(`${bridge.url}/api${route}`, { method, headers, body: form }))
}

const png = (seed: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: seed, g: 60, b: 120 } } })
    .png()
    .toBuffer()

async function imageForm(seed: number, altText: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await png(seed))], { type: 'image/png' }), `picture-${seed}.png`)
  form.append('_payload', JSON.stringify({ altText }))
  return form
}

describe('replacing a published image with S3 storage', () => {
  beforeAll(async () => {
    s3 = await startS3StandIn()
    Object.assign(process.env, {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.url,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'stand-in',
      S3_SECRET_ACCESS_KEY: 'stand-in-secret',
      MFA_REQUIRED_ROLES: 'none',
    })
    bridge = await startPayloadBridge(
      () => instance.key,
      () => bridge.url,
    )
    process.env.SITE_URL = bridge.url
    instance = await startTestPayload('sqlite')
    for (const role of ['author', 'editor'] as const) {
      const who = { email: `${role}.s3@example.mil`, password: `copper lantern ${role} 77` }
      await instance.payload.create({ collection: 'users', data: { ...who, role } as never })
      const login = await readLoosely(
        await fetch(`${bridge.url}/api/users/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...who, noticeAcknowledged: true }),
        }),
      )
      tokens[role] = login.json.token as string
    }
  }, 120_000)

  afterAll(async () => {
    await bridge?.stop()
    await instance?.close()
    await s3?.stop()
    for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      delete process.env[name]
  })

  it('keeps the live object and every version’s object, and serves the live one', async () => {
    const live = (await siteImage(instance.payload, 10, 'picture-10.png', 'A harbour')) as unknown as Json
    expect([...s3.objects.keys()]).toContain(live.filename)

    const text = await readLoosely(
      await fetch(`${bridge.url}/api/media/${live.id}?draft=true`, {
        method: 'PATCH',
        headers: { Authorization: `JWT ${tokens.author}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ altText: 'A harbour in the morning' }),
      }),
    )
    expect(text.status).toBe(200)
    const first = await http(`/media/${live.id}?draft=true`, {
      method: 'PATCH',
      token: tokens.author,
      form: await imageForm(20, 'A harbour at noon'),
    })
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    const second = await http(`/media/${live.id}?draft=true`, {
      method: 'PATCH',
      token: tokens.author,
      form: await imageForm(30, 'A harbour at dusk'),
    })
    expect(second.status).toBe(200)

    for (const name of [live.filename, first.json.doc.filename, second.json.doc.filename]) {
      expect(s3.objects.has(name), `${name} is still in the bucket`).toBe(true)
    }
    expect([...s3.objects.keys()].filter((key) => key.startsWith('.kept/'))).toEqual([])
    const served = await fetch(`${bridge.url}/api/media/file/${live.filename}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(s3.objects.get(live.filename)!.body)).toBe(true)
  })

  it('cleans only objects that no document or version refers to', async () => {
    const referenced = [...s3.objects.keys()]
    s3.objects.set('abandoned.png', {
      body: await png(90),
      contentType: 'image/png',
      lastModified: new Date(Date.now() - 48 * 3600 * 1000),
      etag: 'x',
    })
    const { cleanStoredFiles } = await import('@/publishing')
    const [report] = await cleanStoredFiles(instance.payload)
    expect(report!.removed).toEqual(['abandoned.png'])
    expect([...s3.objects.keys()].sort()).toEqual(referenced.sort())
  })
})
