import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`activefrom_tz\` text DEFAULT 'America/New_York';`)
  await db.run(sql`ALTER TABLE \`announcements\` ADD \`activeuntil_tz\` text DEFAULT 'America/New_York';`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_activefrom_tz\` text DEFAULT 'America/New_York';`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` ADD \`version_activeuntil_tz\` text DEFAULT 'America/New_York';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`announcements\` DROP COLUMN \`activefrom_tz\`;`)
  await db.run(sql`ALTER TABLE \`announcements\` DROP COLUMN \`activeuntil_tz\`;`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` DROP COLUMN \`version_activefrom_tz\`;`)
  await db.run(sql`ALTER TABLE \`_announcements_v\` DROP COLUMN \`version_activeuntil_tz\`;`)
}
