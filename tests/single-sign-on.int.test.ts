/**
 * Single sign-on with a real OpenID provider on loopback (oidc-provider) and a real
 * browser, against a real Payload (SQLite) answering through its REST handlers: sign-in
 * with code + PKCE + nonce, accounts made on first sign-in with the mapped role, refusal of
 * unmapped groups and other domains, and sign-out here and at the provider. Issue 36:
 * accounts linked by issuer and subject (never taken over by e-mail), claims released only
 * at userinfo, and groups removed at the provider ending the open session.
 */
import { sql } from '@payloadcms/db-sqlite'
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
  // Says it is the password administrator (other case, no email_verified claim).
  mallory: { email: 'CHIEF@Example.mil', name: 'Mallory', groups: ['site-authors'], emailVerified: 'absent' },
  // The administrator's own identity at the provider, e-mail verified.
  chief: { email: 'chief@example.mil', name: 'Chief Admin', groups: ['site-admins'] },
  // Releases e-mail and groups only at the userinfo endpoint.
  uma: { email: 'uma@example.mil', name: 'Uma Info', groups: ['site-editors'], release: 'userinfo' },
  rita: { email: 'rita@example.mil', name: 'Rita Removed', groups: ['site-admins'], release: 'userinfo' },
  nora: { email: 'nora@example.mil', name: 'Nora No Groups', groups: undefined },
  // An administrator whose account single sign-on makes (no password, none needed).
  pat: { email: 'pat@example.mil', name: 'Pat Admin', groups: ['site-admins'] },
}
const CHIEF_PASSWORD = 'granite window sparrow 88'

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
    // Ask the provider again at every request (the default is once a minute).
    OIDC_RECHECK_SECONDS: '0',
  })
  instance = await startTestPayload('sqlite')
  await instance.payload.create({
    collection: 'users',
    data: { email: 'chief@example.mil', password: CHIEF_PASSWORD, role: 'admin' } as never,
  })
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

describe('single sign-on as the standard says (issue 36)', () => {
  const suite = useBrowser()

  async function inBrowser(run: (page: Page) => Promise<void>) {
    const context = await suite.browser.newContext()
    try {
      await run(await context.newPage())
    } finally {
      await context.close()
    }
  }
  const chief = async () =>
    (await instance.payload.find({ collection: 'users', where: { email: { equals: 'chief@example.mil' } } }))
      .docs[0] as unknown as Record<string, unknown> & { id: number; role: string }
  const refusalText = async (page: Page) => (await page.locator('main').textContent()) ?? ''

  it('never takes over an account by its e-mail: links only when an administrator allowed it and the e-mail is verified (finding 2)', async () => {
    await inBrowser(async (page) => {
      await signIn(page, 'mallory')
      expect(await refusalText(page)).toContain('is not linked to your identity provider account')
      expect((await me(page)).user).toBeNull()
    })
    expect((await chief()).role).toBe('admin')
    await instance.payload.update({
      collection: 'users',
      id: (await chief()).id,
      data: { singleSignOnLinkAllowed: true } as never,
    })
    await inBrowser(async (page) => {
      await signIn(page, 'mallory')
      expect(await refusalText(page)).toContain('did not confirm that this e-mail address is yours')
    })
    expect((await chief()).role).toBe('admin')
    await inBrowser(async (page) => {
      await signIn(page, 'chief')
      expect((await me(page)).user).toMatchObject({ email: 'chief@example.mil', role: 'admin' })
    })
    const linked = await chief()
    expect(linked.singleSignOnIdentity).toBe(`${provider.issuer} chief`)
    expect(linked.singleSignOnLinkAllowed).toBe(false)
    // Now linked to its own subject, the same e-mail from another subject is refused, verified or not.
    accounts.mallory!.emailVerified = true
    await inBrowser(async (page) => {
      await signIn(page, 'mallory')
      expect(await refusalText(page)).toContain('linked to another identity provider account')
    })
    expect((await chief()).role).toBe('admin')
    const history = await instance.payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'identity linked' } },
    })
    expect(history.docs.map((doc) => doc.summary)).toEqual([expect.stringContaining('chief@example.mil')])
  })

  it('takes the e-mail and groups from the userinfo endpoint when the ID token leaves them out (finding 4)', async () => {
    await inBrowser(async (page) => {
      await signIn(page, 'uma')
      expect((await me(page)).user).toMatchObject({ email: 'uma@example.mil', role: 'editor' })
    })
  })

  it('names the real reason when the provider releases no groups at all (finding 4)', async () => {
    await inBrowser(async (page) => {
      await signIn(page, 'nora')
      expect(await refusalText(page)).toContain('did not say which groups you belong to')
    })
  })

  it('ends the open session at the next request when the provider takes the groups away or changes the role (finding 5)', async () => {
    await inBrowser(async (page) => {
      await signIn(page, 'rita')
      expect((await me(page)).user).toMatchObject({ email: 'rita@example.mil', role: 'admin' })
      accounts.rita!.groups = ['everyone']
      expect((await me(page)).user).toBeNull()
    })
    const ended = await instance.payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'session ended' } }, { summary: { contains: 'rita@example.mil' } }] },
    })
    expect(ended.docs[0]?.summary).toContain('access removed at the identity provider')
    accounts.rita!.groups = ['site-admins']
    await inBrowser(async (page) => {
      await signIn(page, 'rita')
      expect((await me(page)).user).toMatchObject({ role: 'admin' })
      accounts.rita!.groups = ['site-editors']
      expect((await me(page)).user).toBeNull()
      // At the next sign-in the new role applies.
      await signIn(page, 'rita')
      expect((await me(page)).user).toMatchObject({ role: 'editor' })
    })
  })
})

