/**
 * Boots Payload for an integration test on a fresh database of its own: a temporary
 * SQLite file, or a PostgreSQL database created on 127.0.0.1:5432 and dropped after.
 * The committed migrations build the schema, as in production.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { getPayload, type Payload } from 'payload'

export type DatabaseKind = 'sqlite' | 'postgres'

/** `key` names the instance for `handleEndpoints` (REST requests without a web server). */
export type TestPayload = { payload: Payload; dataDir: string; key: string; close: () => Promise<void> }

const POSTGRES_ADMIN_URI = process.env.TEST_POSTGRES_URI ?? 'postgres://root@127.0.0.1:5432/postgres'

async function postgresAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URI })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/**
 * `migrate: false` leaves the database empty, for a test that runs the migrations itself.
 * `shared: true` makes it the process's default instance, the one Payload's GraphQL route
 * finds (it takes no instance key), so GraphQL and REST reach the same Payload.
 */
export async function startTestPayload(
  kind: DatabaseKind,
  { migrate = true, shared = false } = {},
): Promise<TestPayload> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hcs-${kind}-`))
  const suffix = randomBytes(6).toString('hex')
  const databaseName = `hcs_test_${suffix}`
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
  process.env.ADMIN_EMAIL = 'admin@example.mil'
  process.env.ADMIN_PASSWORD = 'correct-horse-battery-staple'
  if (kind === 'postgres') {
    await postgresAdmin((client) => client.query(`CREATE DATABASE ${databaseName}`))
    const base = new URL(POSTGRES_ADMIN_URI)
    base.pathname = `/${databaseName}`
    process.env.DATABASE_URI = base.toString()
  } else {
    process.env.DATABASE_URI = `file:${path.join(dataDir, 'test.db')}`
  }
  const { default: config } = await import('@payload-config')
  const key = shared ? 'default' : `test-${suffix}`
  const payload = await getPayload({ config, key })
  const { committedMigrations } = await import('@/database')
  if (migrate) await payload.db.migrate({ migrations: committedMigrations(kind) })
  return {
    payload,
    dataDir,
    key,
    close: async () => {
      const { closeDatabase } = await import('@/database')
      await closeDatabase(payload)
      if (kind === 'postgres') {
        await postgresAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`))
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
