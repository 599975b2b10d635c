import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_log_action" AS ENUM('created', 'saved draft', 'published', 'unpublished', 'deleted', 'updated');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireCacheTag', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireCacheTag', 'schedulePublish');
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"target" varchar NOT NULL,
  	"document_id" varchar,
  	"user_id" integer,
  	"user_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "named_pages" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "_named_pages_v" ADD COLUMN "version_last_edited_by_id" integer;
  ALTER TABLE "_named_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "carousel_items" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_last_edited_by_id" integer;
  ALTER TABLE "_carousel_items_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "announcements" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_last_edited_by_id" integer;
  ALTER TABLE "_announcements_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_last_edited_by_id" integer;
  ALTER TABLE "_home_page_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target");
  CREATE INDEX "audit_log_document_id_idx" ON "audit_log" USING btree ("document_id");
  CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "named_pages" ADD CONSTRAINT "named_pages_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v" ADD CONSTRAINT "_named_pages_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_carousel_items_v" ADD CONSTRAINT "_carousel_items_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_announcements_v" ADD CONSTRAINT "_announcements_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "named_pages_last_edited_by_idx" ON "named_pages" USING btree ("last_edited_by_id");
  CREATE INDEX "_named_pages_v_version_version_last_edited_by_idx" ON "_named_pages_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_named_pages_v_autosave_idx" ON "_named_pages_v" USING btree ("autosave");
  CREATE INDEX "carousel_items_last_edited_by_idx" ON "carousel_items" USING btree ("last_edited_by_id");
  CREATE INDEX "_carousel_items_v_version_version_last_edited_by_idx" ON "_carousel_items_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_carousel_items_v_autosave_idx" ON "_carousel_items_v" USING btree ("autosave");
  CREATE INDEX "announcements_last_edited_by_idx" ON "announcements" USING btree ("last_edited_by_id");
  CREATE INDEX "_announcements_v_version_version_last_edited_by_idx" ON "_announcements_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_announcements_v_autosave_idx" ON "_announcements_v" USING btree ("autosave");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  CREATE INDEX "home_page_last_edited_by_idx" ON "home_page" USING btree ("last_edited_by_id");
  CREATE INDEX "_home_page_v_version_version_last_edited_by_idx" ON "_home_page_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "named_pages" DROP CONSTRAINT "named_pages_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "_named_pages_v" DROP CONSTRAINT "_named_pages_v_version_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "carousel_items" DROP CONSTRAINT "carousel_items_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "_carousel_items_v" DROP CONSTRAINT "_carousel_items_v_version_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "announcements" DROP CONSTRAINT "announcements_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "_announcements_v" DROP CONSTRAINT "_announcements_v_version_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "_home_page_v" DROP CONSTRAINT "_home_page_v_version_last_edited_by_id_users_id_fk";
  
  DROP INDEX "named_pages_last_edited_by_idx";
  DROP INDEX "_named_pages_v_version_version_last_edited_by_idx";
  DROP INDEX "_named_pages_v_autosave_idx";
  DROP INDEX "carousel_items_last_edited_by_idx";
  DROP INDEX "_carousel_items_v_version_version_last_edited_by_idx";
  DROP INDEX "_carousel_items_v_autosave_idx";
  DROP INDEX "announcements_last_edited_by_idx";
  DROP INDEX "_announcements_v_version_version_last_edited_by_idx";
  DROP INDEX "_announcements_v_autosave_idx";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  DROP INDEX "home_page_last_edited_by_idx";
  DROP INDEX "_home_page_v_version_version_last_edited_by_idx";
  DROP INDEX "_home_page_v_autosave_idx";
  ALTER TABLE "named_pages" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "_named_pages_v" DROP COLUMN "version_last_edited_by_id";
  ALTER TABLE "_named_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "carousel_items" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_last_edited_by_id";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "autosave";
  ALTER TABLE "announcements" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_last_edited_by_id";
  ALTER TABLE "_announcements_v" DROP COLUMN "autosave";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  ALTER TABLE "home_page" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_last_edited_by_id";
  ALTER TABLE "_home_page_v" DROP COLUMN "autosave";
  DROP TYPE "public"."enum_audit_log_action";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
