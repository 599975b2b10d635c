/**
 * Staff sign-in in the admin, tried as a new operator would, against a production server
 * of its own started with a one-minute idle timeout: the notice first (a sign-in without
 * consent is refused by the server), the site's own branding, the warning before the
 * idle timeout with "Stay logged in", and the sign-out when nobody answers it. Issue 36:
 * the single sign-on button with a real OpenID provider, the consent button and every
 * refusal in view without scrolling at 1280 and 390 px, axe on the sign-in and account
 * pages, and /metrics private at the default settings.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { generate } from 'otplib'
import type { Page } from 'playwright-core'

import { seriousViolations } from './support/axe'
import { screenshot } from './support/browser'
import { OIDC_SCOPES, startOidcProvider, type RunningOidcProvider } from './support/oidc-provider'
import { useBrowser } from './support/suite'

const port = Number(process.env.E2E_PORT ?? 3100) + 7
const baseUrl = `http://localhost:${port}`
const admin = { email: 'idle-admin@example.mil', password: 'orbit kettle violet copper 8' }
let server: ChildProcess
let dataDir: string
let provider: RunningOidcProvider
// Read by the provider at each sign-in and userinfo request, so a test may change them.
const accounts = {
  // Groups and e-mail only at userinfo, as many agencies' providers release them.
  sam: {
    email: 'sam.sso@example.mil',
    name: 'Sam Single',
    groups: ['site-editors'] as string[] | undefined,
    release: 'userinfo' as const,
  },
}

beforeAll(async () => {
  provider = await startOidcProvider({
    clients: [
      {
        client_id: 'hybrid-cloud-site',
        client_secret: 'e2e-client-secret',
        redirect_uris: [`${baseUrl}/api/users/oidc/callback`],
        post_logout_redirect_uris: [`${baseUrl}/admin/login`],
      },
    ],
    accounts,
  })
  const root = path.resolve(import.meta.dirname, '..')
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-sign-in-e2e-'))
  const log = openSync(path.join(dataDir, 'server.log'), 'a')
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URI: `file:${path.join(dataDir, 'e2e.db')}`,
      SITE_URL: baseUrl,
      PORT: String(port),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SESSION_IDLE_MINUTES_ADMIN: '1',
      SESSION_IDLE_MINUTES: '1',
      // Editors must use two-step sign-in here; the administrator need not.
      MFA_REQUIRED_ROLES: 'editor',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'hybrid-cloud-site',
      OIDC_CLIENT_SECRET: 'e2e-client-secret',
      OIDC_ROLE_MAP: 'site-editors=editor,site-admins=admin',
      OIDC_SCOPES,
      // Asked again 2 s into a session, so access removed at the provider ends it at once here.
      OIDC_RECHECK_SECONDS: '2',
      // Card sign-in offered (no nginx in front here: a card is refused, which the page must show).
      CLIENT_CERT_PROXY_SECRET: 'ab'.repeat(16),
    },
    stdio: ['ignore', log, log],
    detached: true,
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site exited early: see ${dataDir}/server.log`)
    const ok = await fetch(`${baseUrl}/admin/login`)
      .then((response) => response.status === 200)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The site did not start')
}, 150_000)

afterAll(async () => {
  await provider?.stop()
  if (server?.pid && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL')
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** Sam signs in at the test provider through the sign-in page's single sign-on button. */
async function signInSam(page: Page) {
  await page.goto('/admin/login')
  await page.getByRole('button', { name: 'I understand and consent' }).click()
  await page.getByRole('link', { name: 'Sign in with single sign-on' }).click()
  await page.locator('input[name="username"]').fill('sam')
  await page.click('button[type="submit"]')
  await page.waitForURL((url) => url.href.startsWith(baseUrl) && !url.pathname.startsWith('/api/'))
}

