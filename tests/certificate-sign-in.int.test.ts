/**
 * CAC/PIV sign-in end to end: nginx with the shipped site config and a test CA in front
 * of a real Payload (SQLite) answering through its REST handlers; cards presented with
 * curl and with Chromium; a certificate header forged straight to the app is refused.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { launchBrowser } from './support/browser'
import { startNginx, type RunningNginx } from './support/nginx'
import { startPayloadBridge, type PayloadBridge } from './support/payload-bridge'
import { startTestPayload, type TestPayload } from './support/payload-instance'
import { createTestCa, type TestCa, type TestClientCert } from './support/test-ca'

const run = promisify(execFile)
const SECRET = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00'

let dir: string
let ca: TestCa
let nginx: RunningNginx
let instance: TestPayload
let bridge: PayloadBridge

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hcs-cac-'))
  ca = createTestCa(dir)
  bridge = await startPayloadBridge(
    () => instance.key,
    () => String(process.env.SITE_URL),
  )
  nginx = await startNginx({ upstream: new URL(bridge.url).host, proxySecret: SECRET, ca })
  process.env.SITE_URL = nginx.httpsUrl
  process.env.METRICS_TOKEN = 'a-metrics-token-for-tests'
  process.env.CLIENT_CERT_PROXY_SECRET = SECRET
  instance = await startTestPayload('sqlite')
  await instance.payload.create({
    collection: 'users',
    data: { email: ca.clients.alice.email, password: 'orbit kettle violet copper 9', role: 'editor' } as never,
  })
  await instance.payload.create({
    collection: 'users',
    data: { email: ca.clients.expired.email, password: 'lantern amber river quiet 4', role: 'editor' } as never,
  })
})

afterAll(async () => {
  await nginx?.stop()
  await bridge?.stop()
  await instance?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** curl through nginx with a card; the answer's status, body and cookie. */
async function curl(pathname: string, options: { card?: TestClientCert; cookie?: string; method?: string } = {}) {
  const args = [
    '--silent',
    '--show-error',
    '--cacert',
    ca.rootCert,
    '--write-out',
    '\n%{http_code}',
    '--dump-header',
    '-',
  ]
  if (options.card) args.push('--cert', options.card.pem)
  // A client that is not a browser says where it comes from, as Payload asks of cookie sessions.
  if (options.cookie) args.push('--cookie', options.cookie, '--header', `Origin: ${nginx.httpsUrl}`)
  if (options.method === 'POST') {
    args.push(
      '--request',
      'POST',
      '--header',
      'Content-Type: application/json',
      '--data',
      '{"noticeAcknowledged":true}',
    )
  }
  const { stdout } = await run('curl', [...args, `${nginx.httpsUrl}${pathname}`])
  const lines = stdout.trimEnd().split('\n')
  const status = Number(lines.pop())
  const text = lines.join('\n')
  const [head, ...rest] = text.split(/\r?\n\r?\n/)
  const cookie = /^set-cookie: ([^;]+)/im.exec(head ?? '')?.[1]
  return { status, body: JSON.parse(rest.join('\n\n') || '{}'), cookie, head: head ?? '' }
}

