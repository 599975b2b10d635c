/**
 * The restore an operator rehearses: `npm run backup` while an editor keeps saving, then
 * `npm run restore` into an empty set-up, and the restored site serves every page, image,
 * version and account the backup held. On SQLite and on PostgreSQL.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { startSiteProcess, type SiteProcess } from './support/site-process'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..')
const basePort = Number(process.env.E2E_PORT ?? '3100') + 11
const ADMIN = { email: 'second-admin@example.mil', password: 'lantern harbour quartz 42' }
const EDITOR = { email: 'restored.editor@example.mil', password: 'copper meadow lantern 77' }
const POSTGRES_ADMIN_URI = process.env.TEST_POSTGRES_URI ?? 'postgres://root@127.0.0.1:5432/postgres'

type Doc = { id: number; title?: string; email?: string; url?: string; filename?: string }

async function signIn(baseUrl: string, who: { email: string; password: string }) {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...who, noticeAcknowledged: true }),
  })
  if (!login.ok) throw new Error(`Sign-in of ${who.email} failed: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  return async <T = { docs: Doc[]; totalDocs: number }>(method: string, apiPath: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${apiPath}`, {
      method,
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${text}`)
    return JSON.parse(text) as T
  }
}

/** What an operator would count after a restore. */
async function inventory(baseUrl: string) {
  const api = await signIn(baseUrl, ADMIN)
  const ids = async (apiPath: string) => (await api('GET', apiPath)).docs.map((doc) => doc.id).sort((a, b) => a - b)
  const media = (await api('GET', '/media?limit=0&depth=0')).docs
  return {
    pages: await ids('/named-pages?limit=0&depth=0&draft=true'),
    items: await ids('/carousel-items?limit=0&depth=0&draft=true'),
    itemVersions: (await api('GET', '/carousel-items/versions?limit=1&depth=0')).totalDocs,
    media,
    accounts: (await api('GET', '/users?limit=0&depth=0')).docs.map((doc) => doc.email).sort(),
  }
}

const settingsOf = (dataDir: string, databaseUri: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production' as const,
  DATA_DIR: dataDir,
  DATABASE_URI: databaseUri,
})

async function createPostgresDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URI })
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.query(`create database ${name}`)
  await client.end()
  return POSTGRES_ADMIN_URI.replace(/\/[^/]*$/, `/${name}`)
}

async function dropPostgresDatabase(name: string) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URI })
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.end()
}

describe.each(['sqlite', 'postgres'] as const)('backup and restore on %s', (kind) => {
  const sites: SiteProcess[] = []
  const folders: string[] = []
  const databases: string[] = []
  afterAll(async () => {
    for (const site of sites) await site.stop()
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
    for (const name of databases) await dropPostgresDatabase(name)
  })

  async function databaseFor(role: string, dataDir: string): Promise<string> {
    if (kind === 'sqlite') return `file:${path.join(dataDir, 'site.db')}`
    const name = `hcs_backup_${role}_${process.pid}`
    databases.push(name)
    return createPostgresDatabase(name)
  }

  it('backs up while an editor saves, and the restored site has every page, image, version and account', async () => {
    const sourceDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-backup-source-'))
    const sourceDatabase = await databaseFor('source', sourceDir)
    const source = await startSiteProcess(
      basePort + (kind === 'sqlite' ? 0 : 2),
      { DATABASE_URI: sourceDatabase },
      { dataDir: sourceDir },
    )
    sites.push(source)
    // The default address takes IPv6 as well as IPv4 (OMB M-21-07).
    const port = new URL(source.baseUrl).port
    for (const host of ['127.0.0.1', '[::1]'])
      expect((await fetch(`http://${host}:${port}/healthz`)).status, host).toBe(200)
    const api = await signIn(source.baseUrl, ADMIN)
    await api('POST', '/users', { ...EDITOR, role: 'editor' })
    const editor = await signIn(source.baseUrl, EDITOR)

    // The editor saves a new item every few milliseconds while the backup runs.
    let saving = true
    let saved = 0
    const savingLoop = (async () => {
      while (saving) {
        await editor('POST', '/carousel-items?draft=true', {
          title: `Saved during the backup ${saved}`,
          type: 'News',
          publishDate: '2027-06-01T00:00:00.000Z',
          meta: 'Written while the backup ran',
        })
        saved += 1
      }
    })()
    while (saved < 3) await new Promise((resolve) => setTimeout(resolve, 20))
    const before = await inventory(source.baseUrl)
    const backupFolder = path.join(mkdtempSync(path.join(os.tmpdir(), 'hcs-backups-')), 'nightly')
    folders.push(path.dirname(backupFolder))
    const backup = await run(process.execPath, ['scripts/run-ts.mjs', 'scripts/backup.ts', '--to', backupFolder], {
      cwd: root,
      env: settingsOf(sourceDir, sourceDatabase),
    })
    const savedDuringBackup = saved
    saving = false
    await savingLoop
    expect(backup.stdout).toMatch(new RegExp(`Backed up to .*nightly: ${kind} database`))
    expect(savedDuringBackup).toBeGreaterThan(3)
    const after = await inventory(source.baseUrl)

    // An empty set-up: a new data folder and database, restored, then started.
    const targetDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-backup-target-'))
    const targetDatabase = await databaseFor('target', targetDir)
    const restoreArgs = ['scripts/run-ts.mjs', 'scripts/restore.ts', '--from', backupFolder]
    const restored = await run(process.execPath, restoreArgs, { cwd: root, env: settingsOf(targetDir, targetDatabase) })
    expect(restored.stdout).toContain('Restored the backup')
    // A second restore over the restored site is refused without --replace, and changes nothing.
    const again = await run(process.execPath, restoreArgs, {
      cwd: root,
      env: settingsOf(targetDir, targetDatabase),
    }).catch((error: { code: number; stderr: string }) => error)
    expect(again).toMatchObject({ code: 2, stderr: expect.stringContaining('--replace') })

    const target = await startSiteProcess(
      basePort + (kind === 'sqlite' ? 1 : 3),
      { DATABASE_URI: targetDatabase, MIGRATE_ON_START: 'false' },
      { dataDir: targetDir },
    )
    sites.push(target)
    const found = await inventory(target.baseUrl)

    expect(found.pages).toEqual(before.pages)
    expect(found.accounts).toEqual(before.accounts)
    // Everything saved before the backup began; nothing saved after it ended; whole records only.
    expect(found.items).toEqual(expect.arrayContaining(before.items))
    expect(after.items).toEqual(expect.arrayContaining(found.items))
    expect(found.itemVersions).toBeGreaterThanOrEqual(before.itemVersions)
    expect(found.itemVersions).toBeLessThanOrEqual(after.itemVersions)
    expect(found.media.map((doc) => doc.id)).toEqual(before.media.map((doc) => doc.id))
    // Every image's file came back with its record, byte for byte.
    for (const image of before.media.slice(0, 12)) {
      const [original, copy] = await Promise.all(
        [source, target].map(async (site) => {
          const response = await fetch(new URL(image.url!, site.baseUrl))
          expect(response.status, `${image.filename} on ${site.baseUrl}`).toBe(200)
          return Buffer.from(await response.arrayBuffer())
        }),
      )
      expect(copy!.equals(original!), image.filename).toBe(true)
    }
    // Accounts sign in with their passwords: the hashes and the site's secret came back.
    await expect(signIn(target.baseUrl, EDITOR)).resolves.toBeTypeOf('function')
  }, 300_000)
})
