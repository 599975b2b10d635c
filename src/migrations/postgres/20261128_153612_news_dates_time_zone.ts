import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_carousel_items_publishdate_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum_carousel_items_eventdate_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum__carousel_items_v_version_publishdate_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum__carousel_items_v_version_eventdate_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  ALTER TABLE "carousel_items" ADD COLUMN "publishdate_tz" "enum_carousel_items_publishdate_tz" DEFAULT 'America/New_York';
  ALTER TABLE "carousel_items" ADD COLUMN "eventdate_tz" "enum_carousel_items_eventdate_tz" DEFAULT 'America/New_York';
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_publishdate_tz" "enum__carousel_items_v_version_publishdate_tz" DEFAULT 'America/New_York';
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_eventdate_tz" "enum__carousel_items_v_version_eventdate_tz" DEFAULT 'America/New_York';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carousel_items" DROP COLUMN "publishdate_tz";
  ALTER TABLE "carousel_items" DROP COLUMN "eventdate_tz";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_publishdate_tz";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_eventdate_tz";
  DROP TYPE "public"."enum_carousel_items_publishdate_tz";
  DROP TYPE "public"."enum_carousel_items_eventdate_tz";
  DROP TYPE "public"."enum__carousel_items_v_version_publishdate_tz";
  DROP TYPE "public"."enum__carousel_items_v_version_eventdate_tz";`)
}
