/**
 * A second production server from the last build, with settings of its own (a fresh
 * SQLite database in a temporary folder), for tests of a setting the main browser-test
 * server runs without. Needs a build (`npm run build`, or the e2e global setup's).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type SiteProcess = { baseUrl: string; dataDir: string; log: () => string; stop: () => Promise<void> }

/** `dataDir`: serve a data folder the test prepared (it is removed at stop all the same). */
export async function startSiteProcess(
  port: number,
  settings: Record<string, string>,
  { dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-site-')) }: { dataDir?: string } = {},
): Promise<SiteProcess> {
  const root = path.resolve(import.meta.dirname, '../..')
  const baseUrl = `http://localhost:${port}`
  const logFile = path.join(dataDir, 'server.log')
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URI: `file:${path.join(dataDir, 'site.db')}`,
      SITE_URL: baseUrl,
      PORT: String(port),
      ADMIN_EMAIL: 'second-admin@example.mil',
      ADMIN_PASSWORD: 'lantern harbour quartz 42',
      ...settings,
    },
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
    detached: true,
  })
  const log = () => readFileSync(logFile, 'utf8')
  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      process.kill(-server.pid, 'SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 1000))
      if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL')
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      const output = log()
      await stop()
      throw new Error(`The second site exited with code ${server.exitCode}:\n${output.slice(-2000)}`)
    }
    try {
      if ((await fetch(`${baseUrl}/`)).status === 200) return { baseUrl, dataDir, log, stop }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`The second site did not answer at ${baseUrl} within 120 s`)
}
