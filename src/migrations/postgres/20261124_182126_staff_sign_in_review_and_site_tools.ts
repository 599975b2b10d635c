import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_announcements_activefrom_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum_announcements_activeuntil_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum__announcements_v_version_activefrom_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum__announcements_v_version_activeuntil_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum_audit_log_method" AS ENUM('password', 'oidc', 'certificate');
  CREATE TYPE "public"."enum_broken_links_kind" AS ENUM('internal', 'media', 'external');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'signed in';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'sign-in failed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'locked out';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'signed out';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'session ended';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'role changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'password changed';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkInternalLinks' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkExternalLinks' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkInternalLinks' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkExternalLinks' BEFORE 'schedulePublish';
  CREATE TABLE "broken_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source_title" varchar NOT NULL,
  	"where" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"kind" "enum_broken_links_kind" NOT NULL,
  	"problem" varchar NOT NULL,
  	"status" numeric,
  	"first_seen" timestamp(3) with time zone NOT NULL,
  	"last_checked" timestamp(3) with time zone NOT NULL,
  	"source_collection" varchar NOT NULL,
  	"source_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"named_pages_id" integer
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "announcements" ADD COLUMN "activefrom_tz" "enum_announcements_activefrom_tz" DEFAULT 'America/New_York';
  ALTER TABLE "announcements" ADD COLUMN "activeuntil_tz" "enum_announcements_activeuntil_tz" DEFAULT 'America/New_York';
  ALTER TABLE "_announcements_v" ADD COLUMN "version_activefrom_tz" "enum__announcements_v_version_activefrom_tz" DEFAULT 'America/New_York';
  ALTER TABLE "_announcements_v" ADD COLUMN "version_activeuntil_tz" "enum__announcements_v_version_activeuntil_tz" DEFAULT 'America/New_York';
  ALTER TABLE "audit_log" ADD COLUMN "method" "enum_audit_log_method";
  ALTER TABLE "audit_log" ADD COLUMN "client_address" varchar;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "broken_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "sign_in_notice" varchar DEFAULT 'You are accessing a U.S. Government (USG) Information System (IS) that is provided for USG-authorized use only.
  By using this IS (which includes any device attached to this IS), you consent to the following conditions:
  - The USG routinely intercepts and monitors communications on this IS for purposes including, but not limited to, penetration testing, COMSEC monitoring, network operations and defense, personnel misconduct (PM), law enforcement (LE), and counterintelligence (CI) investigations.
  - At any time, the USG may inspect and seize data stored on this IS.
  - Communications using, or data stored on, this IS are not private, are subject to routine monitoring, interception, and search, and may be disclosed or used for any USG-authorized purpose.
  - This IS includes security measures (e.g., authentication and access controls) to protect USG interests--not for your personal benefit or privacy.
  - Notwithstanding the above, using this IS does not constitute consent to PM, LE or CI investigative searching or monitoring of the content of privileged communications, or work product, related to personal representation or services by attorneys, psychotherapists, or clergy, and their assistants. Such communications and work product are private and confidential. See User Agreement for details.' NOT NULL;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_named_pages_fk" FOREIGN KEY ("named_pages_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "broken_links_kind_idx" ON "broken_links" USING btree ("kind");
  CREATE INDEX "broken_links_source_collection_idx" ON "broken_links" USING btree ("source_collection");
  CREATE INDEX "broken_links_source_id_idx" ON "broken_links" USING btree ("source_id");
  CREATE INDEX "broken_links_updated_at_idx" ON "broken_links" USING btree ("updated_at");
  CREATE INDEX "broken_links_created_at_idx" ON "broken_links" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_named_pages_id_idx" ON "redirects_rels" USING btree ("named_pages_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_broken_links_fk" FOREIGN KEY ("broken_links_id") REFERENCES "public"."broken_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_broken_links_id_idx" ON "payload_locked_documents_rels" USING btree ("broken_links_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "broken_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "broken_links" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_broken_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('created', 'saved draft', 'published', 'unpublished', 'deleted', 'updated', 'submitted for review', 'approved', 'changes requested', 'approved without second review', 'scheduled');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireCacheTag', 'publishApproved', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireCacheTag', 'publishApproved', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_broken_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "announcements" DROP COLUMN "activefrom_tz";
  ALTER TABLE "announcements" DROP COLUMN "activeuntil_tz";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_activefrom_tz";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_activeuntil_tz";
  ALTER TABLE "audit_log" DROP COLUMN "method";
  ALTER TABLE "audit_log" DROP COLUMN "client_address";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "broken_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "site_settings" DROP COLUMN "sign_in_notice";
  DROP TYPE "public"."enum_announcements_activefrom_tz";
  DROP TYPE "public"."enum_announcements_activeuntil_tz";
  DROP TYPE "public"."enum__announcements_v_version_activefrom_tz";
  DROP TYPE "public"."enum__announcements_v_version_activeuntil_tz";
  DROP TYPE "public"."enum_audit_log_method";
  DROP TYPE "public"."enum_broken_links_kind";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
