import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`card_number\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_card_number_idx\` ON \`users\` (\`card_number\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_card_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`card_number\`;`)
}
