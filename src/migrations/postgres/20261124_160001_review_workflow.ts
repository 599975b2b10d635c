import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_named_pages_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum__named_pages_v_version_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum_carousel_items_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum__carousel_items_v_version_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum_announcements_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum__announcements_v_version_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum_review_comments_kind" AS ENUM('submitted', 'changesRequested', 'approved', 'override', 'scheduled', 'unpublished', 'comment');
  CREATE TYPE "public"."enum_home_page_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  CREATE TYPE "public"."enum__home_page_v_version_review_state" AS ENUM('draft', 'inReview', 'changesRequested', 'approved');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'submitted for review';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'approved';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'changes requested';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'approved without second review';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'scheduled';
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'author';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'publishApproved' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'publishApproved' BEFORE 'schedulePublish';
  CREATE TABLE "named_pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "_named_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "announcements_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "_announcements_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "review_comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"document" varchar NOT NULL,
  	"kind" "enum_review_comments_kind" NOT NULL,
  	"comment" varchar,
  	"author_id" integer,
  	"author_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_page_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "_home_page_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "named_pages" ADD COLUMN "review_state" "enum_named_pages_review_state" DEFAULT 'draft';
  ALTER TABLE "named_pages" ADD COLUMN "review_submitted_by_id" integer;
  ALTER TABLE "named_pages" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "named_pages" ADD COLUMN "review_reviewed_by_id" integer;
  ALTER TABLE "named_pages" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "named_pages" ADD COLUMN "review_publish_at" timestamp(3) with time zone;
  ALTER TABLE "_named_pages_v" ADD COLUMN "version_review_state" "enum__named_pages_v_version_review_state" DEFAULT 'draft';
  ALTER TABLE "_named_pages_v" ADD COLUMN "version_review_submitted_by_id" integer;
  ALTER TABLE "_named_pages_v" ADD COLUMN "version_review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_named_pages_v" ADD COLUMN "version_review_reviewed_by_id" integer;
  ALTER TABLE "_named_pages_v" ADD COLUMN "version_review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "_named_pages_v" ADD COLUMN "version_review_publish_at" timestamp(3) with time zone;
  ALTER TABLE "carousel_items" ADD COLUMN "review_state" "enum_carousel_items_review_state" DEFAULT 'draft';
  ALTER TABLE "carousel_items" ADD COLUMN "review_submitted_by_id" integer;
  ALTER TABLE "carousel_items" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "carousel_items" ADD COLUMN "review_reviewed_by_id" integer;
  ALTER TABLE "carousel_items" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "carousel_items" ADD COLUMN "review_publish_at" timestamp(3) with time zone;
  ALTER TABLE "carousel_items_rels" ADD COLUMN "users_id" integer;
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_review_state" "enum__carousel_items_v_version_review_state" DEFAULT 'draft';
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_review_submitted_by_id" integer;
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_review_reviewed_by_id" integer;
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_review_publish_at" timestamp(3) with time zone;
  ALTER TABLE "_carousel_items_v_rels" ADD COLUMN "users_id" integer;
  ALTER TABLE "announcements" ADD COLUMN "review_state" "enum_announcements_review_state" DEFAULT 'draft';
  ALTER TABLE "announcements" ADD COLUMN "review_submitted_by_id" integer;
  ALTER TABLE "announcements" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "announcements" ADD COLUMN "review_reviewed_by_id" integer;
  ALTER TABLE "announcements" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "announcements" ADD COLUMN "review_publish_at" timestamp(3) with time zone;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_review_state" "enum__announcements_v_version_review_state" DEFAULT 'draft';
  ALTER TABLE "_announcements_v" ADD COLUMN "version_review_submitted_by_id" integer;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_review_reviewed_by_id" integer;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "_announcements_v" ADD COLUMN "version_review_publish_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_comments_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "review_state" "enum_home_page_review_state" DEFAULT 'draft';
  ALTER TABLE "home_page" ADD COLUMN "review_submitted_by_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "home_page" ADD COLUMN "review_reviewed_by_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "home_page" ADD COLUMN "review_publish_at" timestamp(3) with time zone;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_review_state" "enum__home_page_v_version_review_state" DEFAULT 'draft';
  ALTER TABLE "_home_page_v" ADD COLUMN "version_review_submitted_by_id" integer;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_review_reviewed_by_id" integer;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_review_publish_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "review_two_person_rule" boolean DEFAULT true;
  ALTER TABLE "named_pages_rels" ADD CONSTRAINT "named_pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "named_pages_rels" ADD CONSTRAINT "named_pages_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_named_pages_v_rels" ADD CONSTRAINT "_named_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_named_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_named_pages_v_rels" ADD CONSTRAINT "_named_pages_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "announcements_rels" ADD CONSTRAINT "announcements_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "announcements_rels" ADD CONSTRAINT "announcements_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_announcements_v_rels" ADD CONSTRAINT "_announcements_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_announcements_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_announcements_v_rels" ADD CONSTRAINT "_announcements_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_rels" ADD CONSTRAINT "home_page_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_rels" ADD CONSTRAINT "home_page_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_rels" ADD CONSTRAINT "_home_page_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_rels" ADD CONSTRAINT "_home_page_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "named_pages_rels_order_idx" ON "named_pages_rels" USING btree ("order");
  CREATE INDEX "named_pages_rels_parent_idx" ON "named_pages_rels" USING btree ("parent_id");
  CREATE INDEX "named_pages_rels_path_idx" ON "named_pages_rels" USING btree ("path");
  CREATE INDEX "named_pages_rels_users_id_idx" ON "named_pages_rels" USING btree ("users_id");
  CREATE INDEX "_named_pages_v_rels_order_idx" ON "_named_pages_v_rels" USING btree ("order");
  CREATE INDEX "_named_pages_v_rels_parent_idx" ON "_named_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_named_pages_v_rels_path_idx" ON "_named_pages_v_rels" USING btree ("path");
  CREATE INDEX "_named_pages_v_rels_users_id_idx" ON "_named_pages_v_rels" USING btree ("users_id");
  CREATE INDEX "announcements_rels_order_idx" ON "announcements_rels" USING btree ("order");
  CREATE INDEX "announcements_rels_parent_idx" ON "announcements_rels" USING btree ("parent_id");
  CREATE INDEX "announcements_rels_path_idx" ON "announcements_rels" USING btree ("path");
  CREATE INDEX "announcements_rels_users_id_idx" ON "announcements_rels" USING btree ("users_id");
  CREATE INDEX "_announcements_v_rels_order_idx" ON "_announcements_v_rels" USING btree ("order");
  CREATE INDEX "_announcements_v_rels_parent_idx" ON "_announcements_v_rels" USING btree ("parent_id");
  CREATE INDEX "_announcements_v_rels_path_idx" ON "_announcements_v_rels" USING btree ("path");
  CREATE INDEX "_announcements_v_rels_users_id_idx" ON "_announcements_v_rels" USING btree ("users_id");
  CREATE INDEX "review_comments_document_idx" ON "review_comments" USING btree ("document");
  CREATE INDEX "review_comments_author_idx" ON "review_comments" USING btree ("author_id");
  CREATE INDEX "review_comments_updated_at_idx" ON "review_comments" USING btree ("updated_at");
  CREATE INDEX "review_comments_created_at_idx" ON "review_comments" USING btree ("created_at");
  CREATE INDEX "home_page_rels_order_idx" ON "home_page_rels" USING btree ("order");
  CREATE INDEX "home_page_rels_parent_idx" ON "home_page_rels" USING btree ("parent_id");
  CREATE INDEX "home_page_rels_path_idx" ON "home_page_rels" USING btree ("path");
  CREATE INDEX "home_page_rels_users_id_idx" ON "home_page_rels" USING btree ("users_id");
  CREATE INDEX "_home_page_v_rels_order_idx" ON "_home_page_v_rels" USING btree ("order");
  CREATE INDEX "_home_page_v_rels_parent_idx" ON "_home_page_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_page_v_rels_path_idx" ON "_home_page_v_rels" USING btree ("path");
  CREATE INDEX "_home_page_v_rels_users_id_idx" ON "_home_page_v_rels" USING btree ("users_id");
  ALTER TABLE "named_pages" ADD CONSTRAINT "named_pages_review_submitted_by_id_users_id_fk" FOREIGN KEY ("review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "named_pages" ADD CONSTRAINT "named_pages_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v" ADD CONSTRAINT "_named_pages_v_version_review_submitted_by_id_users_id_fk" FOREIGN KEY ("version_review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v" ADD CONSTRAINT "_named_pages_v_version_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("version_review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_review_submitted_by_id_users_id_fk" FOREIGN KEY ("review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carousel_items_rels" ADD CONSTRAINT "carousel_items_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_carousel_items_v" ADD CONSTRAINT "_carousel_items_v_version_review_submitted_by_id_users_id_fk" FOREIGN KEY ("version_review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_carousel_items_v" ADD CONSTRAINT "_carousel_items_v_version_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("version_review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_carousel_items_v_rels" ADD CONSTRAINT "_carousel_items_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_review_submitted_by_id_users_id_fk" FOREIGN KEY ("review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "announcements" ADD CONSTRAINT "announcements_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_announcements_v" ADD CONSTRAINT "_announcements_v_version_review_submitted_by_id_users_id_fk" FOREIGN KEY ("version_review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_announcements_v" ADD CONSTRAINT "_announcements_v_version_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("version_review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_comments_fk" FOREIGN KEY ("review_comments_id") REFERENCES "public"."review_comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_review_submitted_by_id_users_id_fk" FOREIGN KEY ("review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_review_submitted_by_id_users_id_fk" FOREIGN KEY ("version_review_submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_review_reviewed_by_id_users_id_fk" FOREIGN KEY ("version_review_reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "named_pages_review_state_idx" ON "named_pages" USING btree ("review_state");
  CREATE INDEX "named_pages_review_review_submitted_by_idx" ON "named_pages" USING btree ("review_submitted_by_id");
  CREATE INDEX "named_pages_review_review_reviewed_by_idx" ON "named_pages" USING btree ("review_reviewed_by_id");
  CREATE INDEX "_named_pages_v_version_version_review_state_idx" ON "_named_pages_v" USING btree ("version_review_state");
  CREATE INDEX "_named_pages_v_version_review_version_review_submitted_b_idx" ON "_named_pages_v" USING btree ("version_review_submitted_by_id");
  CREATE INDEX "_named_pages_v_version_review_version_review_reviewed_by_idx" ON "_named_pages_v" USING btree ("version_review_reviewed_by_id");
  CREATE INDEX "carousel_items_review_state_idx" ON "carousel_items" USING btree ("review_state");
  CREATE INDEX "carousel_items_review_review_submitted_by_idx" ON "carousel_items" USING btree ("review_submitted_by_id");
  CREATE INDEX "carousel_items_review_review_reviewed_by_idx" ON "carousel_items" USING btree ("review_reviewed_by_id");
  CREATE INDEX "carousel_items_rels_users_id_idx" ON "carousel_items_rels" USING btree ("users_id");
  CREATE INDEX "_carousel_items_v_version_version_review_state_idx" ON "_carousel_items_v" USING btree ("version_review_state");
  CREATE INDEX "_carousel_items_v_version_review_version_review_submitte_idx" ON "_carousel_items_v" USING btree ("version_review_submitted_by_id");
  CREATE INDEX "_carousel_items_v_version_review_version_review_reviewed_idx" ON "_carousel_items_v" USING btree ("version_review_reviewed_by_id");
  CREATE INDEX "_carousel_items_v_rels_users_id_idx" ON "_carousel_items_v_rels" USING btree ("users_id");
  CREATE INDEX "announcements_review_state_idx" ON "announcements" USING btree ("review_state");
  CREATE INDEX "announcements_review_review_submitted_by_idx" ON "announcements" USING btree ("review_submitted_by_id");
  CREATE INDEX "announcements_review_review_reviewed_by_idx" ON "announcements" USING btree ("review_reviewed_by_id");
  CREATE INDEX "_announcements_v_version_version_review_state_idx" ON "_announcements_v" USING btree ("version_review_state");
  CREATE INDEX "_announcements_v_version_review_version_review_submitted_idx" ON "_announcements_v" USING btree ("version_review_submitted_by_id");
  CREATE INDEX "_announcements_v_version_review_version_review_reviewed__idx" ON "_announcements_v" USING btree ("version_review_reviewed_by_id");
  CREATE INDEX "payload_locked_documents_rels_review_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("review_comments_id");
  CREATE INDEX "home_page_review_state_idx" ON "home_page" USING btree ("review_state");
  CREATE INDEX "home_page_review_review_submitted_by_idx" ON "home_page" USING btree ("review_submitted_by_id");
  CREATE INDEX "home_page_review_review_reviewed_by_idx" ON "home_page" USING btree ("review_reviewed_by_id");
  CREATE INDEX "_home_page_v_version_version_review_state_idx" ON "_home_page_v" USING btree ("version_review_state");
  CREATE INDEX "_home_page_v_version_review_version_review_submitted_by_idx" ON "_home_page_v" USING btree ("version_review_submitted_by_id");
  CREATE INDEX "_home_page_v_version_review_version_review_reviewed_by_idx" ON "_home_page_v" USING btree ("version_review_reviewed_by_id");`)
  // Data step: what is already published counts as approved; everything else is a draft.
  for (const table of ['named_pages', 'carousel_items', 'announcements', 'home_page']) {
    await db.execute(
      sql.raw(`UPDATE "${table}" SET "review_state" = CASE WHEN "_status" = 'published' THEN 'approved'::"enum_${table}_review_state" ELSE 'draft'::"enum_${table}_review_state" END`),
    )
    await db.execute(
      sql.raw(
        `UPDATE "_${table}_v" SET "version_review_state" = CASE WHEN "version__status" = 'published' THEN 'approved'::"enum__${table}_v_version_review_state" ELSE 'draft'::"enum__${table}_v_version_review_state" END`,
      ),
    )
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "named_pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_named_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "announcements_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_announcements_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_comments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "named_pages_rels" CASCADE;
  DROP TABLE "_named_pages_v_rels" CASCADE;
  DROP TABLE "announcements_rels" CASCADE;
  DROP TABLE "_announcements_v_rels" CASCADE;
  DROP TABLE "review_comments" CASCADE;
  DROP TABLE "home_page_rels" CASCADE;
  DROP TABLE "_home_page_v_rels" CASCADE;
  ALTER TABLE "named_pages" DROP CONSTRAINT "named_pages_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "named_pages" DROP CONSTRAINT "named_pages_review_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "_named_pages_v" DROP CONSTRAINT "_named_pages_v_version_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_named_pages_v" DROP CONSTRAINT "_named_pages_v_version_review_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "carousel_items" DROP CONSTRAINT "carousel_items_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "carousel_items" DROP CONSTRAINT "carousel_items_review_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "carousel_items_rels" DROP CONSTRAINT "carousel_items_rels_users_fk";
  
  ALTER TABLE "_carousel_items_v" DROP CONSTRAINT "_carousel_items_v_version_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_carousel_items_v" DROP CONSTRAINT "_carousel_items_v_version_review_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "_carousel_items_v_rels" DROP CONSTRAINT "_carousel_items_v_rels_users_fk";
  
  ALTER TABLE "announcements" DROP CONSTRAINT "announcements_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "announcements" DROP CONSTRAINT "announcements_review_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "_announcements_v" DROP CONSTRAINT "_announcements_v_version_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_announcements_v" DROP CONSTRAINT "_announcements_v_version_review_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_comments_fk";
  
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_review_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "_home_page_v" DROP CONSTRAINT "_home_page_v_version_review_submitted_by_id_users_id_fk";
  
  ALTER TABLE "_home_page_v" DROP CONSTRAINT "_home_page_v_version_review_reviewed_by_id_users_id_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('created', 'saved draft', 'published', 'unpublished', 'deleted', 'updated');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireCacheTag', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireCacheTag', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "named_pages_review_state_idx";
  DROP INDEX "named_pages_review_review_submitted_by_idx";
  DROP INDEX "named_pages_review_review_reviewed_by_idx";
  DROP INDEX "_named_pages_v_version_version_review_state_idx";
  DROP INDEX "_named_pages_v_version_review_version_review_submitted_b_idx";
  DROP INDEX "_named_pages_v_version_review_version_review_reviewed_by_idx";
  DROP INDEX "carousel_items_review_state_idx";
  DROP INDEX "carousel_items_review_review_submitted_by_idx";
  DROP INDEX "carousel_items_review_review_reviewed_by_idx";
  DROP INDEX "carousel_items_rels_users_id_idx";
  DROP INDEX "_carousel_items_v_version_version_review_state_idx";
  DROP INDEX "_carousel_items_v_version_review_version_review_submitte_idx";
  DROP INDEX "_carousel_items_v_version_review_version_review_reviewed_idx";
  DROP INDEX "_carousel_items_v_rels_users_id_idx";
  DROP INDEX "announcements_review_state_idx";
  DROP INDEX "announcements_review_review_submitted_by_idx";
  DROP INDEX "announcements_review_review_reviewed_by_idx";
  DROP INDEX "_announcements_v_version_version_review_state_idx";
  DROP INDEX "_announcements_v_version_review_version_review_submitted_idx";
  DROP INDEX "_announcements_v_version_review_version_review_reviewed__idx";
  DROP INDEX "payload_locked_documents_rels_review_comments_id_idx";
  DROP INDEX "home_page_review_state_idx";
  DROP INDEX "home_page_review_review_submitted_by_idx";
  DROP INDEX "home_page_review_review_reviewed_by_idx";
  DROP INDEX "_home_page_v_version_version_review_state_idx";
  DROP INDEX "_home_page_v_version_review_version_review_submitted_by_idx";
  DROP INDEX "_home_page_v_version_review_version_review_reviewed_by_idx";
  ALTER TABLE "named_pages" DROP COLUMN "review_state";
  ALTER TABLE "named_pages" DROP COLUMN "review_submitted_by_id";
  ALTER TABLE "named_pages" DROP COLUMN "review_submitted_at";
  ALTER TABLE "named_pages" DROP COLUMN "review_reviewed_by_id";
  ALTER TABLE "named_pages" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "named_pages" DROP COLUMN "review_publish_at";
  ALTER TABLE "_named_pages_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_named_pages_v" DROP COLUMN "version_review_submitted_by_id";
  ALTER TABLE "_named_pages_v" DROP COLUMN "version_review_submitted_at";
  ALTER TABLE "_named_pages_v" DROP COLUMN "version_review_reviewed_by_id";
  ALTER TABLE "_named_pages_v" DROP COLUMN "version_review_reviewed_at";
  ALTER TABLE "_named_pages_v" DROP COLUMN "version_review_publish_at";
  ALTER TABLE "carousel_items" DROP COLUMN "review_state";
  ALTER TABLE "carousel_items" DROP COLUMN "review_submitted_by_id";
  ALTER TABLE "carousel_items" DROP COLUMN "review_submitted_at";
  ALTER TABLE "carousel_items" DROP COLUMN "review_reviewed_by_id";
  ALTER TABLE "carousel_items" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "carousel_items" DROP COLUMN "review_publish_at";
  ALTER TABLE "carousel_items_rels" DROP COLUMN "users_id";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_review_submitted_by_id";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_review_submitted_at";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_review_reviewed_by_id";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_review_reviewed_at";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_review_publish_at";
  ALTER TABLE "_carousel_items_v_rels" DROP COLUMN "users_id";
  ALTER TABLE "announcements" DROP COLUMN "review_state";
  ALTER TABLE "announcements" DROP COLUMN "review_submitted_by_id";
  ALTER TABLE "announcements" DROP COLUMN "review_submitted_at";
  ALTER TABLE "announcements" DROP COLUMN "review_reviewed_by_id";
  ALTER TABLE "announcements" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "announcements" DROP COLUMN "review_publish_at";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_review_submitted_by_id";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_review_submitted_at";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_review_reviewed_by_id";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_review_reviewed_at";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_review_publish_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_comments_id";
  ALTER TABLE "home_page" DROP COLUMN "review_state";
  ALTER TABLE "home_page" DROP COLUMN "review_submitted_by_id";
  ALTER TABLE "home_page" DROP COLUMN "review_submitted_at";
  ALTER TABLE "home_page" DROP COLUMN "review_reviewed_by_id";
  ALTER TABLE "home_page" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "home_page" DROP COLUMN "review_publish_at";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_review_state";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_review_submitted_by_id";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_review_submitted_at";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_review_reviewed_by_id";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_review_reviewed_at";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_review_publish_at";
  ALTER TABLE "site_settings" DROP COLUMN "review_two_person_rule";
  DROP TYPE "public"."enum_named_pages_review_state";
  DROP TYPE "public"."enum__named_pages_v_version_review_state";
  DROP TYPE "public"."enum_carousel_items_review_state";
  DROP TYPE "public"."enum__carousel_items_v_version_review_state";
  DROP TYPE "public"."enum_announcements_review_state";
  DROP TYPE "public"."enum__announcements_v_version_review_state";
  DROP TYPE "public"."enum_review_comments_kind";
  DROP TYPE "public"."enum_home_page_review_state";
  DROP TYPE "public"."enum__home_page_v_version_review_state";`)
}
