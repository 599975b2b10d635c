/**
 * Chooses the database adapter from DATABASE_URI: an embedded SQLite file by default,
 * PostgreSQL for a postgres:// address. Each kind has its own committed migrations,
 * applied at start-up in production; the schema is never pushed implicitly.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { beginTransaction } from '@payloadcms/drizzle'
import type { DatabaseAdapterObj, Migration, Payload } from 'payload'

import type { Env } from './config/env'
import { closeConnections } from './database-connections'
import { keepTransactionsOnOneConnection, transactionWanted } from './database-sqlite-transactions'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The committed migrations of a database kind, imported (not read from disk at run time). */
export function committedMigrations(kind: Env['databaseKind']): Migration[] {
  // Each adapter types its own migration arguments; Payload's runner takes them as unknown.
  return (kind === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
}

export function databaseAdapter(settings: Env): DatabaseAdapterObj {
  if (settings.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: settings.databaseUri, max: 10, connectionTimeoutMillis: 5000 },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: false,
      // Each page layout in one JSON column, not a table per block type (ADR 0011).
      blocksAsJSON: true,
    })
  }
  const file = settings.databaseUri.replace(/^file:/, '')
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = sqliteAdapter({
    client: { url: settings.databaseUri },
    busyTimeout: 5000,
    wal: true,
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    push: false,
    blocksAsJSON: true,
  })
  return {
    ...sqlite,
    init: (args) => {
      const adapter = sqlite.init(args)
      const connect = adapter.connect
      adapter.connect = async function (options) {
        await connect?.call(this, options)
        keepTransactionsOnOneConnection(this as unknown as Parameters<typeof keepTransactionsOnOneConnection>[0])
      }
      // Off on SQLite by default (Payload's choice); on for work that asked for it (ADR 0042).
      adapter.beginTransaction = async function (options) {
        return transactionWanted() ? beginTransaction.call(this as never, options) : null
      }
      return adapter
    },
  }
}

/** Closes Payload and its database connections (Payload's destroy() leaves them open). */
export async function closeDatabase(payload: Payload): Promise<void> {
  const adapter = payload.db
  await payload.destroy()
  await closeConnections(adapter)
}

// An arbitrary constant naming the site's migration lock among PostgreSQL advisory locks.
const MIGRATION_LOCK_ID = 726_410_118

/**
 * Runs the migrations (and first seed) while holding a PostgreSQL advisory lock, so
 * instances started together take turns instead of racing to create the same tables.
 * SQLite needs no lock: it serves one machine, and its writes are serialised anyway.
 */
export function withMigrationLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  return withAdvisoryLock(payload, [MIGRATION_LOCK_ID], work)
}

/**
 * Runs `work` while this connection holds the PostgreSQL advisory lock named by one or
 * two numbers (its session keeps it: one pool connection is held meanwhile). On SQLite
 * it just runs `work`.
 */
export async function withAdvisoryLock<T>(
  payload: Payload,
  name: [number] | [number, number],
  work: () => Promise<T>,
): Promise<T> {
  type Client = { query: (sql: string, values?: unknown[]) => Promise<unknown>; release: (error?: Error) => void }
  const pool = (payload.db as unknown as { pool?: { connect: () => Promise<Client> } }).pool
  if (!pool) return work()
  const client = await pool.connect()
  const places = name.length === 1 ? '$1' : '$1, $2'
  try {
    await client.query(`select pg_advisory_lock(${places})`, name)
    return await work()
  } finally {
    // A connection that may still hold the lock is closed, never handed to someone else.
    const unlocked = await client.query(`select pg_advisory_unlock(${places})`, name).then(
      () => undefined,
      (error: Error) => error,
    )
    client.release(unlocked)
  }
}