describe('changes to card numbers and linking with password sign-in off (issue 45)', () => {
  const suite = useBrowser()
  const SIGN_IN_AGAIN = 'Sign in again with single sign-on to make this change (your sign-in is older than 10 minutes).'

  it('lets an administrator made by single sign-on allow linking and set a card number for 10 minutes after signing in, then asks them to sign in again', async () => {
    const target = await instance.payload.create({
      collection: 'users',
      data: { email: 'card.holder@example.mil', password: 'quiet orbit lantern 42 moss', role: 'author' } as never,
    })
    const context = await suite.browser.newContext()
    try {
      const page = await context.newPage()
      await signIn(page, 'pat')
      expect((await me(page)).user).toMatchObject({ email: 'pat@example.mil', role: 'admin' })
      const send = (method: string, path: string, body?: unknown) =>
        page.evaluate(
          async ([method, path, body]) => {
            const response = await fetch(path as string, {
              method: method as string,
              headers: { 'Content-Type': 'application/json' },
              body: body === undefined ? undefined : JSON.stringify(body),
            })
            return { status: response.status, json: await response.json() }
          },
          [method, path, body] as const,
        )
      const problem = (json: { errors?: { message: string; data?: { errors?: { message: string }[] } }[] }) =>
        json.errors?.[0]?.data?.errors?.[0]?.message ?? json.errors?.[0]?.message
      const changed = await send('PATCH', `/api/users/${target.id}`, {
        cardNumber: '1234567890',
        singleSignOnLinkAllowed: true,
      })
      expect(changed.status, problem(changed.json)).toBe(200)
      expect(changed.json.doc).toMatchObject({ cardNumber: '1234567890', singleSignOnLinkAllowed: true })
      // What the account page's box says meanwhile: nothing is needed.
      expect((await send('GET', '/api/users/change-proof')).json.needs).toBe('nothing')

      // Eleven minutes later (the session's start moved back as if they had passed).
      const pat = (
        await instance.payload.find({ collection: 'users', where: { email: { equals: 'pat@example.mil' } } })
      ).docs[0]!
      const db = instance.payload.db as unknown as { drizzle: { run: (query: unknown) => Promise<unknown> } }
      await db.drizzle.run(
        sql.raw(`UPDATE identity_sessions SET started_at = started_at - ${11 * 60_000} WHERE user_id = ${pat.id}`),
      )
      expect((await send('GET', '/api/users/change-proof')).json).toMatchObject({
        needs: 'sign-in-again',
        message: SIGN_IN_AGAIN,
      })
      const refused = await send('PATCH', `/api/users/${target.id}`, { cardNumber: '1234567891' })
      expect(refused.status).toBe(400)
      expect(problem(refused.json)).toBe(SIGN_IN_AGAIN)
      // A new sign-in opens the next 10 minutes.
      await signIn(page, 'pat')
      const again = await send('PATCH', `/api/users/${target.id}`, { cardNumber: '1234567891' })
      expect(again.status, problem(again.json)).toBe(200)
    } finally {
      await context.close()
    }
  })
})
