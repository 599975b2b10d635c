/**
 * The production topology on this machine (deploy/topology.mjs): two app instances on a
 * PostgreSQL cluster and a Redis server of this test's own, behind Varnish. Checks that
 * publishing reaches every instance and the cache within 2 s, and what visitors and API
 * clients get when an instance, the database or Redis goes away.
 * LOAD_SECONDS (default 60) sets the length of the closing load run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { setTwoPersonRule } from './e2e/global-setup'

import { startTopology } from '../deploy/topology.mjs'

import { loadRun } from './support/load'
import {
  startPrivatePostgres,
  startPrivateRedis,
  type PrivatePostgres,
  type PrivateRedis,
} from './support/private-services'

type Instance = {
  name: string
  url: string
  logFile: string
  process: { pid: number; kill: (signal: string) => void } | null
  start: () => Promise<void>
  stop: (signal?: string) => Promise<void>
  rss: () => number
}
type Topology = { cacheUrl: string; instances: Instance[]; stop: () => Promise<void> }

const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const METRICS_TOKEN = 'topology-metrics-token-0123456789'
const metricsAuth = { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } }
const NEWS_METHOD = `/lwr/apex/v64.0/HCS_CarouselController/getNews?methodParams=${encodeURIComponent(
  JSON.stringify({ pSite: 'Hybrid Cloud' }),
)}`

let postgres: PrivatePostgres
let redis: PrivateRedis
let topology: Topology
let workDir: string
let token: string

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function get(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** The CMS API on one instance, signed in with a token (no cookie, so no CSRF check). */
async function api(base: string, method: string, apiPath: string, body?: unknown) {
  return fetch(`${base}/api${apiPath}`, {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
}

/** Milliseconds until the address shows the text (polling every 50 ms), or Infinity. */
async function msUntilShown(url: string, text: string, since: number, limitMs = 5000): Promise<number> {
  while (Date.now() - since < limitMs) {
    const page = await get(url).catch(() => null)
    if (page?.status === 200 && page.text.includes(text)) return Date.now() - since
    await sleep(50)
  }
  return Infinity
}

function newsItem(title: string) {
  return {
    title,
    type: 'News',
    publishDate: '2027-06-01T00:00:00.000Z',
    meta: `Meta of ${title}`,
    _status: 'published',
  }
}

describe('production topology: 2 instances, PostgreSQL, Redis, Varnish', () => {
  beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-topology-'))
    postgres = startPrivatePostgres(55432)
    redis = await startPrivateRedis(56379)
    topology = (await startTopology({
      databaseUri: postgres.uri('hybrid_cloud'),
      redisUrl: redis.url,
      appPorts: [3301, 3302],
      cachePort: 8380,
      dataDir: workDir,
      log: () => {},
      extraEnv: {
        ADMIN_EMAIL: inject('adminEmail'),
        ADMIN_PASSWORD: inject('adminPassword'),
        SIGN_IN_LIMIT_PER_CLIENT: '200',
        METRICS_TOKEN,
      },
    })) as Topology
    const login = await fetch(`${topology.instances[0]!.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: inject('adminEmail'),
        password: inject('adminPassword'),
        noticeAcknowledged: true,
      }),
    })
    token = ((await login.json()) as { token: string }).token
    // These tests publish as the one administrator (review is tested in review.e2e.test.ts).
    await setTwoPersonRule(
      topology.instances[0]!.url,
      { email: inject('adminEmail'), password: inject('adminPassword') },
      false,
    )
  }, 360_000)

  afterAll(async () => {
    await topology?.stop()
    await redis?.stop()
    postgres?.remove()
    if (!process.env.E2E_KEEP_DATA) rmSync(workDir, { recursive: true, force: true })
  }, 60_000)

  it('serves anonymous pages from the cache and sends editors and previews to the app', async () => {
    const { cacheUrl } = topology
    await get(`${cacheUrl}/offerings`)
    const second = await get(`${cacheUrl}/offerings`)
    expect(second.status).toBe(200)
    expect(second.headers.get('x-cache')).toBe('HIT')
    for (const cookie of ['payload-token=abc', '__prerender_bypass=abc']) {
      const personal = await get(`${cacheUrl}/offerings`, { headers: { Cookie: cookie } })
      expect(personal.headers.get('x-cache'), cookie).toBe('MISS')
    }
    expect((await get(`${cacheUrl}/admin/login`)).headers.get('x-cache')).toBe('MISS')
    // A build file is the same for everyone: an editor's request for one is a hit too.
    const script = `${cacheUrl}${second.text.match(/\/_next\/static\/chunks\/[\w-]+\.js/)![0]}`
    await get(script)
    const forEditor = await get(script, { headers: { Cookie: 'payload-token=abc' } })
    expect(forEditor.headers.get('x-cache')).toBe('HIT')
    expect(forEditor.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get(`${cacheUrl}/metrics`)).status).toBe(404)
    expect((await get(`${topology.instances[0]!.url}/metrics`)).status).toBe(401)
    const metrics = await get(`${topology.instances[0]!.url}/metrics`, metricsAuth)
    expect(metrics.text).toMatch(/http_requests_total\{method="GET",route="offerings",status="200"\} \d+/)
    expect(metrics.text).toMatch(/data_cache_lookups_total\{store="redis",result="hit"\} \d+/)
  })

  it('never repeats a nonce: through the cache and from either instance a page’s policy lists script hashes only', async () => {
    for (const base of [topology.cacheUrl, ...topology.instances.map((instance) => instance.url)]) {
      const policies = new Set<string>()
      for (let visit = 0; visit < 2; visit++) {
        const page = await get(`${base}/offerings/stratus`)
        expect(page.status, base).toBe(200)
        const policy = page.headers.get('content-security-policy') ?? ''
        expect(policy, base).not.toMatch(/nonce-/)
        expect(policy, base).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/)
        policies.add(policy)
      }
      // The second visitor got the kept copy, with the same hashes.
      expect(policies.size, base).toBe(1)
    }
  })

  it('counts per-visitor limits by each visitor’s own address through the cache', async () => {
    /** A POST to the CSP report collector (30 a minute per client) from a loopback address of the test's choosing. */
    const report = (from: string, forged?: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({
          'csp-report': { 'document-uri': `${topology.cacheUrl}/`, 'blocked-uri': 'inline' },
        })
        const request = http.request(
          `${topology.cacheUrl}/csp-report`,
          {
            method: 'POST',
            localAddress: from,
            headers: {
              'Content-Type': 'application/csp-report',
              'Content-Length': Buffer.byteLength(body),
              ...(forged ? { 'X-Forwarded-For': forged } : {}),
            },
          },
          (response) => {
            response.resume()
            resolve(response.statusCode ?? 0)
          },
        )
        request.on('error', reject)
        request.end(body)
      })
    const first: number[] = []
    // A visitor who writes a new address into X-Forwarded-For each time is still one visitor.
    for (let attempt = 0; attempt < 31; attempt++) first.push(await report('127.0.0.2', `198.51.100.${attempt}`))
    expect(first.slice(0, 30)).toEqual(Array(30).fill(204))
    expect(first[30]).toBe(429)
    // Another visitor is not held back by the first one's limit.
    expect(await report('127.0.0.3')).toBe(204)
  })

  it('shows a publish on instance A through the cache and on instance B within 2 s', async () => {
    const [a, b] = topology.instances
    const watched = [`${topology.cacheUrl}/news`, `${topology.cacheUrl}${NEWS_METHOD}`, `${b!.url}/news`]
    for (const url of watched) await get(url)
    // Cached before the publish. Primed again if a purge from earlier work came in between
    // (seen once in CI: MISS right after the page was fetched; its source is not known).
    await expect
      .poll(async () => (await get(watched[0]!)).headers.get('x-cache'), { timeout: 5_000, interval: 250 })
      .toBe('HIT')

    const title = `Topology publish ${Date.now()}`
    const started = Date.now()
    const created = await api(a!.url, 'POST', '/carousel-items', newsItem(title))
    expect(created.status).toBe(201)
    const delays = await Promise.all(watched.map((url) => msUntilShown(url, title, started)))
    console.log(`publish on A → seen (ms): cache /news ${delays[0]}, cache getNews ${delays[1]}, B /news ${delays[2]}`)
    for (const delay of delays) expect(delay).toBeLessThan(2000)
  })

  it('keeps an editor’s redirect in the cache and shows a change of it through the cache and on B within 2 s', async () => {
    const [a, b] = topology.instances
    const from = `/topology-old-${Date.now()}`
    const location = async (base: string) =>
      (await get(`${base}${from}`, { redirect: 'manual' })).headers.get('location')
    const created = await api(a!.url, 'POST', '/redirects', {
      from,
      to: { type: 'custom', url: '/offerings' },
      type: '302',
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    // Varnish may ask B, which hears of the change from Redis within a second.
    const shown = Date.now()
    while ((await location(topology.cacheUrl)) !== '/offerings' && Date.now() - shown < 2000) await sleep(50)
    expect(await location(topology.cacheUrl)).toBe('/offerings')
    // By now every instance has heard of the change and purged what it had answered before.
    await sleep(1000)
    await get(`${topology.cacheUrl}${from}`, { redirect: 'manual' })
    const kept = await get(`${topology.cacheUrl}${from}`, { redirect: 'manual' })
    expect(kept.status).toBe(302)
    expect(kept.headers.get('x-cache')).toBe('HIT')

    const started = Date.now()
    expect((await api(a!.url, 'PATCH', `/redirects/${doc.id}`, { to: { type: 'custom', url: '/news' } })).status).toBe(
      200,
    )
    for (const base of [topology.cacheUrl, b!.url]) {
      while ((await location(base)) !== '/news' && Date.now() - started < 2000) await sleep(50)
      expect(await location(base), base).toBe('/news')
    }
  })

  it('keeps serving through the cache when instance A is killed', async () => {
    const [a] = topology.instances
    a!.process!.kill('SIGKILL')
    const paths = ['/', '/offerings', '/news', '/contact', NEWS_METHOD, '/news?page=2', '/search?q=cloud']
    const statuses: number[] = []
    for (let round = 0; round < 6; round++) {
      for (const pagePath of paths) statuses.push((await get(`${topology.cacheUrl}${pagePath}`)).status)
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    await a!.start()
  }, 300_000)

  it('serves cached pages and answers APIs with 503 JSON while PostgreSQL is down, then recovers', async () => {
    const [a, b] = topology.instances
    const pages = ['/', '/offerings', '/news']
    for (const pagePath of pages) await get(`${topology.cacheUrl}${pagePath}`)
    // Instance A was just restarted: its outage page is rendered in the background after
    // the start; ask each instance for it, so the database stops after it exists.
    for (const instance of [a!, b!]) expect((await get(`${instance.url}/temporarily-unavailable`)).status).toBe(200)
    postgres.stop()
    try {
      for (const pagePath of pages) expect((await get(`${topology.cacheUrl}${pagePath}`)).status, pagePath).toBe(200)

      // Every route no cache holds: the API, a server method never called, the feeds.
      const unseen = Date.now()
      for (const url of [
        `${topology.cacheUrl}/api/carousel-items?limit=1`,
        `${a!.url}/api/named-pages?limit=1`,
        `${topology.cacheUrl}/lwr/apex/v64.0/HCS_CarouselController/getNews?methodParams=${encodeURIComponent(
          JSON.stringify({ pSite: `Not cached ${unseen}` }),
        )}`,
        `${b!.url}/lwr/apex/v64.0/HCS_CarouselController/getNews?methodParams=${encodeURIComponent(
          JSON.stringify({ pSite: `Never asked ${unseen}` }),
        )}`,
        `${a!.url}/sitemap.xml?unseen=${unseen}`,
        `${b!.url}/news/rss.xml?unseen=${unseen}`,
      ]) {
        const started = Date.now()
        const answer = await get(url)
        const elapsed = Date.now() - started
        expect(answer.status, url).toBe(503)
        expect(answer.headers.get('retry-after'), url).toMatch(/^\d+$/)
        expect(answer.headers.get('content-type')).toContain('application/json')
        expect(JSON.parse(answer.text).message).toMatch(/temporarily unavailable/)
        expect(elapsed, `${url} answered in ${elapsed} ms`).toBeLessThan(1000)
      }
      const write = await api(b!.url, 'POST', '/carousel-items', newsItem('Written while the database is down'))
      expect(write.status).toBe(503)

      const readiness = await get(`${a!.url}/readyz`)
      expect(readiness.status).toBe(503)
      expect(JSON.parse(readiness.text)).toMatchObject({ status: 'not ready', checks: { database: 'unreachable' } })

      // A page no cache holds: the site's own page, in its frame, with a time to come back.
      const uncached = `/offerings/not-in-any-cache-${Date.now()}`
      for (const base of [a!.url, topology.cacheUrl]) {
        const unavailable = await get(`${base}${uncached}`)
        expect(unavailable.status, base).toBe(503)
        expect(unavailable.headers.get('retry-after'), base).toMatch(/^\d+$/)
        expect(unavailable.headers.get('cache-control'), base).toContain('no-store')
        expect(unavailable.text, base).toContain('Temporarily unavailable')
        expect(unavailable.text, base).toContain('id="main-content"')
      }
    } finally {
      postgres.start()
    }
    const deadline = Date.now() + 15_000
    while ((await get(`${a!.url}/readyz`)).status !== 200 && Date.now() < deadline) await sleep(200)
    expect((await get(`${a!.url}/readyz`)).status).toBe(200)
    for (const instance of [a!, b!]) {
      const created = await api(instance.url, 'POST', '/carousel-items', newsItem(`After recovery on ${instance.name}`))
      expect(created.status, instance.name).toBe(201)
    }
    // Recovered without a restart: the page renders again.
    expect((await get(`${a!.url}/offerings/not-in-any-cache-${Date.now()}`)).status).toBe(404)
  }, 60_000)

  it('keeps serving when Redis is down, from each instance’s own memory', async () => {
    const [a, b] = topology.instances
    // Instance A was restarted by an earlier test: let it read these once while Redis is up,
    // as it would in service, so its memory holds them when Redis goes away.
    for (const url of [`${a!.url}/`, `${a!.url}${NEWS_METHOD}`]) expect((await get(url)).status, url).toBe(200)
    await redis.stop()
    try {
      // The last address is new to the page cache: A renders it, from the data it holds.
      for (const url of [
        `${topology.cacheUrl}/`,
        `${a!.url}/`,
        `${b!.url}/offerings`,
        `${a!.url}${NEWS_METHOD}`,
        `${a!.url}/?rendered-without-redis=${Date.now()}`,
      ]) {
        expect((await get(url)).status, url).toBe(200)
      }
      // Served from the instance's own memory, not by querying everything again.
      expect((await get(`${a!.url}/metrics`, metricsAuth)).text).toMatch(
        /data_cache_lookups_total\{store="local",result="hit"\} [1-9]/,
      )
      // Still serving every page: ready for an orchestrator, and saying it is degraded.
      for (const instance of [a!, b!]) {
        const readiness = await get(`${instance.url}/readyz`)
        expect(readiness.status, instance.name).toBe(200)
        expect(JSON.parse(readiness.text), instance.name).toMatchObject({
          status: 'degraded',
          checks: { database: 'ok', redis: 'unreachable' },
        })
      }
      // A publish on A reaches A at once, and B and the cache within the documented bound.
      const title = `Published without Redis ${Date.now()}`
      const published = Date.now()
      expect((await api(a!.url, 'POST', '/carousel-items', newsItem(title))).status).toBe(201)
      expect(await msUntilShown(`${a!.url}/news`, title, published)).toBeLessThan(2000)
      for (const url of [`${b!.url}/news`, `${topology.cacheUrl}/news`]) {
        expect(await msUntilShown(url, title, published, 15_000), url).toBeLessThan(12_000)
      }
    } finally {
      await redis.start()
    }
    const deadline = Date.now() + 10_000
    while ((await get(`${b!.url}/readyz`)).status !== 200 && Date.now() < deadline) await sleep(200)
    expect((await get(`${b!.url}/readyz`)).status).toBe(200)
  }, 60_000)

  it('leaves no half-written record when an instance is killed during writes', async () => {
    const [a, b] = topology.instances
    const marker = `Interrupted ${Date.now()}`
    const sent = new Map<string, ReturnType<typeof newsItem>>()
    const acknowledged: string[] = []
    let killed = false
    // Four editors saving one item after another until the instance dies under them.
    const writer = async (writerIndex: number) => {
      for (let index = 0; !killed; index++) {
        const item = newsItem(`${marker} w${writerIndex} #${index}`)
        sent.set(item.title, item)
        const answer = await api(a!.url, 'POST', '/carousel-items', item).catch(() => null)
        if (answer?.status === 201) acknowledged.push(item.title)
        else break
      }
    }
    const writers = [0, 1, 2, 3].map(writer)
    while (acknowledged.length < 8) await sleep(10)
    killed = true
    a!.process!.kill('SIGKILL')
    await Promise.all(writers)

    const listed = await api(
      b!.url,
      'GET',
      `/carousel-items?limit=500&depth=0&where[title][like]=${encodeURIComponent(marker)}`,
    )
    const stored = ((await listed.json()) as { docs: Record<string, unknown>[] }).docs
    const storedTitles = stored.map((doc) => String(doc.title))
    console.log(
      `kill -9 during writes: ${sent.size} sent, ${acknowledged.length} acknowledged, ${stored.length} stored, ` +
        `${sent.size - acknowledged.length} in flight at the kill`,
    )
    expect(sent.size).toBeGreaterThan(acknowledged.length)
    expect(storedTitles).toEqual(expect.arrayContaining(acknowledged))
    for (const doc of stored) {
      const original = sent.get(String(doc.title))
      expect(original, String(doc.title)).toBeDefined()
      expect(doc).toMatchObject({
        type: 'News',
        meta: original!.meta,
        publishDate: original!.publishDate,
        _status: 'published',
      })
      const versions = await api(b!.url, 'GET', `/carousel-items/versions?where[parent][equals]=${doc.id}&depth=0`)
      expect(((await versions.json()) as { totalDocs: number }).totalDocs, `versions of ${doc.title}`).toBeGreaterThan(
        0,
      )
    }
    await a!.start()
  }, 300_000)

  it('loses no request when an instance is stopped with SIGTERM during a load run', async () => {
    const [a] = topology.instances
    const run = loadRun({
      url: topology.cacheUrl,
      connections: 50,
      seconds: 8,
      requests: [
        { method: 'GET', path: '/' },
        // Not cached: each reaches an instance.
        { method: 'POST', path: '/lwr/apex/v64.0/HCS_CarouselController/getNews', body: '{"pSite":"Hybrid Cloud"}' },
        { method: 'GET', path: '/offerings' },
      ],
    })
    await sleep(3000)
    a!.process!.kill('SIGTERM')
    const report = await run
    await a!.start()
    console.log(`SIGTERM during load: ${JSON.stringify(report)}`)
    expect(report.requests).toBeGreaterThan(100)
    expect({ errors: report.errors, timeouts: report.timeouts, non2xx: report.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    })
    expect(readFileSync(a!.logFile, 'utf8')).toContain('"msg":"stopped"')
  }, 300_000)

  it(
    `answers a ${LOAD_SECONDS} s load of 200 connections through the cache without an error`,
    async () => {
      const report = await loadRun({
        url: topology.cacheUrl,
        connections: 200,
        seconds: LOAD_SECONDS,
        requests: [
          { method: 'GET', path: '/' },
          { method: 'GET', path: '/offerings' },
          { method: 'GET', path: '/offerings/stratus' },
          // Server methods as the site's own pages call them (GET, so the cache can keep them).
          { method: 'GET', path: NEWS_METHOD },
          { method: 'GET', path: '/lwr/apex/v64.0/HCS_AnnouncementController/getActiveBanners?methodParams=%7B%7D' },
        ],
      })
      const memory = topology.instances.map((instance) => `${instance.name} ${Math.round(instance.rss() / 2 ** 20)} MB`)
      console.log(
        `load ${LOAD_SECONDS} s × 200 connections: ${JSON.stringify(report)}; resident memory: ${memory.join(', ')}`,
      )
      expect({ errors: report.errors, timeouts: report.timeouts, non2xx: report.non2xx }).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      })
    },
    (LOAD_SECONDS + 60) * 1000,
  )
})
