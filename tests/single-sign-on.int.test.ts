/**
 * Single sign-on with a real OpenID provider on loopback (oidc-provider) and a real
 * browser, against a real Payload (SQLite) answering through its REST handlers: sign-in
 * with code + PKCE + nonce, accounts made on first sign-in with the mapped role, refusal of
 * unmapped groups and other domains, and sign-out here and at the provider.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { OIDC_SCOPES, startOidcProvider, type OidcAccount, type RunningOidcProvider } from './support/oidc-provider'
import { startPayloadBridge, type PayloadBridge } from './support/payload-bridge'
import { startTestPayload, type TestPayload } from './support/payload-instance'
import { useBrowser } from './support/suite'

let instance: TestPayload
let bridge: PayloadBridge
let provider: RunningOidcProvider
const accounts: Record<string, OidcAccount> = {
  alice: { email: 'alice@example.mil', name: 'Alice Doe', groups: ['site-editors', 'everyone'] },
  bob: { email: 'bob@example.mil', name: 'Bob Roe', groups: ['everyone'] },
  eve: { email: 'eve@example.com', name: 'Eve Outsider', groups: ['site-admins'] },
}

beforeAll(async () => {
  bridge = await startPayloadBridge(
    () => instance.key,
    () => bridge.url,
  )
  provider = await startOidcProvider({
    clients: [
      {
        client_id: 'hybrid-cloud-site',
        client_secret: 'test-client-secret',
        redirect_uris: [`${bridge.url}/api/users/oidc/callback`],
        post_logout_redirect_uris: [`${bridge.url}/admin/login`],
      },
    ],
    accounts,
  })
  Object.assign(process.env, {
    SITE_URL: bridge.url,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'hybrid-cloud-site',
    OIDC_CLIENT_SECRET: 'test-client-secret',
    OIDC_ROLE_MAP: 'site-authors=author,site-editors=editor,site-admins=admin',
    OIDC_ALLOWED_DOMAINS: 'example.mil',
    OIDC_SCOPES,
    // A site that signs staff in through its identity provider only.
    PASSWORD_SIGN_IN: 'false',
  })
  instance = await startTestPayload('sqlite')
})

afterAll(async () => {
  await provider?.stop()
  await bridge?.stop()
  await instance?.close()
})

/** Acknowledges the notice (as the sign-in page's button does), then signs in at the provider as `username`. */
async function signIn(page: Page, username: string) {
  await page.goto(`${bridge.url}/admin/login`)
  const acknowledged = await page.evaluate(
    async () => (await fetch('/api/users/acknowledge-notice', { method: 'POST' })).status,
  )
  expect(acknowledged).toBe(200)
  await page.goto(`${bridge.url}/api/users/oidc/start`)
  if (await page.locator('input[name="username"]').count()) {
    await page.fill('input[name="username"]', username)
    await page.click('button[type="submit"]')
  }
  await page.waitForURL((url) => url.href.startsWith(bridge.url) && !url.pathname.startsWith('/api/users/oidc/start'))
}

const me = (page: Page) =>
  page.evaluate(
    async () => (await (await fetch('/api/users/me')).json()) as { user: { email: string; role: string } | null },
  )

describe('single sign-on', () => {
  const suite = useBrowser()

  it('refuses password sign-in and password resets when PASSWORD_SIGN_IN=false', async () => {
    for (const path of ['login', 'forgot-password']) {
      const response = await fetch(`${bridge.url}/api/users/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: 'admin@example.mil',
          password: 'correct-horse-battery-staple',
          noticeAcknowledged: true,
        }),
      })
      expect(response.status, path).toBe(403)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
        /Password sign-in is turned off/,
      )
    }
  })

  it('refuses to start before the notice is acknowledged', async () => {
    const response = await fetch(`${bridge.url}/api/users/oidc/start`, { redirect: 'manual' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Read the notice first')
  })

  it('signs a person in, making their account with the role their groups map to, and signs out here and at the provider', async () => {
    const context = await suite.browser.newContext()
    try {
      const page = await context.newPage()
      await signIn(page, 'alice')
      expect(new URL(page.url()).pathname).toBe('/admin')
      expect((await me(page)).user).toMatchObject({ email: 'alice@example.mil', role: 'editor' })
      expect(provider.hasActiveSession('alice')).toBe(true)
      const history = await instance.payload.find({
        collection: 'audit-log',
        where: { and: [{ action: { equals: 'signed in' } }, { method: { equals: 'oidc' } }] },
      })
      expect(history.docs[0]).toMatchObject({ userEmail: 'alice@example.mil', clientAddress: '127.0.0.1' })

      await page.goto(`${bridge.url}/api/users/oidc/logout`)
      await page.waitForURL((url) => url.href === `${bridge.url}/admin/login`)
      expect((await me(page)).user).toBeNull()
      expect(provider.hasActiveSession('alice')).toBe(false)
      expect(provider.endedSessions()).toBe(1)
    } finally {
      await context.close()
    }
  })

  it('follows the provider’s groups at each sign-in: a new group raises the role', async () => {
    accounts.alice!.groups = ['site-admins']
    const context = await suite.browser.newContext()
    try {
      const page = await context.newPage()
      await signIn(page, 'alice')
      expect((await me(page)).user).toMatchObject({ email: 'alice@example.mil', role: 'admin' })
      const changes = await instance.payload.find({
        collection: 'audit-log',
        where: { action: { equals: 'role changed' } },
      })
      expect(changes.docs[0]?.summary).toMatch(/alice@example\.mil: editor to admin/)
    } finally {
      await context.close()
    }
  })

  it('refuses a person whose groups map to no role, and one from another e-mail domain, on a page saying why', async () => {
    for (const [username, wording] of [
      ['bob', 'none of your groups gives access to this site'],
      ['eve', 'Accounts with this e-mail address cannot sign in'],
    ] as const) {
      const context = await suite.browser.newContext()
      try {
        const page = await context.newPage()
        await signIn(page, username)
        await expect(page.locator('h1').textContent()).resolves.toMatch(/No access to this site|Sign-in refused/)
        await expect(page.locator('main').textContent()).resolves.toContain(wording)
        expect((await me(page)).user).toBeNull()
      } finally {
        await context.close()
      }
    }
    const made = await instance.payload.find({
      collection: 'users',
      where: { email: { in: ['bob@example.mil', 'eve@example.com'] } },
    })
    expect(made.totalDocs).toBe(0)
  })
})
