import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

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
  await db.execute(sql.raw(PROVIDER_TOKENS_TABLE))
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'access removed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'access restored';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'identitySweep' BEFORE 'publishApproved';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'identitySweep' BEFORE 'publishApproved';
  ALTER TABLE "users" ADD COLUMN "access_removed_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "access_removed_reason" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw('DROP TABLE IF EXISTS identity_provider_tokens'))
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('created', 'saved draft', 'published', 'unpublished', 'deleted', 'updated', 'submitted for review', 'approved', 'changes requested', 'approved without second review', 'scheduled', 'signed in', 'sign-in failed', 'locked out', 'signed out', 'session ended', 'role changed', 'password changed', 'two-step sign-in changed', 'two-step sign-in turned on', 'two-step sign-in turned off', 'recovery codes replaced', 'recovery code used', 'e-mail changed', 'identity linked', 'unlocked');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireCacheTag', 'checkInternalLinks', 'checkExternalLinks', 'publishApproved', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireCacheTag', 'checkInternalLinks', 'checkExternalLinks', 'publishApproved', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "access_removed_at";
  ALTER TABLE "users" DROP COLUMN "access_removed_reason";`)
}
