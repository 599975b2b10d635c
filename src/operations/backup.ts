/**
 * `npm run backup` and `npm run restore`: the database, the uploaded media and the
 * generated secret, as one folder an operator can copy anywhere (ADR 0039).
 *
 * A backup is consistent while editors save: SQLite is copied with `VACUUM INTO` (one
 * read transaction), PostgreSQL with `pg_dump` (one snapshot). Media are copied before
 * and after the database, so every file a saved record names is in the copy; files are
 * never changed in place, only added and removed.
 */
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import type { Env } from '../config/env.ts'

const MANIFEST = 'backup.json'
const SQLITE_FILE = 'database.sqlite'
const POSTGRES_FILE = 'database.pgdump'
const SECRET_FILE = 'payload-secret'

export type BackupManifest = {
  format: 1
  createdAt: string
  database: { kind: Env['databaseKind']; file: string; bytes: number }
  media: { files: number; bytes: number } | { inS3: string }
  /** Whether the generated secret is in the backup (not when PAYLOAD_SECRET is set). */
  secret: boolean
}

/** A refusal an operator can act on: the scripts print its message and exit with 2. */
export class OperatorError extends Error {}

function sqlitePath(settings: Env): string {
  return path.resolve(settings.databaseUri.replace(/^file:/, ''))
}

function run(command: string, args: string[], what: string) {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  if (result.error) throw new OperatorError(`${what}: ${command} could not be run (${result.error.message}).`)
  if (result.status !== 0) throw new OperatorError(`${what} failed: ${result.stderr.trim() || `exit ${result.status}`}`)
}

function folderSize(folder: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  if (!existsSync(folder)) return { files, bytes }
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    files += 1
    bytes += statSync(path.join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

function copyMedia(from: string, to: string) {
  if (!existsSync(from)) return
  // `force: false` keeps what an earlier pass copied and adds what is new.
  cpSync(from, to, { recursive: true, force: false, errorOnExist: false })
}

/** Writes a backup into `folder` (created; must not exist) and returns its manifest. */
export async function backUp(settings: Env, folder: string): Promise<BackupManifest> {
  if (existsSync(folder)) throw new OperatorError(`${folder} already exists: a backup goes into a new folder.`)
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  const mediaCopy = path.join(folder, 'media')
  if (!settings.s3) copyMedia(settings.mediaDir, mediaCopy)

  let file: string
  if (settings.databaseKind === 'sqlite') {
    file = SQLITE_FILE
    const client = createClient({ url: settings.databaseUri })
    try {
      await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(folder, file)] })
    } finally {
      client.close()
    }
  } else {
    file = POSTGRES_FILE
    run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, file)}`, settings.databaseUri],
      'pg_dump',
    )
  }

  if (!settings.s3) copyMedia(settings.mediaDir, mediaCopy)
  const secretFile = path.join(settings.dataDir, SECRET_FILE)
  const secret = !process.env.PAYLOAD_SECRET && existsSync(secretFile)
  if (secret) writeFileSync(path.join(folder, SECRET_FILE), readFileSync(secretFile), { mode: 0o600 })

  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: { kind: settings.databaseKind, file, bytes: statSync(path.join(folder, file)).size },
    media: settings.s3 ? { inS3: settings.s3.bucket } : folderSize(mediaCopy),
    secret,
  }
  writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
  chmodSync(path.join(folder, file), 0o600)
  return manifest
}

function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST)
  if (!existsSync(file)) throw new OperatorError(`${folder} is not a backup: it has no ${MANIFEST}.`)
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest
  } catch {
    throw new OperatorError(`${file} is not valid JSON: the backup is damaged.`)
  }
  if (manifest.format !== 1)
    throw new OperatorError(`${file} has format ${String(manifest.format)}; this site reads 1.`)
  if (!existsSync(path.join(folder, manifest.database.file)))
    throw new OperatorError(`The backup's database file ${manifest.database.file} is missing.`)
  return manifest
}

function postgresHasTables(uri: string): boolean {
  const result = spawnSync(
    'psql',
    [
      '--no-psqlrc',
      '--tuples-only',
      '--no-align',
      '--command',
      "select count(*) from information_schema.tables where table_schema = 'public'",
      uri,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  )
  if (result.status !== 0) throw new OperatorError(`The PostgreSQL database does not answer: ${result.stderr.trim()}`)
  return Number(result.stdout.trim()) > 0
}

/**
 * Restores a backup into the configured set-up. Refuses a database that already holds a
 * site unless `replace` is given; the site must be stopped (SQLite) or about to be
 * restarted (PostgreSQL).
 */
export async function restore(settings: Env, folder: string, { replace = false } = {}): Promise<BackupManifest> {
  const manifest = readManifest(folder)
  if (manifest.database.kind !== settings.databaseKind) {
    throw new OperatorError(
      `The backup holds a ${manifest.database.kind} database; this set-up uses ${settings.databaseKind} (DATABASE_URI).`,
    )
  }
  const source = path.join(folder, manifest.database.file)
  if (settings.databaseKind === 'sqlite') {
    const target = sqlitePath(settings)
    if (existsSync(target) && statSync(target).size > 0 && !replace)
      throw new OperatorError(`${target} already holds a site: add --replace to overwrite it.`)
    mkdirSync(path.dirname(target), { recursive: true })
    // Copied beside the target, then renamed: the database is never half-written.
    cpSync(source, `${target}.restoring`)
    for (const leftover of [`${target}-wal`, `${target}-shm`]) rmSync(leftover, { force: true })
    renameSync(`${target}.restoring`, target)
  } else {
    if (postgresHasTables(settings.databaseUri) && !replace)
      throw new OperatorError('The PostgreSQL database already holds tables: add --replace to overwrite it.')
    run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        `--dbname=${settings.databaseUri}`,
        source,
      ],
      'pg_restore',
    )
  }
  if ('files' in manifest.media) copyMedia(path.join(folder, 'media'), settings.mediaDir)
  if (manifest.secret) {
    mkdirSync(settings.dataDir, { recursive: true })
    cpSync(path.join(folder, SECRET_FILE), path.join(settings.dataDir, SECRET_FILE))
    chmodSync(path.join(settings.dataDir, SECRET_FILE), 0o600)
  }
  return manifest
}
