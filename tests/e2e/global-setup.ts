/**
 * Starts the production site once for the browser tests: a fresh temporary SQLite
 * database, migrated and seeded, `next build` (unless E2E_SKIP_BUILD=1 reuses the last
 * build), then `npm start` on port 3100. E2E_BASE_URL points the tests at a site that
 * is already running instead (E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD give its administrator).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { freePort } from '../support/ports'

export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.mil',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'orbit kettle violet copper 7',
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    adminEmail: string
    adminPassword: string
    serverLog: string
    dataDir: string
    /** Where the site sends e-mail: tests that read it start tests/support/smtp-server.ts there. */
    smtpPort: number
  }
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site exited early with code ${server.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs} ms`)
}

/** Turns the site's two-person review rule on or off, as its administrator. */
export async function setTwoPersonRule(baseUrl: string, admin: { email: string; password: string }, on: boolean) {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...admin, noticeAcknowledged: true }),
  })
  if (!login.ok) throw new Error(`The administrator could not sign in: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const response = await fetch(`${baseUrl}/api/globals/site-settings`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ review: { twoPersonRule: on } }),
  })
  if (!response.ok) throw new Error(`Setting the two-person rule failed: ${response.status} ${await response.text()}`)
}

export default async function setup(project: TestProject) {
  project.provide('adminEmail', E2E_ADMIN.email)
  project.provide('adminPassword', E2E_ADMIN.password)
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL)
    project.provide('serverLog', '')
    project.provide('dataDir', '')
    project.provide('smtpPort', 0)
    return
  }
  const root = path.resolve(import.meta.dirname, '../..')
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-e2e-'))
  const port = process.env.E2E_PORT ?? '3100'
  const baseUrl = `http://localhost:${port}`
  const smtpPort = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URI: `file:${path.join(dataDir, 'e2e.db')}`,
    SITE_URL: baseUrl,
    PORT: port,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // Every browser test signs in from this one machine; the limit itself is tested with
    // its own client addresses.
    SIGN_IN_LIMIT_PER_CLIENT: '200',
    // As behind one proxy: a test plays a client at another address with X-Forwarded-For.
    TRUSTED_PROXY_HOPS: '1',
    // Nothing listens here unless a test that reads e-mail starts its SMTP server; sending
    // then fails, which the site logs and otherwise ignores.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_FROM: 'web-team@example.mil',
  }
  // Reusing a build: `npm start` migrates and seeds the new database; nothing the build
  // rendered is served from it (pages are kept by the server, in memory).
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, env, stdio: 'inherit' })
    if (built.status !== 0) throw new Error('Building the site for the browser tests failed')
  }

  const serverLog = path.join(dataDir, 'server.log')
  const logFd = openSync(serverLog, 'a')
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', logFd, logFd],
    detached: true,
  })
  await waitForServer(`${baseUrl}/`, server, 120_000)
  // Most browser tests publish as the one administrator; the review tests turn the
  // two-person rule back on for themselves (tests/review.e2e.test.ts).
  await setTwoPersonRule(baseUrl, E2E_ADMIN, false)
  project.provide('baseUrl', baseUrl)
  project.provide('serverLog', serverLog)
  project.provide('dataDir', dataDir)
  project.provide('smtpPort', smtpPort)

  return async () => {
    if (server.pid && server.exitCode === null) {
      process.kill(-server.pid, 'SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 1000))
      if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL')
    }
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true })
  }
}
