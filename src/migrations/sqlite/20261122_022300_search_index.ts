import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** Full-text index of published pages and items for the site search (SQLite FTS5). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS search_index USING fts5(
    record_id UNINDEXED,
    kind UNINDEXED,
    url UNINDEXED,
    title,
    summary,
    body,
    tokenize = 'porter unicode61'
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS search_index;`)
}
