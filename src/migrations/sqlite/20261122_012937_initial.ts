import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`CREATE TABLE \`hreflang\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lang\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hreflang_order_idx\` ON \`hreflang\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hreflang_parent_id_idx\` ON \`hreflang\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`named_pages\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`named_pages_api_name_idx\` ON \`named_pages\` (\`api_name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`named_pages_path_idx\` ON \`named_pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_product_alias_idx\` ON \`named_pages\` (\`product_alias\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_hero_image_idx\` ON \`named_pages\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`named_pages_record_id_idx\` ON \`named_pages\` (\`record_id\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_updated_at_idx\` ON \`named_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`named_pages_created_at_idx\` ON \`named_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`named_pages__status_idx\` ON \`named_pages\` (\`_status\`);`)
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
  await db.run(sql`CREATE TABLE \`_hreflang_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lang\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_named_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hreflang_v_order_idx\` ON \`_hreflang_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hreflang_v_parent_id_idx\` ON \`_hreflang_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_named_pages_v\` (
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
  await db.run(sql`CREATE TABLE \`carousel_items\` (
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
  await db.run(sql`CREATE TABLE \`carousel_items_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`carousel_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`carousel_items_texts_order_parent\` ON \`carousel_items_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`carousel_items_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`named_pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`carousel_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`named_pages_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`carousel_items_rels_order_idx\` ON \`carousel_items_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_rels_parent_idx\` ON \`carousel_items_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_rels_path_idx\` ON \`carousel_items_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`carousel_items_rels_named_pages_id_idx\` ON \`carousel_items_rels\` (\`named_pages_id\`);`)
  await db.run(sql`CREATE TABLE \`_carousel_items_v\` (
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
  await db.run(sql`CREATE TABLE \`_carousel_items_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_carousel_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_texts_order_parent\` ON \`_carousel_items_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_carousel_items_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`named_pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_carousel_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`named_pages_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_rels_order_idx\` ON \`_carousel_items_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_rels_parent_idx\` ON \`_carousel_items_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_rels_path_idx\` ON \`_carousel_items_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_rels_named_pages_id_idx\` ON \`_carousel_items_v_rels\` (\`named_pages_id\`);`)
  await db.run(sql`CREATE TABLE \`announcements\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`announcements_key_idx\` ON \`announcements\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`announcements_active_from_idx\` ON \`announcements\` (\`active_from\`);`)
  await db.run(sql`CREATE INDEX \`announcements_active_until_idx\` ON \`announcements\` (\`active_until\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`announcements_record_id_idx\` ON \`announcements\` (\`record_id\`);`)
  await db.run(sql`CREATE INDEX \`announcements_updated_at_idx\` ON \`announcements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`announcements_created_at_idx\` ON \`announcements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`announcements__status_idx\` ON \`announcements\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_announcements_v\` (
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
  await db.run(sql`CREATE TABLE \`media\` (
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
  	\`focal_y\` numeric,
  	\`sizes_mobile_url\` text,
  	\`sizes_mobile_width\` numeric,
  	\`sizes_mobile_height\` numeric,
  	\`sizes_mobile_mime_type\` text,
  	\`sizes_mobile_filesize\` numeric,
  	\`sizes_mobile_filename\` text,
  	\`sizes_tablet_url\` text,
  	\`sizes_tablet_width\` numeric,
  	\`sizes_tablet_height\` numeric,
  	\`sizes_tablet_mime_type\` text,
  	\`sizes_tablet_filesize\` numeric,
  	\`sizes_tablet_filename\` text,
  	\`sizes_desktop_url\` text,
  	\`sizes_desktop_width\` numeric,
  	\`sizes_desktop_height\` numeric,
  	\`sizes_desktop_mime_type\` text,
  	\`sizes_desktop_filesize\` numeric,
  	\`sizes_desktop_filename\` text
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_content_key_idx\` ON \`media\` (\`content_key\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_mobile_sizes_mobile_filename_idx\` ON \`media\` (\`sizes_mobile_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_tablet_sizes_tablet_filename_idx\` ON \`media\` (\`sizes_tablet_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_desktop_sizes_desktop_filename_idx\` ON \`media\` (\`sizes_desktop_filename\`);`)
  await db.run(sql`CREATE TABLE \`video_files\` (
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
  await db.run(sql`CREATE INDEX \`video_files_updated_at_idx\` ON \`video_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_files_created_at_idx\` ON \`video_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`video_files_filename_idx\` ON \`video_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`named_pages_id\` integer,
  	\`carousel_items_id\` integer,
  	\`announcements_id\` integer,
  	\`media_id\` integer,
  	\`video_files_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`named_pages_id\`) REFERENCES \`named_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carousel_items_id\`) REFERENCES \`carousel_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcements_id\`) REFERENCES \`announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_files_id\`) REFERENCES \`video_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_named_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`named_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carousel_items_id_idx\` ON \`payload_locked_documents_rels\` (\`carousel_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_announcements_id_idx\` ON \`payload_locked_documents_rels\` (\`announcements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_files_id_idx\` ON \`payload_locked_documents_rels\` (\`video_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`home_page\` (
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
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
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
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
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
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_navigation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_navigation_order_idx\` ON \`site_settings_navigation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_navigation_parent_id_idx\` ON \`site_settings_navigation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_footer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_footer_links_order_idx\` ON \`site_settings_footer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_links_parent_id_idx\` ON \`site_settings_footer_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_name\` text DEFAULT 'Hybrid Cloud' NOT NULL,
  	\`agency_name\` text DEFAULT 'Hosting and Compute Center' NOT NULL,
  	\`site_id\` text NOT NULL,
  	\`channel_id\` text NOT NULL,
  	\`contact_notification_email\` text,
  	\`search_properties_page_title\` text,
  	\`search_properties_description\` text,
  	\`search_properties_is_seo_indexed\` integer DEFAULT true,
  	\`search_properties_custom_head_tags\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`named_pages_blocks_announcements\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_solutions_tabs_tabs_cards\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_solutions_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_solutions_tabs\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_services_tiles\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_services\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_contact_band\`;`)
  await db.run(sql`DROP TABLE \`named_pages_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`hreflang\`;`)
  await db.run(sql`DROP TABLE \`named_pages\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_announcements\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_solutions_tabs_tabs_cards\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_solutions_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_solutions_tabs\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_services_tiles\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_services\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_contact_band\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_hreflang_v\`;`)
  await db.run(sql`DROP TABLE \`_named_pages_v\`;`)
  await db.run(sql`DROP TABLE \`carousel_items\`;`)
  await db.run(sql`DROP TABLE \`carousel_items_texts\`;`)
  await db.run(sql`DROP TABLE \`carousel_items_rels\`;`)
  await db.run(sql`DROP TABLE \`_carousel_items_v\`;`)
  await db.run(sql`DROP TABLE \`_carousel_items_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_carousel_items_v_rels\`;`)
  await db.run(sql`DROP TABLE \`announcements\`;`)
  await db.run(sql`DROP TABLE \`_announcements_v\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`video_files\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_announcements\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_solutions_tabs_tabs_cards\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_solutions_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_solutions_tabs\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_services_tiles\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_services\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_contact_band\`;`)
  await db.run(sql`DROP TABLE \`home_page_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_announcements\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_solutions_tabs_tabs_cards\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_solutions_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_solutions_tabs\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_services_tiles\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_services\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_contact_band\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`DROP TABLE \`site_settings_navigation\`;`)
  await db.run(sql`DROP TABLE \`site_settings_footer_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
}