describe('staff sign-in in the admin', () => {
  const suite = useBrowser()

  it('shows the notice and the site’s name first, and signs in only after consent', async () => {
    const context = await suite.browser.newContext({ baseURL: baseUrl })
    try {
      const page = await context.newPage()
      await page.goto('/admin/login')
      // The notice is rendered by the admin's script: wait for it, then check it.
      await page.getByRole('heading', { name: 'Notice and consent' }).waitFor({ timeout: 15_000 })
      await expect(
        page.getByText(/You are accessing a U\.S\. Government \(USG\) Information System/).isVisible(),
      ).resolves.toBe(true)
      await expect(page.getByText('Hybrid Cloud', { exact: true }).first().isVisible()).resolves.toBe(true)
      // Without consent the server refuses, whatever the form sends.
      await page.fill('input[name="email"]', admin.email)
      await page.fill('input[name="password"]', admin.password)
      await page.click('button[type="submit"]')
      await page
        .getByText(/select "I understand and consent"/)
        .first()
        .waitFor()
      expect(new URL(page.url()).pathname).toBe('/admin/login')
      await page.getByRole('button', { name: 'I understand and consent' }).click()
      await page.getByRole('status').filter({ hasText: 'Notice acknowledged' }).waitFor()
      await page.click('button[type="submit"]')
      await page.waitForURL((url) => !url.pathname.endsWith('/login'))
      // Their own sessions, on their account page.
      await page.goto('/admin/account')
      await page.getByRole('heading', { name: 'Signed-in sessions' }).waitFor()
      await page.getByText(/\(this browser\)/).waitFor()
      await expect(page.getByRole('button', { name: 'End my other sessions' }).isVisible()).resolves.toBe(true)
    } finally {
      await context.close()
    }
  })

  it('warns before the idle timeout, keeps the session on "Stay logged in", and signs out when nobody answers', async () => {
    const context = await suite.browser.newContext({ baseURL: baseUrl })
    try {
      const page = await context.newPage()
      await page.goto('/admin/login')
      await page.getByRole('button', { name: 'I understand and consent' }).click()
      await page.getByRole('status').filter({ hasText: 'Notice acknowledged' }).waitFor()
      await page.fill('input[name="email"]', admin.email)
      await page.fill('input[name="password"]', admin.password)
      await page.click('button[type="submit"]')
      await page.waitForURL((url) => !url.pathname.endsWith('/login'))
      const signedInAt = Date.now()
      // One-minute idle time: the warning comes half a minute before the end.
      const stay = page.getByRole('button', { name: 'Stay logged in' })
      await stay.waitFor({ timeout: 45_000 })
      expect(Date.now() - signedInAt).toBeGreaterThan(20_000)
      await stay.click()
      const me = () => page.evaluate(async () => (await (await fetch('/api/users/me')).json()).user?.email ?? null)
      await page.waitForTimeout(35_000)
      // Past the first minute, the session lives on because the person stayed.
      expect(await me()).toBe(admin.email)
      await page.waitForURL(/logout-inactivity/, { timeout: 70_000 })
      expect(await me()).toBeNull()
      // The sign-in page says why, and signs in again from there (issue 48).
      const why = page.getByTestId('signed-out-reason')
      await why.waitFor()
      expect(await why.textContent()).toMatch(/^You were signed out because the admin was left unused for 1 minute /)
      await screenshot(page, 'signed-out-idle-1280')
    } finally {
      await context.close()
    }
  }, 180_000)

  it('sets up two-step sign-in for an editor at their first sign-in, then asks for the code every time', async () => {
    const editor = { email: 'two-step-editor@example.mil', password: 'harbor lamp quiet orbit 5' }
    const headers = { 'Content-Type': 'application/json', Origin: baseUrl }
    const signedIn = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...admin, noticeAcknowledged: true }),
    }).then((response) => response.json() as Promise<{ token: string }>)
    const made = await fetch(`${baseUrl}/api/users`, {
      method: 'POST',
      headers: { ...headers, Authorization: `JWT ${signedIn.token}` },
      body: JSON.stringify({ ...editor, name: 'Two Step', role: 'editor' }),
    })
    expect(made.status).toBe(201)

    const passwordStep = async (page: Page) => {
      await page.goto('/admin/login')
      await page.getByRole('button', { name: 'I understand and consent' }).click()
      await page.getByRole('status').filter({ hasText: 'Notice acknowledged' }).waitFor()
      await page.fill('input[name="email"]', editor.email)
      await page.fill('input[name="password"]', editor.password)
      await page.click('button[type="submit"]')
    }

    let recoveryCode = ''
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      const context = await suite.browser.newContext({ baseURL: baseUrl, viewport: { width, height } })
      try {
        const page = await context.newPage()
        await passwordStep(page)
        if (recoveryCode === '') {
          // First sign-in: set up before any session starts.
          await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor()
          await expect(page.getByRole('img', { name: /Square code to scan/ }).isVisible()).resolves.toBe(true)
          expect(await seriousViolations(page)).toEqual([])
          await screenshot(page, `two-step-setup-${width}`)
          const key = (await page.locator('code').first().textContent())!.replace(/\s/g, '')
          await page.getByLabel('Code from your app').fill('000000')
          await page.click('button[type="submit"]')
          await page.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor()
          await page.getByLabel('Code from your app').fill(await generate({ secret: key }))
          await page.click('button[type="submit"]')
          await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor()
          const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()
          expect(codes).toHaveLength(10)
          recoveryCode = codes[0]!
          await screenshot(page, `two-step-recovery-codes-${width}`)
          await page.getByRole('button', { name: 'I have saved these codes, continue' }).click()
        } else {
          // Later sign-ins: the code (here a recovery code) after the password.
          await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor()
          await screenshot(page, `two-step-code-${width}`)
          await page.getByLabel('Code from your app, or a recovery code').fill(recoveryCode)
          await page.click('button[type="submit"]')
        }
        await page.waitForURL((url) => !url.pathname.endsWith('/login'))
        await page.goto('/admin/account')
        await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor()
        await page.getByText(/^On since/).waitFor()
        await expect(page.getByRole('heading', { name: 'Display settings' }).isVisible()).resolves.toBe(true)
        expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/Payload/)
        await screenshot(page, `two-step-account-${width}`)
      } finally {
        await context.close()
      }
    }
  }, 120_000)
})

