import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The identity module's own tables (src/identity/store.ts), outside Payload's schema:
 * counters changed in one statement, and how each session began. The same DDL on both
 * databases.
 */
const IDENTITY_TABLES = [
    `CREATE TABLE IF NOT EXISTS identity_counters (
      key varchar PRIMARY KEY,
      account varchar,
      count integer NOT NULL,
      window_ends bigint NOT NULL
    )`,
    'CREATE INDEX IF NOT EXISTS identity_counters_account_idx ON identity_counters (account)',
    `CREATE TABLE IF NOT EXISTS identity_sessions (
      sid varchar PRIMARY KEY,
      user_id integer NOT NULL,
      method varchar NOT NULL,
      client varchar,
      started_at bigint NOT NULL,
      provider_tokens text,
      checked_at bigint
    )`,
    'CREATE INDEX IF NOT EXISTS identity_sessions_user_idx ON identity_sessions (user_id)',
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  for (const statement of IDENTITY_TABLES) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`users\` ADD \`made_by_single_sign_on\` integer;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`single_sign_on_identity\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`single_sign_on_link_allowed\` integer DEFAULT false;`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_single_sign_on_identity_idx\` ON \`users\` (\`single_sign_on_identity\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('DROP TABLE IF EXISTS identity_sessions'))
  await db.run(sql.raw('DROP TABLE IF EXISTS identity_counters'))
  await db.run(sql`DROP INDEX \`users_single_sign_on_identity_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`made_by_single_sign_on\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`single_sign_on_identity\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`single_sign_on_link_allowed\`;`)
}
