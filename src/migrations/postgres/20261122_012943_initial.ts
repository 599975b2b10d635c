import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_named_pages_blocks_announcements_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_announcements_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_announcements_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_announcements_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum_named_pages_blocks_hero_eyebrow_class" AS ENUM('display-bold', 'h1-bold', 'h1', 'h2-bold', 'h2', 'h3-bold', 'h3', 'body1-medium', 'body1', 'body2');
  CREATE TYPE "public"."enum_named_pages_blocks_hero_title_class" AS ENUM('display-bold', 'h1-bold', 'h1', 'h2-bold', 'h2', 'h3-bold', 'h3', 'body1-medium', 'body1', 'body2');
  CREATE TYPE "public"."enum_named_pages_blocks_hero_subtitle_class" AS ENUM('display-bold', 'h1-bold', 'h1', 'h2-bold', 'h2', 'h3-bold', 'h3', 'body1-medium', 'body1', 'body2');
  CREATE TYPE "public"."enum_named_pages_blocks_hero_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_hero_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_hero_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_hero_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum_named_pages_blocks_solutions_tabs_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_solutions_tabs_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_solutions_tabs_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_solutions_tabs_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum_named_pages_blocks_services_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_services_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_services_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_services_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum_named_pages_blocks_contact_band_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_contact_band_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_contact_band_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_contact_band_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum_named_pages_blocks_carousel_content_type" AS ENUM('News', 'Events', 'Bios', 'Videos', 'Process');
  CREATE TYPE "public"."enum_named_pages_blocks_carousel_carousel_location" AS ENUM('Site', 'Product');
  CREATE TYPE "public"."enum_named_pages_blocks_carousel_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_carousel_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_carousel_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_named_pages_blocks_carousel_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum_named_pages_kind" AS ENUM('offering', 'contact', 'information');
  CREATE TYPE "public"."enum_named_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__named_pages_v_blocks_announcements_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_announcements_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_announcements_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_announcements_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum__named_pages_v_blocks_hero_eyebrow_class" AS ENUM('display-bold', 'h1-bold', 'h1', 'h2-bold', 'h2', 'h3-bold', 'h3', 'body1-medium', 'body1', 'body2');
  CREATE TYPE "public"."enum__named_pages_v_blocks_hero_title_class" AS ENUM('display-bold', 'h1-bold', 'h1', 'h2-bold', 'h2', 'h3-bold', 'h3', 'body1-medium', 'body1', 'body2');
  CREATE TYPE "public"."enum__named_pages_v_blocks_hero_subtitle_class" AS ENUM('display-bold', 'h1-bold', 'h1', 'h2-bold', 'h2', 'h3-bold', 'h3', 'body1-medium', 'body1', 'body2');
  CREATE TYPE "public"."enum__named_pages_v_blocks_hero_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_hero_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_hero_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_hero_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum__named_pages_v_blocks_solutions_tabs_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_solutions_tabs_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_solutions_tabs_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_solutions_tabs_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum__named_pages_v_blocks_services_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_services_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_services_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_services_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum__named_pages_v_blocks_contact_band_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_contact_band_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_contact_band_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_contact_band_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum__named_pages_v_blocks_carousel_content_type" AS ENUM('News', 'Events', 'Bios', 'Videos', 'Process');
  CREATE TYPE "public"."enum__named_pages_v_blocks_carousel_carousel_location" AS ENUM('Site', 'Product');
  CREATE TYPE "public"."enum__named_pages_v_blocks_carousel_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_carousel_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_carousel_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__named_pages_v_blocks_carousel_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum__named_pages_v_version_kind" AS ENUM('offering', 'contact', 'information');
  CREATE TYPE "public"."enum__named_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_carousel_items_type" AS ENUM('News', 'Events', 'Bios', 'Videos', 'Process', 'Video');
  CREATE TYPE "public"."enum_carousel_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__carousel_items_v_version_type" AS ENUM('News', 'Events', 'Bios', 'Videos', 'Process', 'Video');
  CREATE TYPE "public"."enum__carousel_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_announcements_theme" AS ENUM('info', 'success', 'warning', 'error');
  CREATE TYPE "public"."enum_announcements_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__announcements_v_version_theme" AS ENUM('info', 'success', 'warning', 'error');
  CREATE TYPE "public"."enum__announcements_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_media_bg_position" AS ENUM('center', 'top', 'bottom', 'left', 'right', 'left top', 'right top', 'left bottom', 'right bottom');
  CREATE TYPE "public"."enum_media_bg_size_or_repeat" AS ENUM('cover', 'contain', 'auto', 'repeat', 'no-repeat');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_home_page_blocks_announcements_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_announcements_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_announcements_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_announcements_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum_home_page_blocks_hero_eyebrow_class" AS ENUM('display-bold', 'h1-bold', 'h1', 'h2-bold', 'h2', 'h3-bold', 'h3', 'body1-medium', 'body1', 'body2');
  CREATE TYPE "public"."enum_home_page_blocks_hero_title_class" AS ENUM('display-bold', 'h1-bold', 'h1', 'h2-bold', 'h2', 'h3-bold', 'h3', 'body1-medium', 'body1', 'body2');
  CREATE TYPE "public"."enum_home_page_blocks_hero_subtitle_class" AS ENUM('display-bold', 'h1-bold', 'h1', 'h2-bold', 'h2', 'h3-bold', 'h3', 'body1-medium', 'body1', 'body2');
  CREATE TYPE "public"."enum_home_page_blocks_hero_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_hero_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_hero_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_hero_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum_home_page_blocks_solutions_tabs_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_solutions_tabs_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_solutions_tabs_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_solutions_tabs_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum_home_page_blocks_services_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_services_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_services_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_services_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum_home_page_blocks_contact_band_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_contact_band_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_contact_band_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_contact_band_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum_home_page_blocks_carousel_content_type" AS ENUM('News', 'Events', 'Bios', 'Videos', 'Process');
  CREATE TYPE "public"."enum_home_page_blocks_carousel_carousel_location" AS ENUM('Site', 'Product');
  CREATE TYPE "public"."enum_home_page_blocks_carousel_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_carousel_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_carousel_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum_home_page_blocks_carousel_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_blocks_announcements_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_announcements_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_announcements_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_announcements_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum__home_page_v_blocks_hero_eyebrow_class" AS ENUM('display-bold', 'h1-bold', 'h1', 'h2-bold', 'h2', 'h3-bold', 'h3', 'body1-medium', 'body1', 'body2');
  CREATE TYPE "public"."enum__home_page_v_blocks_hero_title_class" AS ENUM('display-bold', 'h1-bold', 'h1', 'h2-bold', 'h2', 'h3-bold', 'h3', 'body1-medium', 'body1', 'body2');
  CREATE TYPE "public"."enum__home_page_v_blocks_hero_subtitle_class" AS ENUM('display-bold', 'h1-bold', 'h1', 'h2-bold', 'h2', 'h3-bold', 'h3', 'body1-medium', 'body1', 'body2');
  CREATE TYPE "public"."enum__home_page_v_blocks_hero_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_hero_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_hero_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_hero_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum__home_page_v_blocks_solutions_tabs_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_solutions_tabs_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_solutions_tabs_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_solutions_tabs_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum__home_page_v_blocks_services_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_services_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_services_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_services_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum__home_page_v_blocks_contact_band_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_contact_band_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_contact_band_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_contact_band_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum__home_page_v_blocks_carousel_content_type" AS ENUM('News', 'Events', 'Bios', 'Videos', 'Process');
  CREATE TYPE "public"."enum__home_page_v_blocks_carousel_carousel_location" AS ENUM('Site', 'Product');
  CREATE TYPE "public"."enum__home_page_v_blocks_carousel_section_dir_desktop" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_carousel_section_dir_tablet" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_carousel_section_dir_mobile" AS ENUM('row', 'column');
  CREATE TYPE "public"."enum__home_page_v_blocks_carousel_section_valign" AS ENUM('start', 'center', 'end', 'stretch');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "named_pages_blocks_announcements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum_named_pages_blocks_announcements_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum_named_pages_blocks_announcements_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum_named_pages_blocks_announcements_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum_named_pages_blocks_announcements_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "named_pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow_text" varchar,
  	"title_text" varchar,
  	"subtitle_text" varchar,
  	"button_text" varchar,
  	"button_target" varchar,
  	"button_icon" varchar,
  	"eyebrow_class" "enum_named_pages_blocks_hero_eyebrow_class" DEFAULT 'body1-medium',
  	"title_class" "enum_named_pages_blocks_hero_title_class" DEFAULT 'h1-bold',
  	"subtitle_class" "enum_named_pages_blocks_hero_subtitle_class" DEFAULT 'body1',
  	"bool_add_gradient" boolean DEFAULT true,
  	"bool_left_aligned" boolean DEFAULT false,
  	"hero_height" numeric DEFAULT 686,
  	"hero_inner_width" numeric DEFAULT 1440,
  	"subtitle_width" numeric DEFAULT 1000,
  	"background_image_id" integer,
  	"background_image_overlay" varchar DEFAULT 'rgba(0, 32, 91, 0.85)',
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum_named_pages_blocks_hero_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum_named_pages_blocks_hero_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum_named_pages_blocks_hero_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum_named_pages_blocks_hero_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "named_pages_blocks_solutions_tabs_tabs_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"api_name" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "named_pages_blocks_solutions_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"header" varchar
  );
  
  CREATE TABLE "named_pages_blocks_solutions_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"header_text" varchar,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar DEFAULT '0rem',
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum_named_pages_blocks_solutions_tabs_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum_named_pages_blocks_solutions_tabs_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum_named_pages_blocks_solutions_tabs_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum_named_pages_blocks_solutions_tabs_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "named_pages_blocks_services_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"api_name" varchar,
  	"image_id" integer,
  	"overlay_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"contact_target" varchar
  );
  
  CREATE TABLE "named_pages_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"header_text" varchar,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum_named_pages_blocks_services_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum_named_pages_blocks_services_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum_named_pages_blocks_services_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum_named_pages_blocks_services_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "named_pages_blocks_contact_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"header_text" varchar DEFAULT 'We''re here to help you identify the right solution.',
  	"sub_header_text" varchar DEFAULT 'Reach out to a representative for expert guidance and support.',
  	"button_label" varchar DEFAULT 'Contact us',
  	"button_page" varchar DEFAULT 'Contact__c',
  	"target_is_url" boolean DEFAULT false,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum_named_pages_blocks_contact_band_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum_named_pages_blocks_contact_band_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum_named_pages_blocks_contact_band_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum_named_pages_blocks_contact_band_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "named_pages_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"carousel_title" varchar,
  	"carousel_sub_title" varchar,
  	"content_type" "enum_named_pages_blocks_carousel_content_type" DEFAULT 'News',
  	"carousel_location" "enum_named_pages_blocks_carousel_carousel_location" DEFAULT 'Site',
  	"site_name" varchar DEFAULT 'Hybrid Cloud',
  	"product_alias" varchar,
  	"section_max_content_width" varchar DEFAULT '1300px',
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum_named_pages_blocks_carousel_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum_named_pages_blocks_carousel_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum_named_pages_blocks_carousel_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum_named_pages_blocks_carousel_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "hreflang" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lang" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "named_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"api_name" varchar,
  	"path" varchar,
  	"kind" "enum_named_pages_kind" DEFAULT 'offering',
  	"product_alias" varchar,
  	"summary" varchar,
  	"hero_image_id" integer,
  	"body" jsonb,
  	"search_properties_page_title" varchar,
  	"search_properties_description" varchar,
  	"search_properties_is_seo_indexed" boolean DEFAULT true,
  	"search_properties_canonical_url" varchar,
  	"search_properties_custom_head_tags" varchar,
  	"record_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_named_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_named_pages_v_blocks_announcements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum__named_pages_v_blocks_announcements_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum__named_pages_v_blocks_announcements_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum__named_pages_v_blocks_announcements_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum__named_pages_v_blocks_announcements_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_named_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow_text" varchar,
  	"title_text" varchar,
  	"subtitle_text" varchar,
  	"button_text" varchar,
  	"button_target" varchar,
  	"button_icon" varchar,
  	"eyebrow_class" "enum__named_pages_v_blocks_hero_eyebrow_class" DEFAULT 'body1-medium',
  	"title_class" "enum__named_pages_v_blocks_hero_title_class" DEFAULT 'h1-bold',
  	"subtitle_class" "enum__named_pages_v_blocks_hero_subtitle_class" DEFAULT 'body1',
  	"bool_add_gradient" boolean DEFAULT true,
  	"bool_left_aligned" boolean DEFAULT false,
  	"hero_height" numeric DEFAULT 686,
  	"hero_inner_width" numeric DEFAULT 1440,
  	"subtitle_width" numeric DEFAULT 1000,
  	"background_image_id" integer,
  	"background_image_overlay" varchar DEFAULT 'rgba(0, 32, 91, 0.85)',
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum__named_pages_v_blocks_hero_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum__named_pages_v_blocks_hero_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum__named_pages_v_blocks_hero_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum__named_pages_v_blocks_hero_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_named_pages_v_blocks_solutions_tabs_tabs_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"api_name" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_named_pages_v_blocks_solutions_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"header" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_named_pages_v_blocks_solutions_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"header_text" varchar,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar DEFAULT '0rem',
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum__named_pages_v_blocks_solutions_tabs_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum__named_pages_v_blocks_solutions_tabs_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum__named_pages_v_blocks_solutions_tabs_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum__named_pages_v_blocks_solutions_tabs_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_named_pages_v_blocks_services_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"api_name" varchar,
  	"image_id" integer,
  	"overlay_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"contact_target" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_named_pages_v_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"header_text" varchar,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum__named_pages_v_blocks_services_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum__named_pages_v_blocks_services_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum__named_pages_v_blocks_services_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum__named_pages_v_blocks_services_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_named_pages_v_blocks_contact_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"header_text" varchar DEFAULT 'We''re here to help you identify the right solution.',
  	"sub_header_text" varchar DEFAULT 'Reach out to a representative for expert guidance and support.',
  	"button_label" varchar DEFAULT 'Contact us',
  	"button_page" varchar DEFAULT 'Contact__c',
  	"target_is_url" boolean DEFAULT false,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum__named_pages_v_blocks_contact_band_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum__named_pages_v_blocks_contact_band_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum__named_pages_v_blocks_contact_band_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum__named_pages_v_blocks_contact_band_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_named_pages_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"carousel_title" varchar,
  	"carousel_sub_title" varchar,
  	"content_type" "enum__named_pages_v_blocks_carousel_content_type" DEFAULT 'News',
  	"carousel_location" "enum__named_pages_v_blocks_carousel_carousel_location" DEFAULT 'Site',
  	"site_name" varchar DEFAULT 'Hybrid Cloud',
  	"product_alias" varchar,
  	"section_max_content_width" varchar DEFAULT '1300px',
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum__named_pages_v_blocks_carousel_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum__named_pages_v_blocks_carousel_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum__named_pages_v_blocks_carousel_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum__named_pages_v_blocks_carousel_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_hreflang_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lang" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_named_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_api_name" varchar,
  	"version_path" varchar,
  	"version_kind" "enum__named_pages_v_version_kind" DEFAULT 'offering',
  	"version_product_alias" varchar,
  	"version_summary" varchar,
  	"version_hero_image_id" integer,
  	"version_body" jsonb,
  	"version_search_properties_page_title" varchar,
  	"version_search_properties_description" varchar,
  	"version_search_properties_is_seo_indexed" boolean DEFAULT true,
  	"version_search_properties_canonical_url" varchar,
  	"version_search_properties_custom_head_tags" varchar,
  	"version_record_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__named_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "carousel_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_carousel_items_type" DEFAULT 'News',
  	"publish_date" timestamp(3) with time zone,
  	"event_date" timestamp(3) with time zone,
  	"title" varchar,
  	"meta" varchar,
  	"caption" jsonb,
  	"body" jsonb,
  	"image_id" integer,
  	"video_file_id" integer,
  	"video_url" varchar,
  	"captions_file_id" integer,
  	"display_url" varchar,
  	"display_url_text" varchar,
  	"display_url_icon" varchar,
  	"click_url" varchar,
  	"display_order" numeric,
  	"record_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_carousel_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "carousel_items_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "carousel_items_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"named_pages_id" integer
  );
  
  CREATE TABLE "_carousel_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type" "enum__carousel_items_v_version_type" DEFAULT 'News',
  	"version_publish_date" timestamp(3) with time zone,
  	"version_event_date" timestamp(3) with time zone,
  	"version_title" varchar,
  	"version_meta" varchar,
  	"version_caption" jsonb,
  	"version_body" jsonb,
  	"version_image_id" integer,
  	"version_video_file_id" integer,
  	"version_video_url" varchar,
  	"version_captions_file_id" integer,
  	"version_display_url" varchar,
  	"version_display_url_text" varchar,
  	"version_display_url_icon" varchar,
  	"version_click_url" varchar,
  	"version_display_order" numeric,
  	"version_record_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__carousel_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_carousel_items_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_carousel_items_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"named_pages_id" integer
  );
  
  CREATE TABLE "announcements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"version" numeric DEFAULT 1,
  	"theme" "enum_announcements_theme" DEFAULT 'info',
  	"title" varchar,
  	"message" varchar,
  	"link_href" varchar,
  	"link_label" varchar,
  	"active_from" timestamp(3) with time zone,
  	"active_until" timestamp(3) with time zone,
  	"record_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_announcements_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_announcements_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_version" numeric DEFAULT 1,
  	"version_theme" "enum__announcements_v_version_theme" DEFAULT 'info',
  	"version_title" varchar,
  	"version_message" varchar,
  	"version_link_href" varchar,
  	"version_link_label" varchar,
  	"version_active_from" timestamp(3) with time zone,
  	"version_active_until" timestamp(3) with time zone,
  	"version_record_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__announcements_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt_text" varchar NOT NULL,
  	"content_key" varchar NOT NULL,
  	"bg_position" "enum_media_bg_position" DEFAULT 'center',
  	"bg_size_or_repeat" "enum_media_bg_size_or_repeat" DEFAULT 'cover',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_mobile_url" varchar,
  	"sizes_mobile_width" numeric,
  	"sizes_mobile_height" numeric,
  	"sizes_mobile_mime_type" varchar,
  	"sizes_mobile_filesize" numeric,
  	"sizes_mobile_filename" varchar,
  	"sizes_tablet_url" varchar,
  	"sizes_tablet_width" numeric,
  	"sizes_tablet_height" numeric,
  	"sizes_tablet_mime_type" varchar,
  	"sizes_tablet_filesize" numeric,
  	"sizes_tablet_filename" varchar,
  	"sizes_desktop_url" varchar,
  	"sizes_desktop_width" numeric,
  	"sizes_desktop_height" numeric,
  	"sizes_desktop_mime_type" varchar,
  	"sizes_desktop_filesize" numeric,
  	"sizes_desktop_filename" varchar
  );
  
  CREATE TABLE "video_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"named_pages_id" integer,
  	"carousel_items_id" integer,
  	"announcements_id" integer,
  	"media_id" integer,
  	"video_files_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_page_blocks_announcements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum_home_page_blocks_announcements_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum_home_page_blocks_announcements_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum_home_page_blocks_announcements_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum_home_page_blocks_announcements_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow_text" varchar,
  	"title_text" varchar,
  	"subtitle_text" varchar,
  	"button_text" varchar,
  	"button_target" varchar,
  	"button_icon" varchar,
  	"eyebrow_class" "enum_home_page_blocks_hero_eyebrow_class" DEFAULT 'body1-medium',
  	"title_class" "enum_home_page_blocks_hero_title_class" DEFAULT 'h1-bold',
  	"subtitle_class" "enum_home_page_blocks_hero_subtitle_class" DEFAULT 'body1',
  	"bool_add_gradient" boolean DEFAULT true,
  	"bool_left_aligned" boolean DEFAULT false,
  	"hero_height" numeric DEFAULT 686,
  	"hero_inner_width" numeric DEFAULT 1440,
  	"subtitle_width" numeric DEFAULT 1000,
  	"background_image_id" integer,
  	"background_image_overlay" varchar DEFAULT 'rgba(0, 32, 91, 0.85)',
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum_home_page_blocks_hero_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum_home_page_blocks_hero_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum_home_page_blocks_hero_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum_home_page_blocks_hero_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_solutions_tabs_tabs_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"api_name" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "home_page_blocks_solutions_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"header" varchar
  );
  
  CREATE TABLE "home_page_blocks_solutions_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"header_text" varchar,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar DEFAULT '0rem',
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum_home_page_blocks_solutions_tabs_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum_home_page_blocks_solutions_tabs_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum_home_page_blocks_solutions_tabs_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum_home_page_blocks_solutions_tabs_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_services_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"api_name" varchar,
  	"image_id" integer,
  	"overlay_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"contact_target" varchar
  );
  
  CREATE TABLE "home_page_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"header_text" varchar,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum_home_page_blocks_services_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum_home_page_blocks_services_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum_home_page_blocks_services_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum_home_page_blocks_services_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_contact_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"header_text" varchar DEFAULT 'We''re here to help you identify the right solution.',
  	"sub_header_text" varchar DEFAULT 'Reach out to a representative for expert guidance and support.',
  	"button_label" varchar DEFAULT 'Contact us',
  	"button_page" varchar DEFAULT 'Contact__c',
  	"target_is_url" boolean DEFAULT false,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum_home_page_blocks_contact_band_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum_home_page_blocks_contact_band_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum_home_page_blocks_contact_band_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum_home_page_blocks_contact_band_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"carousel_title" varchar,
  	"carousel_sub_title" varchar,
  	"content_type" "enum_home_page_blocks_carousel_content_type" DEFAULT 'News',
  	"carousel_location" "enum_home_page_blocks_carousel_carousel_location" DEFAULT 'Site',
  	"site_name" varchar DEFAULT 'Hybrid Cloud',
  	"product_alias" varchar,
  	"section_max_content_width" varchar DEFAULT '1300px',
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum_home_page_blocks_carousel_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum_home_page_blocks_carousel_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum_home_page_blocks_carousel_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum_home_page_blocks_carousel_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"search_properties_page_title" varchar DEFAULT 'Home',
  	"search_properties_description" varchar,
  	"search_properties_is_seo_indexed" boolean DEFAULT true,
  	"search_properties_custom_head_tags" varchar,
  	"_status" "enum_home_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_home_page_v_blocks_announcements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum__home_page_v_blocks_announcements_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum__home_page_v_blocks_announcements_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum__home_page_v_blocks_announcements_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum__home_page_v_blocks_announcements_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow_text" varchar,
  	"title_text" varchar,
  	"subtitle_text" varchar,
  	"button_text" varchar,
  	"button_target" varchar,
  	"button_icon" varchar,
  	"eyebrow_class" "enum__home_page_v_blocks_hero_eyebrow_class" DEFAULT 'body1-medium',
  	"title_class" "enum__home_page_v_blocks_hero_title_class" DEFAULT 'h1-bold',
  	"subtitle_class" "enum__home_page_v_blocks_hero_subtitle_class" DEFAULT 'body1',
  	"bool_add_gradient" boolean DEFAULT true,
  	"bool_left_aligned" boolean DEFAULT false,
  	"hero_height" numeric DEFAULT 686,
  	"hero_inner_width" numeric DEFAULT 1440,
  	"subtitle_width" numeric DEFAULT 1000,
  	"background_image_id" integer,
  	"background_image_overlay" varchar DEFAULT 'rgba(0, 32, 91, 0.85)',
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum__home_page_v_blocks_hero_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum__home_page_v_blocks_hero_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum__home_page_v_blocks_hero_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum__home_page_v_blocks_hero_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_solutions_tabs_tabs_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"api_name" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_solutions_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"header" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_solutions_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"header_text" varchar,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar DEFAULT '0rem',
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum__home_page_v_blocks_solutions_tabs_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum__home_page_v_blocks_solutions_tabs_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum__home_page_v_blocks_solutions_tabs_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum__home_page_v_blocks_solutions_tabs_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_services_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"api_name" varchar,
  	"image_id" integer,
  	"overlay_text" varchar,
  	"title" varchar,
  	"description" varchar,
  	"contact_target" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"header_text" varchar,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum__home_page_v_blocks_services_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum__home_page_v_blocks_services_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum__home_page_v_blocks_services_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum__home_page_v_blocks_services_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_contact_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"header_text" varchar DEFAULT 'We''re here to help you identify the right solution.',
  	"sub_header_text" varchar DEFAULT 'Reach out to a representative for expert guidance and support.',
  	"button_label" varchar DEFAULT 'Contact us',
  	"button_page" varchar DEFAULT 'Contact__c',
  	"target_is_url" boolean DEFAULT false,
  	"section_max_content_width" varchar,
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum__home_page_v_blocks_contact_band_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum__home_page_v_blocks_contact_band_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum__home_page_v_blocks_contact_band_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum__home_page_v_blocks_contact_band_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"carousel_title" varchar,
  	"carousel_sub_title" varchar,
  	"content_type" "enum__home_page_v_blocks_carousel_content_type" DEFAULT 'News',
  	"carousel_location" "enum__home_page_v_blocks_carousel_carousel_location" DEFAULT 'Site',
  	"site_name" varchar DEFAULT 'Hybrid Cloud',
  	"product_alias" varchar,
  	"section_max_content_width" varchar DEFAULT '1300px',
  	"section_section_column_gutter_width" varchar,
  	"section_component_spacer_size" varchar,
  	"section_section_min_height" varchar,
  	"section_layout_direction_desktop" "enum__home_page_v_blocks_carousel_section_dir_desktop" DEFAULT 'row',
  	"section_layout_direction_tablet" "enum__home_page_v_blocks_carousel_section_dir_tablet" DEFAULT 'column',
  	"section_layout_direction_mobile" "enum__home_page_v_blocks_carousel_section_dir_mobile" DEFAULT 'column',
  	"section_section_vertical_align" "enum__home_page_v_blocks_carousel_section_valign" DEFAULT 'start',
  	"section_column_width" numeric DEFAULT 12,
  	"section_background_image_id" integer,
  	"section_background_image_overlay" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_search_properties_page_title" varchar DEFAULT 'Home',
  	"version_search_properties_description" varchar,
  	"version_search_properties_is_seo_indexed" boolean DEFAULT true,
  	"version_search_properties_custom_head_tags" varchar,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "site_settings_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar DEFAULT 'Hybrid Cloud' NOT NULL,
  	"agency_name" varchar DEFAULT 'Hosting and Compute Center' NOT NULL,
  	"site_id" varchar NOT NULL,
  	"channel_id" varchar NOT NULL,
  	"contact_notification_email" varchar,
  	"search_properties_page_title" varchar,
  	"search_properties_description" varchar,
  	"search_properties_is_seo_indexed" boolean DEFAULT true,
  	"search_properties_custom_head_tags" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "named_pages_blocks_announcements" ADD CONSTRAINT "named_pages_blocks_announcements_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_announcements" ADD CONSTRAINT "named_pages_blocks_announcements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_hero" ADD CONSTRAINT "named_pages_blocks_hero_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_hero" ADD CONSTRAINT "named_pages_blocks_hero_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_hero" ADD CONSTRAINT "named_pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_solutions_tabs_tabs_cards" ADD CONSTRAINT "named_pages_blocks_solutions_tabs_tabs_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."named_pages_blocks_solutions_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_solutions_tabs_tabs" ADD CONSTRAINT "named_pages_blocks_solutions_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."named_pages_blocks_solutions_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_solutions_tabs" ADD CONSTRAINT "named_pages_blocks_solutions_tabs_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_solutions_tabs" ADD CONSTRAINT "named_pages_blocks_solutions_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_services_tiles" ADD CONSTRAINT "named_pages_blocks_services_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_services_tiles" ADD CONSTRAINT "named_pages_blocks_services_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."named_pages_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_services" ADD CONSTRAINT "named_pages_blocks_services_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_services" ADD CONSTRAINT "named_pages_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_contact_band" ADD CONSTRAINT "named_pages_blocks_contact_band_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_contact_band" ADD CONSTRAINT "named_pages_blocks_contact_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_carousel" ADD CONSTRAINT "named_pages_blocks_carousel_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "named_pages_blocks_carousel" ADD CONSTRAINT "named_pages_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hreflang" ADD CONSTRAINT "hreflang_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "named_pages" ADD CONSTRAINT "named_pages_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_announcements" ADD CONSTRAINT "_named_pages_v_blocks_announcements_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_announcements" ADD CONSTRAINT "_named_pages_v_blocks_announcements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_named_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_hero" ADD CONSTRAINT "_named_pages_v_blocks_hero_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_hero" ADD CONSTRAINT "_named_pages_v_blocks_hero_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_hero" ADD CONSTRAINT "_named_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_named_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_solutions_tabs_tabs_cards" ADD CONSTRAINT "_named_pages_v_blocks_solutions_tabs_tabs_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_named_pages_v_blocks_solutions_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_solutions_tabs_tabs" ADD CONSTRAINT "_named_pages_v_blocks_solutions_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_named_pages_v_blocks_solutions_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_solutions_tabs" ADD CONSTRAINT "_named_pages_v_blocks_solutions_tabs_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_solutions_tabs" ADD CONSTRAINT "_named_pages_v_blocks_solutions_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_named_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_services_tiles" ADD CONSTRAINT "_named_pages_v_blocks_services_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_services_tiles" ADD CONSTRAINT "_named_pages_v_blocks_services_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_named_pages_v_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_services" ADD CONSTRAINT "_named_pages_v_blocks_services_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_services" ADD CONSTRAINT "_named_pages_v_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_named_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_contact_band" ADD CONSTRAINT "_named_pages_v_blocks_contact_band_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_contact_band" ADD CONSTRAINT "_named_pages_v_blocks_contact_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_named_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_carousel" ADD CONSTRAINT "_named_pages_v_blocks_carousel_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v_blocks_carousel" ADD CONSTRAINT "_named_pages_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_named_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hreflang_v" ADD CONSTRAINT "_hreflang_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_named_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_named_pages_v" ADD CONSTRAINT "_named_pages_v_parent_id_named_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."named_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_named_pages_v" ADD CONSTRAINT "_named_pages_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_video_file_id_video_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_captions_file_id_video_files_id_fk" FOREIGN KEY ("captions_file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carousel_items_texts" ADD CONSTRAINT "carousel_items_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."carousel_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carousel_items_rels" ADD CONSTRAINT "carousel_items_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."carousel_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carousel_items_rels" ADD CONSTRAINT "carousel_items_rels_named_pages_fk" FOREIGN KEY ("named_pages_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_carousel_items_v" ADD CONSTRAINT "_carousel_items_v_parent_id_carousel_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."carousel_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_carousel_items_v" ADD CONSTRAINT "_carousel_items_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_carousel_items_v" ADD CONSTRAINT "_carousel_items_v_version_video_file_id_video_files_id_fk" FOREIGN KEY ("version_video_file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_carousel_items_v" ADD CONSTRAINT "_carousel_items_v_version_captions_file_id_video_files_id_fk" FOREIGN KEY ("version_captions_file_id") REFERENCES "public"."video_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_carousel_items_v_texts" ADD CONSTRAINT "_carousel_items_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_carousel_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_carousel_items_v_rels" ADD CONSTRAINT "_carousel_items_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_carousel_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_carousel_items_v_rels" ADD CONSTRAINT "_carousel_items_v_rels_named_pages_fk" FOREIGN KEY ("named_pages_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_announcements_v" ADD CONSTRAINT "_announcements_v_parent_id_announcements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."announcements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_named_pages_fk" FOREIGN KEY ("named_pages_id") REFERENCES "public"."named_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carousel_items_fk" FOREIGN KEY ("carousel_items_id") REFERENCES "public"."carousel_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_announcements_fk" FOREIGN KEY ("announcements_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_files_fk" FOREIGN KEY ("video_files_id") REFERENCES "public"."video_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_announcements" ADD CONSTRAINT "home_page_blocks_announcements_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_announcements" ADD CONSTRAINT "home_page_blocks_announcements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_hero" ADD CONSTRAINT "home_page_blocks_hero_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_hero" ADD CONSTRAINT "home_page_blocks_hero_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_hero" ADD CONSTRAINT "home_page_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_solutions_tabs_tabs_cards" ADD CONSTRAINT "home_page_blocks_solutions_tabs_tabs_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_solutions_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_solutions_tabs_tabs" ADD CONSTRAINT "home_page_blocks_solutions_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_solutions_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_solutions_tabs" ADD CONSTRAINT "home_page_blocks_solutions_tabs_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_solutions_tabs" ADD CONSTRAINT "home_page_blocks_solutions_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_services_tiles" ADD CONSTRAINT "home_page_blocks_services_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_services_tiles" ADD CONSTRAINT "home_page_blocks_services_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_services" ADD CONSTRAINT "home_page_blocks_services_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_services" ADD CONSTRAINT "home_page_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_contact_band" ADD CONSTRAINT "home_page_blocks_contact_band_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_contact_band" ADD CONSTRAINT "home_page_blocks_contact_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_blocks_carousel" ADD CONSTRAINT "home_page_blocks_carousel_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_blocks_carousel" ADD CONSTRAINT "home_page_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_announcements" ADD CONSTRAINT "_home_page_v_blocks_announcements_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_announcements" ADD CONSTRAINT "_home_page_v_blocks_announcements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_hero" ADD CONSTRAINT "_home_page_v_blocks_hero_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_hero" ADD CONSTRAINT "_home_page_v_blocks_hero_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_hero" ADD CONSTRAINT "_home_page_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_solutions_tabs_tabs_cards" ADD CONSTRAINT "_home_page_v_blocks_solutions_tabs_tabs_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_solutions_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_solutions_tabs_tabs" ADD CONSTRAINT "_home_page_v_blocks_solutions_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_solutions_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_solutions_tabs" ADD CONSTRAINT "_home_page_v_blocks_solutions_tabs_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_solutions_tabs" ADD CONSTRAINT "_home_page_v_blocks_solutions_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_services_tiles" ADD CONSTRAINT "_home_page_v_blocks_services_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_services_tiles" ADD CONSTRAINT "_home_page_v_blocks_services_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_services" ADD CONSTRAINT "_home_page_v_blocks_services_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_services" ADD CONSTRAINT "_home_page_v_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_contact_band" ADD CONSTRAINT "_home_page_v_blocks_contact_band_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_contact_band" ADD CONSTRAINT "_home_page_v_blocks_contact_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_carousel" ADD CONSTRAINT "_home_page_v_blocks_carousel_section_background_image_id_media_id_fk" FOREIGN KEY ("section_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_blocks_carousel" ADD CONSTRAINT "_home_page_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_navigation" ADD CONSTRAINT "site_settings_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_links" ADD CONSTRAINT "site_settings_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "named_pages_blocks_announcements_order_idx" ON "named_pages_blocks_announcements" USING btree ("_order");
  CREATE INDEX "named_pages_blocks_announcements_parent_id_idx" ON "named_pages_blocks_announcements" USING btree ("_parent_id");
  CREATE INDEX "named_pages_blocks_announcements_path_idx" ON "named_pages_blocks_announcements" USING btree ("_path");
  CREATE INDEX "named_pages_blocks_announcements_section_section_backgro_idx" ON "named_pages_blocks_announcements" USING btree ("section_background_image_id");
  CREATE INDEX "named_pages_blocks_hero_order_idx" ON "named_pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "named_pages_blocks_hero_parent_id_idx" ON "named_pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "named_pages_blocks_hero_path_idx" ON "named_pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "named_pages_blocks_hero_background_image_idx" ON "named_pages_blocks_hero" USING btree ("background_image_id");
  CREATE INDEX "named_pages_blocks_hero_section_section_background_image_idx" ON "named_pages_blocks_hero" USING btree ("section_background_image_id");
  CREATE INDEX "named_pages_blocks_solutions_tabs_tabs_cards_order_idx" ON "named_pages_blocks_solutions_tabs_tabs_cards" USING btree ("_order");
  CREATE INDEX "named_pages_blocks_solutions_tabs_tabs_cards_parent_id_idx" ON "named_pages_blocks_solutions_tabs_tabs_cards" USING btree ("_parent_id");
  CREATE INDEX "named_pages_blocks_solutions_tabs_tabs_order_idx" ON "named_pages_blocks_solutions_tabs_tabs" USING btree ("_order");
  CREATE INDEX "named_pages_blocks_solutions_tabs_tabs_parent_id_idx" ON "named_pages_blocks_solutions_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "named_pages_blocks_solutions_tabs_order_idx" ON "named_pages_blocks_solutions_tabs" USING btree ("_order");
  CREATE INDEX "named_pages_blocks_solutions_tabs_parent_id_idx" ON "named_pages_blocks_solutions_tabs" USING btree ("_parent_id");
  CREATE INDEX "named_pages_blocks_solutions_tabs_path_idx" ON "named_pages_blocks_solutions_tabs" USING btree ("_path");
  CREATE INDEX "named_pages_blocks_solutions_tabs_section_section_backgr_idx" ON "named_pages_blocks_solutions_tabs" USING btree ("section_background_image_id");
  CREATE INDEX "named_pages_blocks_services_tiles_order_idx" ON "named_pages_blocks_services_tiles" USING btree ("_order");
  CREATE INDEX "named_pages_blocks_services_tiles_parent_id_idx" ON "named_pages_blocks_services_tiles" USING btree ("_parent_id");
  CREATE INDEX "named_pages_blocks_services_tiles_image_idx" ON "named_pages_blocks_services_tiles" USING btree ("image_id");
  CREATE INDEX "named_pages_blocks_services_order_idx" ON "named_pages_blocks_services" USING btree ("_order");
  CREATE INDEX "named_pages_blocks_services_parent_id_idx" ON "named_pages_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "named_pages_blocks_services_path_idx" ON "named_pages_blocks_services" USING btree ("_path");
  CREATE INDEX "named_pages_blocks_services_section_section_background_i_idx" ON "named_pages_blocks_services" USING btree ("section_background_image_id");
  CREATE INDEX "named_pages_blocks_contact_band_order_idx" ON "named_pages_blocks_contact_band" USING btree ("_order");
  CREATE INDEX "named_pages_blocks_contact_band_parent_id_idx" ON "named_pages_blocks_contact_band" USING btree ("_parent_id");
  CREATE INDEX "named_pages_blocks_contact_band_path_idx" ON "named_pages_blocks_contact_band" USING btree ("_path");
  CREATE INDEX "named_pages_blocks_contact_band_section_section_backgrou_idx" ON "named_pages_blocks_contact_band" USING btree ("section_background_image_id");
  CREATE INDEX "named_pages_blocks_carousel_order_idx" ON "named_pages_blocks_carousel" USING btree ("_order");
  CREATE INDEX "named_pages_blocks_carousel_parent_id_idx" ON "named_pages_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "named_pages_blocks_carousel_path_idx" ON "named_pages_blocks_carousel" USING btree ("_path");
  CREATE INDEX "named_pages_blocks_carousel_section_section_background_i_idx" ON "named_pages_blocks_carousel" USING btree ("section_background_image_id");
  CREATE INDEX "hreflang_order_idx" ON "hreflang" USING btree ("_order");
  CREATE INDEX "hreflang_parent_id_idx" ON "hreflang" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "named_pages_api_name_idx" ON "named_pages" USING btree ("api_name");
  CREATE UNIQUE INDEX "named_pages_path_idx" ON "named_pages" USING btree ("path");
  CREATE INDEX "named_pages_product_alias_idx" ON "named_pages" USING btree ("product_alias");
  CREATE INDEX "named_pages_hero_image_idx" ON "named_pages" USING btree ("hero_image_id");
  CREATE UNIQUE INDEX "named_pages_record_id_idx" ON "named_pages" USING btree ("record_id");
  CREATE INDEX "named_pages_updated_at_idx" ON "named_pages" USING btree ("updated_at");
  CREATE INDEX "named_pages_created_at_idx" ON "named_pages" USING btree ("created_at");
  CREATE INDEX "named_pages__status_idx" ON "named_pages" USING btree ("_status");
  CREATE INDEX "_named_pages_v_blocks_announcements_order_idx" ON "_named_pages_v_blocks_announcements" USING btree ("_order");
  CREATE INDEX "_named_pages_v_blocks_announcements_parent_id_idx" ON "_named_pages_v_blocks_announcements" USING btree ("_parent_id");
  CREATE INDEX "_named_pages_v_blocks_announcements_path_idx" ON "_named_pages_v_blocks_announcements" USING btree ("_path");
  CREATE INDEX "_named_pages_v_blocks_announcements_section_section_back_idx" ON "_named_pages_v_blocks_announcements" USING btree ("section_background_image_id");
  CREATE INDEX "_named_pages_v_blocks_hero_order_idx" ON "_named_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_named_pages_v_blocks_hero_parent_id_idx" ON "_named_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_named_pages_v_blocks_hero_path_idx" ON "_named_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_named_pages_v_blocks_hero_background_image_idx" ON "_named_pages_v_blocks_hero" USING btree ("background_image_id");
  CREATE INDEX "_named_pages_v_blocks_hero_section_section_background_im_idx" ON "_named_pages_v_blocks_hero" USING btree ("section_background_image_id");
  CREATE INDEX "_named_pages_v_blocks_solutions_tabs_tabs_cards_order_idx" ON "_named_pages_v_blocks_solutions_tabs_tabs_cards" USING btree ("_order");
  CREATE INDEX "_named_pages_v_blocks_solutions_tabs_tabs_cards_parent_id_idx" ON "_named_pages_v_blocks_solutions_tabs_tabs_cards" USING btree ("_parent_id");
  CREATE INDEX "_named_pages_v_blocks_solutions_tabs_tabs_order_idx" ON "_named_pages_v_blocks_solutions_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_named_pages_v_blocks_solutions_tabs_tabs_parent_id_idx" ON "_named_pages_v_blocks_solutions_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "_named_pages_v_blocks_solutions_tabs_order_idx" ON "_named_pages_v_blocks_solutions_tabs" USING btree ("_order");
  CREATE INDEX "_named_pages_v_blocks_solutions_tabs_parent_id_idx" ON "_named_pages_v_blocks_solutions_tabs" USING btree ("_parent_id");
  CREATE INDEX "_named_pages_v_blocks_solutions_tabs_path_idx" ON "_named_pages_v_blocks_solutions_tabs" USING btree ("_path");
  CREATE INDEX "_named_pages_v_blocks_solutions_tabs_section_section_bac_idx" ON "_named_pages_v_blocks_solutions_tabs" USING btree ("section_background_image_id");
  CREATE INDEX "_named_pages_v_blocks_services_tiles_order_idx" ON "_named_pages_v_blocks_services_tiles" USING btree ("_order");
  CREATE INDEX "_named_pages_v_blocks_services_tiles_parent_id_idx" ON "_named_pages_v_blocks_services_tiles" USING btree ("_parent_id");
  CREATE INDEX "_named_pages_v_blocks_services_tiles_image_idx" ON "_named_pages_v_blocks_services_tiles" USING btree ("image_id");
  CREATE INDEX "_named_pages_v_blocks_services_order_idx" ON "_named_pages_v_blocks_services" USING btree ("_order");
  CREATE INDEX "_named_pages_v_blocks_services_parent_id_idx" ON "_named_pages_v_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "_named_pages_v_blocks_services_path_idx" ON "_named_pages_v_blocks_services" USING btree ("_path");
  CREATE INDEX "_named_pages_v_blocks_services_section_section_backgroun_idx" ON "_named_pages_v_blocks_services" USING btree ("section_background_image_id");
  CREATE INDEX "_named_pages_v_blocks_contact_band_order_idx" ON "_named_pages_v_blocks_contact_band" USING btree ("_order");
  CREATE INDEX "_named_pages_v_blocks_contact_band_parent_id_idx" ON "_named_pages_v_blocks_contact_band" USING btree ("_parent_id");
  CREATE INDEX "_named_pages_v_blocks_contact_band_path_idx" ON "_named_pages_v_blocks_contact_band" USING btree ("_path");
  CREATE INDEX "_named_pages_v_blocks_contact_band_section_section_backg_idx" ON "_named_pages_v_blocks_contact_band" USING btree ("section_background_image_id");
  CREATE INDEX "_named_pages_v_blocks_carousel_order_idx" ON "_named_pages_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_named_pages_v_blocks_carousel_parent_id_idx" ON "_named_pages_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_named_pages_v_blocks_carousel_path_idx" ON "_named_pages_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_named_pages_v_blocks_carousel_section_section_backgroun_idx" ON "_named_pages_v_blocks_carousel" USING btree ("section_background_image_id");
  CREATE INDEX "_hreflang_v_order_idx" ON "_hreflang_v" USING btree ("_order");
  CREATE INDEX "_hreflang_v_parent_id_idx" ON "_hreflang_v" USING btree ("_parent_id");
  CREATE INDEX "_named_pages_v_parent_idx" ON "_named_pages_v" USING btree ("parent_id");
  CREATE INDEX "_named_pages_v_version_version_api_name_idx" ON "_named_pages_v" USING btree ("version_api_name");
  CREATE INDEX "_named_pages_v_version_version_path_idx" ON "_named_pages_v" USING btree ("version_path");
  CREATE INDEX "_named_pages_v_version_version_product_alias_idx" ON "_named_pages_v" USING btree ("version_product_alias");
  CREATE INDEX "_named_pages_v_version_version_hero_image_idx" ON "_named_pages_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_named_pages_v_version_version_record_id_idx" ON "_named_pages_v" USING btree ("version_record_id");
  CREATE INDEX "_named_pages_v_version_version_updated_at_idx" ON "_named_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_named_pages_v_version_version_created_at_idx" ON "_named_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_named_pages_v_version_version__status_idx" ON "_named_pages_v" USING btree ("version__status");
  CREATE INDEX "_named_pages_v_created_at_idx" ON "_named_pages_v" USING btree ("created_at");
  CREATE INDEX "_named_pages_v_updated_at_idx" ON "_named_pages_v" USING btree ("updated_at");
  CREATE INDEX "_named_pages_v_latest_idx" ON "_named_pages_v" USING btree ("latest");
  CREATE INDEX "carousel_items_type_idx" ON "carousel_items" USING btree ("type");
  CREATE INDEX "carousel_items_publish_date_idx" ON "carousel_items" USING btree ("publish_date");
  CREATE INDEX "carousel_items_event_date_idx" ON "carousel_items" USING btree ("event_date");
  CREATE INDEX "carousel_items_image_idx" ON "carousel_items" USING btree ("image_id");
  CREATE INDEX "carousel_items_video_file_idx" ON "carousel_items" USING btree ("video_file_id");
  CREATE INDEX "carousel_items_captions_file_idx" ON "carousel_items" USING btree ("captions_file_id");
  CREATE INDEX "carousel_items_display_order_idx" ON "carousel_items" USING btree ("display_order");
  CREATE UNIQUE INDEX "carousel_items_record_id_idx" ON "carousel_items" USING btree ("record_id");
  CREATE INDEX "carousel_items_updated_at_idx" ON "carousel_items" USING btree ("updated_at");
  CREATE INDEX "carousel_items_created_at_idx" ON "carousel_items" USING btree ("created_at");
  CREATE INDEX "carousel_items__status_idx" ON "carousel_items" USING btree ("_status");
  CREATE INDEX "carousel_items_texts_order_parent" ON "carousel_items_texts" USING btree ("order","parent_id");
  CREATE INDEX "carousel_items_rels_order_idx" ON "carousel_items_rels" USING btree ("order");
  CREATE INDEX "carousel_items_rels_parent_idx" ON "carousel_items_rels" USING btree ("parent_id");
  CREATE INDEX "carousel_items_rels_path_idx" ON "carousel_items_rels" USING btree ("path");
  CREATE INDEX "carousel_items_rels_named_pages_id_idx" ON "carousel_items_rels" USING btree ("named_pages_id");
  CREATE INDEX "_carousel_items_v_parent_idx" ON "_carousel_items_v" USING btree ("parent_id");
  CREATE INDEX "_carousel_items_v_version_version_type_idx" ON "_carousel_items_v" USING btree ("version_type");
  CREATE INDEX "_carousel_items_v_version_version_publish_date_idx" ON "_carousel_items_v" USING btree ("version_publish_date");
  CREATE INDEX "_carousel_items_v_version_version_event_date_idx" ON "_carousel_items_v" USING btree ("version_event_date");
  CREATE INDEX "_carousel_items_v_version_version_image_idx" ON "_carousel_items_v" USING btree ("version_image_id");
  CREATE INDEX "_carousel_items_v_version_version_video_file_idx" ON "_carousel_items_v" USING btree ("version_video_file_id");
  CREATE INDEX "_carousel_items_v_version_version_captions_file_idx" ON "_carousel_items_v" USING btree ("version_captions_file_id");
  CREATE INDEX "_carousel_items_v_version_version_display_order_idx" ON "_carousel_items_v" USING btree ("version_display_order");
  CREATE INDEX "_carousel_items_v_version_version_record_id_idx" ON "_carousel_items_v" USING btree ("version_record_id");
  CREATE INDEX "_carousel_items_v_version_version_updated_at_idx" ON "_carousel_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_carousel_items_v_version_version_created_at_idx" ON "_carousel_items_v" USING btree ("version_created_at");
  CREATE INDEX "_carousel_items_v_version_version__status_idx" ON "_carousel_items_v" USING btree ("version__status");
  CREATE INDEX "_carousel_items_v_created_at_idx" ON "_carousel_items_v" USING btree ("created_at");
  CREATE INDEX "_carousel_items_v_updated_at_idx" ON "_carousel_items_v" USING btree ("updated_at");
  CREATE INDEX "_carousel_items_v_latest_idx" ON "_carousel_items_v" USING btree ("latest");
  CREATE INDEX "_carousel_items_v_texts_order_parent" ON "_carousel_items_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_carousel_items_v_rels_order_idx" ON "_carousel_items_v_rels" USING btree ("order");
  CREATE INDEX "_carousel_items_v_rels_parent_idx" ON "_carousel_items_v_rels" USING btree ("parent_id");
  CREATE INDEX "_carousel_items_v_rels_path_idx" ON "_carousel_items_v_rels" USING btree ("path");
  CREATE INDEX "_carousel_items_v_rels_named_pages_id_idx" ON "_carousel_items_v_rels" USING btree ("named_pages_id");
  CREATE UNIQUE INDEX "announcements_key_idx" ON "announcements" USING btree ("key");
  CREATE INDEX "announcements_active_from_idx" ON "announcements" USING btree ("active_from");
  CREATE INDEX "announcements_active_until_idx" ON "announcements" USING btree ("active_until");
  CREATE UNIQUE INDEX "announcements_record_id_idx" ON "announcements" USING btree ("record_id");
  CREATE INDEX "announcements_updated_at_idx" ON "announcements" USING btree ("updated_at");
  CREATE INDEX "announcements_created_at_idx" ON "announcements" USING btree ("created_at");
  CREATE INDEX "announcements__status_idx" ON "announcements" USING btree ("_status");
  CREATE INDEX "_announcements_v_parent_idx" ON "_announcements_v" USING btree ("parent_id");
  CREATE INDEX "_announcements_v_version_version_key_idx" ON "_announcements_v" USING btree ("version_key");
  CREATE INDEX "_announcements_v_version_version_active_from_idx" ON "_announcements_v" USING btree ("version_active_from");
  CREATE INDEX "_announcements_v_version_version_active_until_idx" ON "_announcements_v" USING btree ("version_active_until");
  CREATE INDEX "_announcements_v_version_version_record_id_idx" ON "_announcements_v" USING btree ("version_record_id");
  CREATE INDEX "_announcements_v_version_version_updated_at_idx" ON "_announcements_v" USING btree ("version_updated_at");
  CREATE INDEX "_announcements_v_version_version_created_at_idx" ON "_announcements_v" USING btree ("version_created_at");
  CREATE INDEX "_announcements_v_version_version__status_idx" ON "_announcements_v" USING btree ("version__status");
  CREATE INDEX "_announcements_v_created_at_idx" ON "_announcements_v" USING btree ("created_at");
  CREATE INDEX "_announcements_v_updated_at_idx" ON "_announcements_v" USING btree ("updated_at");
  CREATE INDEX "_announcements_v_latest_idx" ON "_announcements_v" USING btree ("latest");
  CREATE UNIQUE INDEX "media_content_key_idx" ON "media" USING btree ("content_key");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_mobile_sizes_mobile_filename_idx" ON "media" USING btree ("sizes_mobile_filename");
  CREATE INDEX "media_sizes_tablet_sizes_tablet_filename_idx" ON "media" USING btree ("sizes_tablet_filename");
  CREATE INDEX "media_sizes_desktop_sizes_desktop_filename_idx" ON "media" USING btree ("sizes_desktop_filename");
  CREATE INDEX "video_files_updated_at_idx" ON "video_files" USING btree ("updated_at");
  CREATE INDEX "video_files_created_at_idx" ON "video_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "video_files_filename_idx" ON "video_files" USING btree ("filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_named_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("named_pages_id");
  CREATE INDEX "payload_locked_documents_rels_carousel_items_id_idx" ON "payload_locked_documents_rels" USING btree ("carousel_items_id");
  CREATE INDEX "payload_locked_documents_rels_announcements_id_idx" ON "payload_locked_documents_rels" USING btree ("announcements_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_video_files_id_idx" ON "payload_locked_documents_rels" USING btree ("video_files_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "home_page_blocks_announcements_order_idx" ON "home_page_blocks_announcements" USING btree ("_order");
  CREATE INDEX "home_page_blocks_announcements_parent_id_idx" ON "home_page_blocks_announcements" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_announcements_path_idx" ON "home_page_blocks_announcements" USING btree ("_path");
  CREATE INDEX "home_page_blocks_announcements_section_section_backgroun_idx" ON "home_page_blocks_announcements" USING btree ("section_background_image_id");
  CREATE INDEX "home_page_blocks_hero_order_idx" ON "home_page_blocks_hero" USING btree ("_order");
  CREATE INDEX "home_page_blocks_hero_parent_id_idx" ON "home_page_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_hero_path_idx" ON "home_page_blocks_hero" USING btree ("_path");
  CREATE INDEX "home_page_blocks_hero_background_image_idx" ON "home_page_blocks_hero" USING btree ("background_image_id");
  CREATE INDEX "home_page_blocks_hero_section_section_background_image_idx" ON "home_page_blocks_hero" USING btree ("section_background_image_id");
  CREATE INDEX "home_page_blocks_solutions_tabs_tabs_cards_order_idx" ON "home_page_blocks_solutions_tabs_tabs_cards" USING btree ("_order");
  CREATE INDEX "home_page_blocks_solutions_tabs_tabs_cards_parent_id_idx" ON "home_page_blocks_solutions_tabs_tabs_cards" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_solutions_tabs_tabs_order_idx" ON "home_page_blocks_solutions_tabs_tabs" USING btree ("_order");
  CREATE INDEX "home_page_blocks_solutions_tabs_tabs_parent_id_idx" ON "home_page_blocks_solutions_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_solutions_tabs_order_idx" ON "home_page_blocks_solutions_tabs" USING btree ("_order");
  CREATE INDEX "home_page_blocks_solutions_tabs_parent_id_idx" ON "home_page_blocks_solutions_tabs" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_solutions_tabs_path_idx" ON "home_page_blocks_solutions_tabs" USING btree ("_path");
  CREATE INDEX "home_page_blocks_solutions_tabs_section_section_backgrou_idx" ON "home_page_blocks_solutions_tabs" USING btree ("section_background_image_id");
  CREATE INDEX "home_page_blocks_services_tiles_order_idx" ON "home_page_blocks_services_tiles" USING btree ("_order");
  CREATE INDEX "home_page_blocks_services_tiles_parent_id_idx" ON "home_page_blocks_services_tiles" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_services_tiles_image_idx" ON "home_page_blocks_services_tiles" USING btree ("image_id");
  CREATE INDEX "home_page_blocks_services_order_idx" ON "home_page_blocks_services" USING btree ("_order");
  CREATE INDEX "home_page_blocks_services_parent_id_idx" ON "home_page_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_services_path_idx" ON "home_page_blocks_services" USING btree ("_path");
  CREATE INDEX "home_page_blocks_services_section_section_background_ima_idx" ON "home_page_blocks_services" USING btree ("section_background_image_id");
  CREATE INDEX "home_page_blocks_contact_band_order_idx" ON "home_page_blocks_contact_band" USING btree ("_order");
  CREATE INDEX "home_page_blocks_contact_band_parent_id_idx" ON "home_page_blocks_contact_band" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_contact_band_path_idx" ON "home_page_blocks_contact_band" USING btree ("_path");
  CREATE INDEX "home_page_blocks_contact_band_section_section_background_idx" ON "home_page_blocks_contact_band" USING btree ("section_background_image_id");
  CREATE INDEX "home_page_blocks_carousel_order_idx" ON "home_page_blocks_carousel" USING btree ("_order");
  CREATE INDEX "home_page_blocks_carousel_parent_id_idx" ON "home_page_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "home_page_blocks_carousel_path_idx" ON "home_page_blocks_carousel" USING btree ("_path");
  CREATE INDEX "home_page_blocks_carousel_section_section_background_ima_idx" ON "home_page_blocks_carousel" USING btree ("section_background_image_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "_home_page_v_blocks_announcements_order_idx" ON "_home_page_v_blocks_announcements" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_announcements_parent_id_idx" ON "_home_page_v_blocks_announcements" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_announcements_path_idx" ON "_home_page_v_blocks_announcements" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_announcements_section_section_backgr_idx" ON "_home_page_v_blocks_announcements" USING btree ("section_background_image_id");
  CREATE INDEX "_home_page_v_blocks_hero_order_idx" ON "_home_page_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_hero_parent_id_idx" ON "_home_page_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_hero_path_idx" ON "_home_page_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_hero_background_image_idx" ON "_home_page_v_blocks_hero" USING btree ("background_image_id");
  CREATE INDEX "_home_page_v_blocks_hero_section_section_background_imag_idx" ON "_home_page_v_blocks_hero" USING btree ("section_background_image_id");
  CREATE INDEX "_home_page_v_blocks_solutions_tabs_tabs_cards_order_idx" ON "_home_page_v_blocks_solutions_tabs_tabs_cards" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_solutions_tabs_tabs_cards_parent_id_idx" ON "_home_page_v_blocks_solutions_tabs_tabs_cards" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_solutions_tabs_tabs_order_idx" ON "_home_page_v_blocks_solutions_tabs_tabs" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_solutions_tabs_tabs_parent_id_idx" ON "_home_page_v_blocks_solutions_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_solutions_tabs_order_idx" ON "_home_page_v_blocks_solutions_tabs" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_solutions_tabs_parent_id_idx" ON "_home_page_v_blocks_solutions_tabs" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_solutions_tabs_path_idx" ON "_home_page_v_blocks_solutions_tabs" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_solutions_tabs_section_section_backg_idx" ON "_home_page_v_blocks_solutions_tabs" USING btree ("section_background_image_id");
  CREATE INDEX "_home_page_v_blocks_services_tiles_order_idx" ON "_home_page_v_blocks_services_tiles" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_services_tiles_parent_id_idx" ON "_home_page_v_blocks_services_tiles" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_services_tiles_image_idx" ON "_home_page_v_blocks_services_tiles" USING btree ("image_id");
  CREATE INDEX "_home_page_v_blocks_services_order_idx" ON "_home_page_v_blocks_services" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_services_parent_id_idx" ON "_home_page_v_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_services_path_idx" ON "_home_page_v_blocks_services" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_services_section_section_background__idx" ON "_home_page_v_blocks_services" USING btree ("section_background_image_id");
  CREATE INDEX "_home_page_v_blocks_contact_band_order_idx" ON "_home_page_v_blocks_contact_band" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_contact_band_parent_id_idx" ON "_home_page_v_blocks_contact_band" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_contact_band_path_idx" ON "_home_page_v_blocks_contact_band" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_contact_band_section_section_backgro_idx" ON "_home_page_v_blocks_contact_band" USING btree ("section_background_image_id");
  CREATE INDEX "_home_page_v_blocks_carousel_order_idx" ON "_home_page_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_home_page_v_blocks_carousel_parent_id_idx" ON "_home_page_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_blocks_carousel_path_idx" ON "_home_page_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_home_page_v_blocks_carousel_section_section_background__idx" ON "_home_page_v_blocks_carousel" USING btree ("section_background_image_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "site_settings_navigation_order_idx" ON "site_settings_navigation" USING btree ("_order");
  CREATE INDEX "site_settings_navigation_parent_id_idx" ON "site_settings_navigation" USING btree ("_parent_id");
  CREATE INDEX "site_settings_footer_links_order_idx" ON "site_settings_footer_links" USING btree ("_order");
  CREATE INDEX "site_settings_footer_links_parent_id_idx" ON "site_settings_footer_links" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "named_pages_blocks_announcements" CASCADE;
  DROP TABLE "named_pages_blocks_hero" CASCADE;
  DROP TABLE "named_pages_blocks_solutions_tabs_tabs_cards" CASCADE;
  DROP TABLE "named_pages_blocks_solutions_tabs_tabs" CASCADE;
  DROP TABLE "named_pages_blocks_solutions_tabs" CASCADE;
  DROP TABLE "named_pages_blocks_services_tiles" CASCADE;
  DROP TABLE "named_pages_blocks_services" CASCADE;
  DROP TABLE "named_pages_blocks_contact_band" CASCADE;
  DROP TABLE "named_pages_blocks_carousel" CASCADE;
  DROP TABLE "hreflang" CASCADE;
  DROP TABLE "named_pages" CASCADE;
  DROP TABLE "_named_pages_v_blocks_announcements" CASCADE;
  DROP TABLE "_named_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_named_pages_v_blocks_solutions_tabs_tabs_cards" CASCADE;
  DROP TABLE "_named_pages_v_blocks_solutions_tabs_tabs" CASCADE;
  DROP TABLE "_named_pages_v_blocks_solutions_tabs" CASCADE;
  DROP TABLE "_named_pages_v_blocks_services_tiles" CASCADE;
  DROP TABLE "_named_pages_v_blocks_services" CASCADE;
  DROP TABLE "_named_pages_v_blocks_contact_band" CASCADE;
  DROP TABLE "_named_pages_v_blocks_carousel" CASCADE;
  DROP TABLE "_hreflang_v" CASCADE;
  DROP TABLE "_named_pages_v" CASCADE;
  DROP TABLE "carousel_items" CASCADE;
  DROP TABLE "carousel_items_texts" CASCADE;
  DROP TABLE "carousel_items_rels" CASCADE;
  DROP TABLE "_carousel_items_v" CASCADE;
  DROP TABLE "_carousel_items_v_texts" CASCADE;
  DROP TABLE "_carousel_items_v_rels" CASCADE;
  DROP TABLE "announcements" CASCADE;
  DROP TABLE "_announcements_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "video_files" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "home_page_blocks_announcements" CASCADE;
  DROP TABLE "home_page_blocks_hero" CASCADE;
  DROP TABLE "home_page_blocks_solutions_tabs_tabs_cards" CASCADE;
  DROP TABLE "home_page_blocks_solutions_tabs_tabs" CASCADE;
  DROP TABLE "home_page_blocks_solutions_tabs" CASCADE;
  DROP TABLE "home_page_blocks_services_tiles" CASCADE;
  DROP TABLE "home_page_blocks_services" CASCADE;
  DROP TABLE "home_page_blocks_contact_band" CASCADE;
  DROP TABLE "home_page_blocks_carousel" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "_home_page_v_blocks_announcements" CASCADE;
  DROP TABLE "_home_page_v_blocks_hero" CASCADE;
  DROP TABLE "_home_page_v_blocks_solutions_tabs_tabs_cards" CASCADE;
  DROP TABLE "_home_page_v_blocks_solutions_tabs_tabs" CASCADE;
  DROP TABLE "_home_page_v_blocks_solutions_tabs" CASCADE;
  DROP TABLE "_home_page_v_blocks_services_tiles" CASCADE;
  DROP TABLE "_home_page_v_blocks_services" CASCADE;
  DROP TABLE "_home_page_v_blocks_contact_band" CASCADE;
  DROP TABLE "_home_page_v_blocks_carousel" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "site_settings_navigation" CASCADE;
  DROP TABLE "site_settings_footer_links" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_named_pages_blocks_announcements_section_dir_desktop";
  DROP TYPE "public"."enum_named_pages_blocks_announcements_section_dir_tablet";
  DROP TYPE "public"."enum_named_pages_blocks_announcements_section_dir_mobile";
  DROP TYPE "public"."enum_named_pages_blocks_announcements_section_valign";
  DROP TYPE "public"."enum_named_pages_blocks_hero_eyebrow_class";
  DROP TYPE "public"."enum_named_pages_blocks_hero_title_class";
  DROP TYPE "public"."enum_named_pages_blocks_hero_subtitle_class";
  DROP TYPE "public"."enum_named_pages_blocks_hero_section_dir_desktop";
  DROP TYPE "public"."enum_named_pages_blocks_hero_section_dir_tablet";
  DROP TYPE "public"."enum_named_pages_blocks_hero_section_dir_mobile";
  DROP TYPE "public"."enum_named_pages_blocks_hero_section_valign";
  DROP TYPE "public"."enum_named_pages_blocks_solutions_tabs_section_dir_desktop";
  DROP TYPE "public"."enum_named_pages_blocks_solutions_tabs_section_dir_tablet";
  DROP TYPE "public"."enum_named_pages_blocks_solutions_tabs_section_dir_mobile";
  DROP TYPE "public"."enum_named_pages_blocks_solutions_tabs_section_valign";
  DROP TYPE "public"."enum_named_pages_blocks_services_section_dir_desktop";
  DROP TYPE "public"."enum_named_pages_blocks_services_section_dir_tablet";
  DROP TYPE "public"."enum_named_pages_blocks_services_section_dir_mobile";
  DROP TYPE "public"."enum_named_pages_blocks_services_section_valign";
  DROP TYPE "public"."enum_named_pages_blocks_contact_band_section_dir_desktop";
  DROP TYPE "public"."enum_named_pages_blocks_contact_band_section_dir_tablet";
  DROP TYPE "public"."enum_named_pages_blocks_contact_band_section_dir_mobile";
  DROP TYPE "public"."enum_named_pages_blocks_contact_band_section_valign";
  DROP TYPE "public"."enum_named_pages_blocks_carousel_content_type";
  DROP TYPE "public"."enum_named_pages_blocks_carousel_carousel_location";
  DROP TYPE "public"."enum_named_pages_blocks_carousel_section_dir_desktop";
  DROP TYPE "public"."enum_named_pages_blocks_carousel_section_dir_tablet";
  DROP TYPE "public"."enum_named_pages_blocks_carousel_section_dir_mobile";
  DROP TYPE "public"."enum_named_pages_blocks_carousel_section_valign";
  DROP TYPE "public"."enum_named_pages_kind";
  DROP TYPE "public"."enum_named_pages_status";
  DROP TYPE "public"."enum__named_pages_v_blocks_announcements_section_dir_desktop";
  DROP TYPE "public"."enum__named_pages_v_blocks_announcements_section_dir_tablet";
  DROP TYPE "public"."enum__named_pages_v_blocks_announcements_section_dir_mobile";
  DROP TYPE "public"."enum__named_pages_v_blocks_announcements_section_valign";
  DROP TYPE "public"."enum__named_pages_v_blocks_hero_eyebrow_class";
  DROP TYPE "public"."enum__named_pages_v_blocks_hero_title_class";
  DROP TYPE "public"."enum__named_pages_v_blocks_hero_subtitle_class";
  DROP TYPE "public"."enum__named_pages_v_blocks_hero_section_dir_desktop";
  DROP TYPE "public"."enum__named_pages_v_blocks_hero_section_dir_tablet";
  DROP TYPE "public"."enum__named_pages_v_blocks_hero_section_dir_mobile";
  DROP TYPE "public"."enum__named_pages_v_blocks_hero_section_valign";
  DROP TYPE "public"."enum__named_pages_v_blocks_solutions_tabs_section_dir_desktop";
  DROP TYPE "public"."enum__named_pages_v_blocks_solutions_tabs_section_dir_tablet";
  DROP TYPE "public"."enum__named_pages_v_blocks_solutions_tabs_section_dir_mobile";
  DROP TYPE "public"."enum__named_pages_v_blocks_solutions_tabs_section_valign";
  DROP TYPE "public"."enum__named_pages_v_blocks_services_section_dir_desktop";
  DROP TYPE "public"."enum__named_pages_v_blocks_services_section_dir_tablet";
  DROP TYPE "public"."enum__named_pages_v_blocks_services_section_dir_mobile";
  DROP TYPE "public"."enum__named_pages_v_blocks_services_section_valign";
  DROP TYPE "public"."enum__named_pages_v_blocks_contact_band_section_dir_desktop";
  DROP TYPE "public"."enum__named_pages_v_blocks_contact_band_section_dir_tablet";
  DROP TYPE "public"."enum__named_pages_v_blocks_contact_band_section_dir_mobile";
  DROP TYPE "public"."enum__named_pages_v_blocks_contact_band_section_valign";
  DROP TYPE "public"."enum__named_pages_v_blocks_carousel_content_type";
  DROP TYPE "public"."enum__named_pages_v_blocks_carousel_carousel_location";
  DROP TYPE "public"."enum__named_pages_v_blocks_carousel_section_dir_desktop";
  DROP TYPE "public"."enum__named_pages_v_blocks_carousel_section_dir_tablet";
  DROP TYPE "public"."enum__named_pages_v_blocks_carousel_section_dir_mobile";
  DROP TYPE "public"."enum__named_pages_v_blocks_carousel_section_valign";
  DROP TYPE "public"."enum__named_pages_v_version_kind";
  DROP TYPE "public"."enum__named_pages_v_version_status";
  DROP TYPE "public"."enum_carousel_items_type";
  DROP TYPE "public"."enum_carousel_items_status";
  DROP TYPE "public"."enum__carousel_items_v_version_type";
  DROP TYPE "public"."enum__carousel_items_v_version_status";
  DROP TYPE "public"."enum_announcements_theme";
  DROP TYPE "public"."enum_announcements_status";
  DROP TYPE "public"."enum__announcements_v_version_theme";
  DROP TYPE "public"."enum__announcements_v_version_status";
  DROP TYPE "public"."enum_media_bg_position";
  DROP TYPE "public"."enum_media_bg_size_or_repeat";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_home_page_blocks_announcements_section_dir_desktop";
  DROP TYPE "public"."enum_home_page_blocks_announcements_section_dir_tablet";
  DROP TYPE "public"."enum_home_page_blocks_announcements_section_dir_mobile";
  DROP TYPE "public"."enum_home_page_blocks_announcements_section_valign";
  DROP TYPE "public"."enum_home_page_blocks_hero_eyebrow_class";
  DROP TYPE "public"."enum_home_page_blocks_hero_title_class";
  DROP TYPE "public"."enum_home_page_blocks_hero_subtitle_class";
  DROP TYPE "public"."enum_home_page_blocks_hero_section_dir_desktop";
  DROP TYPE "public"."enum_home_page_blocks_hero_section_dir_tablet";
  DROP TYPE "public"."enum_home_page_blocks_hero_section_dir_mobile";
  DROP TYPE "public"."enum_home_page_blocks_hero_section_valign";
  DROP TYPE "public"."enum_home_page_blocks_solutions_tabs_section_dir_desktop";
  DROP TYPE "public"."enum_home_page_blocks_solutions_tabs_section_dir_tablet";
  DROP TYPE "public"."enum_home_page_blocks_solutions_tabs_section_dir_mobile";
  DROP TYPE "public"."enum_home_page_blocks_solutions_tabs_section_valign";
  DROP TYPE "public"."enum_home_page_blocks_services_section_dir_desktop";
  DROP TYPE "public"."enum_home_page_blocks_services_section_dir_tablet";
  DROP TYPE "public"."enum_home_page_blocks_services_section_dir_mobile";
  DROP TYPE "public"."enum_home_page_blocks_services_section_valign";
  DROP TYPE "public"."enum_home_page_blocks_contact_band_section_dir_desktop";
  DROP TYPE "public"."enum_home_page_blocks_contact_band_section_dir_tablet";
  DROP TYPE "public"."enum_home_page_blocks_contact_band_section_dir_mobile";
  DROP TYPE "public"."enum_home_page_blocks_contact_band_section_valign";
  DROP TYPE "public"."enum_home_page_blocks_carousel_content_type";
  DROP TYPE "public"."enum_home_page_blocks_carousel_carousel_location";
  DROP TYPE "public"."enum_home_page_blocks_carousel_section_dir_desktop";
  DROP TYPE "public"."enum_home_page_blocks_carousel_section_dir_tablet";
  DROP TYPE "public"."enum_home_page_blocks_carousel_section_dir_mobile";
  DROP TYPE "public"."enum_home_page_blocks_carousel_section_valign";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_blocks_announcements_section_dir_desktop";
  DROP TYPE "public"."enum__home_page_v_blocks_announcements_section_dir_tablet";
  DROP TYPE "public"."enum__home_page_v_blocks_announcements_section_dir_mobile";
  DROP TYPE "public"."enum__home_page_v_blocks_announcements_section_valign";
  DROP TYPE "public"."enum__home_page_v_blocks_hero_eyebrow_class";
  DROP TYPE "public"."enum__home_page_v_blocks_hero_title_class";
  DROP TYPE "public"."enum__home_page_v_blocks_hero_subtitle_class";
  DROP TYPE "public"."enum__home_page_v_blocks_hero_section_dir_desktop";
  DROP TYPE "public"."enum__home_page_v_blocks_hero_section_dir_tablet";
  DROP TYPE "public"."enum__home_page_v_blocks_hero_section_dir_mobile";
  DROP TYPE "public"."enum__home_page_v_blocks_hero_section_valign";
  DROP TYPE "public"."enum__home_page_v_blocks_solutions_tabs_section_dir_desktop";
  DROP TYPE "public"."enum__home_page_v_blocks_solutions_tabs_section_dir_tablet";
  DROP TYPE "public"."enum__home_page_v_blocks_solutions_tabs_section_dir_mobile";
  DROP TYPE "public"."enum__home_page_v_blocks_solutions_tabs_section_valign";
  DROP TYPE "public"."enum__home_page_v_blocks_services_section_dir_desktop";
  DROP TYPE "public"."enum__home_page_v_blocks_services_section_dir_tablet";
  DROP TYPE "public"."enum__home_page_v_blocks_services_section_dir_mobile";
  DROP TYPE "public"."enum__home_page_v_blocks_services_section_valign";
  DROP TYPE "public"."enum__home_page_v_blocks_contact_band_section_dir_desktop";
  DROP TYPE "public"."enum__home_page_v_blocks_contact_band_section_dir_tablet";
  DROP TYPE "public"."enum__home_page_v_blocks_contact_band_section_dir_mobile";
  DROP TYPE "public"."enum__home_page_v_blocks_contact_band_section_valign";
  DROP TYPE "public"."enum__home_page_v_blocks_carousel_content_type";
  DROP TYPE "public"."enum__home_page_v_blocks_carousel_carousel_location";
  DROP TYPE "public"."enum__home_page_v_blocks_carousel_section_dir_desktop";
  DROP TYPE "public"."enum__home_page_v_blocks_carousel_section_dir_tablet";
  DROP TYPE "public"."enum__home_page_v_blocks_carousel_section_dir_mobile";
  DROP TYPE "public"."enum__home_page_v_blocks_carousel_section_valign";
  DROP TYPE "public"."enum__home_page_v_version_status";`)
}
