/**
 * Security hardening, checked against the production build: response headers and CSP
 * on each kind of response, CSP reports, security.txt, sign-in limits, CSRF and CORS,
 * and the doors that must stay shut (GraphQL, uploads from a URL).
 */
import { createHash } from 'node:crypto'
import http from 'node:http'

import { describe, expect, inject, it } from 'vitest'

import { useBrowserAndApi } from './support/suite'

const baseUrl = inject('baseUrl')

type Doc = { id: number; recordId?: string; url?: string }

const cspOf = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
  )

function expectBaseHeaders(response: Response, label: string) {
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff')
  expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy'), label).toContain('camera=()')
  expect(response.headers.get('cross-origin-opener-policy'), label).toBe('same-origin')
  expect(response.headers.get('x-powered-by'), label).toBeNull()
  // Plain http here: HSTS only goes out over https.
  expect(response.headers.get('strict-transport-security'), label).toBeNull()
}

describe('security', () => {
  const suite = useBrowserAndApi()

  describe('response headers', () => {
    it('gives every anonymous page a policy of script hashes only, the same for every visitor, allowing each script it has', async () => {
      const record = (await suite.api.get<{ docs: Doc[] }>('/carousel-items?limit=1&depth=0')).docs[0]!.recordId
      for (const path of ['/', '/offerings/stratus', `/detail/${record}`, '/news', '/no-such-page']) {
        const first = await fetch(`${baseUrl}${path}`)
        const second = await fetch(`${baseUrl}${path}`)
        expectBaseHeaders(first, path)
        const csp = cspOf(first)
        expect(csp['script-src'], path).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/)
        expect(csp['object-src'], path).toBe("'none'")
        expect(csp['base-uri'], path).toBe("'self'")
        expect(csp['frame-ancestors'], path).toBe("'none'")
        expect(csp['report-uri'], path).toBe('/csp-report')
        // A cached copy repeats nothing an attacker could use: no nonce, and the same hashes.
        expect(second.headers.get('content-security-policy'), path).toBe(first.headers.get('content-security-policy'))
        expect(first.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=\d+$/)
        const html = await first.text()
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body!)
        expect(inline.length, path).toBeGreaterThan(0)
        for (const body of inline) {
          const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`
          expect(csp['script-src'], `${path}: ${body.slice(0, 40)}`).toContain(hash)
        }
      }
    })

    it('gives a response no cache keeps a nonce of its own, and data answers a policy that runs nothing', async () => {
      const nonces = new Set<string>()
      for (let attempt = 0; attempt < 2; attempt++) {
        const admin = await fetch(`${baseUrl}/admin/login`)
        expectBaseHeaders(admin, '/admin/login')
        expect(admin.headers.get('cache-control')).toContain('no-store')
        const csp = cspOf(admin)
        expect(csp['script-src']).toContain("'strict-dynamic'")
        const nonce = csp['script-src']!.match(/'nonce-([^']+)'/)![1]!
        expect(await admin.text()).toContain(`nonce="${nonce}"`)
        nonces.add(nonce)
      }
      expect(nonces.size).toBe(2)
      for (const path of ['/lwr/apex/v64.0/HCS_CarouselController/getNews', '/api/named-pages?limit=1']) {
        const response = await fetch(`${baseUrl}${path}`)
        expectBaseHeaders(response, path)
        expect(response.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'")
      }
    })

    it('lets browsers keep a page and ask again cheaply, but never a signed-in answer', async () => {
      const page = await fetch(`${baseUrl}/offerings`)
      const etag = page.headers.get('etag')
      expect(etag).toMatch(/^W\/"/)
      const again = await fetch(`${baseUrl}/offerings`, { headers: { 'If-None-Match': etag! } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      const signedIn = await fetch(`${baseUrl}/offerings`, { headers: { Cookie: `payload-token=${suite.api.token}` } })
      expect(signedIn.status).toBe(200)
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
      expect(cspOf(signedIn)['script-src']).toMatch(/'nonce-/)
      // The page's scripts are the same for everyone: a signed-in browser keeps them too,
      // or every admin page load would fetch them again.
      const script = (await page.text()).match(/\/_next\/static\/chunks\/[\w-]+\.js/)![0]
      const scriptSignedIn = await fetch(`${baseUrl}${script}`, {
        headers: { Cookie: `payload-token=${suite.api.token}` },
      })
      expect(scriptSignedIn.status).toBe(200)
      expect(scriptSignedIn.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    })

    it('serves uploaded files with a policy that runs nothing', async () => {
      const media = (await suite.api.get<{ docs: Doc[] }>('/media?limit=1&depth=0&where[_status][equals]=published'))
        .docs[0]!
      const file = await fetch(new URL(media.url!, baseUrl))
      expect(file.status).toBe(200)
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
      expect(file.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(file.headers.get('content-security-policy')).toContain('sandbox')
    })

    it('keeps its own policy whatever security headers the request carries', async () => {
      const response = await fetch(`${baseUrl}/offerings/stratus`, {
        headers: {
          'Content-Security-Policy': "script-src 'nonce-chosenByTheClient' 'unsafe-inline'",
          'Content-Security-Policy-Report-Only': "script-src 'nonce-chosenByTheClient'",
        },
      })
      expectBaseHeaders(response, 'forged request')
      expect(response.headers.get('content-security-policy')).not.toMatch(/chosenByTheClient|unsafe-inline'; frame/)
      expect(cspOf(response)['script-src']).not.toContain('unsafe-inline')
      expect(await response.text()).not.toContain('chosenByTheClient')
    })

    it('gives a page asked for through a dot-segment path its policy all the same', async () => {
      // fetch() and URL strings resolve the dots on this side; a raw path goes as written.
      const { hostname, port } = new URL(baseUrl)
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get({ hostname, port, path: '/img/../offerings/stratus' }, resolve).on('error', reject)
      })
      response.resume()
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    })

    it('sends HSTS for a year when the request came over https', async () => {
      const response = await fetch(`${baseUrl}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
      expect(cspOf(response)['upgrade-insecure-requests']).toBeDefined()
    })

    it('blocks script that slipped into a page’s HTML and reports it: only the page’s own scripts run', async () => {
      const { page, context } = await (await import('./support/browser')).openPage(suite.browser, baseUrl)
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) violations.push(message.text())
      })
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      expect(violations).toEqual([])
      // Serve the real page, headers and all, with markup an attacker might have stored.
      await page.route('**/offerings', async (route) => {
        const original = await route.fetch()
        const html = (await original.text()).replace(
          '<main',
          '<script>window.injected = "inline"</script><img src="/nope.png" onerror="window.injected = \'handler\'"><main',
        )
        await route.fulfill({ response: original, body: html })
      })
      await page.addInitScript(() => {
        const seen: { directive: string; disposition: string }[] = []
        ;(window as unknown as { refusals: typeof seen }).refusals = seen
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push({ directive: event.effectiveDirective, disposition: event.disposition }),
        )
      })
      await page.goto('/offerings')
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected ?? null)).toBeNull()
      const refusals = await page.evaluate(
        () => (window as unknown as { refusals: { directive: string; disposition: string }[] }).refusals,
      )
      expect(violations.length).toBeGreaterThanOrEqual(2)
      // The page's own scripts still ran: the navigation is interactive.
      expect(await page.evaluate(() => Boolean((window as unknown as { next?: unknown }).next))).toBe(true)
      await context.close()
      // Reported as enforced violations, which the browser also sends to the collector the policy names.
      expect(refusals.map((refusal) => refusal.disposition)).toContain('enforce')
      expect(refusals.map((refusal) => refusal.directive)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^script-src/)]),
      )
    })
  })

  describe('CSP reports', () => {
    const report = (body: string, type = 'application/csp-report') =>
      fetch(`${baseUrl}/csp-report`, {
        method: 'POST',
        headers: { 'Content-Type': type, 'X-Forwarded-For': '198.51.100.7' },
        body,
      })

    it('accepts both report formats and logs the violation', async () => {
      const legacy = await report(
        JSON.stringify({
          'csp-report': {
            'document-uri': `${baseUrl}/`,
            'violated-directive': 'script-src-elem',
            'blocked-uri': 'inline',
          },
        }),
      )
      expect(legacy.status).toBe(204)
      const modern = await report(
        JSON.stringify([
          { type: 'csp-violation', body: { documentURL: `${baseUrl}/news`, effectiveDirective: 'img-src' } },
        ]),
        'application/reports+json',
      )
      expect(modern.status).toBe(204)
      const log = inject('serverLog')
      if (log) {
        const { readFileSync } = await import('node:fs')
        await expect.poll(() => readFileSync(log, 'utf8')).toContain('"msg":"CSP violation"')
      }
    })

    it('refuses what is not a report, and oversized ones', async () => {
      expect((await report('not json')).status).toBe(400)
      expect((await report(JSON.stringify({ hello: 'world' }))).status).toBe(400)
      expect((await report('x'.repeat(20_000))).status).toBe(413)
    })
  })

  it('publishes security.txt with a contact, an expiry within a year and the policy', async () => {
    const response = await fetch(`${baseUrl}/.well-known/security.txt`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/^Contact: (mailto:|https:)/m)
    expect(text).toContain(`Policy: ${baseUrl}/vulnerability-disclosure`)
    const expires = new Date(text.match(/^Expires: (.+)$/m)![1]!).getTime()
    expect(expires).toBeGreaterThan(Date.now())
    expect(expires - Date.now()).toBeLessThan(366 * 24 * 60 * 60 * 1000)
    expect((await fetch(`${baseUrl}/vulnerability-disclosure`)).status).toBe(200)
  })

  describe('sign-in', () => {
    const login = (email: string, password: string, client: string, origin?: string) =>
      fetch(`${baseUrl}/api/users/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': client,
          ...(origin ? { Origin: origin } : {}),
        },
        body: JSON.stringify({ email, password, noticeAcknowledged: true }),
      })

    it('gives the same message for an unknown account and a wrong password', async () => {
      const unknown = await login('nobody@example.mil', 'wrong password here', '192.0.2.10')
      const wrong = await login(inject('adminEmail'), 'wrong password here', '192.0.2.11')
      expect(unknown.status).toBe(401)
      expect(wrong.status).toBe(401)
      expect((await unknown.json()).errors[0].message).toBe((await wrong.json()).errors[0].message)
    })

    it('locks an account for the guessing client after 3 failures, with a generic notice; its owner still signs in', async () => {
      const email = `locked.${Date.now()}@example.mil`
      await suite.api.post('/users', { email, password: 'amber lantern quiet river', role: 'editor' })
      for (let attempt = 0; attempt < 3; attempt++) await login(email, 'wrong password here', '192.0.2.50')
      const locked = await login(email, 'amber lantern quiet river', '192.0.2.50')
      expect(locked.status).toBe(429)
      expect((await locked.json()).errors[0].message).toBe('Too many sign-in attempts. Try again in 15 minutes.')
      expect((await login(email, 'amber lantern quiet river', '192.0.2.51')).status).toBe(200)
    })

    it('refuses a sign-in form sent from another site, and keeps no copy of the answer that sets the session', async () => {
      expect(
        (await login(inject('adminEmail'), inject('adminPassword'), '192.0.2.60', 'https://evil.example')).status,
      ).toBe(403)
      const signedIn = await login(inject('adminEmail'), inject('adminPassword'), '192.0.2.61', baseUrl)
      expect(signedIn.status).toBe(200)
      expect(signedIn.headers.get('set-cookie')).toMatch(/^payload-token=.*HttpOnly; SameSite=Lax/)
      expect(signedIn.headers.get('cache-control')).toMatch(/no-store/)
    })

    it('limits attempts from one client, whatever the account', async () => {
      const client = '203.0.113.77'
      // The browser tests' server allows 200 attempts per client (the default is 20); each
      // refusal takes the same ~0.9 s, so they are sent 25 at a time.
      const statuses: number[] = []
      for (let batch = 0; batch < 9 && !statuses.includes(429); batch++) {
        const answers = await Promise.all(
          Array.from({ length: 25 }, (_, n) => login(`spray.${batch}.${n}@example.mil`, 'guess guess guess', client)),
        )
        statuses.push(...answers.map((answer) => answer.status))
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(200)
      expect(statuses).toContain(429)
      // Another client is not affected.
      expect((await login(`spray.other@example.mil`, 'guess guess guess', '203.0.113.78')).status).toBe(401)
    }, 60_000)

    it('refuses a cookie-authenticated write sent from another site (CSRF)', async () => {
      const signedIn = await fetch(`${baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: inject('adminEmail'),
          password: inject('adminPassword'),
          noticeAcknowledged: true,
        }),
      })
      const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!
      const write = (origin: string) =>
        fetch(`${baseUrl}/api/announcements`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: origin },
          body: JSON.stringify({}),
        })
      expect((await write('https://evil.example')).status).toBe(403)
      // From the site itself the session counts: the empty banner fails validation instead.
      expect((await write(baseUrl)).status).toBe(400)
    })

    it('allows no other origin to read the API from a browser (CORS)', async () => {
      const preflight = await fetch(`${baseUrl}/api/users/me`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
      })
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
      const read = await fetch(`${baseUrl}/api/named-pages?limit=1`, { headers: { Origin: 'https://evil.example' } })
      expect(read.headers.get('access-control-allow-origin')).toBeNull()
    })
  })

  describe('closed doors', () => {
    it('has GraphQL off', async () => {
      const response = await fetch(`${baseUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
      })
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(await response.text()).not.toContain('__schema')
    })

    it('never fetches an address an editor supplies (no upload from URL)', async () => {
      const response = await suite.api.request(
        'GET',
        `/media/paste-url?src=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
      )
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    })

    it('refuses an SVG upload disguised as a PNG over REST', async () => {
      const form = new FormData()
      form.append(
        'file',
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/png' }),
        'harmless.png',
      )
      form.append('_payload', JSON.stringify({ altText: 'Disguised' }))
      const response = await fetch(`${baseUrl}/api/media`, {
        method: 'POST',
        headers: { Authorization: `JWT ${suite.api.token}` },
        body: form,
      })
      expect(response.status).toBe(400)
    })
  })
})
