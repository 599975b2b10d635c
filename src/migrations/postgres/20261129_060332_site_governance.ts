import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'marked as reviewed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'owner changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'review date changed';
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
  	"serious" numeric,
  	"problem" varchar
  );
  
  CREATE TABLE "site_scores" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"score" numeric NOT NULL,
  	"pages" numeric NOT NULL,
  	"serious" numeric NOT NULL
  );
  
  CREATE TABLE "content_owners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source_collection" varchar NOT NULL,
  	"source_id" varchar NOT NULL,
  	"owner_id" integer,
  	"owner_group" varchar,
  	"review_by" timestamp(3) with time zone,
  	"last_reviewed_at" timestamp(3) with time zone,
  	"last_reviewed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireCacheTag', 'identitySweep', 'checkInternalLinks', 'checkExternalLinks', 'checkPages', 'checkAllPages', 'sendReviewDigest', 'publishApproved', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireCacheTag', 'identitySweep', 'checkInternalLinks', 'checkExternalLinks', 'checkPages', 'checkAllPages', 'sendReviewDigest', 'publishApproved', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_checks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_scores_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "content_owners_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "site_checks_reading_grade" numeric DEFAULT 8;
  ALTER TABLE "site_settings" ADD COLUMN "site_checks_page_weight_kb" numeric DEFAULT 800;
  ALTER TABLE "site_settings" ADD COLUMN "site_checks_requests" numeric DEFAULT 40;
  ALTER TABLE "site_settings" ADD COLUMN "review_schedule_pages_months" numeric DEFAULT 12;
  ALTER TABLE "site_settings" ADD COLUMN "review_schedule_banners_months" numeric DEFAULT 6;
  ALTER TABLE "site_settings" ADD COLUMN "review_schedule_news_months" numeric DEFAULT 0;
  ALTER TABLE "site_settings" ADD COLUMN "review_schedule_show_last_reviewed" boolean DEFAULT false;
  ALTER TABLE "content_owners" ADD CONSTRAINT "content_owners_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content_owners" ADD CONSTRAINT "content_owners_last_reviewed_by_id_users_id_fk" FOREIGN KEY ("last_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "page_checks_address_idx" ON "page_checks" USING btree ("address");
  CREATE INDEX "page_checks_checked_at_idx" ON "page_checks" USING btree ("checked_at");
  CREATE INDEX "page_checks_latest_idx" ON "page_checks" USING btree ("latest");
  CREATE INDEX "site_scores_checked_at_idx" ON "site_scores" USING btree ("checked_at");
  CREATE INDEX "content_owners_owner_idx" ON "content_owners" USING btree ("owner_id");
  CREATE INDEX "content_owners_last_reviewed_by_idx" ON "content_owners" USING btree ("last_reviewed_by_id");
  CREATE INDEX "content_owners_updated_at_idx" ON "content_owners" USING btree ("updated_at");
  CREATE INDEX "content_owners_created_at_idx" ON "content_owners" USING btree ("created_at");
  CREATE UNIQUE INDEX "sourceCollection_sourceId_idx" ON "content_owners" USING btree ("source_collection","source_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_checks_fk" FOREIGN KEY ("page_checks_id") REFERENCES "public"."page_checks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_scores_fk" FOREIGN KEY ("site_scores_id") REFERENCES "public"."site_scores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_owners_fk" FOREIGN KEY ("content_owners_id") REFERENCES "public"."content_owners"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("page_checks_id");
  CREATE INDEX "payload_locked_documents_rels_site_scores_id_idx" ON "payload_locked_documents_rels" USING btree ("site_scores_id");
  CREATE INDEX "payload_locked_documents_rels_content_owners_id_idx" ON "payload_locked_documents_rels" USING btree ("content_owners_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_checks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_scores" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content_owners" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_checks" CASCADE;
  DROP TABLE "site_scores" CASCADE;
  DROP TABLE "content_owners" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_checks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_scores_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_content_owners_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('created', 'saved draft', 'published', 'unpublished', 'deleted', 'updated', 'submitted for review', 'approved', 'changes requested', 'approved without second review', 'scheduled', 'signed in', 'sign-in failed', 'locked out', 'signed out', 'session ended', 'role changed', 'password changed', 'two-step sign-in changed', 'two-step sign-in turned on', 'two-step sign-in turned off', 'recovery codes replaced', 'recovery code used', 'e-mail changed', 'identity linked', 'unlocked', 'access removed', 'access restored');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
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
  DROP INDEX "payload_locked_documents_rels_content_owners_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_checks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_scores_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "content_owners_id";
  ALTER TABLE "site_settings" DROP COLUMN "site_checks_reading_grade";
  ALTER TABLE "site_settings" DROP COLUMN "site_checks_page_weight_kb";
  ALTER TABLE "site_settings" DROP COLUMN "site_checks_requests";
  ALTER TABLE "site_settings" DROP COLUMN "review_schedule_pages_months";
  ALTER TABLE "site_settings" DROP COLUMN "review_schedule_banners_months";
  ALTER TABLE "site_settings" DROP COLUMN "review_schedule_news_months";
  ALTER TABLE "site_settings" DROP COLUMN "review_schedule_show_last_reviewed";`)
}
