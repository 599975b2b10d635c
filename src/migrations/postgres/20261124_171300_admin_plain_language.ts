import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_announcements_activefrom_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum_announcements_activeuntil_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum__announcements_v_version_activefrom_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum__announcements_v_version_activeuntil_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  ALTER TABLE "announcements" ADD COLUMN "activefrom_tz" "enum_announcements_activefrom_tz" DEFAULT 'America/New_York';
  ALTER TABLE "announcements" ADD COLUMN "activeuntil_tz" "enum_announcements_activeuntil_tz" DEFAULT 'America/New_York';
  ALTER TABLE "_announcements_v" ADD COLUMN "version_activefrom_tz" "enum__announcements_v_version_activefrom_tz" DEFAULT 'America/New_York';
  ALTER TABLE "_announcements_v" ADD COLUMN "version_activeuntil_tz" "enum__announcements_v_version_activeuntil_tz" DEFAULT 'America/New_York';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "announcements" DROP COLUMN "activefrom_tz";
  ALTER TABLE "announcements" DROP COLUMN "activeuntil_tz";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_activefrom_tz";
  ALTER TABLE "_announcements_v" DROP COLUMN "version_activeuntil_tz";
  DROP TYPE "public"."enum_announcements_activefrom_tz";
  DROP TYPE "public"."enum_announcements_activeuntil_tz";
  DROP TYPE "public"."enum__announcements_v_version_activefrom_tz";
  DROP TYPE "public"."enum__announcements_v_version_activeuntil_tz";`)
}