describe('CAC/PIV sign-in through nginx', () => {
  it('signs a known card holder in (curl), with a __Host- Secure session cookie under https', async () => {
    const signedIn = await curl('/api/users/certificate-login', { card: ca.clients.alice, method: 'POST' })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.user.email).toBe('alice@example.mil')
    expect(signedIn.head).toMatch(
      /set-cookie: __Host-payload-token=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Expires=[^;]+; Secure/i,
    )
    expect(signedIn.head).toMatch(/cache-control: no-store/i)
    const me = await curl('/api/users/me', { cookie: signedIn.cookie })
    expect(me.body.user.email).toBe('alice@example.mil')
    const history = await instance.payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'signed in' } }, { method: { equals: 'certificate' } }] },
    })
    expect(history.docs[0]?.userEmail).toBe('alice@example.mil')
    expect(history.docs[0]?.clientAddress).toBe('127.0.0.1')
  })

  it('refuses a valid card that belongs to no account, an expired card and a revoked one, saying why', async () => {
    const unknown = await curl('/api/users/certificate-login', { card: ca.clients.bob, method: 'POST' })
    expect(unknown.status).toBe(403)
    expect(unknown.body.errors[0].message).toMatch(/not linked to a staff account/)
    const expired = await curl('/api/users/certificate-login', { card: ca.clients.expired, method: 'POST' })
    expect(expired.status).toBe(403)
    expect(expired.body.errors[0].message).toMatch(/expired/)
    const revoked = await curl('/api/users/certificate-login', { card: ca.clients.revoked, method: 'POST' })
    expect(revoked.status).toBe(403)
    expect(revoked.body.errors[0].message).toMatch(/revoked/)
    const none = await curl('/api/users/certificate-login', { method: 'POST' })
    expect(none.status).toBe(403)
    expect(none.body.errors[0].message).toMatch(/No card was offered/)
  })

  it('finds the account by the DoD ID number at the end of the card’s common name, ahead of the e-mail', async () => {
    // Bob's card (ROE.BOB.1234567891) carries an e-mail no account has.
    await instance.payload.create({
      collection: 'users',
      data: {
        email: 'robert.roe@example.mil',
        password: 'quiet harbor lamp 7 orbit',
        role: 'author',
        cardNumber: '1234567891',
      } as never,
    })
    const signedIn = await curl('/api/users/certificate-login', { card: ca.clients.bob, method: 'POST' })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.user.email).toBe('robert.roe@example.mil')
    const refused = await instance.payload
      .create({
        collection: 'users',
        data: { email: 'twin@example.mil', password: 'quiet harbor lamp 8 orbit', cardNumber: '1234567891' } as never,
      })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(Error)
  })

  it('refuses a certificate header sent straight to the app, even a real certificate marked SUCCESS', async () => {
    const pem = encodeURIComponent(readFileSync(ca.clients.alice.cert, 'utf8'))
    for (const secret of [undefined, 'guessed', SECRET.slice(0, -1)]) {
      const response = await fetch(`${bridge.url}/api/users/certificate-login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Client-Cert': pem,
          'X-Client-Verify': 'SUCCESS',
          ...(secret ? { 'X-Client-Cert-Proxy-Secret': secret } : {}),
        },
        body: JSON.stringify({ noticeAcknowledged: true }),
      })
      expect(response.status).toBe(403)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('passes no purge request to the cache behind it (BAN and PURGE are refused at nginx)', async () => {
    for (const method of ['BAN', 'PURGE']) {
      const { stdout } = await run('curl', [
        '--silent',
        '--cacert',
        ca.rootCert,
        '--request',
        method,
        '--output',
        '/dev/null',
        '--write-out',
        '%{http_code}',
        `${nginx.httpsUrl}/`,
      ])
      expect(stdout, method).toBe('403')
    }
  })

  it('signs in from Chromium holding the card, after the notice is acknowledged', async () => {
    const browser = await launchBrowser()
    try {
      const context = await browser.newContext({
        ignoreHTTPSErrors: true,
        clientCertificates: [
          { origin: nginx.httpsUrl, certPath: ca.clients.alice.cert, keyPath: ca.clients.alice.key },
        ],
      })
      const page = await context.newPage()
      await page.goto(`${nginx.httpsUrl}/admin/login`)
      const post = (pathname: string, body?: unknown) =>
        page.evaluate(
          async ([target, payload]) => {
            const response = await fetch(target as string, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: payload === undefined ? undefined : JSON.stringify(payload),
            })
            return { status: response.status, json: await response.json() }
          },
          [pathname, body] as const,
        )
      expect((await post('/api/users/certificate-login', {})).status).toBe(400)
      expect((await post('/api/users/acknowledge-notice')).status).toBe(200)
      const signedIn = await post('/api/users/certificate-login', {})
      expect(signedIn.status).toBe(200)
      const me = await page.evaluate(async () => (await fetch('/api/users/me')).json())
      expect(me.user.email).toBe('alice@example.mil')
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain('__Host-payload-token')
    } finally {
      await browser.close()
    }
  })
})
