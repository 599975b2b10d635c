import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { hasLayoutContent, readLayoutDocuments, writeLayoutDocuments } from '../carry-layouts'

/**
 * Page layouts move from one table per block type to one JSON column per layout
 * (ADR 0011): the home page read no longer joins a dozen tables. Every layout, and every
 * version of it, is read before the tables go and written back after.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const layouts = await readLayoutDocuments(payload, { blocksAsJSON: false })
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
  DROP TABLE "_named_pages_v_blocks_announcements" CASCADE;
  DROP TABLE "_named_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_named_pages_v_blocks_solutions_tabs_tabs_cards" CASCADE;
  DROP TABLE "_named_pages_v_blocks_solutions_tabs_tabs" CASCADE;
  DROP TABLE "_named_pages_v_blocks_solutions_tabs" CASCADE;
  DROP TABLE "_named_pages_v_blocks_services_tiles" CASCADE;
  DROP TABLE "_named_pages_v_blocks_services" CASCADE;
  DROP TABLE "_named_pages_v_blocks_contact_band" CASCADE;
  DROP TABLE "_named_pages_v_blocks_carousel" CASCADE;
  DROP TABLE "home_page_blocks_announcements" CASCADE;
  DROP TABLE "home_page_blocks_hero" CASCADE;
  DROP TABLE "home_page_blocks_solutions_tabs_tabs_cards" CASCADE;
  DROP TABLE "home_page_blocks_solutions_tabs_tabs" CASCADE;
  DROP TABLE "home_page_blocks_solutions_tabs" CASCADE;
  DROP TABLE "home_page_blocks_services_tiles" CASCADE;
  DROP TABLE "home_page_blocks_services" CASCADE;
  DROP TABLE "home_page_blocks_contact_band" CASCADE;
  DROP TABLE "home_page_blocks_carousel" CASCADE;
  DROP TABLE "_home_page_v_blocks_announcements" CASCADE;
  DROP TABLE "_home_page_v_blocks_hero" CASCADE;
  DROP TABLE "_home_page_v_blocks_solutions_tabs_tabs_cards" CASCADE;
  DROP TABLE "_home_page_v_blocks_solutions_tabs_tabs" CASCADE;
  DROP TABLE "_home_page_v_blocks_solutions_tabs" CASCADE;
  DROP TABLE "_home_page_v_blocks_services_tiles" CASCADE;
  DROP TABLE "_home_page_v_blocks_services" CASCADE;
  DROP TABLE "_home_page_v_blocks_contact_band" CASCADE;
  DROP TABLE "_home_page_v_blocks_carousel" CASCADE;
  ALTER TABLE "named_pages" ADD COLUMN "layout" jsonb;
  ALTER TABLE "_named_pages_v" ADD COLUMN "version_layout" jsonb;
  ALTER TABLE "home_page" ADD COLUMN "layout" jsonb;
  ALTER TABLE "_home_page_v" ADD COLUMN "version_layout" jsonb;
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
  DROP TYPE "public"."enum__home_page_v_blocks_carousel_section_valign";`)
  await writeLayoutDocuments(db, layouts)
}

/** Refuses while any layout exists: the way back is the backup taken before upgrading. */
export async function down({ db, payload }: MigrateDownArgs): Promise<void> {
  if (await hasLayoutContent(payload)) {
    throw new Error('Page layouts cannot be moved back to block tables; restore the database backup taken before this upgrade.')
  }
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
  ALTER TABLE "named_pages" DROP COLUMN "layout";
  ALTER TABLE "_named_pages_v" DROP COLUMN "version_layout";
  ALTER TABLE "home_page" DROP COLUMN "layout";
  ALTER TABLE "_home_page_v" DROP COLUMN "version_layout";`)
}
