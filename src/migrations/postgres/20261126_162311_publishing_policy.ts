import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_media_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum_media_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__media_v_version_bg_position" AS ENUM('center', 'top', 'bottom', 'left', 'right', 'left top', 'right top', 'left bottom', 'right bottom');
  CREATE TYPE "public"."enum__media_v_version_bg_size_or_repeat" AS ENUM('cover', 'contain', 'auto', 'repeat', 'no-repeat');
  CREATE TYPE "public"."enum__media_v_version_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum__media_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_video_files_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum_video_files_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__video_files_v_version_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum__video_files_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_redirects_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum_redirects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__redirects_v_version_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__redirects_v_version_type" AS ENUM('301', '302');
  CREATE TYPE "public"."enum__redirects_v_version_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum__redirects_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "media_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "_media_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_alt_text" varchar,
  	"version_content_key" varchar,
  	"version_bg_position" "enum__media_v_version_bg_position" DEFAULT 'center',
  	"version_bg_size_or_repeat" "enum__media_v_version_bg_size_or_repeat" DEFAULT 'cover',
  	"version_last_edited_by_id" integer,
  	"version_review_state" "enum__media_v_version_review_state" DEFAULT 'draft',
  	"version_review_submitted_by_id" integer,
  	"version_review_submitted_at" timestamp(3) with time zone,
  	"version_review_reviewed_by_id" integer,
  	"version_review_reviewed_at" timestamp(3) with time zone,
  	"version_review_publish_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__media_v_version_status" DEFAULT 'draft',
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_media_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "video_files_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "_video_files_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_last_edited_by_id" integer,
  	"version_review_state" "enum__video_files_v_version_review_state" DEFAULT 'draft',
  	"version_review_submitted_by_id" integer,
  	"version_review_submitted_at" timestamp(3) with time zone,
  	"version_review_reviewed_by_id" integer,
  	"version_review_reviewed_at" timestamp(3) with time zone,
  	"version_review_publish_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__video_files_v_version_status" DEFAULT 'draft',
  	"version_url" varchar,
  	"version_thumbnail_u_r_l" varchar,
  	"version_filename" varchar,
  	"version_mime_type" varchar,
  	"version_filesize" numeric,
  	"version_width" numeric,
  	"version_height" numeric,
  	"version_focal_x" numeric,
  	"version_focal_y" numeric,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_video_files_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "_redirects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_from" varchar,
  	"version_to_type" "enum__redirects_v_version_to_type" DEFAULT 'reference',
  	"version_to_url" varchar,
  	"version_type" "enum__redirects_v_version_type" DEFAULT '301',
  	"version_last_edited_by_id" integer,
  	"version_review_state" "enum__redirects_v_version_review_state" DEFAULT 'draft',
  	"version_review_submitted_by_id" integer,
  	"version_review_submitted_at" timestamp(3) with time zone,
  	"version_review_reviewed_by_id" integer,
  	"version_review_reviewed_at" timestamp(3) with time zone,
  	"version_review_publish_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__redirects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_redirects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"named_pages_id" integer,
  	"users_id" integer
  );
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireCacheTag', 'checkInternalLinks', 'checkExternalLinks', 'publishApproved', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireCacheTag', 'checkInternalLinks', 'checkExternalLinks', 'publishApproved', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "media" ALTER COLUMN "alt_text" DROP NOT NULL;
  ALTER TABLE "media" ALTER COLUMN "content_key" DROP NOT NULL;
  ALTER TABLE "video_files" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "redirects" ALTER COLUMN "from" DROP NOT NULL;
  ALTER TABLE "redirects" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "media" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "media" ADD COLUMN "review_state" "enum_media_review_state" DEFAULT 'draft';
  ALTER TABLE "media" ADD COLUMN "review_submitted_by_id" integer;
  ALTER TABLE "media" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "review_reviewed_by_id" integer;
  ALTER TABLE "media" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "review_publish_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "_status" "enum_media_status" DEFAULT 'draft';
  ALTER TABLE "video_files" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "video_files" ADD COLUMN "review_state" "enum_video_files_review_state" DEFAULT 'draft';
  ALTER TABLE "video_files" ADD COLUMN "review_submitted_by_id" integer;
  ALTER TABLE "video_files" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "video_files" ADD COLUMN "review_reviewed_by_id" integer;
  ALTER TABLE "video_files" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "video_files" ADD COLUMN "review_publish_at" timestamp(3) with time zone;
  ALTER TABLE "video_files" ADD COLUMN "_status" "enum_video_files_status" DEFAULT 'draft';
  ALTER TABLE "redirects" ADD COLUMN "last_edited_by_id" integer;
  ALTER TABLE "redirects" ADD COLUMN "review_state" "enum_redirects_review_state" DEFAULT 'draft';
  ALTER TABLE "redirects" ADD COLUMN "review_submitted_by_id" integer;
  ALTER TABLE "redirects" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "redirects" ADD COLUMN "review_reviewed_by_id" integer;
  ALTER TABLE "redirects" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "redirects" ADD COLUMN "review_publish_at" timestamp(3) with time zone;
  ALTER TABLE "redirects" ADD COLUMN "_status" "enum_redirects_status" DEFAULT 'draft';
  ALTER TABLE "redirects_rels" ADD COLUMN "users_id" integer;
  ALTER TABLE "media_rels" ADD CONSTRAINT "media_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_rels" ADD CONSTRAINT "media_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_media_v" ADD CONSTRAINT "_media_v_parent_id_media_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_v" ADD CONSTRAINT "_media_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_v" ADD CONSTRAINT "_media_v_version_review_submitted_by_id_users_id_fk" FOREIGN KEY ("version_review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_v" ADD CONSTRAINT "_media_v_version_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("version_review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_v_rels" ADD CONSTRAINT "_media_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_media_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_media_v_rels" ADD CONSTRAINT "_media_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_files_rels" ADD CONSTRAINT "video_files_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_files_rels" ADD CONSTRAINT "video_files_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_files_v" ADD CONSTRAINT "_video_files_v_parent_id_video_files_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_files_v" ADD CONSTRAINT "_video_files_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_files_v" ADD CONSTRAINT "_video_files_v_version_review_submitted_by_id_users_id_fk" FOREIGN KEY ("version_review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_files_v" ADD CONSTRAINT "_video_files_v_version_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("version_review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_files_v_rels" ADD CONSTRAINT "_video_files_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_video_files_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_files_v_rels" ADD CONSTRAINT "_video_files_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_redirects_v" ADD CONSTRAINT "_redirects_v_parent_id_redirects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_redirects_v" ADD CONSTRAINT "_redirects_v_version_last_edited_by_id_users_id_fk" FOREIGN KEY ("version_last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_redirects_v" ADD CONSTRAINT "_redirects_v_version_review_submitted_by_id_users_id_fk" FOREIGN KEY ("version_review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_redirects_v" ADD CONSTRAINT "_redirects_v_version_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("version_review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_redirects_v_rels" ADD CONSTRAINT "_redirects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_redirects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_redirects_v_rels" ADD CONSTRAINT "_redirects_v_rels_named_pages_fk" FOREIGN KEY ("named_pages_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_redirects_v_rels" ADD CONSTRAINT "_redirects_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_rels_order_idx" ON "media_rels" USING btree ("order");
  CREATE INDEX "media_rels_parent_idx" ON "media_rels" USING btree ("parent_id");
  CREATE INDEX "media_rels_path_idx" ON "media_rels" USING btree ("path");
  CREATE INDEX "media_rels_users_id_idx" ON "media_rels" USING btree ("users_id");
  CREATE INDEX "_media_v_parent_idx" ON "_media_v" USING btree ("parent_id");
  CREATE INDEX "_media_v_version_version_content_key_idx" ON "_media_v" USING btree ("version_content_key");
  CREATE INDEX "_media_v_version_version_last_edited_by_idx" ON "_media_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_media_v_version_version_review_state_idx" ON "_media_v" USING btree ("version_review_state");
  CREATE INDEX "_media_v_version_review_version_review_submitted_by_idx" ON "_media_v" USING btree ("version_review_submitted_by_id");
  CREATE INDEX "_media_v_version_review_version_review_reviewed_by_idx" ON "_media_v" USING btree ("version_review_reviewed_by_id");
  CREATE INDEX "_media_v_version_version_updated_at_idx" ON "_media_v" USING btree ("version_updated_at");
  CREATE INDEX "_media_v_version_version_created_at_idx" ON "_media_v" USING btree ("version_created_at");
  CREATE INDEX "_media_v_version_version__status_idx" ON "_media_v" USING btree ("version__status");
  CREATE INDEX "_media_v_version_version_filename_idx" ON "_media_v" USING btree ("version_filename");
  CREATE INDEX "_media_v_created_at_idx" ON "_media_v" USING btree ("created_at");
  CREATE INDEX "_media_v_updated_at_idx" ON "_media_v" USING btree ("updated_at");
  CREATE INDEX "_media_v_latest_idx" ON "_media_v" USING btree ("latest");
  CREATE INDEX "_media_v_rels_order_idx" ON "_media_v_rels" USING btree ("order");
  CREATE INDEX "_media_v_rels_parent_idx" ON "_media_v_rels" USING btree ("parent_id");
  CREATE INDEX "_media_v_rels_path_idx" ON "_media_v_rels" USING btree ("path");
  CREATE INDEX "_media_v_rels_users_id_idx" ON "_media_v_rels" USING btree ("users_id");
  CREATE INDEX "video_files_rels_order_idx" ON "video_files_rels" USING btree ("order");
  CREATE INDEX "video_files_rels_parent_idx" ON "video_files_rels" USING btree ("parent_id");
  CREATE INDEX "video_files_rels_path_idx" ON "video_files_rels" USING btree ("path");
  CREATE INDEX "video_files_rels_users_id_idx" ON "video_files_rels" USING btree ("users_id");
  CREATE INDEX "_video_files_v_parent_idx" ON "_video_files_v" USING btree ("parent_id");
  CREATE INDEX "_video_files_v_version_version_last_edited_by_idx" ON "_video_files_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_video_files_v_version_version_review_state_idx" ON "_video_files_v" USING btree ("version_review_state");
  CREATE INDEX "_video_files_v_version_review_version_review_submitted_b_idx" ON "_video_files_v" USING btree ("version_review_submitted_by_id");
  CREATE INDEX "_video_files_v_version_review_version_review_reviewed_by_idx" ON "_video_files_v" USING btree ("version_review_reviewed_by_id");
  CREATE INDEX "_video_files_v_version_version_updated_at_idx" ON "_video_files_v" USING btree ("version_updated_at");
  CREATE INDEX "_video_files_v_version_version_created_at_idx" ON "_video_files_v" USING btree ("version_created_at");
  CREATE INDEX "_video_files_v_version_version__status_idx" ON "_video_files_v" USING btree ("version__status");
  CREATE INDEX "_video_files_v_version_version_filename_idx" ON "_video_files_v" USING btree ("version_filename");
  CREATE INDEX "_video_files_v_created_at_idx" ON "_video_files_v" USING btree ("created_at");
  CREATE INDEX "_video_files_v_updated_at_idx" ON "_video_files_v" USING btree ("updated_at");
  CREATE INDEX "_video_files_v_latest_idx" ON "_video_files_v" USING btree ("latest");
  CREATE INDEX "_video_files_v_rels_order_idx" ON "_video_files_v_rels" USING btree ("order");
  CREATE INDEX "_video_files_v_rels_parent_idx" ON "_video_files_v_rels" USING btree ("parent_id");
  CREATE INDEX "_video_files_v_rels_path_idx" ON "_video_files_v_rels" USING btree ("path");
  CREATE INDEX "_video_files_v_rels_users_id_idx" ON "_video_files_v_rels" USING btree ("users_id");
  CREATE INDEX "_redirects_v_parent_idx" ON "_redirects_v" USING btree ("parent_id");
  CREATE INDEX "_redirects_v_version_version_from_idx" ON "_redirects_v" USING btree ("version_from");
  CREATE INDEX "_redirects_v_version_version_last_edited_by_idx" ON "_redirects_v" USING btree ("version_last_edited_by_id");
  CREATE INDEX "_redirects_v_version_version_review_state_idx" ON "_redirects_v" USING btree ("version_review_state");
  CREATE INDEX "_redirects_v_version_review_version_review_submitted_by_idx" ON "_redirects_v" USING btree ("version_review_submitted_by_id");
  CREATE INDEX "_redirects_v_version_review_version_review_reviewed_by_idx" ON "_redirects_v" USING btree ("version_review_reviewed_by_id");
  CREATE INDEX "_redirects_v_version_version_updated_at_idx" ON "_redirects_v" USING btree ("version_updated_at");
  CREATE INDEX "_redirects_v_version_version_created_at_idx" ON "_redirects_v" USING btree ("version_created_at");
  CREATE INDEX "_redirects_v_version_version__status_idx" ON "_redirects_v" USING btree ("version__status");
  CREATE INDEX "_redirects_v_created_at_idx" ON "_redirects_v" USING btree ("created_at");
  CREATE INDEX "_redirects_v_updated_at_idx" ON "_redirects_v" USING btree ("updated_at");
  CREATE INDEX "_redirects_v_latest_idx" ON "_redirects_v" USING btree ("latest");
  CREATE INDEX "_redirects_v_rels_order_idx" ON "_redirects_v_rels" USING btree ("order");
  CREATE INDEX "_redirects_v_rels_parent_idx" ON "_redirects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_redirects_v_rels_path_idx" ON "_redirects_v_rels" USING btree ("path");
  CREATE INDEX "_redirects_v_rels_named_pages_id_idx" ON "_redirects_v_rels" USING btree ("named_pages_id");
  CREATE INDEX "_redirects_v_rels_users_id_idx" ON "_redirects_v_rels" USING btree ("users_id");
  ALTER TABLE "media" ADD CONSTRAINT "media_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_review_submitted_by_id_users_id_fk" FOREIGN KEY ("review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_files" ADD CONSTRAINT "video_files_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_files" ADD CONSTRAINT "video_files_review_submitted_by_id_users_id_fk" FOREIGN KEY ("review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_files" ADD CONSTRAINT "video_files_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_last_edited_by_id_users_id_fk" FOREIGN KEY ("last_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_review_submitted_by_id_users_id_fk" FOREIGN KEY ("review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_last_edited_by_idx" ON "media" USING btree ("last_edited_by_id");
  CREATE INDEX "media_review_state_idx" ON "media" USING btree ("review_state");
  CREATE INDEX "media_review_review_submitted_by_idx" ON "media" USING btree ("review_submitted_by_id");
  CREATE INDEX "media_review_review_reviewed_by_idx" ON "media" USING btree ("review_reviewed_by_id");
  CREATE INDEX "media__status_idx" ON "media" USING btree ("_status");
  CREATE INDEX "video_files_last_edited_by_idx" ON "video_files" USING btree ("last_edited_by_id");
  CREATE INDEX "video_files_review_state_idx" ON "video_files" USING btree ("review_state");
  CREATE INDEX "video_files_review_review_submitted_by_idx" ON "video_files" USING btree ("review_submitted_by_id");
  CREATE INDEX "video_files_review_review_reviewed_by_idx" ON "video_files" USING btree ("review_reviewed_by_id");
  CREATE INDEX "video_files__status_idx" ON "video_files" USING btree ("_status");
  CREATE INDEX "redirects_last_edited_by_idx" ON "redirects" USING btree ("last_edited_by_id");
  CREATE INDEX "redirects_review_state_idx" ON "redirects" USING btree ("review_state");
  CREATE INDEX "redirects_review_review_submitted_by_idx" ON "redirects" USING btree ("review_submitted_by_id");
  CREATE INDEX "redirects_review_review_reviewed_by_idx" ON "redirects" USING btree ("review_reviewed_by_id");
  CREATE INDEX "redirects__status_idx" ON "redirects" USING btree ("_status");
  CREATE INDEX "redirects_rels_users_id_idx" ON "redirects_rels" USING btree ("users_id");
  ALTER TYPE "public"."enum_review_comments_kind" ADD VALUE 'withdrawn' BEFORE 'unpublished';
  -- What is stored today is what the site shows: published, approved.
  UPDATE "media" SET "_status" = 'published', "review_state" = 'approved';
  UPDATE "video_files" SET "_status" = 'published', "review_state" = 'approved';
  UPDATE "redirects" SET "_status" = 'published', "review_state" = 'approved';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_media_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_media_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_files_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_files_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_files_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_redirects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_redirects_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media_rels" CASCADE;
  DROP TABLE "_media_v" CASCADE;
  DROP TABLE "_media_v_rels" CASCADE;
  DROP TABLE "video_files_rels" CASCADE;
  DROP TABLE "_video_files_v" CASCADE;
  DROP TABLE "_video_files_v_rels" CASCADE;
  DROP TABLE "_redirects_v" CASCADE;
  DROP TABLE "_redirects_v_rels" CASCADE;
  ALTER TABLE "media" DROP CONSTRAINT "media_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "media" DROP CONSTRAINT "media_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "media" DROP CONSTRAINT "media_review_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "video_files" DROP CONSTRAINT "video_files_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "video_files" DROP CONSTRAINT "video_files_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "video_files" DROP CONSTRAINT "video_files_review_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "redirects" DROP CONSTRAINT "redirects_last_edited_by_id_users_id_fk";
  
  ALTER TABLE "redirects" DROP CONSTRAINT "redirects_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "redirects" DROP CONSTRAINT "redirects_review_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_users_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireCacheTag', 'publishApproved', 'checkInternalLinks', 'checkExternalLinks', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireCacheTag', 'publishApproved', 'checkInternalLinks', 'checkExternalLinks', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "media_last_edited_by_idx";
  DROP INDEX "media_review_state_idx";
  DROP INDEX "media_review_review_submitted_by_idx";
  DROP INDEX "media_review_review_reviewed_by_idx";
  DROP INDEX "media__status_idx";
  DROP INDEX "video_files_last_edited_by_idx";
  DROP INDEX "video_files_review_state_idx";
  DROP INDEX "video_files_review_review_submitted_by_idx";
  DROP INDEX "video_files_review_review_reviewed_by_idx";
  DROP INDEX "video_files__status_idx";
  DROP INDEX "redirects_last_edited_by_idx";
  DROP INDEX "redirects_review_state_idx";
  DROP INDEX "redirects_review_review_submitted_by_idx";
  DROP INDEX "redirects_review_review_reviewed_by_idx";
  DROP INDEX "redirects__status_idx";
  DROP INDEX "redirects_rels_users_id_idx";
  ALTER TABLE "media" ALTER COLUMN "alt_text" SET NOT NULL;
  ALTER TABLE "media" ALTER COLUMN "content_key" SET NOT NULL;
  ALTER TABLE "video_files" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "redirects" ALTER COLUMN "from" SET NOT NULL;
  ALTER TABLE "redirects" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "media" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "media" DROP COLUMN "review_state";
  ALTER TABLE "media" DROP COLUMN "review_submitted_by_id";
  ALTER TABLE "media" DROP COLUMN "review_submitted_at";
  ALTER TABLE "media" DROP COLUMN "review_reviewed_by_id";
  ALTER TABLE "media" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "media" DROP COLUMN "review_publish_at";
  ALTER TABLE "media" DROP COLUMN "_status";
  ALTER TABLE "video_files" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "video_files" DROP COLUMN "review_state";
  ALTER TABLE "video_files" DROP COLUMN "review_submitted_by_id";
  ALTER TABLE "video_files" DROP COLUMN "review_submitted_at";
  ALTER TABLE "video_files" DROP COLUMN "review_reviewed_by_id";
  ALTER TABLE "video_files" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "video_files" DROP COLUMN "review_publish_at";
  ALTER TABLE "video_files" DROP COLUMN "_status";
  ALTER TABLE "redirects" DROP COLUMN "last_edited_by_id";
  ALTER TABLE "redirects" DROP COLUMN "review_state";
  ALTER TABLE "redirects" DROP COLUMN "review_submitted_by_id";
  ALTER TABLE "redirects" DROP COLUMN "review_submitted_at";
  ALTER TABLE "redirects" DROP COLUMN "review_reviewed_by_id";
  ALTER TABLE "redirects" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "redirects" DROP COLUMN "review_publish_at";
  ALTER TABLE "redirects" DROP COLUMN "_status";
  ALTER TABLE "redirects_rels" DROP COLUMN "users_id";
  DROP TYPE "public"."enum_media_review_state";
  DROP TYPE "public"."enum_media_status";
  DROP TYPE "public"."enum__media_v_version_bg_position";
  DROP TYPE "public"."enum__media_v_version_bg_size_or_repeat";
  DROP TYPE "public"."enum__media_v_version_review_state";
  DROP TYPE "public"."enum__media_v_version_status";
  DROP TYPE "public"."enum_video_files_review_state";
  DROP TYPE "public"."enum_video_files_status";
  DROP TYPE "public"."enum__video_files_v_version_review_state";
  DROP TYPE "public"."enum__video_files_v_version_status";
  DROP TYPE "public"."enum_redirects_review_state";
  DROP TYPE "public"."enum_redirects_status";
  DROP TYPE "public"."enum__redirects_v_version_to_type";
  DROP TYPE "public"."enum__redirects_v_version_type";
  DROP TYPE "public"."enum__redirects_v_version_review_state";
  DROP TYPE "public"."enum__redirects_v_version_status";`)
}
