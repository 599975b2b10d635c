import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { generateContentKey } from '@/lib/record-id'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "named_pages" ADD COLUMN "content_key" varchar;
  ALTER TABLE "_named_pages_v" ADD COLUMN "version_content_key" varchar;
  ALTER TABLE "carousel_items" ADD COLUMN "content_key" varchar;
  ALTER TABLE "_carousel_items_v" ADD COLUMN "version_content_key" varchar;
  CREATE UNIQUE INDEX "named_pages_content_key_idx" ON "named_pages" USING btree ("content_key");
  CREATE INDEX "_named_pages_v_version_version_content_key_idx" ON "_named_pages_v" USING btree ("version_content_key");
  CREATE UNIQUE INDEX "carousel_items_content_key_idx" ON "carousel_items" USING btree ("content_key");
  CREATE INDEX "_carousel_items_v_version_version_content_key_idx" ON "_carousel_items_v" USING btree ("version_content_key");`)
  // Items and pages stored before now get their keys, their versions the same ones.
  for (const table of ['carousel_items', 'named_pages']) {
    const { rows } = await db.execute(sql.raw(`SELECT id FROM "${table}" WHERE content_key IS NULL`))
    for (const { id } of rows as { id: number }[]) {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET content_key = ${generateContentKey()} WHERE id = ${id}`)
    }
    await db.execute(
      sql.raw(
        `UPDATE "_${table}_v" v SET version_content_key = t.content_key FROM "${table}" t WHERE t.id = v.parent_id AND v.version_content_key IS NULL`,
      ),
    )
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "named_pages_content_key_idx";
  DROP INDEX "_named_pages_v_version_version_content_key_idx";
  DROP INDEX "carousel_items_content_key_idx";
  DROP INDEX "_carousel_items_v_version_version_content_key_idx";
  ALTER TABLE "named_pages" DROP COLUMN "content_key";
  ALTER TABLE "_named_pages_v" DROP COLUMN "version_content_key";
  ALTER TABLE "carousel_items" DROP COLUMN "content_key";
  ALTER TABLE "_carousel_items_v" DROP COLUMN "version_content_key";`)
}
