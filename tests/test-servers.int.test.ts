/**
 * The servers that the staff sign-in and review notification tests stand on, each driven
 * by the real client the app or its tests will use: nginx with the shipped site config and
 * a test CA (curl, Playwright), an OpenID Connect provider (openid-client, Chromium) and a
 * mail server (nodemailer).
 */
import { execFile } from 'node:child_process'
import { X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import nodemailer from 'nodemailer'
import * as oidc from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startNginx, type RunningNginx } from './support/nginx'
import { OIDC_SCOPES, startOidcProvider, type RunningOidcProvider } from './support/oidc-provider'
import { startSmtpServer, type RunningSmtpServer } from './support/smtp-server'
import { useBrowser } from './support/suite'
import { createTestCa, type TestCa, type TestClientCert } from './support/test-ca'

const run = promisify(execFile)

/** A loopback server whose every answer comes from `respond`. */
async function startHttpServer(respond: http.RequestListener) {
  const server = http.createServer(respond)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

describe('nginx with the shipped site config and a CAC/PIV test CA', () => {
  const suite = useBrowser()
  const secret = 'b5f0c6a1d2e3f4a5b6c7d8e9f0a1b2c3'
  let dir: string
  let ca: TestCa
  let upstream: Awaited<ReturnType<typeof startHttpServer>>
  let nginx: RunningNginx

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hcs-test-ca-'))
    ca = createTestCa(dir)
    // Answers with the request as the app would see it.
    upstream = await startHttpServer((request, response) => {
      response.setHeader('Content-Type', 'application/json')
      response.end(JSON.stringify({ url: request.url, headers: request.headers }))
    })
    nginx = await startNginx({ upstream: new URL(upstream.url).host, proxySecret: secret, ca })
  })

  afterAll(async () => {
    await nginx?.stop()
    await upstream?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /** What the app receives for a request made with curl (never execFileSync: the upstream runs in this process). */
  async function seenByApp(pathname: string, options: { card?: TestClientCert; headers?: string[] } = {}) {
    const args = ['--silent', '--show-error', '--fail', '--cacert', ca.rootCert]
    if (options.card) args.push('--cert', options.card.pem)
    for (const header of options.headers ?? []) args.push('--header', header)
    const { stdout } = await run('curl', [...args, `${nginx.httpsUrl}${pathname}`])
    return JSON.parse(stdout) as { url: string; headers: Record<string, string | undefined> }
  }

  const forged = [
    'X-Client-Cert: -----BEGIN%20CERTIFICATE-----forged',
    'X-Client-Verify: SUCCESS',
    'X-Client-Cert-Proxy-Secret: guessed',
  ]

  it('passes a verified card to the sign-in paths as X-Client-Cert, with SUCCESS and the secret', async () => {
    for (const pathname of ['/admin', '/admin/login', '/api/users/login', '/auth/cac']) {
      const { headers, url } = await seenByApp(pathname, { card: ca.clients.alice, headers: forged })
      expect(url).toBe(pathname)
      expect(headers['x-client-verify']).toBe('SUCCESS')
      expect(headers['x-client-cert-proxy-secret']).toBe(secret)
      const cert = new X509Certificate(decodeURIComponent(headers['x-client-cert'] ?? ''))
      expect(cert.fingerprint256).toBe(new X509Certificate(readFileSync(ca.clients.alice.cert)).fingerprint256)
      // What the app will read the person from (Node's wording of the UPN otherName).
      expect(cert.subjectAltName).toBe('email:alice@example.mil, othername:UPN:1234567890@mil')
      expect(cert.subject).toContain('CN=DOE.ALICE.Q.1234567890')
    }
    const bob = await seenByApp('/auth/cac', { card: ca.clients.bob })
    expect(bob.headers['x-client-verify']).toBe('SUCCESS')
    expect(new X509Certificate(decodeURIComponent(bob.headers['x-client-cert'] ?? '')).subjectAltName).toBe(
      'email:bob@example.mil',
    )
  })

  it.each([
    ['expired', 'FAILED:certificate has expired'],
    ['revoked', 'FAILED:certificate revoked'],
    // Chain building stops at the unknown issuer; nginx words it this way.
    ['untrusted', 'FAILED:unable to verify the first certificate'],
  ] as const)('reports a %s card as %s and passes no certificate', async (name, verify) => {
    const { headers } = await seenByApp('/auth/cac', { card: ca.clients[name], headers: forged })
    expect(headers['x-client-verify']).toBe(verify)
    expect(headers['x-client-cert']).toBeUndefined()
    expect(headers['x-client-cert-proxy-secret']).toBe(secret)
    // Without the error_page in the config, nginx itself would answer 495, on every path.
    const publicPage = await seenByApp('/about', { card: ca.clients[name] })
    expect(publicPage.headers['x-client-verify']).toBeUndefined()
  })

  it('passes the host with its port, so the admin’s server actions work on a port other than 443 (issue 45)', async () => {
    const port = new URL(nginx.httpsUrl).port
    expect(port).not.toBe('443')
    for (const pathname of ['/', '/admin', '/api/users/me']) {
      const { headers } = await seenByApp(pathname)
      // Next refuses a server action whose Origin (https://localhost:<port>) does not match the host it is given.
      expect(headers.host, pathname).toBe(`localhost:${port}`)
    }
  })

  it('reports NONE without a card, whatever the visitor sent', async () => {
    const { headers } = await seenByApp('/admin/login', { headers: forged })
    expect(headers['x-client-verify']).toBe('NONE')
    expect(headers['x-client-cert']).toBeUndefined()
    expect(headers['x-client-cert-proxy-secret']).toBe(secret)
  })

  it('clears the three headers on every other path, even with a valid card', async () => {
    for (const pathname of ['/', '/about', '/api/pages', '/administrator', '/api/users']) {
      const { headers } = await seenByApp(pathname, { card: ca.clients.alice, headers: forged })
      expect(headers['x-client-cert'], pathname).toBeUndefined()
      expect(headers['x-client-verify'], pathname).toBeUndefined()
      expect(headers['x-client-cert-proxy-secret'], pathname).toBeUndefined()
    }
  })

  it('tells the app the visitor address and https', async () => {
    const { headers } = await seenByApp('/', { headers: ['X-Forwarded-For: 203.0.113.9', 'X-Forwarded-Proto: http'] })
    // The last entry is the one nginx saw (the rate limits read that one).
    expect(headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1')
    expect(headers['x-forwarded-proto']).toBe('https')
  })

  it('sends plain http to https on the configured name', async () => {
    const response = await fetch(`${nginx.httpUrl}/about?x=1`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('https://localhost/about?x=1')
  })

  it("presents a card from a browser through Playwright's clientCertificates", async () => {
    // Playwright makes the TLS connection itself when a client certificate applies, so
    // the test CA's server certificate is accepted with ignoreHTTPSErrors.
    const context = await suite.browser.newContext({
      ignoreHTTPSErrors: true,
      clientCertificates: [{ origin: nginx.httpsUrl, certPath: ca.clients.alice.cert, keyPath: ca.clients.alice.key }],
    })
    try {
      const page = await context.newPage()
      const response = await page.goto(`${nginx.httpsUrl}/auth/cac`)
      const { headers } = (await response?.json()) as { headers: Record<string, string> }
      expect(headers['x-client-verify']).toBe('SUCCESS')
      expect(new X509Certificate(decodeURIComponent(headers['x-client-cert'] ?? '')).subject).toContain(
        'CN=DOE.ALICE.Q.1234567890',
      )
      // A browser without one gets the site, and the app sees NONE.
      const plain = await suite.browser.newContext({ ignoreHTTPSErrors: true })
      const withoutCard = await (await plain.newPage()).goto(`${nginx.httpsUrl}/auth/cac`)
      expect(((await withoutCard?.json()) as { headers: Record<string, string> }).headers['x-client-verify']).toBe(
        'NONE',
      )
      await plain.close()
    } finally {
      await context.close()
    }
  })
})

describe('OpenID Connect provider', () => {
  const suite = useBrowser()
  const client = { id: 'hybrid-cloud-site', secret: 'test-client-secret' }
  let relyingParty: Awaited<ReturnType<typeof startHttpServer>>
  let provider: RunningOidcProvider
  let config: oidc.Configuration

  beforeAll(async () => {
    // Stands in for the app's callback and signed-out pages.
    relyingParty = await startHttpServer((request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(
        `<!doctype html><title>${request.url?.startsWith('/signed-out') ? 'Signed out' : 'Callback'}</title>`,
      )
    })
    provider = await startOidcProvider({
      clients: [
        {
          client_id: client.id,
          client_secret: client.secret,
          redirect_uris: [`${relyingParty.url}/auth/callback`],
          post_logout_redirect_uris: [`${relyingParty.url}/signed-out`],
        },
      ],
      accounts: {
        alice: { email: 'alice@example.mil', name: 'Alice Doe', groups: ['site-editors', 'site-reviewers'] },
        bob: { email: 'bob@example.mil', name: 'Bob Roe', groups: [] },
      },
    })
    // http issuer: openid-client 6 needs allowInsecureRequests. Client authentication must
    // match the client's registration (oidc-provider's default is client_secret_basic;
    // openid-client's default for a secret is client_secret_post).
    config = await oidc.discovery(
      new URL(provider.issuer),
      client.id,
      undefined,
      oidc.ClientSecretBasic(client.secret),
      {
        execute: [oidc.allowInsecureRequests],
      },
    )
  })

  afterAll(async () => {
    await provider?.stop()
    await relyingParty?.stop()
  })

  it('publishes discovery: PKCE S256, the groups scope and claim, userinfo and end_session', () => {
    const metadata = config.serverMetadata()
    expect(metadata.issuer).toBe(provider.issuer)
    expect(metadata.code_challenge_methods_supported).toEqual(['S256'])
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(OIDC_SCOPES.split(' ')))
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(['email', 'email_verified', 'name', 'groups']))
    expect(metadata.userinfo_endpoint).toBe(`${provider.issuer}/me`)
    expect(metadata.end_session_endpoint).toBe(`${provider.issuer}/session/end`)
    expect(metadata.jwks_uri).toBe(`${provider.issuer}/jwks`)
  })

  it('refuses an authorization request without PKCE', async () => {
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${relyingParty.url}/auth/callback`,
      scope: OIDC_SCOPES,
      state: 'no-pkce',
    })
    const response = await fetch(url, { redirect: 'manual' })
    const location = new URL(response.headers.get('location') ?? '', provider.issuer)
    expect(location.searchParams.get('error')).toBe('invalid_request')
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/)
  })

  it('signs a person in from a browser (code, PKCE, nonce) and RP-initiated logout ends the session', async () => {
    const verifier = oidc.randomPKCECodeVerifier()
    const nonce = oidc.randomNonce()
    const state = oidc.randomState()
    const signInUrl = async () =>
      oidc.buildAuthorizationUrl(config, {
        redirect_uri: `${relyingParty.url}/auth/callback`,
        scope: OIDC_SCOPES,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        nonce,
        state,
      })
    const context = await suite.browser.newContext()
    try {
      const page = await context.newPage()
      await page.goto((await signInUrl()).href)
      await page.fill('input[name="username"]', 'nobody')
      await page.click('button[type="submit"]')
      await expect(page.getByRole('alert').textContent()).resolves.toContain('No account "nobody"')
      await page.fill('input[name="username"]', 'alice')
      await page.click('button[type="submit"]')
      await page.waitForURL((url) => url.pathname === '/auth/callback')

      const tokens = await oidc.authorizationCodeGrant(config, new URL(page.url()), {
        pkceCodeVerifier: verifier,
        expectedNonce: nonce,
        expectedState: state,
      })
      expect(tokens.claims()).toMatchObject({
        iss: provider.issuer,
        aud: client.id,
        sub: 'alice',
        nonce,
        email: 'alice@example.mil',
        email_verified: true,
        name: 'Alice Doe',
        groups: ['site-editors', 'site-reviewers'],
      })
      const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, 'alice')
      expect(userinfo).toMatchObject({ email: 'alice@example.mil', groups: ['site-editors', 'site-reviewers'] })
      expect(provider.hasActiveSession('alice')).toBe(true)

      const signOutUrl = oidc.buildEndSessionUrl(config, {
        id_token_hint: tokens.id_token ?? '',
        post_logout_redirect_uri: `${relyingParty.url}/signed-out`,
        state: 'signed-out-state',
      })
      await page.goto(signOutUrl.href)
      await page.waitForURL((url) => url.pathname === '/signed-out')
      expect(new URL(page.url()).searchParams.get('state')).toBe('signed-out-state')
      expect(provider.hasActiveSession('alice')).toBe(false)
      expect(provider.endedSessions()).toBe(1)

      // The same browser is asked who it is again.
      await page.goto((await signInUrl()).href)
      await expect(page.locator('input[name="username"]').count()).resolves.toBe(1)
    } finally {
      await context.close()
    }
  })
})

describe('SMTP server', () => {
  let smtp: RunningSmtpServer

  beforeAll(async () => {
    smtp = await startSmtpServer()
  })

  afterAll(async () => {
    await smtp?.stop()
  })

  it('receives what nodemailer sends, parsed, with the envelope recipients', async () => {
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: false,
      auth: { user: 'site', pass: 'anything' },
    })
    await transport.sendMail({
      from: 'Hybrid Cloud Site <site@example.mil>',
      to: 'Reviewer <reviewer@example.mil>',
      bcc: 'audit@example.mil',
      subject: 'Review requested: Cloud pricing',
      text: 'Alice asks you to review "Cloud pricing".',
      html: '<p>Alice asks you to review <b>Cloud pricing</b>.</p>',
    })
    transport.close()
    const message = await smtp.waitForMessage((received) => received.subject.startsWith('Review requested'))
    expect(message).toMatchObject({
      from: 'site@example.mil',
      to: ['reviewer@example.mil', 'audit@example.mil'],
      subject: 'Review requested: Cloud pricing',
      text: 'Alice asks you to review "Cloud pricing".',
      html: '<p>Alice asks you to review <b>Cloud pricing</b>.</p>',
      user: 'site',
    })
    expect(message.headers.bcc).toBeUndefined()
    await expect(smtp.waitForMessage((received) => received.subject === 'never sent', 200)).rejects.toThrow(
      /No matching message within 200 ms/,
    )
  })
})
