import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { hasLayoutContent, readLayoutDocuments, writeLayoutDocuments } from '../carry-layouts'

/**
 * Page layouts move from one table per block type to one JSON column per layout
 * (ADR 0011): the home page read no longer joins a dozen tables. Every layout, and every
 * version of it, is read before the tables go and written back after.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const layouts = await readLayoutDocuments(payload, { blocksAsJSON: false })
  await db.run(sql`DROP TABLE \`named_pages_blocks_announcements\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_solutions_tabs_tabs_cards\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_solutions_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_solutions_tabs\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_services_tiles\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_services\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_contact_band\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_announcements\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_solutions_tabs_tabs_cards\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_solutions_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_solutions_tabs\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_services_tiles\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_services\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_contact_band\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_announcements\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_solutions_tabs_tabs_cards\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_solutions_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_solutions_tabs\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_services_tiles\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_services\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_contact_band\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_announcements\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_solutions_tabs_tabs_cards\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_solutions_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_solutions_tabs\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_services_tiles\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_services\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_contact_band\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_carousel\`;`)
  await db.run(sql`ALTER TABLE \`named_pages\` ADD \`layout\` text;`)
  await db.run(sql`ALTER TABLE \`_named_pages_v\` ADD \`version_layout\` text;`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`layout\` text;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` ADD \`version_layout\` text;`)
  await writeLayoutDocuments(db, layouts)
}

/** Refuses while any layout exists: the way back is the backup taken before upgrading. */
export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  if (await hasLayoutContent(payload)) {
    throw new Error('Page layouts cannot be moved back to block tables; restore the database backup taken before this upgrade.')
  }
  await db.run(sql`CREATE TABLE \`named_pages_blocks_announcements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_announcements_order_idx\` ON \`named_pages_blocks_announcements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_announcements_parent_id_idx\` ON \`named_pages_blocks_announcements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_announcements_path_idx\` ON \`named_pages_blocks_announcements\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_announcements_section_section_backgro_idx\` ON \`named_pages_blocks_announcements\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`named_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow_text\` text,
  	\`title_text\` text,
  	\`subtitle_text\` text,
  	\`button_text\` text,
  	\`button_target\` text,
  	\`button_icon\` text,
  	\`eyebrow_class\` text DEFAULT 'body1-medium',
  	\`title_class\` text DEFAULT 'h1-bold',
  	\`subtitle_class\` text DEFAULT 'body1',
  	\`bool_add_gradient\` integer DEFAULT true,
  	\`bool_left_aligned\` integer DEFAULT false,
  	\`hero_height\` numeric DEFAULT 686,
  	\`hero_inner_width\` numeric DEFAULT 1440,
  	\`subtitle_width\` numeric DEFAULT 1000,
  	\`background_image_id\` integer,
  	\`background_image_overlay\` text DEFAULT 'rgba(0, 32, 91, 0.85)',
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_hero_order_idx\` ON \`named_pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_hero_parent_id_idx\` ON \`named_pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_hero_path_idx\` ON \`named_pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_hero_background_image_idx\` ON \`named_pages_blocks_hero\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_hero_section_section_background_image_idx\` ON \`named_pages_blocks_hero\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`named_pages_blocks_solutions_tabs_tabs_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`api_name\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`named_pages_blocks_solutions_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_solutions_tabs_tabs_cards_order_idx\` ON \`named_pages_blocks_solutions_tabs_tabs_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_solutions_tabs_tabs_cards_parent_id_idx\` ON \`named_pages_blocks_solutions_tabs_tabs_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`named_pages_blocks_solutions_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`header\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`named_pages_blocks_solutions_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_solutions_tabs_tabs_order_idx\` ON \`named_pages_blocks_solutions_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_solutions_tabs_tabs_parent_id_idx\` ON \`named_pages_blocks_solutions_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`named_pages_blocks_solutions_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`header_text\` text,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text DEFAULT '0rem',
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_solutions_tabs_order_idx\` ON \`named_pages_blocks_solutions_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_solutions_tabs_parent_id_idx\` ON \`named_pages_blocks_solutions_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_solutions_tabs_path_idx\` ON \`named_pages_blocks_solutions_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_solutions_tabs_section_section_backgr_idx\` ON \`named_pages_blocks_solutions_tabs\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`named_pages_blocks_services_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`api_name\` text,
  	\`image_id\` integer,
  	\`overlay_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`contact_target\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`named_pages_blocks_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_services_tiles_order_idx\` ON \`named_pages_blocks_services_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_services_tiles_parent_id_idx\` ON \`named_pages_blocks_services_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_services_tiles_image_idx\` ON \`named_pages_blocks_services_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`named_pages_blocks_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`header_text\` text,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_services_order_idx\` ON \`named_pages_blocks_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_services_parent_id_idx\` ON \`named_pages_blocks_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_services_path_idx\` ON \`named_pages_blocks_services\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_services_section_section_background_i_idx\` ON \`named_pages_blocks_services\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`named_pages_blocks_contact_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`header_text\` text DEFAULT 'We''re here to help you identify the right solution.',
  	\`sub_header_text\` text DEFAULT 'Reach out to a representative for expert guidance and support.',
  	\`button_label\` text DEFAULT 'Contact us',
  	\`button_page\` text DEFAULT 'Contact__c',
  	\`target_is_url\` integer DEFAULT false,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_contact_band_order_idx\` ON \`named_pages_blocks_contact_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_contact_band_parent_id_idx\` ON \`named_pages_blocks_contact_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_contact_band_path_idx\` ON \`named_pages_blocks_contact_band\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_contact_band_section_section_backgrou_idx\` ON \`named_pages_blocks_contact_band\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`named_pages_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`carousel_title\` text,
  	\`carousel_sub_title\` text,
  	\`content_type\` text DEFAULT 'News',
  	\`carousel_location\` text DEFAULT 'Site',
  	\`site_name\` text DEFAULT 'Hybrid Cloud',
  	\`product_alias\` text,
  	\`section_max_content_width\` text DEFAULT '1300px',
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_carousel_order_idx\` ON \`named_pages_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_carousel_parent_id_idx\` ON \`named_pages_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_carousel_path_idx\` ON \`named_pages_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_blocks_carousel_section_section_background_i_idx\` ON \`named_pages_blocks_carousel\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_named_pages_v_blocks_announcements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_named_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_announcements_order_idx\` ON \`_named_pages_v_blocks_announcements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_announcements_parent_id_idx\` ON \`_named_pages_v_blocks_announcements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_announcements_path_idx\` ON \`_named_pages_v_blocks_announcements\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_announcements_section_section_back_idx\` ON \`_named_pages_v_blocks_announcements\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_named_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow_text\` text,
  	\`title_text\` text,
  	\`subtitle_text\` text,
  	\`button_text\` text,
  	\`button_target\` text,
  	\`button_icon\` text,
  	\`eyebrow_class\` text DEFAULT 'body1-medium',
  	\`title_class\` text DEFAULT 'h1-bold',
  	\`subtitle_class\` text DEFAULT 'body1',
  	\`bool_add_gradient\` integer DEFAULT true,
  	\`bool_left_aligned\` integer DEFAULT false,
  	\`hero_height\` numeric DEFAULT 686,
  	\`hero_inner_width\` numeric DEFAULT 1440,
  	\`subtitle_width\` numeric DEFAULT 1000,
  	\`background_image_id\` integer,
  	\`background_image_overlay\` text DEFAULT 'rgba(0, 32, 91, 0.85)',
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_named_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_hero_order_idx\` ON \`_named_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_hero_parent_id_idx\` ON \`_named_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_hero_path_idx\` ON \`_named_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_hero_background_image_idx\` ON \`_named_pages_v_blocks_hero\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_hero_section_section_background_im_idx\` ON \`_named_pages_v_blocks_hero\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_named_pages_v_blocks_solutions_tabs_tabs_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`api_name\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_named_pages_v_blocks_solutions_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_solutions_tabs_tabs_cards_order_idx\` ON \`_named_pages_v_blocks_solutions_tabs_tabs_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_solutions_tabs_tabs_cards_parent_id_idx\` ON \`_named_pages_v_blocks_solutions_tabs_tabs_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_named_pages_v_blocks_solutions_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`header\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_named_pages_v_blocks_solutions_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_solutions_tabs_tabs_order_idx\` ON \`_named_pages_v_blocks_solutions_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_solutions_tabs_tabs_parent_id_idx\` ON \`_named_pages_v_blocks_solutions_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_named_pages_v_blocks_solutions_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`header_text\` text,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text DEFAULT '0rem',
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_named_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_solutions_tabs_order_idx\` ON \`_named_pages_v_blocks_solutions_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_solutions_tabs_parent_id_idx\` ON \`_named_pages_v_blocks_solutions_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_solutions_tabs_path_idx\` ON \`_named_pages_v_blocks_solutions_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_solutions_tabs_section_section_bac_idx\` ON \`_named_pages_v_blocks_solutions_tabs\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_named_pages_v_blocks_services_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`api_name\` text,
  	\`image_id\` integer,
  	\`overlay_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`contact_target\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_named_pages_v_blocks_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_services_tiles_order_idx\` ON \`_named_pages_v_blocks_services_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_services_tiles_parent_id_idx\` ON \`_named_pages_v_blocks_services_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_services_tiles_image_idx\` ON \`_named_pages_v_blocks_services_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_named_pages_v_blocks_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`header_text\` text,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_named_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_services_order_idx\` ON \`_named_pages_v_blocks_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_services_parent_id_idx\` ON \`_named_pages_v_blocks_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_services_path_idx\` ON \`_named_pages_v_blocks_services\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_services_section_section_backgroun_idx\` ON \`_named_pages_v_blocks_services\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_named_pages_v_blocks_contact_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`header_text\` text DEFAULT 'We''re here to help you identify the right solution.',
  	\`sub_header_text\` text DEFAULT 'Reach out to a representative for expert guidance and support.',
  	\`button_label\` text DEFAULT 'Contact us',
  	\`button_page\` text DEFAULT 'Contact__c',
  	\`target_is_url\` integer DEFAULT false,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_named_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_contact_band_order_idx\` ON \`_named_pages_v_blocks_contact_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_contact_band_parent_id_idx\` ON \`_named_pages_v_blocks_contact_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_contact_band_path_idx\` ON \`_named_pages_v_blocks_contact_band\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_contact_band_section_section_backg_idx\` ON \`_named_pages_v_blocks_contact_band\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_named_pages_v_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`carousel_title\` text,
  	\`carousel_sub_title\` text,
  	\`content_type\` text DEFAULT 'News',
  	\`carousel_location\` text DEFAULT 'Site',
  	\`site_name\` text DEFAULT 'Hybrid Cloud',
  	\`product_alias\` text,
  	\`section_max_content_width\` text DEFAULT '1300px',
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_named_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_carousel_order_idx\` ON \`_named_pages_v_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_carousel_parent_id_idx\` ON \`_named_pages_v_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_carousel_path_idx\` ON \`_named_pages_v_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_blocks_carousel_section_section_backgroun_idx\` ON \`_named_pages_v_blocks_carousel\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_announcements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_announcements_order_idx\` ON \`home_page_blocks_announcements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_announcements_parent_id_idx\` ON \`home_page_blocks_announcements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_announcements_path_idx\` ON \`home_page_blocks_announcements\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_announcements_section_section_backgroun_idx\` ON \`home_page_blocks_announcements\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow_text\` text,
  	\`title_text\` text,
  	\`subtitle_text\` text,
  	\`button_text\` text,
  	\`button_target\` text,
  	\`button_icon\` text,
  	\`eyebrow_class\` text DEFAULT 'body1-medium',
  	\`title_class\` text DEFAULT 'h1-bold',
  	\`subtitle_class\` text DEFAULT 'body1',
  	\`bool_add_gradient\` integer DEFAULT true,
  	\`bool_left_aligned\` integer DEFAULT false,
  	\`hero_height\` numeric DEFAULT 686,
  	\`hero_inner_width\` numeric DEFAULT 1440,
  	\`subtitle_width\` numeric DEFAULT 1000,
  	\`background_image_id\` integer,
  	\`background_image_overlay\` text DEFAULT 'rgba(0, 32, 91, 0.85)',
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_order_idx\` ON \`home_page_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_parent_id_idx\` ON \`home_page_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_path_idx\` ON \`home_page_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_background_image_idx\` ON \`home_page_blocks_hero\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_hero_section_section_background_image_idx\` ON \`home_page_blocks_hero\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_solutions_tabs_tabs_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`api_name\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_solutions_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_solutions_tabs_tabs_cards_order_idx\` ON \`home_page_blocks_solutions_tabs_tabs_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_solutions_tabs_tabs_cards_parent_id_idx\` ON \`home_page_blocks_solutions_tabs_tabs_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_solutions_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`header\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_solutions_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_solutions_tabs_tabs_order_idx\` ON \`home_page_blocks_solutions_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_solutions_tabs_tabs_parent_id_idx\` ON \`home_page_blocks_solutions_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_solutions_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`header_text\` text,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text DEFAULT '0rem',
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_solutions_tabs_order_idx\` ON \`home_page_blocks_solutions_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_solutions_tabs_parent_id_idx\` ON \`home_page_blocks_solutions_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_solutions_tabs_path_idx\` ON \`home_page_blocks_solutions_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_solutions_tabs_section_section_backgrou_idx\` ON \`home_page_blocks_solutions_tabs\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_services_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`api_name\` text,
  	\`image_id\` integer,
  	\`overlay_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`contact_target\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page_blocks_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_services_tiles_order_idx\` ON \`home_page_blocks_services_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_services_tiles_parent_id_idx\` ON \`home_page_blocks_services_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_services_tiles_image_idx\` ON \`home_page_blocks_services_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`header_text\` text,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_services_order_idx\` ON \`home_page_blocks_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_services_parent_id_idx\` ON \`home_page_blocks_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_services_path_idx\` ON \`home_page_blocks_services\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_services_section_section_background_ima_idx\` ON \`home_page_blocks_services\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_contact_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`header_text\` text DEFAULT 'We''re here to help you identify the right solution.',
  	\`sub_header_text\` text DEFAULT 'Reach out to a representative for expert guidance and support.',
  	\`button_label\` text DEFAULT 'Contact us',
  	\`button_page\` text DEFAULT 'Contact__c',
  	\`target_is_url\` integer DEFAULT false,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_contact_band_order_idx\` ON \`home_page_blocks_contact_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_contact_band_parent_id_idx\` ON \`home_page_blocks_contact_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_contact_band_path_idx\` ON \`home_page_blocks_contact_band\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_contact_band_section_section_background_idx\` ON \`home_page_blocks_contact_band\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`carousel_title\` text,
  	\`carousel_sub_title\` text,
  	\`content_type\` text DEFAULT 'News',
  	\`carousel_location\` text DEFAULT 'Site',
  	\`site_name\` text DEFAULT 'Hybrid Cloud',
  	\`product_alias\` text,
  	\`section_max_content_width\` text DEFAULT '1300px',
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_blocks_carousel_order_idx\` ON \`home_page_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_carousel_parent_id_idx\` ON \`home_page_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_carousel_path_idx\` ON \`home_page_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_page_blocks_carousel_section_section_background_ima_idx\` ON \`home_page_blocks_carousel\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_announcements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_announcements_order_idx\` ON \`_home_page_v_blocks_announcements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_announcements_parent_id_idx\` ON \`_home_page_v_blocks_announcements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_announcements_path_idx\` ON \`_home_page_v_blocks_announcements\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_announcements_section_section_backgr_idx\` ON \`_home_page_v_blocks_announcements\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow_text\` text,
  	\`title_text\` text,
  	\`subtitle_text\` text,
  	\`button_text\` text,
  	\`button_target\` text,
  	\`button_icon\` text,
  	\`eyebrow_class\` text DEFAULT 'body1-medium',
  	\`title_class\` text DEFAULT 'h1-bold',
  	\`subtitle_class\` text DEFAULT 'body1',
  	\`bool_add_gradient\` integer DEFAULT true,
  	\`bool_left_aligned\` integer DEFAULT false,
  	\`hero_height\` numeric DEFAULT 686,
  	\`hero_inner_width\` numeric DEFAULT 1440,
  	\`subtitle_width\` numeric DEFAULT 1000,
  	\`background_image_id\` integer,
  	\`background_image_overlay\` text DEFAULT 'rgba(0, 32, 91, 0.85)',
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_order_idx\` ON \`_home_page_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_parent_id_idx\` ON \`_home_page_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_path_idx\` ON \`_home_page_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_background_image_idx\` ON \`_home_page_v_blocks_hero\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_hero_section_section_background_imag_idx\` ON \`_home_page_v_blocks_hero\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_solutions_tabs_tabs_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`api_name\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_solutions_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_solutions_tabs_tabs_cards_order_idx\` ON \`_home_page_v_blocks_solutions_tabs_tabs_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_solutions_tabs_tabs_cards_parent_id_idx\` ON \`_home_page_v_blocks_solutions_tabs_tabs_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_solutions_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`header\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_solutions_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_solutions_tabs_tabs_order_idx\` ON \`_home_page_v_blocks_solutions_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_solutions_tabs_tabs_parent_id_idx\` ON \`_home_page_v_blocks_solutions_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_solutions_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`header_text\` text,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text DEFAULT '0rem',
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_solutions_tabs_order_idx\` ON \`_home_page_v_blocks_solutions_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_solutions_tabs_parent_id_idx\` ON \`_home_page_v_blocks_solutions_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_solutions_tabs_path_idx\` ON \`_home_page_v_blocks_solutions_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_solutions_tabs_section_section_backg_idx\` ON \`_home_page_v_blocks_solutions_tabs\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_services_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`api_name\` text,
  	\`image_id\` integer,
  	\`overlay_text\` text,
  	\`title\` text,
  	\`description\` text,
  	\`contact_target\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v_blocks_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_services_tiles_order_idx\` ON \`_home_page_v_blocks_services_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_services_tiles_parent_id_idx\` ON \`_home_page_v_blocks_services_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_services_tiles_image_idx\` ON \`_home_page_v_blocks_services_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`header_text\` text,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_services_order_idx\` ON \`_home_page_v_blocks_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_services_parent_id_idx\` ON \`_home_page_v_blocks_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_services_path_idx\` ON \`_home_page_v_blocks_services\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_services_section_section_background__idx\` ON \`_home_page_v_blocks_services\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_contact_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`header_text\` text DEFAULT 'We''re here to help you identify the right solution.',
  	\`sub_header_text\` text DEFAULT 'Reach out to a representative for expert guidance and support.',
  	\`button_label\` text DEFAULT 'Contact us',
  	\`button_page\` text DEFAULT 'Contact__c',
  	\`target_is_url\` integer DEFAULT false,
  	\`section_max_content_width\` text,
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_contact_band_order_idx\` ON \`_home_page_v_blocks_contact_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_contact_band_parent_id_idx\` ON \`_home_page_v_blocks_contact_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_contact_band_path_idx\` ON \`_home_page_v_blocks_contact_band\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_contact_band_section_section_backgro_idx\` ON \`_home_page_v_blocks_contact_band\` (\`section_background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`carousel_title\` text,
  	\`carousel_sub_title\` text,
  	\`content_type\` text DEFAULT 'News',
  	\`carousel_location\` text DEFAULT 'Site',
  	\`site_name\` text DEFAULT 'Hybrid Cloud',
  	\`product_alias\` text,
  	\`section_max_content_width\` text DEFAULT '1300px',
  	\`section_section_column_gutter_width\` text,
  	\`section_component_spacer_size\` text,
  	\`section_section_min_height\` text,
  	\`section_layout_direction_desktop\` text DEFAULT 'row',
  	\`section_layout_direction_tablet\` text DEFAULT 'column',
  	\`section_layout_direction_mobile\` text DEFAULT 'column',
  	\`section_section_vertical_align\` text DEFAULT 'start',
  	\`section_column_width\` numeric DEFAULT 12,
  	\`section_background_image_id\` integer,
  	\`section_background_image_overlay\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_carousel_order_idx\` ON \`_home_page_v_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_carousel_parent_id_idx\` ON \`_home_page_v_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_carousel_path_idx\` ON \`_home_page_v_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_blocks_carousel_section_section_background__idx\` ON \`_home_page_v_blocks_carousel\` (\`section_background_image_id\`);`)
  await db.run(sql`ALTER TABLE \`named_pages\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`_named_pages_v\` DROP COLUMN \`version_layout\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`_home_page_v\` DROP COLUMN \`version_layout\`;`)
}
