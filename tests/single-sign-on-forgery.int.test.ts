/**
 * Single sign-on against forged provider answers: a real OpenID provider (oidc-provider) on
 * loopback with a proxy in front of it that rewrites the token endpoint's or the userinfo
 * endpoint's answers, a real browser, and a real Payload (SQLite). An ID token whose claims
 * were changed under its old signature, or that is signed with a key the provider never
 * published, must not sign anyone in; a userinfo answer about another person ends the
 * session; and `email_verified` counts only as the JSON boolean true.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import {
  readJwt,
  signedWith,
  startForgingProxy,
  strangerKey,
  withChangedClaims,
  type ForgingProxy,
} from './support/forging-proxy'
import { OIDC_SCOPES, startOidcProvider, type OidcAccount, type RunningOidcProvider } from './support/oidc-provider'
import { startPayloadBridge, type PayloadBridge } from './support/payload-bridge'
import { startTestPayload, type TestPayload } from './support/payload-instance'
import { useBrowser } from './support/suite'

let instance: TestPayload
let bridge: PayloadBridge
let provider: RunningOidcProvider
let proxy: ForgingProxy
const accounts: Record<string, OidcAccount> = {
  alice: { email: 'alice@example.mil', name: 'Alice Doe', groups: ['site-editors'] },
  // The administrator whose identity the forgeries claim.
  chief: { email: 'chief@example.mil', name: 'Chief Admin', groups: ['site-admins'] },
  // Says it owns the password administrator's address, with `email_verified` as a string.
  stringy: { email: 'owner@example.mil', name: 'Stringy', groups: ['site-editors'], emailVerified: 'true' },
}
/** What the forgeries make the ID token say: the administrator, not the person who signed in. */
const AS_CHIEF = { sub: 'chief', email: 'chief@example.mil', name: 'Chief Admin', groups: ['site-admins'] }

beforeAll(async () => {
  bridge = await startPayloadBridge(
    () => instance.key,
    () => bridge.url,
  )
  proxy = await startForgingProxy()
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
    // The site (and the browser) reach the provider only through the proxy.
    issuer: proxy.url,
  })
  proxy.target = provider.address
  Object.assign(process.env, {
    SITE_URL: bridge.url,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'hybrid-cloud-site',
    OIDC_CLIENT_SECRET: 'test-client-secret',
    OIDC_ROLE_MAP: 'site-authors=author,site-editors=editor,site-admins=admin',
    OIDC_ALLOWED_DOMAINS: 'example.mil',
    OIDC_SCOPES,
    // Ask the provider again at every request.
    OIDC_RECHECK_SECONDS: '0',
  })
  instance = await startTestPayload('sqlite')
  await instance.payload.create({
    collection: 'users',
    data: {
      email: 'owner@example.mil',
      password: 'granite window sparrow 88',
      role: 'admin',
      singleSignOnLinkAllowed: true,
    } as never,
  })
})

afterEach(() => {
  proxy.forge.clear()
})

afterAll(async () => {
  await provider?.stop()
  await proxy?.stop()
  await bridge?.stop()
  await instance?.close()
})

/** Acknowledges the notice, then signs in at the provider as `username`. */
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

const sessionCookies = async (context: BrowserContext) =>
  (await context.cookies(bridge.url)).filter((cookie) => cookie.name.endsWith('-token'))

const userByEmail = async (email: string) =>
  (await instance.payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0] as unknown as
    (Record<string, unknown> & { id: number; role: string }) | undefined

/** Changes the ID token in the token endpoint's answer. */
function forgeIdToken(change: (idToken: string) => string) {
  proxy.forge.set('/token', (answer) => ({ ...answer, id_token: change(String(answer.id_token)) }))
}

describe('single sign-on with forged provider answers', () => {
  const suite = useBrowser()

  async function inBrowser(run: (page: Page, context: BrowserContext) => Promise<void>) {
    const context = await suite.browser.newContext()
    try {
      await run(await context.newPage(), context)
    } finally {
      await context.close()
    }
  }

  async function expectRefused(page: Page, context: BrowserContext) {
    expect(new URL(page.url()).pathname).toBe('/api/users/oidc/callback')
    await expect(page.locator('h1').textContent()).resolves.toBe('Sign-in failed')
    await expect(page.locator('main').textContent()).resolves.toContain(
      'The identity provider’s answer could not be accepted',
    )
    expect((await me(page)).user).toBeNull()
    expect(await sessionCookies(context)).toEqual([])
  }

  it('signs a person in through the proxy when nothing is changed', async () => {
    await inBrowser(async (page, context) => {
      await signIn(page, 'chief')
      expect(new URL(page.url()).pathname).toBe('/admin')
      expect((await me(page)).user).toMatchObject({ email: 'chief@example.mil', role: 'admin' })
      expect(await sessionCookies(context)).toHaveLength(1)
    })
    expect((await userByEmail('chief@example.mil'))?.singleSignOnIdentity).toBe(`${proxy.url} chief`)
  })

  it('refuses an ID token whose claims were changed under the provider’s original signature', async () => {
    forgeIdToken((idToken) => withChangedClaims(idToken, AS_CHIEF))
    await inBrowser(async (page, context) => {
      await signIn(page, 'alice')
      expect(proxy.forged.get('/token')).toBe(1)
      await expectRefused(page, context)
    })
    const failed = await instance.payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'sign-in failed' } }, { summary: { contains: 'provider answer refused' } }] },
    })
    expect(failed.totalDocs).toBe(1)
    expect(await userByEmail('alice@example.mil')).toBeUndefined()
  })

  it('refuses an ID token signed with a key the provider never published, under its key id or another', async () => {
    const key = strangerKey()
    for (const kid of ['provider', 'another-key'] as const) {
      const before = proxy.forged.get('/token') ?? 0
      forgeIdToken((idToken) =>
        signedWith(idToken, key, kid === 'provider' ? String(readJwt(idToken).header.kid) : kid, AS_CHIEF),
      )
      await inBrowser(async (page, context) => {
        await signIn(page, 'alice')
        expect(proxy.forged.get('/token'), kid).toBe(before + 1)
        await expectRefused(page, context)
      })
    }
    expect(await userByEmail('alice@example.mil')).toBeUndefined()
  })

  it('ends the session when the userinfo endpoint, asked again, names another person', async () => {
    await inBrowser(async (page) => {
      await signIn(page, 'alice')
      expect((await me(page)).user).toMatchObject({ email: 'alice@example.mil', role: 'editor' })
      proxy.forge.set('/me', (answer) => ({ ...answer, ...AS_CHIEF }))
      expect((await me(page)).user).toBeNull()
      expect(proxy.forged.get('/me')).toBeGreaterThanOrEqual(1)
      proxy.forge.clear()
      // Ended for good, not just for the forged request.
      expect((await me(page)).user).toBeNull()
    })
    const ended = await instance.payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'session ended' } }, { summary: { contains: 'alice@example.mil' } }] },
    })
    expect(ended.docs[0]?.summary).toContain('the provider named another person')
  })

  it('does not take `email_verified: "true"` (a string) as a verified e-mail', async () => {
    await inBrowser(async (page) => {
      await signIn(page, 'stringy')
      await expect(page.locator('main').textContent()).resolves.toContain(
        'did not confirm that this e-mail address is yours',
      )
      expect((await me(page)).user).toBeNull()
    })
    const owner = await userByEmail('owner@example.mil')
    expect(owner).toMatchObject({ role: 'admin' })
    expect(owner?.singleSignOnIdentity ?? null).toBeNull()
  })
})
