import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'two-step sign-in changed';
  ALTER TABLE "users" ADD COLUMN "second_factor_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor_since" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "second_factor_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "recovery_codes" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('created', 'saved draft', 'published', 'unpublished', 'deleted', 'updated', 'submitted for review', 'approved', 'changes requested', 'approved without second review', 'scheduled', 'signed in', 'sign-in failed', 'locked out', 'signed out', 'session ended', 'role changed', 'password changed');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "users" DROP COLUMN "second_factor_secret";
  ALTER TABLE "users" DROP COLUMN "second_factor_since";
  ALTER TABLE "users" DROP COLUMN "second_factor_last_step";
  ALTER TABLE "users" DROP COLUMN "recovery_codes";`)
}
