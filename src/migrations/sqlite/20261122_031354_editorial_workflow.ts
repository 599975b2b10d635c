import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`target\` text NOT NULL,
  	\`document_id\` text,
  	\`user_id\` integer,
  	\`user_email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_target_idx\` ON \`audit_log\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_document_id_idx\` ON \`audit_log\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_user_idx\` ON \`audit_log\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`named_pages\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`named_pages_last_edited_by_idx\` ON \`named_pages\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_named_pages_v\` ADD \`version_last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_named_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_last_edited_by_idx\` ON \`_named_pages_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_autosave_idx\` ON \`_named_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`carousel_items\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`carousel_items_last_edited_by_idx\` ON \`carousel_items\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` ADD \`version_last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_last_edited_by_idx\` ON \`_carousel_items_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_autosave_idx\` ON \`_carousel_items_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`announcements_last_edited_by_idx\` ON \`announcements\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_last_edited_by_idx\` ON \`_announcements_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_autosave_idx\` ON \`_announcements_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`home_page_last_edited_by_idx\` ON \`home_page\` (\`last_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_last_edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_last_edited_by_idx\` ON \`_home_page_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_autosave_idx\` ON \`_home_page_v\` (\`autosave\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_named_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`api_name\` text,
  	\`path\` text,
  	\`kind\` text DEFAULT 'offering',
  	\`product_alias\` text,
  	\`summary\` text,
  	\`hero_image_id\` integer,
  	\`body\` text,
  	\`search_properties_page_title\` text,
  	\`search_properties_description\` text,
  	\`search_properties_is_seo_indexed\` integer DEFAULT true,
  	\`search_properties_canonical_url\` text,
  	\`search_properties_custom_head_tags\` text,
  	\`record_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_named_pages\`("id", "title", "api_name", "path", "kind", "product_alias", "summary", "hero_image_id", "body", "search_properties_page_title", "search_properties_description", "search_properties_is_seo_indexed", "search_properties_canonical_url", "search_properties_custom_head_tags", "record_id", "updated_at", "created_at", "_status") SELECT "id", "title", "api_name", "path", "kind", "product_alias", "summary", "hero_image_id", "body", "search_properties_page_title", "search_properties_description", "search_properties_is_seo_indexed", "search_properties_canonical_url", "search_properties_custom_head_tags", "record_id", "updated_at", "created_at", "_status" FROM \`named_pages\`;`)
  await db.run(sql`DROP TABLE \`named_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_named_pages\` RENAME TO \`named_pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`named_pages_api_name_idx\` ON \`named_pages\` (\`api_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`named_pages_path_idx\` ON \`named_pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_product_alias_idx\` ON \`named_pages\` (\`product_alias\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_hero_image_idx\` ON \`named_pages\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`named_pages_record_id_idx\` ON \`named_pages\` (\`record_id\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_updated_at_idx\` ON \`named_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_created_at_idx\` ON \`named_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`named_pages__status_idx\` ON \`named_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__named_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_api_name\` text,
  	\`version_path\` text,
  	\`version_kind\` text DEFAULT 'offering',
  	\`version_product_alias\` text,
  	\`version_summary\` text,
  	\`version_hero_image_id\` integer,
  	\`version_body\` text,
  	\`version_search_properties_page_title\` text,
  	\`version_search_properties_description\` text,
  	\`version_search_properties_is_seo_indexed\` integer DEFAULT true,
  	\`version_search_properties_canonical_url\` text,
  	\`version_search_properties_custom_head_tags\` text,
  	\`version_record_id\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__named_pages_v\`("id", "parent_id", "version_title", "version_api_name", "version_path", "version_kind", "version_product_alias", "version_summary", "version_hero_image_id", "version_body", "version_search_properties_page_title", "version_search_properties_description", "version_search_properties_is_seo_indexed", "version_search_properties_canonical_url", "version_search_properties_custom_head_tags", "version_record_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_api_name", "version_path", "version_kind", "version_product_alias", "version_summary", "version_hero_image_id", "version_body", "version_search_properties_page_title", "version_search_properties_description", "version_search_properties_is_seo_indexed", "version_search_properties_canonical_url", "version_search_properties_custom_head_tags", "version_record_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_named_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__named_pages_v\` RENAME TO \`_named_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_parent_idx\` ON \`_named_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_api_name_idx\` ON \`_named_pages_v\` (\`version_api_name\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_path_idx\` ON \`_named_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_product_alias_idx\` ON \`_named_pages_v\` (\`version_product_alias\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_hero_image_idx\` ON \`_named_pages_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_record_id_idx\` ON \`_named_pages_v\` (\`version_record_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_updated_at_idx\` ON \`_named_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_created_at_idx\` ON \`_named_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version__status_idx\` ON \`_named_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_created_at_idx\` ON \`_named_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_updated_at_idx\` ON \`_named_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_latest_idx\` ON \`_named_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_carousel_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'News',
  	\`publish_date\` text,
  	\`event_date\` text,
  	\`title\` text,
  	\`meta\` text,
  	\`caption\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`video_file_id\` integer,
  	\`video_url\` text,
  	\`captions_file_id\` integer,
  	\`display_url\` text,
  	\`display_url_text\` text,
  	\`display_url_icon\` text,
  	\`click_url\` text,
  	\`display_order\` numeric,
  	\`record_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`captions_file_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_carousel_items\`("id", "type", "publish_date", "event_date", "title", "meta", "caption", "body", "image_id", "video_file_id", "video_url", "captions_file_id", "display_url", "display_url_text", "display_url_icon", "click_url", "display_order", "record_id", "updated_at", "created_at", "_status") SELECT "id", "type", "publish_date", "event_date", "title", "meta", "caption", "body", "image_id", "video_file_id", "video_url", "captions_file_id", "display_url", "display_url_text", "display_url_icon", "click_url", "display_order", "record_id", "updated_at", "created_at", "_status" FROM \`carousel_items\`;`)
  await db.run(sql`DROP TABLE \`carousel_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_carousel_items\` RENAME TO \`carousel_items\`;`)
  await db.run(sql`CREATE INDEX \`carousel_items_type_idx\` ON \`carousel_items\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_publish_date_idx\` ON \`carousel_items\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_event_date_idx\` ON \`carousel_items\` (\`event_date\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_image_idx\` ON \`carousel_items\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_video_file_idx\` ON \`carousel_items\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_captions_file_idx\` ON \`carousel_items\` (\`captions_file_id\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_display_order_idx\` ON \`carousel_items\` (\`display_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`carousel_items_record_id_idx\` ON \`carousel_items\` (\`record_id\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_updated_at_idx\` ON \`carousel_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_created_at_idx\` ON \`carousel_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items__status_idx\` ON \`carousel_items\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__carousel_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type\` text DEFAULT 'News',
  	\`version_publish_date\` text,
  	\`version_event_date\` text,
  	\`version_title\` text,
  	\`version_meta\` text,
  	\`version_caption\` text,
  	\`version_body\` text,
  	\`version_image_id\` integer,
  	\`version_video_file_id\` integer,
  	\`version_video_url\` text,
  	\`version_captions_file_id\` integer,
  	\`version_display_url\` text,
  	\`version_display_url_text\` text,
  	\`version_display_url_icon\` text,
  	\`version_click_url\` text,
  	\`version_display_order\` numeric,
  	\`version_record_id\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`carousel_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_file_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_captions_file_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__carousel_items_v\`("id", "parent_id", "version_type", "version_publish_date", "version_event_date", "version_title", "version_meta", "version_caption", "version_body", "version_image_id", "version_video_file_id", "version_video_url", "version_captions_file_id", "version_display_url", "version_display_url_text", "version_display_url_icon", "version_click_url", "version_display_order", "version_record_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_type", "version_publish_date", "version_event_date", "version_title", "version_meta", "version_caption", "version_body", "version_image_id", "version_video_file_id", "version_video_url", "version_captions_file_id", "version_display_url", "version_display_url_text", "version_display_url_icon", "version_click_url", "version_display_order", "version_record_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_carousel_items_v\`;`)
  await db.run(sql`DROP TABLE \`_carousel_items_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__carousel_items_v\` RENAME TO \`_carousel_items_v\`;`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_parent_idx\` ON \`_carousel_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_type_idx\` ON \`_carousel_items_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_publish_date_idx\` ON \`_carousel_items_v\` (\`version_publish_date\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_event_date_idx\` ON \`_carousel_items_v\` (\`version_event_date\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_image_idx\` ON \`_carousel_items_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_video_file_idx\` ON \`_carousel_items_v\` (\`version_video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_captions_file_idx\` ON \`_carousel_items_v\` (\`version_captions_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_display_order_idx\` ON \`_carousel_items_v\` (\`version_display_order\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_record_id_idx\` ON \`_carousel_items_v\` (\`version_record_id\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_updated_at_idx\` ON \`_carousel_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_created_at_idx\` ON \`_carousel_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version__status_idx\` ON \`_carousel_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_created_at_idx\` ON \`_carousel_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_updated_at_idx\` ON \`_carousel_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_latest_idx\` ON \`_carousel_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_announcements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`version\` numeric DEFAULT 1,
  	\`theme\` text DEFAULT 'info',
  	\`title\` text,
  	\`message\` text,
  	\`link_href\` text,
  	\`link_label\` text,
  	\`active_from\` text,
  	\`active_until\` text,
  	\`record_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_announcements\`("id", "key", "version", "theme", "title", "message", "link_href", "link_label", "active_from", "active_until", "record_id", "updated_at", "created_at", "_status") SELECT "id", "key", "version", "theme", "title", "message", "link_href", "link_label", "active_from", "active_until", "record_id", "updated_at", "created_at", "_status" FROM \`announcements\`;`)
  await db.run(sql`DROP TABLE \`announcements\`;`)
  await db.run(sql`ALTER TABLE \`__new_announcements\` RENAME TO \`announcements\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`announcements_key_idx\` ON \`announcements\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`announcements_active_from_idx\` ON \`announcements\` (\`active_from\`);`)
  await db.run(sql`CREATE INDEX \`announcements_active_until_idx\` ON \`announcements\` (\`active_until\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`announcements_record_id_idx\` ON \`announcements\` (\`record_id\`);`)
  await db.run(sql`CREATE INDEX \`announcements_updated_at_idx\` ON \`announcements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`announcements_created_at_idx\` ON \`announcements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`announcements__status_idx\` ON \`announcements\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__announcements_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_version\` numeric DEFAULT 1,
  	\`version_theme\` text DEFAULT 'info',
  	\`version_title\` text,
  	\`version_message\` text,
  	\`version_link_href\` text,
  	\`version_link_label\` text,
  	\`version_active_from\` text,
  	\`version_active_until\` text,
  	\`version_record_id\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__announcements_v\`("id", "parent_id", "version_key", "version_version", "version_theme", "version_title", "version_message", "version_link_href", "version_link_label", "version_active_from", "version_active_until", "version_record_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_key", "version_version", "version_theme", "version_title", "version_message", "version_link_href", "version_link_label", "version_active_from", "version_active_until", "version_record_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_announcements_v\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__announcements_v\` RENAME TO \`_announcements_v\`;`)
  await db.run(sql`CREATE INDEX \`_announcements_v_parent_idx\` ON \`_announcements_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_key_idx\` ON \`_announcements_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_active_from_idx\` ON \`_announcements_v\` (\`version_active_from\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_active_until_idx\` ON \`_announcements_v\` (\`version_active_until\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_record_id_idx\` ON \`_announcements_v\` (\`version_record_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_updated_at_idx\` ON \`_announcements_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_created_at_idx\` ON \`_announcements_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version__status_idx\` ON \`_announcements_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_created_at_idx\` ON \`_announcements_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_updated_at_idx\` ON \`_announcements_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_latest_idx\` ON \`_announcements_v\` (\`latest\`);`)
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
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`named_pages_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carousel_items_id\`) REFERENCES \`carousel_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcements_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_files_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "named_pages_id", "carousel_items_id", "announcements_id", "media_id", "video_files_id", "contact_requests_id", "users_id") SELECT "id", "order", "parent_id", "path", "named_pages_id", "carousel_items_id", "announcements_id", "media_id", "video_files_id", "contact_requests_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_named_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`named_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carousel_items_id_idx\` ON \`payload_locked_documents_rels\` (\`carousel_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_announcements_id_idx\` ON \`payload_locked_documents_rels\` (\`announcements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_files_id_idx\` ON \`payload_locked_documents_rels\` (\`video_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`search_properties_page_title\` text DEFAULT 'Home',
  	\`search_properties_description\` text,
  	\`search_properties_is_seo_indexed\` integer DEFAULT true,
  	\`search_properties_custom_head_tags\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "search_properties_page_title", "search_properties_description", "search_properties_is_seo_indexed", "search_properties_custom_head_tags", "_status", "updated_at", "created_at") SELECT "id", "search_properties_page_title", "search_properties_description", "search_properties_is_seo_indexed", "search_properties_custom_head_tags", "_status", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_search_properties_page_title\` text DEFAULT 'Home',
  	\`version_search_properties_description\` text,
  	\`version_search_properties_is_seo_indexed\` integer DEFAULT true,
  	\`version_search_properties_custom_head_tags\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_page_v\`("id", "version_search_properties_page_title", "version_search_properties_description", "version_search_properties_is_seo_indexed", "version_search_properties_custom_head_tags", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_search_properties_page_title", "version_search_properties_description", "version_search_properties_is_seo_indexed", "version_search_properties_custom_head_tags", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_page_v\` RENAME TO \`_home_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
}
