import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Issue 45: when the identity provider no longer gives a person access, card and password
 * sign-in are off until an administrator restores them (the two columns on users); the
 * provider's tokens of each account's latest single sign-on are kept in a table of the
 * identity module's own (src/identity/store.ts), outside Payload's schema, so the sweep can
 * ask the provider about people who never sign in again. The same DDL on both databases.
 */
const PROVIDER_TOKENS_TABLE = `CREATE TABLE IF NOT EXISTS identity_provider_tokens (
      user_id integer PRIMARY KEY,
      provider_tokens text NOT NULL,
      stored_at bigint NOT NULL,
      checked_at bigint
    )`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(PROVIDER_TOKENS_TABLE))
  await db.run(sql`ALTER TABLE \`users\` ADD \`access_removed_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`access_removed_reason\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('DROP TABLE IF EXISTS identity_provider_tokens'))
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`access_removed_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`access_removed_reason\`;`)
}
