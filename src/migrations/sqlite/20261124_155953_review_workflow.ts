import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`named_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`named_pages_rels_order_idx\` ON \`named_pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_rels_parent_idx\` ON \`named_pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_rels_path_idx\` ON \`named_pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_rels_users_id_idx\` ON \`named_pages_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`_named_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_named_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_named_pages_v_rels_order_idx\` ON \`_named_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_rels_parent_idx\` ON \`_named_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_rels_path_idx\` ON \`_named_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_rels_users_id_idx\` ON \`_named_pages_v_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`announcements_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`announcements_rels_order_idx\` ON \`announcements_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`announcements_rels_parent_idx\` ON \`announcements_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`announcements_rels_path_idx\` ON \`announcements_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`announcements_rels_users_id_idx\` ON \`announcements_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`_announcements_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_announcements_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_announcements_v_rels_order_idx\` ON \`_announcements_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_rels_parent_idx\` ON \`_announcements_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_rels_path_idx\` ON \`_announcements_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_rels_users_id_idx\` ON \`_announcements_v_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`review_comments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`document\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`comment\` text,
  	\`author_id\` integer,
  	\`author_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`review_comments_document_idx\` ON \`review_comments\` (\`document\`);`)
  await db.run(sql`CREATE INDEX \`review_comments_author_idx\` ON \`review_comments\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`review_comments_updated_at_idx\` ON \`review_comments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`review_comments_created_at_idx\` ON \`review_comments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`home_page_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_rels_order_idx\` ON \`home_page_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_rels_parent_idx\` ON \`home_page_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_rels_path_idx\` ON \`home_page_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_rels_users_id_idx\` ON \`home_page_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_order_idx\` ON \`_home_page_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_parent_idx\` ON \`_home_page_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_path_idx\` ON \`_home_page_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_rels_users_id_idx\` ON \`_home_page_v_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`named_pages\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`named_pages\` ADD \`review_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`named_pages\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`named_pages\` ADD \`review_reviewed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`named_pages\` ADD \`review_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`named_pages\` ADD \`review_publish_at\` text;`)
  await db.run(sql`CREATE INDEX \`named_pages_review_state_idx\` ON \`named_pages\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_review_review_submitted_by_idx\` ON \`named_pages\` (\`review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_review_review_reviewed_by_idx\` ON \`named_pages\` (\`review_reviewed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_named_pages_v\` ADD \`version_review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_named_pages_v\` ADD \`version_review_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_named_pages_v\` ADD \`version_review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_named_pages_v\` ADD \`version_review_reviewed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_named_pages_v\` ADD \`version_review_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_named_pages_v\` ADD \`version_review_publish_at\` text;`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_review_state_idx\` ON \`_named_pages_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_review_version_review_submitted_b_idx\` ON \`_named_pages_v\` (\`version_review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_review_version_review_reviewed_by_idx\` ON \`_named_pages_v\` (\`version_review_reviewed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`carousel_items\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`carousel_items\` ADD \`review_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`carousel_items\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`carousel_items\` ADD \`review_reviewed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`carousel_items\` ADD \`review_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`carousel_items\` ADD \`review_publish_at\` text;`)
  await db.run(sql`CREATE INDEX \`carousel_items_review_state_idx\` ON \`carousel_items\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_review_review_submitted_by_idx\` ON \`carousel_items\` (\`review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_review_review_reviewed_by_idx\` ON \`carousel_items\` (\`review_reviewed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`carousel_items_rels\` ADD \`users_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`carousel_items_rels_users_id_idx\` ON \`carousel_items_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` ADD \`version_review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` ADD \`version_review_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` ADD \`version_review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` ADD \`version_review_reviewed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` ADD \`version_review_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` ADD \`version_review_publish_at\` text;`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_review_state_idx\` ON \`_carousel_items_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_review_version_review_submitte_idx\` ON \`_carousel_items_v\` (\`version_review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_review_version_review_reviewed_idx\` ON \`_carousel_items_v\` (\`version_review_reviewed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v_rels\` ADD \`users_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_rels_users_id_idx\` ON \`_carousel_items_v_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`review_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`review_reviewed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`review_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`review_publish_at\` text;`)
  await db.run(sql`CREATE INDEX \`announcements_review_state_idx\` ON \`announcements\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`announcements_review_review_submitted_by_idx\` ON \`announcements\` (\`review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`announcements_review_review_reviewed_by_idx\` ON \`announcements\` (\`review_reviewed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_review_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_review_reviewed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_review_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_review_publish_at\` text;`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_review_state_idx\` ON \`_announcements_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_review_version_review_submitted_idx\` ON \`_announcements_v\` (\`version_review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_review_version_review_reviewed__idx\` ON \`_announcements_v\` (\`version_review_reviewed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`review_comments_id\` integer REFERENCES review_comments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`review_comments_id\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`review_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`review_reviewed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`review_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`review_publish_at\` text;`)
  await db.run(sql`CREATE INDEX \`home_page_review_state_idx\` ON \`home_page\` (\`review_state\`);`)
  await db.run(sql`CREATE INDEX \`home_page_review_review_submitted_by_idx\` ON \`home_page\` (\`review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_review_review_reviewed_by_idx\` ON \`home_page\` (\`review_reviewed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_review_state\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_review_submitted_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_review_reviewed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_review_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_review_publish_at\` text;`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_review_state_idx\` ON \`_home_page_v\` (\`version_review_state\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_review_version_review_submitted_by_idx\` ON \`_home_page_v\` (\`version_review_submitted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_review_version_review_reviewed_by_idx\` ON \`_home_page_v\` (\`version_review_reviewed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`review_two_person_rule\` integer DEFAULT true;`)
  // Data step: what is already published counts as approved; everything else is a draft.
  for (const table of ['named_pages', 'carousel_items', 'announcements', 'home_page']) {
    await db.run(sql.raw(`UPDATE ${table} SET review_state = CASE WHEN _status = 'published' THEN 'approved' ELSE 'draft' END`))
    await db.run(
      sql.raw(
        `UPDATE _${table}_v SET version_review_state = CASE WHEN version__status = 'published' THEN 'approved' ELSE 'draft' END`,
      ),
    )
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`named_pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`announcements_rels\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v_rels\`;`)
  await db.run(sql`DROP TABLE \`review_comments\`;`)
  await db.run(sql`DROP TABLE \`home_page_rels\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_rels\`;`)
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
  	\`layout\` text,
  	\`search_properties_page_title\` text,
  	\`search_properties_description\` text,
  	\`search_properties_is_seo_indexed\` integer DEFAULT true,
  	\`search_properties_canonical_url\` text,
  	\`search_properties_custom_head_tags\` text,
  	\`record_id\` text,
  	\`content_key\` text,
  	\`last_edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_named_pages\`("id", "title", "api_name", "path", "kind", "product_alias", "summary", "hero_image_id", "body", "layout", "search_properties_page_title", "search_properties_description", "search_properties_is_seo_indexed", "search_properties_canonical_url", "search_properties_custom_head_tags", "record_id", "content_key", "last_edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "title", "api_name", "path", "kind", "product_alias", "summary", "hero_image_id", "body", "layout", "search_properties_page_title", "search_properties_description", "search_properties_is_seo_indexed", "search_properties_canonical_url", "search_properties_custom_head_tags", "record_id", "content_key", "last_edited_by_id", "updated_at", "created_at", "_status" FROM \`named_pages\`;`)
  await db.run(sql`DROP TABLE \`named_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_named_pages\` RENAME TO \`named_pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`named_pages_api_name_idx\` ON \`named_pages\` (\`api_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`named_pages_path_idx\` ON \`named_pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_product_alias_idx\` ON \`named_pages\` (\`product_alias\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_hero_image_idx\` ON \`named_pages\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`named_pages_record_id_idx\` ON \`named_pages\` (\`record_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`named_pages_content_key_idx\` ON \`named_pages\` (\`content_key\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_last_edited_by_idx\` ON \`named_pages\` (\`last_edited_by_id\`);`)
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
  	\`version_layout\` text,
  	\`version_search_properties_page_title\` text,
  	\`version_search_properties_description\` text,
  	\`version_search_properties_is_seo_indexed\` integer DEFAULT true,
  	\`version_search_properties_canonical_url\` text,
  	\`version_search_properties_custom_head_tags\` text,
  	\`version_record_id\` text,
  	\`version_content_key\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__named_pages_v\`("id", "parent_id", "version_title", "version_api_name", "version_path", "version_kind", "version_product_alias", "version_summary", "version_hero_image_id", "version_body", "version_layout", "version_search_properties_page_title", "version_search_properties_description", "version_search_properties_is_seo_indexed", "version_search_properties_canonical_url", "version_search_properties_custom_head_tags", "version_record_id", "version_content_key", "version_last_edited_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_api_name", "version_path", "version_kind", "version_product_alias", "version_summary", "version_hero_image_id", "version_body", "version_layout", "version_search_properties_page_title", "version_search_properties_description", "version_search_properties_is_seo_indexed", "version_search_properties_canonical_url", "version_search_properties_custom_head_tags", "version_record_id", "version_content_key", "version_last_edited_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_named_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__named_pages_v\` RENAME TO \`_named_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_parent_idx\` ON \`_named_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_api_name_idx\` ON \`_named_pages_v\` (\`version_api_name\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_path_idx\` ON \`_named_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_product_alias_idx\` ON \`_named_pages_v\` (\`version_product_alias\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_hero_image_idx\` ON \`_named_pages_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_record_id_idx\` ON \`_named_pages_v\` (\`version_record_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_content_key_idx\` ON \`_named_pages_v\` (\`version_content_key\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_last_edited_by_idx\` ON \`_named_pages_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_updated_at_idx\` ON \`_named_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_created_at_idx\` ON \`_named_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version__status_idx\` ON \`_named_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_created_at_idx\` ON \`_named_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_updated_at_idx\` ON \`_named_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_latest_idx\` ON \`_named_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_autosave_idx\` ON \`_named_pages_v\` (\`autosave\`);`)
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
  	\`content_key\` text,
  	\`last_edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`captions_file_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_carousel_items\`("id", "type", "publish_date", "event_date", "title", "meta", "caption", "body", "image_id", "video_file_id", "video_url", "captions_file_id", "display_url", "display_url_text", "display_url_icon", "click_url", "display_order", "record_id", "content_key", "last_edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "type", "publish_date", "event_date", "title", "meta", "caption", "body", "image_id", "video_file_id", "video_url", "captions_file_id", "display_url", "display_url_text", "display_url_icon", "click_url", "display_order", "record_id", "content_key", "last_edited_by_id", "updated_at", "created_at", "_status" FROM \`carousel_items\`;`)
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
  await db.run(sql`CREATE UNIQUE INDEX \`carousel_items_content_key_idx\` ON \`carousel_items\` (\`content_key\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_last_edited_by_idx\` ON \`carousel_items\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_updated_at_idx\` ON \`carousel_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_created_at_idx\` ON \`carousel_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items__status_idx\` ON \`carousel_items\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_carousel_items_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`named_pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`carousel_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`named_pages_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_carousel_items_rels\`("id", "order", "parent_id", "path", "named_pages_id") SELECT "id", "order", "parent_id", "path", "named_pages_id" FROM \`carousel_items_rels\`;`)
  await db.run(sql`DROP TABLE \`carousel_items_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_carousel_items_rels\` RENAME TO \`carousel_items_rels\`;`)
  await db.run(sql`CREATE INDEX \`carousel_items_rels_order_idx\` ON \`carousel_items_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_rels_parent_idx\` ON \`carousel_items_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_rels_path_idx\` ON \`carousel_items_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_rels_named_pages_id_idx\` ON \`carousel_items_rels\` (\`named_pages_id\`);`)
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
  	\`version_content_key\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`carousel_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_file_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_captions_file_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__carousel_items_v\`("id", "parent_id", "version_type", "version_publish_date", "version_event_date", "version_title", "version_meta", "version_caption", "version_body", "version_image_id", "version_video_file_id", "version_video_url", "version_captions_file_id", "version_display_url", "version_display_url_text", "version_display_url_icon", "version_click_url", "version_display_order", "version_record_id", "version_content_key", "version_last_edited_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_type", "version_publish_date", "version_event_date", "version_title", "version_meta", "version_caption", "version_body", "version_image_id", "version_video_file_id", "version_video_url", "version_captions_file_id", "version_display_url", "version_display_url_text", "version_display_url_icon", "version_click_url", "version_display_order", "version_record_id", "version_content_key", "version_last_edited_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_carousel_items_v\`;`)
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
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_content_key_idx\` ON \`_carousel_items_v\` (\`version_content_key\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_last_edited_by_idx\` ON \`_carousel_items_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_updated_at_idx\` ON \`_carousel_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_created_at_idx\` ON \`_carousel_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version__status_idx\` ON \`_carousel_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_created_at_idx\` ON \`_carousel_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_updated_at_idx\` ON \`_carousel_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_latest_idx\` ON \`_carousel_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_autosave_idx\` ON \`_carousel_items_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new__carousel_items_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`named_pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_carousel_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`named_pages_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__carousel_items_v_rels\`("id", "order", "parent_id", "path", "named_pages_id") SELECT "id", "order", "parent_id", "path", "named_pages_id" FROM \`_carousel_items_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_carousel_items_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__carousel_items_v_rels\` RENAME TO \`_carousel_items_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_rels_order_idx\` ON \`_carousel_items_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_rels_parent_idx\` ON \`_carousel_items_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_rels_path_idx\` ON \`_carousel_items_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_rels_named_pages_id_idx\` ON \`_carousel_items_v_rels\` (\`named_pages_id\`);`)
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
  	\`last_edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_announcements\`("id", "key", "version", "theme", "title", "message", "link_href", "link_label", "active_from", "active_until", "record_id", "last_edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "key", "version", "theme", "title", "message", "link_href", "link_label", "active_from", "active_until", "record_id", "last_edited_by_id", "updated_at", "created_at", "_status" FROM \`announcements\`;`)
  await db.run(sql`DROP TABLE \`announcements\`;`)
  await db.run(sql`ALTER TABLE \`__new_announcements\` RENAME TO \`announcements\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`announcements_key_idx\` ON \`announcements\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`announcements_active_from_idx\` ON \`announcements\` (\`active_from\`);`)
  await db.run(sql`CREATE INDEX \`announcements_active_until_idx\` ON \`announcements\` (\`active_until\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`announcements_record_id_idx\` ON \`announcements\` (\`record_id\`);`)
  await db.run(sql`CREATE INDEX \`announcements_last_edited_by_idx\` ON \`announcements\` (\`last_edited_by_id\`);`)
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
  	\`version_last_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__announcements_v\`("id", "parent_id", "version_key", "version_version", "version_theme", "version_title", "version_message", "version_link_href", "version_link_label", "version_active_from", "version_active_until", "version_record_id", "version_last_edited_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_key", "version_version", "version_theme", "version_title", "version_message", "version_link_href", "version_link_label", "version_active_from", "version_active_until", "version_record_id", "version_last_edited_by_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_announcements_v\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__announcements_v\` RENAME TO \`_announcements_v\`;`)
  await db.run(sql`CREATE INDEX \`_announcements_v_parent_idx\` ON \`_announcements_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_key_idx\` ON \`_announcements_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_active_from_idx\` ON \`_announcements_v\` (\`version_active_from\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_active_until_idx\` ON \`_announcements_v\` (\`version_active_until\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_record_id_idx\` ON \`_announcements_v\` (\`version_record_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_last_edited_by_idx\` ON \`_announcements_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_updated_at_idx\` ON \`_announcements_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version_created_at_idx\` ON \`_announcements_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_version_version__status_idx\` ON \`_announcements_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_created_at_idx\` ON \`_announcements_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_updated_at_idx\` ON \`_announcements_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_latest_idx\` ON \`_announcements_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_announcements_v_autosave_idx\` ON \`_announcements_v\` (\`autosave\`);`)
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
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`named_pages_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carousel_items_id\`) REFERENCES \`carousel_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcements_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_files_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "named_pages_id", "carousel_items_id", "announcements_id", "media_id", "video_files_id", "contact_requests_id", "audit_log_id", "users_id") SELECT "id", "order", "parent_id", "path", "named_pages_id", "carousel_items_id", "announcements_id", "media_id", "video_files_id", "contact_requests_id", "audit_log_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text,
  	\`search_properties_page_title\` text DEFAULT 'Home',
  	\`search_properties_description\` text,
  	\`search_properties_is_seo_indexed\` integer DEFAULT true,
  	\`search_properties_custom_head_tags\` text,
  	\`last_edited_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "layout", "search_properties_page_title", "search_properties_description", "search_properties_is_seo_indexed", "search_properties_custom_head_tags", "last_edited_by_id", "_status", "updated_at", "created_at") SELECT "id", "layout", "search_properties_page_title", "search_properties_description", "search_properties_is_seo_indexed", "search_properties_custom_head_tags", "last_edited_by_id", "_status", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE INDEX \`home_page_last_edited_by_idx\` ON \`home_page\` (\`last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_layout\` text,
  	\`version_search_properties_page_title\` text DEFAULT 'Home',
  	\`version_search_properties_description\` text,
  	\`version_search_properties_is_seo_indexed\` integer DEFAULT true,
  	\`version_search_properties_custom_head_tags\` text,
  	\`version_last_edited_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_last_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_page_v\`("id", "version_layout", "version_search_properties_page_title", "version_search_properties_description", "version_search_properties_is_seo_indexed", "version_search_properties_custom_head_tags", "version_last_edited_by_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave") SELECT "id", "version_layout", "version_search_properties_page_title", "version_search_properties_description", "version_search_properties_is_seo_indexed", "version_search_properties_custom_head_tags", "version_last_edited_by_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave" FROM \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_page_v\` RENAME TO \`_home_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version_last_edited_by_idx\` ON \`_home_page_v\` (\`version_last_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_autosave_idx\` ON \`_home_page_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`review_two_person_rule\`;`)
}
