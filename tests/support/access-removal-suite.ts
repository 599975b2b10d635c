/**
 * Issue 45 against a real OpenID provider on loopback (oidc-provider, with refresh tokens
 * for offline access), a real browser for single sign-on, card sign-in as nginx hands it
 * on (the verified certificate with the proxy's secret), and a real Payload answering
 * through its REST handlers, on SQLite or PostgreSQL.
 *
 * A: a person the provider no longer gives access (no mapped group, or the account gone)
 * loses every way in, card and password included, until an administrator restores the
 * account; the sweep finds people who never sign in again.
 * B: administrators who sign in by card or single sign-on can change card numbers and
 * single sign-on linking with a fresh sign-in or a code instead of a password.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { generate } from 'otplib'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { OIDC_SCOPES, startOidcProvider, type OidcAccount, type RunningOidcProvider } from './oidc-provider'
import { startPayloadBridge, type PayloadBridge } from './payload-bridge'
import { startTestPayload, type DatabaseKind, type TestPayload } from './payload-instance'
import { readLoosely, type Json } from './rest-call'
// One Chromium for the file (named so React's hook rules do not mistake it for a hook).
import { useBrowser as browserForFile } from './suite'
import { createTestCa, type TestCa, type TestClientCert } from './test-ca'

const run = promisify(execFile)
const PROXY_SECRET = 'ab12cd34ab12cd34ab12cd34ab12cd34ab12cd34ab12cd34ab12cd34ab12cd34'
const ACCESS_REMOVED =
  'Your access to this site was removed at the identity provider, so this account cannot sign in with a card or password; ask an administrator of this site to restore it.'
const SIGN_IN_AGAIN = 'Sign in again with single sign-on to make this change (your sign-in is older than 10 minutes).'
const ENTER_PASSWORD = 'Enter your current password to make this change.'
const ENTER_CODE = 'Enter a code from your authenticator app to make this change.'

const CHIEF = { email: 'chief@example.mil', password: 'granite window sparrow 88' }
const ALICE = { email: 'alice@example.mil', password: 'orbit kettle violet copper 9' }
const BOB = { email: 'bob@example.mil', password: 'lantern amber river quiet 4' }
const TARGET = { email: 'target@example.mil', password: 'harbour moss lantern quiet 5' }

export function describeAccessRemoval(kind: DatabaseKind) {
  let instance: TestPayload
  let bridge: PayloadBridge
  let provider: RunningOidcProvider
  let dir: string
  let ca: TestCa
  const accounts: Record<string, OidcAccount> = {
    // Has a card and a password too (accounts made here, then linked).
    alice: { email: ALICE.email, name: 'Alice Doe', groups: ['site-authors'] },
    bob: { email: BOB.email, name: 'Bob Roe', groups: ['site-editors'] },
    // Accounts made by single sign-on, for the sweep.
    sam: { email: 'sam@example.mil', name: 'Sam Sweep', groups: ['site-editors'] },
    vic: { email: 'vic@example.mil', name: 'Vic Stays', groups: ['site-editors'] },
    gus: { email: 'gus@example.mil', name: 'Gus Gone', groups: ['site-authors'] },
    // An administrator and an author made by single sign-on, for the proofs.
    ada: { email: 'ada@example.mil', name: 'Ada Admin', groups: ['site-admins'] },
    ann: { email: 'ann@example.mil', name: 'Ann Author', groups: ['site-authors'] },
  }
  const suite = browserForFile()
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hcs-access-removal-'))
    ca = createTestCa(dir)
    bridge = await startPayloadBridge(
      () => instance.key,
      () => bridge.url,
    )
    provider = await startOidcProvider({
      clients: [
        {
          client_id: 'hybrid-cloud-site',
          client_secret: 'test-client-secret',
          // Refresh tokens for offline access: the sweep renews with them, and the provider's refusal is news.
          grant_types: ['authorization_code', 'refresh_token'],
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
      OIDC_SCOPES: `${OIDC_SCOPES} offline_access`,
      OIDC_RECHECK_SECONDS: '0',
      CLIENT_CERT_PROXY_SECRET: PROXY_SECRET,
      MFA_REQUIRED_ROLES: 'none',
      PASSWORD_SIGN_IN: 'true',
    })
    instance = await startTestPayload(kind)
    await instance.payload.create({ collection: 'users', data: { ...CHIEF, role: 'admin' } as never })
    await instance.payload.create({
      collection: 'users',
      data: { ...ALICE, role: 'author', cardNumber: '1234567890', singleSignOnLinkAllowed: true } as never,
    })
    await instance.payload.create({
      collection: 'users',
      data: { ...BOB, role: 'editor', cardNumber: '1234567891', singleSignOnLinkAllowed: true } as never,
    })
    await instance.payload.create({ collection: 'users', data: { ...TARGET, role: 'author' } as never })
  })

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {})
    await provider?.stop()
    await bridge?.stop()
    await instance?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  let clients = 0
  /** A REST request as a browser or API client sends it, from a client address of its own. */
  async function rest(
    pathname: string,
    options: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { 'X-Forwarded-For': `198.18.45.${(++clients % 250) + 1}` }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    if (options.token) headers.Authorization = `JWT ${options.token}`
    const response = await fetch(`${bridge.url}/api${pathname}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: { ...headers, ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    return readLoosely(response)
  }
  const message = (json: Json) => String(json.errors?.[0]?.message ?? json.message ?? '')
  /** The message under a field of the account form (Payload's ValidationError). */
  const fieldProblem = (json: Json) => String(json.errors?.[0]?.data?.errors?.[0]?.message ?? message(json))

  const passwordSignIn = (who: { email: string; password: string }) =>
    rest('/users/login', { body: { ...who, noticeAcknowledged: true } })
  /** The card as nginx hands it on after verifying it: the certificate, SUCCESS and the proxy's secret. */
  const cardSignIn = (card: TestClientCert) =>
    rest('/users/certificate-login', {
      body: { noticeAcknowledged: true },
      headers: {
        'X-Client-Cert': encodeURIComponent(readFileSync(card.cert, 'utf8')),
        'X-Client-Verify': 'SUCCESS',
        'X-Client-Cert-Proxy-Secret': PROXY_SECRET,
      },
    })
  const me = async (token: string) => (await rest('/users/me', { token })).json.user as Json | null

  /** Signs in at the provider as `username` in a browser of its own; the session's token, or the refusal page. */
  async function singleSignOn(username: string) {
    const context = await suite.browser.newContext()
    contexts.push(context)
    const page = await context.newPage()
    await page.goto(`${bridge.url}/admin/login`)
    await page.evaluate(async () => {
      await fetch('/api/users/acknowledge-notice', { method: 'POST' })
    })
    await page.goto(`${bridge.url}/api/users/oidc/start`)
    if (await page.locator('input[name="username"]').count()) {
      await page.fill('input[name="username"]', username)
      await page.click('button[type="submit"]')
    }
    await page.waitForURL((url) => url.href.startsWith(bridge.url) && !url.pathname.startsWith('/api/users/oidc/start'))
    const token = (await context.cookies()).find((cookie) => cookie.name === 'payload-token')?.value
    const pageText = new URL(page.url()).pathname === '/admin' ? '' : ((await page.locator('main').textContent()) ?? '')
    return { context, page, token, refusal: pageText }
  }

  const account = async (email: string) =>
    (await instance.payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true }))
      .docs[0] as unknown as Json & { id: number }
  const history = async (action: string, email: string) =>
    (
      await instance.payload.find({
        collection: 'audit-log',
        where: { and: [{ action: { equals: action } }, { summary: { contains: email } }] },
        sort: 'createdAt',
        overrideAccess: true,
      })
    ).docs as unknown as Json[]
  /** The open sessions Payload keeps for an account. */
  const sessionsOf = async (email: string) =>
    (
      (
        (await instance.payload.db.findOne({ collection: 'users', where: { email: { equals: email } } })) as {
          sessions?: unknown[]
        } | null
      )?.sessions ?? []
    ).length
  /** Moves the start of every session of the account `minutes` back, as if that much time had passed. */
  async function ageSessions(userId: number, minutes: number) {
    const statement = `UPDATE identity_sessions SET started_at = started_at - ${minutes * 60_000} WHERE user_id = ${userId}`
    const db = instance.payload.db as unknown as {
      drizzle: { run?: (query: unknown) => Promise<unknown>; execute?: (query: unknown) => Promise<unknown> }
    }
    if (kind === 'postgres') await db.drizzle.execute!(postgresSql.raw(statement))
    else await db.drizzle.run!(sqliteSql.raw(statement))
  }

  describe(`access removed at the identity provider ends every way in (issue 45 A, ${kind})`, () => {
    it('refuses a person removed from every group at card and password sign-in, saying so, until an administrator restores the account', async () => {
      const byCard = await cardSignIn(ca.clients.alice)
      expect(byCard.status).toBe(200)
      const cardToken = byCard.json.token as string
      const linked = await singleSignOn('alice')
      expect(linked.token).toBeTruthy()
      expect(await me(linked.token!)).toMatchObject({ email: ALICE.email, role: 'author' })

      // Removed from every group at the provider: the next request of her single sign-on session ends it.
      accounts.alice!.groups = ['everyone']
      expect(await me(linked.token!)).toBeNull()
      // The card session opened before is over too.
      expect(await me(cardToken)).toBeNull()
      const card = await cardSignIn(ca.clients.alice)
      expect(card.status).toBe(403)
      expect(message(card.json)).toBe(ACCESS_REMOVED)
      const password = await passwordSignIn(ALICE)
      expect(password.status).toBe(403)
      expect(message(password.json)).toBe(ACCESS_REMOVED)
      // A wrong password still gets the usual answer: the refusal tells a stranger nothing.
      const wrong = await passwordSignIn({ ...ALICE, password: 'not her password at all' })
      expect(wrong.status).toBe(401)
      expect(message(wrong.json)).not.toContain('identity provider')

      const removed = await history('access removed', ALICE.email)
      expect(removed).toHaveLength(1)
      expect(removed[0]!.summary).toContain('none of the person’s groups at the identity provider gives access')
      expect(removed[0]!.userEmail).toBe(ALICE.email)
      const refusals = await history('sign-in failed', ALICE.email)
      expect(refusals.map((entry) => entry.method).sort()).toEqual(['certificate', 'password', 'password'])
      expect(refusals.filter((entry) => String(entry.summary).includes('access removed'))).toHaveLength(2)
      expect((await account(ALICE.email)).accessRemovedAt).toBeTruthy()

      // The provider gives access back: single sign-on works, card and password still wait for an administrator.
      accounts.alice!.groups = ['site-authors']
      expect((await cardSignIn(ca.clients.alice)).status).toBe(403)

      const chief = await passwordSignIn(CHIEF)
      expect(chief.status).toBe(200)
      const alice = await account(ALICE.email)
      const unproven = await rest(`/users/${alice.id}`, {
        method: 'PATCH',
        token: chief.json.token,
        body: { restoreSignIn: true },
      })
      expect(unproven.status).toBe(400)
      expect(fieldProblem(unproven.json)).toBe(ENTER_PASSWORD)
      expect((await cardSignIn(ca.clients.alice)).status).toBe(403)
      const restored = await rest(`/users/${alice.id}`, {
        method: 'PATCH',
        token: chief.json.token,
        body: { restoreSignIn: true, currentPassword: CHIEF.password },
      })
      expect(restored.status).toBe(200)
      expect((await account(ALICE.email)).accessRemovedAt ?? null).toBeNull()
      const restoredEntry = await history('access restored', ALICE.email)
      expect(restoredEntry).toHaveLength(1)
      expect(restoredEntry[0]!.userEmail).toBe(CHIEF.email)

      const cardAgain = await cardSignIn(ca.clients.alice)
      expect(cardAgain.status).toBe(200)
      expect(await me(cardAgain.json.token)).toMatchObject({ email: ALICE.email })
      expect((await passwordSignIn(ALICE)).status).toBe(200)
      expect((await singleSignOn('alice')).token).toBeTruthy()
    }, 120_000)

    it('removes the access of a returning person whose groups map to no role at the sign-in itself', async () => {
      const first = await singleSignOn('bob')
      expect(first.token).toBeTruthy()
      await first.context.close()
      accounts.bob!.groups = []
      const refused = await singleSignOn('bob')
      expect(refused.token).toBeUndefined()
      expect(refused.refusal).toContain('none of your groups gives access to this site')
      const card = await cardSignIn(ca.clients.bob)
      expect(card.status).toBe(403)
      expect(message(card.json)).toBe(ACCESS_REMOVED)
      const password = await passwordSignIn(BOB)
      expect(password.status).toBe(403)
      expect(message(password.json)).toBe(ACCESS_REMOVED)
      expect(await history('access removed', BOB.email)).toHaveLength(1)
    })

    it('sweeps every linked account with `npm run identity:sweep`: the access of people the provider dropped is removed without any request of theirs', async () => {
      for (const username of ['sam', 'vic', 'gus']) {
        const signedIn = await singleSignOn(username)
        expect(signedIn.token, username).toBeTruthy()
        // They leave their browsers open and never come back.
      }
      expect(await sessionsOf('sam@example.mil')).toBe(1)
      accounts.sam!.groups = ['everyone']

      const { stdout } = await run(process.execPath, ['scripts/run-ts.mjs', 'scripts/identity.ts', 'sweep'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env },
        timeout: 120_000,
      })
      expect(stdout).toContain(
        '5 account(s) linked to the identity provider: 3 still have access, 1 access removed, 0 role changed, 1 removed before, 0 could not be checked.',
      )
      expect(stdout).toContain(
        'access removed: sam@example.mil (none of the person’s groups at the identity provider gives access)',
      )
      expect(stdout).toContain('removed before, waiting for an administrator: bob@example.mil')
      expect((await account('vic@example.mil')).accessRemovedAt ?? null).toBeNull()
      expect(await sessionsOf('vic@example.mil')).toBe(1)

      // Gus's account is deleted at the provider, which then refuses to renew his standing
      // grant: the same sweep, as the Payload job OIDC_SWEEP_SCHEDULE runs, removes his access.
      delete accounts.gus
      const job = await instance.payload.jobs.queue({ task: 'identitySweep', input: {} })
      const ran = await instance.payload.jobs.runByID({ id: job.id })
      expect(ran.jobStatus?.[String(job.id)]?.status).toBe('success')

      for (const email of ['sam@example.mil', 'gus@example.mil']) {
        expect((await account(email)).accessRemovedAt, email).toBeTruthy()
        expect(await sessionsOf(email), email).toBe(0)
        const entry = (await history('access removed', email))[0]
        expect(entry?.summary, email).toContain('found by the identity sweep')
        // Nobody signed in did it: the site itself.
        expect(entry?.userEmail ?? null, email).toBeNull()
      }
      expect((await history('access removed', 'gus@example.mil'))[0]?.summary).toContain(
        'the identity provider refused to renew the person’s standing grant',
      )
      expect((await account('vic@example.mil')).accessRemovedAt ?? null).toBeNull()
    }, 240_000)
  })

  describe(`proof for changing card numbers and linking without a password (issue 45 B, ${kind})`, () => {
    let ada: { token: string; id: number }

    it('lets an administrator made by single sign-on set a card number and allow linking within 10 minutes of signing in, and asks them to sign in again after', async () => {
      const signedIn = await singleSignOn('ada')
      ada = { token: signedIn.token!, id: (await account('ada@example.mil')).id }
      const target = await account(TARGET.email)
      const changed = await rest(`/users/${target.id}`, {
        method: 'PATCH',
        token: ada.token,
        body: { cardNumber: '1234567801', singleSignOnLinkAllowed: true },
      })
      expect(changed.status, fieldProblem(changed.json)).toBe(200)
      expect(await account(TARGET.email)).toMatchObject({ cardNumber: '1234567801', singleSignOnLinkAllowed: true })
      // What the account page's box says meanwhile: nothing is needed.
      const proof = await rest('/users/change-proof', { token: ada.token })
      expect(proof.json.needs).toBe('nothing')
      expect(proof.json.message).toContain('You signed in with single sign-on less than 10 minutes ago')

      await ageSessions(ada.id, 11)
      const later = await rest('/users/change-proof', { token: ada.token })
      expect(later.json).toMatchObject({ needs: 'sign-in-again', message: SIGN_IN_AGAIN })
      const refused = await rest(`/users/${target.id}`, {
        method: 'PATCH',
        token: ada.token,
        body: { cardNumber: '1234567802' },
      })
      expect(refused.status).toBe(400)
      expect(fieldProblem(refused.json)).toBe(SIGN_IN_AGAIN)
      // Something typed in the box does not help: there is no password to give.
      const guessed = await rest(`/users/${target.id}`, {
        method: 'PATCH',
        token: ada.token,
        body: { cardNumber: '1234567802', currentPassword: 'whatever I can think of' },
      })
      expect(fieldProblem(guessed.json)).toBe(SIGN_IN_AGAIN)
      expect((await account(TARGET.email)).cardNumber).toBe('1234567801')
    })

    it('takes a code from the authenticator app of an administrator made by single sign-on instead', async () => {
      // A fresh sign-in sets up two-step sign-in (no password needed for it either).
      const signedIn = await singleSignOn('ada')
      const token = signedIn.token!
      const setup = await rest('/users/second-factor/setup', { method: 'POST', token })
      expect(setup.status).toBe(200)
      const confirm = await rest('/users/second-factor/confirm', {
        token,
        body: { ticket: setup.json.ticket, code: await generate({ secret: setup.json.secret }) },
      })
      expect(confirm.status, message(confirm.json)).toBe(200)
      await ageSessions(ada.id, 11)
      const proof = await rest('/users/change-proof', { token })
      expect(proof.json).toMatchObject({ needs: 'code', message: ENTER_CODE })
      const target = await account(TARGET.email)
      const wrong = await rest(`/users/${target.id}`, {
        method: 'PATCH',
        token,
        body: { singleSignOnLinkAllowed: false, currentPassword: '000000' },
      })
      expect(wrong.status).toBe(400)
      expect(fieldProblem(wrong.json)).toMatch(/That code is not right/)
      // Typed in the form's one box, as the account page sends it.
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200))
      const right = await rest(`/users/${target.id}`, {
        method: 'PATCH',
        token,
        body: { singleSignOnLinkAllowed: false, currentPassword: await generate({ secret: setup.json.secret }) },
      })
      expect(right.status, fieldProblem(right.json)).toBe(200)
      expect((await account(TARGET.email)).singleSignOnLinkAllowed).toBe(false)
    }, 120_000)

    it('still asks an administrator who signed in with a password for the password, and a card administrator after 10 minutes', async () => {
      const chief = await passwordSignIn(CHIEF)
      const target = await account(TARGET.email)
      const without = await rest(`/users/${target.id}`, {
        method: 'PATCH',
        token: chief.json.token,
        body: { cardNumber: '1234567803' },
      })
      expect(without.status).toBe(400)
      expect(fieldProblem(without.json)).toBe(ENTER_PASSWORD)
      const withPassword = await rest(`/users/${target.id}`, {
        method: 'PATCH',
        token: chief.json.token,
        body: { cardNumber: '1234567803', currentPassword: CHIEF.password },
      })
      expect(withPassword.status).toBe(200)
      expect((await account(TARGET.email)).cardNumber).toBe('1234567803')

      // An administrator who signed in with their card minutes ago needs nothing more; later, their password.
      await instance.payload.update({
        collection: 'users',
        id: (await account(ALICE.email)).id,
        data: { role: 'admin' },
      })
      const byCard = await cardSignIn(ca.clients.alice)
      expect(byCard.status).toBe(200)
      const fresh = await rest(`/users/${target.id}`, {
        method: 'PATCH',
        token: byCard.json.token,
        body: { cardNumber: '1234567804' },
      })
      expect(fresh.status, fieldProblem(fresh.json)).toBe(200)
      await ageSessions((await account(ALICE.email)).id, 11)
      const stale = await rest(`/users/${target.id}`, {
        method: 'PATCH',
        token: byCard.json.token,
        body: { cardNumber: '1234567805' },
      })
      expect(fieldProblem(stale.json)).toBe(ENTER_PASSWORD)
      expect((await account(TARGET.email)).cardNumber).toBe('1234567804')
      // What the account page's box says to each.
      for (const token of [chief.json.token, byCard.json.token]) {
        expect((await rest('/users/change-proof', { token })).json).toMatchObject({
          needs: 'password',
          message: ENTER_PASSWORD,
        })
      }
    })

    it('never lets an author set a card number or allow linking, however fresh the sign-in', async () => {
      const signedIn = await singleSignOn('ann')
      const token = signedIn.token!
      const ann = await account('ann@example.mil')
      const target = await account(TARGET.email)
      expect((await rest('/users/change-proof', { token })).json.needs).toBe('nothing')
      const own = await rest(`/users/${ann.id}`, {
        method: 'PATCH',
        token,
        body: { cardNumber: '1234567806', singleSignOnLinkAllowed: true },
      })
      expect([200, 403]).toContain(own.status)
      const after = await account('ann@example.mil')
      expect(after.cardNumber ?? null).toBeNull()
      expect(after.singleSignOnLinkAllowed).toBe(false)
      const other = await rest(`/users/${target.id}`, {
        method: 'PATCH',
        token,
        body: { cardNumber: '1234567807', singleSignOnLinkAllowed: true },
      })
      expect(other.status).toBe(403)
      expect(await account(TARGET.email)).toMatchObject({ cardNumber: '1234567804', singleSignOnLinkAllowed: false })
    })
  })
}
