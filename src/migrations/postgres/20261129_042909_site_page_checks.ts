import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "page_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL,
  	"title" varchar,
  	"section" varchar,
  	"content_type" varchar,
  	"source_collection" varchar,
  	"source_id" varchar,
  	"last_changed_by" varchar,
  	"last_changed_at" timestamp(3) with time zone,
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"latest" boolean DEFAULT true,
  	"score" numeric NOT NULL,
  	"scores_accessibility" numeric,
  	"scores_html" numeric,
  	"scores_links" numeric,
  	"scores_required_links" numeric,
  	"scores_readability" numeric,
  	"scores_weight" numeric,
  	"reading_grade" numeric,
  	"bytes" numeric,
  	"requests" numeric,
  	"findings" jsonb,
  	"problem" varchar
  );
  
  CREATE TABLE "site_scores" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"score" numeric NOT NULL,
  	"pages" numeric NOT NULL,
  	"serious" numeric NOT NULL
  );
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireCacheTag', 'identitySweep', 'checkInternalLinks', 'checkExternalLinks', 'checkPages', 'checkAllPages', 'publishApproved', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireCacheTag', 'identitySweep', 'checkInternalLinks', 'checkExternalLinks', 'checkPages', 'checkAllPages', 'publishApproved', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_checks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_scores_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "site_checks_reading_grade" numeric DEFAULT 8;
  ALTER TABLE "site_settings" ADD COLUMN "site_checks_page_weight_kb" numeric DEFAULT 800;
  ALTER TABLE "site_settings" ADD COLUMN "site_checks_requests" numeric DEFAULT 40;
  CREATE INDEX "page_checks_address_idx" ON "page_checks" USING btree ("address");
  CREATE INDEX "page_checks_checked_at_idx" ON "page_checks" USING btree ("checked_at");
  CREATE INDEX "page_checks_latest_idx" ON "page_checks" USING btree ("latest");
  CREATE INDEX "site_scores_checked_at_idx" ON "site_scores" USING btree ("checked_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_checks_fk" FOREIGN KEY ("page_checks_id") REFERENCES "public"."page_checks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_scores_fk" FOREIGN KEY ("site_scores_id") REFERENCES "public"."site_scores"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("page_checks_id");
  CREATE INDEX "payload_locked_documents_rels_site_scores_id_idx" ON "payload_locked_documents_rels" USING btree ("site_scores_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_checks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_scores" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_checks" CASCADE;
  DROP TABLE "site_scores" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_checks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_scores_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireCacheTag', 'checkInternalLinks', 'checkExternalLinks', 'identitySweep', 'publishApproved', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireCacheTag', 'checkInternalLinks', 'checkExternalLinks', 'identitySweep', 'publishApproved', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_page_checks_id_idx";
  DROP INDEX "payload_locked_documents_rels_site_scores_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_checks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_scores_id";
  ALTER TABLE "site_settings" DROP COLUMN "site_checks_reading_grade";
  ALTER TABLE "site_settings" DROP COLUMN "site_checks_page_weight_kb";
  ALTER TABLE "site_settings" DROP COLUMN "site_checks_requests";`)
}
