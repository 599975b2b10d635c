import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

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
  for (const statement of IDENTITY_TABLES) await db.execute(sql.raw(statement))
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-step sign-in turned on';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-step sign-in turned off';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'recovery codes replaced';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'recovery code used';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'e-mail changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'identity linked';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'unlocked';
  ALTER TABLE "users" ADD COLUMN "made_by_single_sign_on" boolean;
  ALTER TABLE "users" ADD COLUMN "single_sign_on_identity" varchar;
  ALTER TABLE "users" ADD COLUMN "single_sign_on_link_allowed" boolean DEFAULT false;
  CREATE UNIQUE INDEX "users_single_sign_on_identity_idx" ON "users" USING btree ("single_sign_on_identity");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw('DROP TABLE IF EXISTS identity_sessions'))
  await db.execute(sql.raw('DROP TABLE IF EXISTS identity_counters'))
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('created', 'saved draft', 'published', 'unpublished', 'deleted', 'updated', 'submitted for review', 'approved', 'changes requested', 'approved without second review', 'scheduled', 'signed in', 'sign-in failed', 'locked out', 'signed out', 'session ended', 'role changed', 'password changed', 'two-step sign-in changed');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "users_single_sign_on_identity_idx";
  ALTER TABLE "users" DROP COLUMN "made_by_single_sign_on";
  ALTER TABLE "users" DROP COLUMN "single_sign_on_identity";
  ALTER TABLE "users" DROP COLUMN "single_sign_on_link_allowed";`)
}
