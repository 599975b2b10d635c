import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Full-text index of published pages and items for the site search (PostgreSQL tsvector). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS search_index (
      record_id varchar PRIMARY KEY,
      kind varchar NOT NULL,
      url varchar NOT NULL,
      title text NOT NULL,
      summary text NOT NULL DEFAULT '',
      body text NOT NULL DEFAULT '',
      document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(summary, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(body, '')), 'C')
      ) STORED
    );
    CREATE INDEX IF NOT EXISTS search_index_document_idx ON search_index USING GIN (document);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS search_index;`)
}
