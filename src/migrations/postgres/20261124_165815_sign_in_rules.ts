import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_log_method" AS ENUM('password', 'oidc', 'certificate');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'signed in';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'sign-in failed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'locked out';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'signed out';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'session ended';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'role changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'password changed';
  ALTER TABLE "audit_log" ADD COLUMN "method" "enum_audit_log_method";
  ALTER TABLE "audit_log" ADD COLUMN "client_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "sign_in_notice" varchar DEFAULT 'You are accessing a U.S. Government (USG) Information System (IS) that is provided for USG-authorized use only.
  By using this IS (which includes any device attached to this IS), you consent to the following conditions:
  - The USG routinely intercepts and monitors communications on this IS for purposes including, but not limited to, penetration testing, COMSEC monitoring, network operations and defense, personnel misconduct (PM), law enforcement (LE), and counterintelligence (CI) investigations.
  - At any time, the USG may inspect and seize data stored on this IS.
  - Communications using, or data stored on, this IS are not private, are subject to routine monitoring, interception, and search, and may be disclosed or used for any USG-authorized purpose.
  - This IS includes security measures (e.g., authentication and access controls) to protect USG interests--not for your personal benefit or privacy.
  - Notwithstanding the above, using this IS does not constitute consent to PM, LE or CI investigative searching or monitoring of the content of privileged communications, or work product, related to personal representation or services by attorneys, psychotherapists, or clergy, and their assistants. Such communications and work product are private and confidential. See User Agreement for details.' NOT NULL;
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('created', 'saved draft', 'published', 'unpublished', 'deleted', 'updated', 'submitted for review', 'approved', 'changes requested', 'approved without second review', 'scheduled');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "audit_log" DROP COLUMN "method";
  ALTER TABLE "audit_log" DROP COLUMN "client_address";
  ALTER TABLE "site_settings" DROP COLUMN "sign_in_notice";
  DROP TYPE "public"."enum_audit_log_method";`)
}
