import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`carousel_items\` ADD \`publishdate_tz\` text DEFAULT 'America/New_York';`)
  await db.run(sql`ALTER TABLE \`carousel_items\` ADD \`eventdate_tz\` text DEFAULT 'America/New_York';`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` ADD \`version_publishdate_tz\` text DEFAULT 'America/New_York';`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` ADD \`version_eventdate_tz\` text DEFAULT 'America/New_York';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`carousel_items\` DROP COLUMN \`publishdate_tz\`;`)
  await db.run(sql`ALTER TABLE \`carousel_items\` DROP COLUMN \`eventdate_tz\`;`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` DROP COLUMN \`version_publishdate_tz\`;`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` DROP COLUMN \`version_eventdate_tz\`;`)
}
