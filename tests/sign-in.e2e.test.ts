/**
 * Staff sign-in in the admin, tried as a new operator would, against a production server
 * of its own started with a one-minute idle timeout: the notice first (a sign-in without
 * consent is refused by the server), the site's own branding, the warning before the
 * idle timeout with "Stay logged in", and the sign-out when nobody answers it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { generate } from 'otplib'
import type { Page } from 'playwright-core'

import { seriousViolations } from './support/axe'
import { screenshot } from './support/browser'
import { useBrowser } from './support/suite'

const port = Number(process.env.E2E_PORT ?? 3100) + 7
const baseUrl = `http://localhost:${port}`
const admin = { email: 'idle-admin@example.mil', password: 'orbit kettle violet copper 8' }
let server: ChildProcess
let dataDir: string

beforeAll(async () => {
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
  if (server?.pid && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL')
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

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
