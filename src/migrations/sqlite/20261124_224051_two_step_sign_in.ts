import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_since\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`recovery_codes\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_since\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`recovery_codes\`;`)
}
