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
})
