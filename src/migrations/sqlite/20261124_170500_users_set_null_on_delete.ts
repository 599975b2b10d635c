import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * HAND-WRITTEN, keep when migrations are regenerated: the schema snapshot already says
 * "on delete set null" for every single-user column, so a generated migration sees no
 * change. On SQLite, columns added by `ALTER TABLE … ADD … REFERENCES users(id)` (last
 * edited by, submitted by, reviewed by) lost that clause, so deleting a user who ever
 * edited content failed with a foreign-key error (issue 28, problem 2).
 *
 * A foreign key's action is not stored in the rows, only in the table's definition, so the
 * definition is rewritten in place (SQLite's documented `writable_schema` route for
 * constraint-only changes): no table is rebuilt or copied, no row moves.
 */
const BARE_USER_REFERENCE = /REFERENCES\s+[`"]?users[`"]?\s*\(\s*[`"]?id[`"]?\s*\)(?!\s+ON\b)/gi
const SET_NULL = 'REFERENCES users(id) ON UPDATE no action ON DELETE set null'

type Row = Record<string, unknown>

async function rewriteDefinitions(
  db: MigrateUpArgs['db'],
  rewrite: (definition: string) => string,
): Promise<void> {
  const tables = (await db.all(
    sql`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE '%REFERENCES%users%'`,
  )) as Row[]
  const changes = tables
    .map((table) => ({ name: String(table.name), before: String(table.sql) }))
    .map((table) => ({ ...table, after: rewrite(table.before) }))
    .filter((table) => table.after !== table.before)
  if (changes.length === 0) return
  const [current] = (await db.all(sql`PRAGMA schema_version`)) as { schema_version: number }[]
  const version = Number(current?.schema_version ?? 0)
  await db.run(sql`PRAGMA writable_schema = ON`)
  for (const change of changes) {
    await db.run(sql`UPDATE sqlite_master SET sql = ${change.after} WHERE type = 'table' AND name = ${change.name}`)
  }
  await db.run(sql.raw(`PRAGMA schema_version = ${version + 1}`))
  await db.run(sql`PRAGMA writable_schema = OFF`)
  const [check] = (await db.all(sql`PRAGMA integrity_check`)) as Row[]
  if (Object.values(check ?? {})[0] !== 'ok') throw new Error(`Schema rewrite left the database inconsistent: ${JSON.stringify(check)}`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rewriteDefinitions(db, (definition) => definition.replace(BARE_USER_REFERENCE, SET_NULL))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rewriteDefinitions(db, (definition) => definition.split(SET_NULL).join('REFERENCES users(id)'))
}
