import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_checks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address\` text NOT NULL,
  	\`title\` text,
  	\`section\` text,
  	\`content_type\` text,
  	\`source_collection\` text,
  	\`source_id\` text,
  	\`last_changed_by\` text,
  	\`last_changed_at\` text,
  	\`checked_at\` text NOT NULL,
  	\`latest\` integer DEFAULT true,
  	\`score\` numeric NOT NULL,
  	\`scores_accessibility\` numeric,
  	\`scores_html\` numeric,
  	\`scores_links\` numeric,
  	\`scores_required_links\` numeric,
  	\`scores_readability\` numeric,
  	\`scores_weight\` numeric,
  	\`reading_grade\` numeric,
  	\`bytes\` numeric,
  	\`requests\` numeric,
  	\`findings\` text,
  	\`serious\` numeric,
  	\`problem\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`page_checks_address_idx\` ON \`page_checks\` (\`address\`);`)
  await db.run(sql`CREATE INDEX \`page_checks_checked_at_idx\` ON \`page_checks\` (\`checked_at\`);`)
  await db.run(sql`CREATE INDEX \`page_checks_latest_idx\` ON \`page_checks\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`site_scores\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`checked_at\` text NOT NULL,
  	\`score\` numeric NOT NULL,
  	\`pages\` numeric NOT NULL,
  	\`serious\` numeric NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`site_scores_checked_at_idx\` ON \`site_scores\` (\`checked_at\`);`)
  await db.run(sql`CREATE TABLE \`content_owners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source_collection\` text NOT NULL,
  	\`source_id\` text NOT NULL,
  	\`owner_id\` integer,
  	\`owner_group\` text,
  	\`review_by\` text,
  	\`last_reviewed_at\` text,
  	\`last_reviewed_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`last_reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`content_owners_owner_idx\` ON \`content_owners\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`content_owners_last_reviewed_by_idx\` ON \`content_owners\` (\`last_reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`content_owners_updated_at_idx\` ON \`content_owners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`content_owners_created_at_idx\` ON \`content_owners\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sourceCollection_sourceId_idx\` ON \`content_owners\` (\`source_collection\`,\`source_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`page_checks_id\` integer REFERENCES page_checks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`site_scores_id\` integer REFERENCES site_scores(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`content_owners_id\` integer REFERENCES content_owners(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_checks_id_idx\` ON \`payload_locked_documents_rels\` (\`page_checks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_site_scores_id_idx\` ON \`payload_locked_documents_rels\` (\`site_scores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_owners_id_idx\` ON \`payload_locked_documents_rels\` (\`content_owners_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`site_checks_reading_grade\` numeric DEFAULT 8;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`site_checks_page_weight_kb\` numeric DEFAULT 800;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`site_checks_requests\` numeric DEFAULT 40;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`review_schedule_pages_months\` numeric DEFAULT 12;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`review_schedule_banners_months\` numeric DEFAULT 6;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`review_schedule_news_months\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`review_schedule_show_last_reviewed\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_checks\`;`)
  await db.run(sql`DROP TABLE \`site_scores\`;`)
  await db.run(sql`DROP TABLE \`content_owners\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`named_pages_id\` integer,
  	\`carousel_items_id\` integer,
  	\`announcements_id\` integer,
  	\`media_id\` integer,
  	\`video_files_id\` integer,
  	\`contact_requests_id\` integer,
  	\`audit_log_id\` integer,
  	\`broken_links_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	\`review_comments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`named_pages_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carousel_items_id\`) REFERENCES \`carousel_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcements_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_files_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`broken_links_id\`) REFERENCES \`broken_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`review_comments_id\`) REFERENCES \`review_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "named_pages_id", "carousel_items_id", "announcements_id", "media_id", "video_files_id", "contact_requests_id", "audit_log_id", "broken_links_id", "users_id", "redirects_id", "review_comments_id") SELECT "id", "order", "parent_id", "path", "named_pages_id", "carousel_items_id", "announcements_id", "media_id", "video_files_id", "contact_requests_id", "audit_log_id", "broken_links_id", "users_id", "redirects_id", "review_comments_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_named_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`named_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carousel_items_id_idx\` ON \`payload_locked_documents_rels\` (\`carousel_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_announcements_id_idx\` ON \`payload_locked_documents_rels\` (\`announcements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_files_id_idx\` ON \`payload_locked_documents_rels\` (\`video_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_broken_links_id_idx\` ON \`payload_locked_documents_rels\` (\`broken_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`review_comments_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`site_checks_reading_grade\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`site_checks_page_weight_kb\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`site_checks_requests\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`review_schedule_pages_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`review_schedule_banners_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`review_schedule_news_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`review_schedule_show_last_reviewed\`;`)
}