describe('sign-in that holds under attack (issue 36)', () => {
  const suite = useBrowser()

  const inView = async (page: Page, name: string | RegExp, role: 'button' | 'link' | 'alert') => {
    const box = await page
      .getByRole(role, role === 'alert' ? undefined : { name })
      .first()
      .boundingBox()
    const viewport = page.viewportSize()!
    expect(box, String(name)).not.toBeNull()
    expect(box!.y, String(name)).toBeGreaterThanOrEqual(0)
    expect(box!.y + box!.height, String(name)).toBeLessThanOrEqual(viewport.height)
  }

  it('shows the consent button and every refusal without scrolling, and passes axe on the sign-in and account pages', async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const context = await suite.browser.newContext({ baseURL: baseUrl, viewport: { width, height } })
      try {
        const page = await context.newPage()
        await page.goto('/admin/login')
        await page.getByRole('heading', { name: 'Notice and consent' }).waitFor({ timeout: 15_000 })
        await inView(page, 'I understand and consent', 'button')
        expect(await seriousViolations(page)).toEqual([])
        await screenshot(page, `sign-in-notice-${width}`)
        await page.getByRole('button', { name: 'I understand and consent' }).click()
        await page.getByRole('status').filter({ hasText: 'Notice acknowledged' }).waitFor()
        // No card reaches the app without nginx: the refusal must be readable where it appears.
        await page.getByRole('button', { name: 'Sign in with your CAC/PIV card' }).click()
        await page.getByRole('alert').filter({ hasText: /card/i }).waitFor()
        await inView(page, /card/i, 'alert')
        expect(await seriousViolations(page)).toEqual([])
        await screenshot(page, `sign-in-card-refused-${width}`)
        await page.fill('input[name="email"]', admin.email)
        await page.fill('input[name="password"]', admin.password)
        await page.click('button[type="submit"]')
        await page.waitForURL((url) => !url.pathname.endsWith('/login'))
        await page.goto('/admin/account')
        await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor()
        await page
          .getByText(/Signed in with password/)
          .first()
          .waitFor()
        expect(await seriousViolations(page)).toEqual([])
        await screenshot(page, `account-${width}`)
      } finally {
        await context.close()
      }
    }
  }, 120_000)

  it('signs in with single sign-on from the sign-in page’s button, with groups released only at userinfo', async () => {
    const context = await suite.browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } })
    try {
      const page = await context.newPage()
      await signInSam(page)
      const me = await page.evaluate(async () => (await (await fetch('/api/users/me')).json()).user)
      expect(me).toMatchObject({ email: 'sam.sso@example.mil', role: 'editor' })
    } finally {
      await context.close()
    }
  })

  it('says on the sign-in page why a session ended: access removed at the provider, or by an administrator', async () => {
    const reasonShown = async (page: Page, expected: RegExp, name: string) => {
      await page.waitForURL(/\/admin\/(login|logout-inactivity)/, { timeout: 15_000 })
      const why = page.getByTestId('signed-out-reason')
      await why.waitFor({ timeout: 10_000 })
      expect(await why.textContent()).toMatch(expected)
      expect(await page.getByText('Nothing found').count()).toBe(0)
      expect(await seriousViolations(page)).toEqual([])
      await screenshot(page, name)
    }

    const wide = await suite.browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
    try {
      const page = await wide.newPage()
      await signInSam(page)
      await page.goto('/admin/collections/named-pages')
      await page.locator('h1').filter({ hasText: 'Pages' }).first().waitFor()
      accounts.sam.groups = []
      await page.waitForTimeout(2500)
      // The next thing Sam opens, from the admin's own menu.
      await page.locator('a[href="/admin/globals/home-page"]').first().click()
      await reasonShown(page, /removed at your agency’s sign-in service/, 'signed-out-access-removed-1280')
    } finally {
      accounts.sam.groups = ['site-editors']
      await wide.close()
    }

    const narrow = await suite.browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } })
    try {
      const page = await narrow.newPage()
      // Single sign-on follows the provider: Sam is back in a mapped group.
      await signInSam(page)
      const me = await page.evaluate(async () => (await (await fetch('/api/users/me')).json()).user)
      expect(me).toMatchObject({ email: 'sam.sso@example.mil', role: 'editor' })
      const adminToken = await fetch(`${baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseUrl },
        body: JSON.stringify({ ...admin, noticeAcknowledged: true }),
      }).then(async (response) => ((await response.json()) as { token: string }).token)
      const ended = await fetch(`${baseUrl}/api/users/${me.id}/sessions`, {
        method: 'DELETE',
        headers: { Origin: baseUrl, Authorization: `JWT ${adminToken}` },
      })
      expect(ended.status).toBe(200)
      await page.reload()
      await reasonShown(page, /an administrator of this site ended your session/, 'signed-out-by-administrator-390')
    } finally {
      await narrow.close()
    }
  }, 120_000)

  it('keeps /metrics private at the default settings: the token npm run metrics-token prints opens it', async () => {
    expect((await fetch(`${baseUrl}/metrics`)).status).toBe(401)
    const printed = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/metrics-token.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: dataDir, PAYLOAD_SECRET: '', METRICS_TOKEN: '' },
      encoding: 'utf8',
    })
    const token = printed.stdout.trim().split('\n').pop()!
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    const metrics = await fetch(`${baseUrl}/metrics`, { headers: { Authorization: `Bearer ${token}` } })
    expect(metrics.status).toBe(200)
    expect(await metrics.text()).toContain('http_requests_total')
  })
})
