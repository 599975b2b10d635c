import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`media_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`media_rels_order_idx\` ON \`media_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`media_rels_parent_idx\` ON \`media_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`media_rels_path_idx\` ON \`media_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`media_rels_users_id_idx\` ON \`media_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`_media_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_alt_text\` text,
  	\`version_content_key\` text,
  	\`version_bg_position\` text DEFAULT 'center',
  	\`version_bg_size_or_repeat\` text DEFAULT 'cover',
  	\`version_last_edited_by_id\` integer,
  	\`version_review_state\` text DEFAULT 'draft',
  	\`version_review_submitted_by_id\` integer,
  	\`version_review_submitted_at\` text,
  	\`version_review_reviewed_by_id\` integer,
  	\`version_review_reviewed_at\` text,
  	\`version_review_publish_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_review_submitted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_review_reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_media_v_parent_idx\` ON \`_media_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_version_content_key_idx\` ON \`_media_v\` (\`version_content_key\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_version_last_edited_by_idx\` ON \`_media_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_version_review_state_idx\` ON \`_media_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_review_version_review_submitted_by_idx\` ON \`_media_v\` (\`version_review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_review_version_review_reviewed_by_idx\` ON \`_media_v\` (\`version_review_reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_version_updated_at_idx\` ON \`_media_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_version_created_at_idx\` ON \`_media_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_version__status_idx\` ON \`_media_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_version_version_filename_idx\` ON \`_media_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_created_at_idx\` ON \`_media_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_updated_at_idx\` ON \`_media_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_latest_idx\` ON \`_media_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_media_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_media_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_media_v_rels_order_idx\` ON \`_media_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_rels_parent_idx\` ON \`_media_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_rels_path_idx\` ON \`_media_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_media_v_rels_users_id_idx\` ON \`_media_v_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`video_files_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_files_rels_order_idx\` ON \`video_files_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`video_files_rels_parent_idx\` ON \`video_files_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`video_files_rels_path_idx\` ON \`video_files_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`video_files_rels_users_id_idx\` ON \`video_files_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_files_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version_review_state\` text DEFAULT 'draft',
  	\`version_review_submitted_by_id\` integer,
  	\`version_review_submitted_at\` text,
  	\`version_review_reviewed_by_id\` integer,
  	\`version_review_reviewed_at\` text,
  	\`version_review_publish_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_url\` text,
  	\`version_thumbnail_u_r_l\` text,
  	\`version_filename\` text,
  	\`version_mime_type\` text,
  	\`version_filesize\` numeric,
  	\`version_width\` numeric,
  	\`version_height\` numeric,
  	\`version_focal_x\` numeric,
  	\`version_focal_y\` numeric,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_review_submitted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_review_reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_files_v_parent_idx\` ON \`_video_files_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_version_version_last_edited_by_idx\` ON \`_video_files_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_version_version_review_state_idx\` ON \`_video_files_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_version_review_version_review_submitted_b_idx\` ON \`_video_files_v\` (\`version_review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_version_review_version_review_reviewed_by_idx\` ON \`_video_files_v\` (\`version_review_reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_version_version_updated_at_idx\` ON \`_video_files_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_version_version_created_at_idx\` ON \`_video_files_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_version_version__status_idx\` ON \`_video_files_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_version_version_filename_idx\` ON \`_video_files_v\` (\`version_filename\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_created_at_idx\` ON \`_video_files_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_updated_at_idx\` ON \`_video_files_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_latest_idx\` ON \`_video_files_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_video_files_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_video_files_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_files_v_rels_order_idx\` ON \`_video_files_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_rels_parent_idx\` ON \`_video_files_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_rels_path_idx\` ON \`_video_files_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_video_files_v_rels_users_id_idx\` ON \`_video_files_v_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`_redirects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_from\` text,
  	\`version_to_type\` text DEFAULT 'reference',
  	\`version_to_url\` text,
  	\`version_type\` text DEFAULT '301',
  	\`version_last_edited_by_id\` integer,
  	\`version_review_state\` text DEFAULT 'draft',
  	\`version_review_submitted_by_id\` integer,
  	\`version_review_submitted_at\` text,
  	\`version_review_reviewed_by_id\` integer,
  	\`version_review_reviewed_at\` text,
  	\`version_review_publish_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_review_submitted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_review_reviewed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_redirects_v_parent_idx\` ON \`_redirects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_from_idx\` ON \`_redirects_v\` (\`version_from\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_last_edited_by_idx\` ON \`_redirects_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_review_state_idx\` ON \`_redirects_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_review_version_review_submitted_by_idx\` ON \`_redirects_v\` (\`version_review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_review_version_review_reviewed_by_idx\` ON \`_redirects_v\` (\`version_review_reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_updated_at_idx\` ON \`_redirects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_created_at_idx\` ON \`_redirects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version__status_idx\` ON \`_redirects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_created_at_idx\` ON \`_redirects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_updated_at_idx\` ON \`_redirects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_latest_idx\` ON \`_redirects_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_redirects_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`named_pages_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_redirects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`named_pages_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_redirects_v_rels_order_idx\` ON \`_redirects_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_rels_parent_idx\` ON \`_redirects_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_rels_path_idx\` ON \`_redirects_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_rels_named_pages_id_idx\` ON \`_redirects_v_rels\` (\`named_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_rels_users_id_idx\` ON \`_redirects_v_rels\` (\`users_id\`);`)
  // Payload's generator rebuilds these tables selecting columns the old ones lack: added in place instead.
  await db.run(sql`ALTER TABLE \`media\` ADD \`last_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`review_submitted_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`review_reviewed_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`review_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`review_publish_at\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`media_last_edited_by_idx\` ON \`media\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`media_review_state_idx\` ON \`media\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`media_review_review_submitted_by_idx\` ON \`media\` (\`review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`media_review_review_reviewed_by_idx\` ON \`media\` (\`review_reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`media__status_idx\` ON \`media\` (\`_status\`);`)
  // What is stored today is what the site shows: published, approved.
  await db.run(sql`UPDATE \`media\` SET \`_status\` = 'published', \`review_state\` = 'approved';`)
  // Payload's generator rebuilds these tables selecting columns the old ones lack: added in place instead.
  await db.run(sql`ALTER TABLE \`video_files\` ADD \`last_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`video_files\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`video_files\` ADD \`review_submitted_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`video_files\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`video_files\` ADD \`review_reviewed_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`video_files\` ADD \`review_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`video_files\` ADD \`review_publish_at\` text;`)
  await db.run(sql`ALTER TABLE \`video_files\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`video_files_last_edited_by_idx\` ON \`video_files\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`video_files_review_state_idx\` ON \`video_files\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`video_files_review_review_submitted_by_idx\` ON \`video_files\` (\`review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`video_files_review_review_reviewed_by_idx\` ON \`video_files\` (\`review_reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`video_files__status_idx\` ON \`video_files\` (\`_status\`);`)
  // What is stored today is what the site shows: published, approved.
  await db.run(sql`UPDATE \`video_files\` SET \`_status\` = 'published', \`review_state\` = 'approved';`)
  // Payload's generator rebuilds these tables selecting columns the old ones lack: added in place instead.
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`last_edited_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`review_submitted_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`review_reviewed_by_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`review_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`review_publish_at\` text;`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`redirects_last_edited_by_idx\` ON \`redirects\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`redirects_review_state_idx\` ON \`redirects\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`redirects_review_review_submitted_by_idx\` ON \`redirects\` (\`review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`redirects_review_review_reviewed_by_idx\` ON \`redirects\` (\`review_reviewed_by_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`redirects__status_idx\` ON \`redirects\` (\`_status\`);`)
  // What is stored today is what the site shows: published, approved.
  await db.run(sql`UPDATE \`redirects\` SET \`_status\` = 'published', \`review_state\` = 'approved';`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`users_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_users_id_idx\` ON \`redirects_rels\` (\`users_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`media_rels\`;`)
  await db.run(sql`DROP TABLE \`_media_v\`;`)
  await db.run(sql`DROP TABLE \`_media_v_rels\`;`)
  await db.run(sql`DROP TABLE \`video_files_rels\`;`)
  await db.run(sql`DROP TABLE \`_video_files_v\`;`)
  await db.run(sql`DROP TABLE \`_video_files_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_redirects_v\`;`)
  await db.run(sql`DROP TABLE \`_redirects_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt_text\` text NOT NULL,
  	\`content_key\` text NOT NULL,
  	\`bg_position\` text DEFAULT 'center',
  	\`bg_size_or_repeat\` text DEFAULT 'cover',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt_text", "content_key", "bg_position", "bg_size_or_repeat", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "alt_text", "content_key", "bg_position", "bg_size_or_repeat", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_content_key_idx\` ON \`media\` (\`content_key\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_video_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_video_files\`("id", "title", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "title", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`video_files\`;`)
  await db.run(sql`DROP TABLE \`video_files\`;`)
  await db.run(sql`ALTER TABLE \`__new_video_files\` RENAME TO \`video_files\`;`)
  await db.run(sql`CREATE INDEX \`video_files_updated_at_idx\` ON \`video_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_files_created_at_idx\` ON \`video_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`video_files_filename_idx\` ON \`video_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects\`("id", "from", "to_type", "to_url", "type", "updated_at", "created_at") SELECT "id", "from", "to_type", "to_url", "type", "updated_at", "created_at" FROM \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects\` RENAME TO \`redirects\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`named_pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`named_pages_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "named_pages_id") SELECT "id", "order", "parent_id", "path", "named_pages_id" FROM \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_rels\` RENAME TO \`redirects_rels\`;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_named_pages_id_idx\` ON \`redirects_rels\` (\`named_pages_id\`);`)
}
