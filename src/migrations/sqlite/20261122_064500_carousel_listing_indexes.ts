import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Carousel listings stay fast with many items: the site/product filter is looked up per
 * item (parent, path, text), and items are walked in their listing order.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS carousel_items_texts_parent_path_text_idx ON carousel_items_texts (parent_id, path, text);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS carousel_items_publish_order_idx ON carousel_items (publish_date DESC, created_at DESC);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS carousel_items_texts_parent_path_text_idx;`)
  await db.run(sql`DROP INDEX IF EXISTS carousel_items_publish_order_idx;`)
}
