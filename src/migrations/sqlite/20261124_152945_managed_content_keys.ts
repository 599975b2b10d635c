import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { generateContentKey } from '@/lib/record-id'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`named_pages\` ADD \`content_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`named_pages_content_key_idx\` ON \`named_pages\` (\`content_key\`);`)
  await db.run(sql`ALTER TABLE \`_named_pages_v\` ADD \`version_content_key\` text;`)
  await db.run(sql`CREATE INDEX \`_named_pages_v_version_version_content_key_idx\` ON \`_named_pages_v\` (\`version_content_key\`);`)
  await db.run(sql`ALTER TABLE \`carousel_items\` ADD \`content_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`carousel_items_content_key_idx\` ON \`carousel_items\` (\`content_key\`);`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` ADD \`version_content_key\` text;`)
  await db.run(sql`CREATE INDEX \`_carousel_items_v_version_version_content_key_idx\` ON \`_carousel_items_v\` (\`version_content_key\`);`)
  // Items and pages stored before now get their keys, their versions the same ones.
  for (const table of ['carousel_items', 'named_pages']) {
    const rows = await db.all<{ id: number }>(sql.raw(`SELECT id FROM ${table} WHERE content_key IS NULL`))
    for (const { id } of rows) {
      await db.run(sql`UPDATE ${sql.identifier(table)} SET content_key = ${generateContentKey()} WHERE id = ${id}`)
    }
    await db.run(
      sql.raw(
        `UPDATE _${table}_v SET version_content_key = (SELECT content_key FROM ${table} WHERE ${table}.id = _${table}_v.parent_id) WHERE version_content_key IS NULL`,
      ),
    )
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`named_pages_content_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`named_pages\` DROP COLUMN \`content_key\`;`)
  await db.run(sql`DROP INDEX \`_named_pages_v_version_version_content_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`_named_pages_v\` DROP COLUMN \`version_content_key\`;`)
  await db.run(sql`DROP INDEX \`carousel_items_content_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`carousel_items\` DROP COLUMN \`content_key\`;`)
  await db.run(sql`DROP INDEX \`_carousel_items_v_version_version_content_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`_carousel_items_v\` DROP COLUMN \`version_content_key\`;`)
}
