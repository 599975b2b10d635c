/**
 * The external link checker (src/governance/links/check-urls.ts) against a plain
 * HTTP server of the test's own on loopback, which answers each way a real site can and
 * records when each request started and ended.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkUrls, isPrivateAddress, type LinkCheckOptions } from '@/governance'

type Seen = { host: string; method: string; path: string; userAgent: string; start: number; end: number }

const SITE = 'https://cloud.example.mil'
const DELAY = 60

function startServer(host: string) {
  const seen: Seen[] = []
  let inFlight = 0
  let mostInFlight = 0
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/'
    const entry: Seen = {
      host,
      method: request.method ?? '',
      path,
      userAgent: request.headers['user-agent'] ?? '',
      start: performance.now(),
      end: Number.NaN,
    }
    seen.push(entry)
    inFlight += 1
    mostInFlight = Math.max(mostInFlight, inFlight)
    let ended = false
    const done = () => {
      if (ended) return
      ended = true
      inFlight -= 1
      entry.end = performance.now()
    }
    response.on('finish', done)
    response.on('close', done)

    const redirect = (status: number, location: string) => response.writeHead(status, { location }).end()
    const hop = /^\/(chain|many)\/(\d+)$/.exec(path)
    if (path === '/ok') response.end('fine')
    else if (path === '/missing') response.writeHead(404).end('not here')
    else if (path === '/broken') response.writeHead(500).end('oops')
    else if (hop?.[1] === 'chain') {
      const step = Number(hop[2])
      if (step < 3) redirect([301, 302, 307][step] ?? 301, `/chain/${step + 1}`)
      else redirect(308, '/ok')
    } else if (hop?.[1] === 'many') redirect(302, `/many/${Number(hop[2]) + 1}`)
    else if (path === '/loop/a') redirect(302, '/loop/b')
    else if (path === '/loop/b') redirect(302, `http://${request.headers.host}/loop/a`)
    else if (path === '/to-mail') redirect(302, 'mailto:help@example.mil')
    else if (path === '/slow') {
      const timer = setTimeout(() => response.end('late'), 2_000)
      response.on('close', () => clearTimeout(timer))
    } else if (path === '/no-head') {
      if (request.method === 'HEAD') response.writeHead(405, { allow: 'GET' }).end()
      else response.end('a body that is not read')
    } else if (path === '/pause') setTimeout(() => response.end('done'), 150)
    else response.writeHead(404).end()
  })
  return new Promise<{ base: string; seen: Seen[]; mostInFlight: () => number; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, host, () => {
        const { port } = server.address() as AddressInfo
        resolve({
          base: `http://${host}:${port}`,
          seen,
          mostInFlight: () => mostInFlight,
          close: () => new Promise((closed) => server.close(() => closed())),
        })
      })
    },
  )
}

let main: Awaited<ReturnType<typeof startServer>>
let closedPort: number

beforeAll(async () => {
  main = await startServer('127.0.0.1')
  const gone = await startServer('127.0.0.1')
  closedPort = Number(new URL(gone.base).port)
  await gone.close()
})

afterAll(async () => {
  await main?.close()
})

const options: LinkCheckOptions = {
  siteUrl: SITE,
  allowPrivateAddresses: true,
  perHostDelayMs: DELAY,
  timeoutMs: 300,
}

describe('checkUrls', () => {
  it('reports each kind of answer in plain words', async () => {
    const url = (path: string) => `${main.base}${path}`
    const results = await checkUrls(
      [
        url('/ok'),
        url('/missing'),
        url('/broken'),
        url('/chain/0'),
        url('/many/0'),
        url('/loop/a'),
        url('/slow'),
        url('/no-head'),
        url('/to-mail'),
        `http://127.0.0.1:${closedPort}/ok`,
        'ftp://files.example.mil/a',
        'not an address',
        url('/ok'), // a repeat is checked once
      ],
      options,
    )
    expect(results).toEqual([
      { url: url('/ok'), ok: true, status: 200 },
      { url: url('/missing'), ok: false, status: 404, problem: 'The page was not found (404)' },
      { url: url('/broken'), ok: false, status: 500, problem: 'The server had an error (500)' },
      { url: url('/chain/0'), ok: true, status: 200, finalUrl: url('/ok') },
      { url: url('/many/0'), ok: false, status: 302, problem: 'Too many redirects', finalUrl: url('/many/5') },
      {
        url: url('/loop/a'),
        ok: false,
        status: 302,
        problem: 'The address redirects in a loop',
        finalUrl: url('/loop/b'),
      },
      { url: url('/slow'), ok: false, problem: 'No answer within 0.3 seconds' },
      { url: url('/no-head'), ok: true, status: 200 },
      {
        url: url('/to-mail'),
        ok: false,
        status: 302,
        problem: 'The site redirects to an address that is not a web page (mailto:)',
      },
      { url: `http://127.0.0.1:${closedPort}/ok`, ok: false, problem: 'The address could not be reached' },
      { url: 'ftp://files.example.mil/a', ok: false, problem: 'Only web addresses (http or https) are checked' },
      { url: 'not an address', ok: false, problem: 'The address is not valid' },
      { url: url('/ok'), ok: true, status: 200 },
    ])

    // HEAD first; GET only where HEAD was refused; the 6th redirect is not followed.
    const requests = main.seen.map((entry) => `${entry.method} ${entry.path}`)
    expect(requests.filter((request) => request.startsWith('GET'))).toEqual(['GET /no-head'])
    expect(requests.filter((request) => request.endsWith('/ok'))).toEqual(['HEAD /ok', 'HEAD /ok']) // once, and once after /chain/3
    expect(requests.filter((request) => request.includes('/many/'))).toHaveLength(6)
    expect(new Set(main.seen.map((entry) => entry.userAgent))).toEqual(
      new Set(['HybridCloudSite-LinkChecker/1.0 (+https://cloud.example.mil)']),
    )

    // One host: one request at a time, each starting a pause after the one before ended.
    expect(main.mostInFlight()).toBe(1)
    const byStart = [...main.seen].sort((a, b) => a.start - b.start)
    for (let index = 1; index < byStart.length; index += 1) {
      const gap = (byStart[index]?.start ?? 0) - (byStart[index - 1]?.end ?? 0)
      expect(gap, `${byStart[index - 1]?.path} → ${byStart[index]?.path}`).toBeGreaterThanOrEqual(DELAY - 10)
    }
  })

  it('keeps the total number of requests in flight within the limit, across hosts', async () => {
    const servers = await Promise.all(['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'].map(startServer))
    try {
      let inFlight = 0
      let most = 0
      const sample = setInterval(() => {
        inFlight = servers.reduce(
          (sum, server) => sum + server.seen.filter((entry) => Number.isNaN(entry.end)).length,
          0,
        )
        most = Math.max(most, inFlight)
      }, 5)
      const urls = [...servers, ...servers].map((server) => `${server.base}/pause`) // hosts taking turns
      const results = await checkUrls(urls, { ...options, concurrency: 2 })
      clearInterval(sample)
      expect(results.every((result) => result.ok)).toBe(true)
      expect(most).toBe(2)
      for (const server of servers) expect(server.mostInFlight()).toBe(1)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
    }
  })

  it('refuses private and loopback addresses unless told otherwise, without sending anything', async () => {
    const before = main.seen.length
    const path = '/ok'
    const port = new URL(main.base).port
    const results = await checkUrls(
      [`http://127.0.0.1:${port}${path}`, `http://localhost:${port}${path}`, `http://[::1]:${port}${path}`],
      { siteUrl: SITE, perHostDelayMs: 0 },
    )
    for (const result of results) {
      expect(result).toMatchObject({
        ok: false,
        problem: 'The address points to a private or local network, so it was not checked',
      })
    }
    expect(main.seen.length).toBe(before)

    // A name is resolved before the check: localhost passes only when allowed.
    const [allowed] = await checkUrls([`http://localhost:${port}${path}`], { ...options, perHostDelayMs: 0 })
    expect(allowed).toEqual({ url: `http://localhost:${port}${path}`, ok: true, status: 200 })
  })
})

describe('isPrivateAddress', () => {
  it('knows private, loopback, link-local and reserved ranges', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
  })

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false)
    }
  })
})
