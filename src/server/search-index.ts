import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/config/env'
import type { CarouselItem, NamedPage } from '@/payload-types'
import { escapeHtml } from '@/lib/escape-html'

/**
 * The site search's full-text index, in the database's own engine: SQLite FTS5 or
 * PostgreSQL tsvector (see the search_index migrations). It holds published content only.
 * Not marked server-only: the collections' hooks use it in scripts too.
 */

export type SearchEntry = {
  recordId: string
  kind: 'page' | 'item'
  url: string
  title: string
  summary: string
  body: string
}
export type SearchHit = { recordId: string; kind: string; url: string; titleHtml: string; excerptHtml: string }

const OPEN = '\u0001'
const CLOSE = '\u0002'

type SqliteDb = {
  run: (query: unknown) => Promise<unknown>
  all: (query: unknown) => Promise<Record<string, unknown>[]>
}
type PostgresDb = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }

function plain(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  try {
    return convertLexicalToPlaintext({ data: value as SerializedEditorState })
  } catch {
    return ''
  }
}

export function pageEntry(page: NamedPage): SearchEntry {
  return {
    recordId: page.recordId,
    kind: 'page',
    url: `/${page.path}`,
    title: page.title,
    summary: page.summary ?? '',
    body: plain(page.body),
  }
}

export function itemEntry(item: CarouselItem): SearchEntry {
  return {
    recordId: item.recordId,
    kind: 'item',
    url: `/detail/${item.recordId}`,
    title: item.title,
    summary: [item.meta, plain(item.caption)].filter(Boolean).join(' — '),
    body: plain(item.body),
  }
}

const isPostgres = () => env().databaseKind === 'postgres'

/** The connection to write with: the request's open transaction when there is one. */
async function connection(payload: Payload, req?: PayloadRequest): Promise<unknown> {
  const adapter = payload.db as unknown as { drizzle: unknown; sessions?: Record<string, { db: unknown }> }
  const transaction = req?.transactionID ? await req.transactionID : undefined
  return (transaction !== undefined && adapter.sessions?.[String(transaction)]?.db) || adapter.drizzle
}

export async function upsertSearchEntry(payload: Payload, entry: SearchEntry, req?: PayloadRequest): Promise<void> {
  const handle = await connection(payload, req)
  if (isPostgres()) {
    const db = handle as PostgresDb
    await db.execute(pgSql`
      INSERT INTO search_index (record_id, kind, url, title, summary, body)
      VALUES (${entry.recordId}, ${entry.kind}, ${entry.url}, ${entry.title}, ${entry.summary}, ${entry.body})
      ON CONFLICT (record_id) DO UPDATE SET kind = EXCLUDED.kind, url = EXCLUDED.url, title = EXCLUDED.title,
        summary = EXCLUDED.summary, body = EXCLUDED.body`)
    return
  }
  const db = handle as SqliteDb
  await db.run(sqliteSql`DELETE FROM search_index WHERE record_id = ${entry.recordId}`)
  await db.run(sqliteSql`INSERT INTO search_index (record_id, kind, url, title, summary, body)
    VALUES (${entry.recordId}, ${entry.kind}, ${entry.url}, ${entry.title}, ${entry.summary}, ${entry.body})`)
}

export async function removeSearchEntry(payload: Payload, recordId: string, req?: PayloadRequest): Promise<void> {
  const handle = await connection(payload, req)
  if (isPostgres()) await (handle as PostgresDb).execute(pgSql`DELETE FROM search_index WHERE record_id = ${recordId}`)
  else await (handle as SqliteDb).run(sqliteSql`DELETE FROM search_index WHERE record_id = ${recordId}`)
}

export async function countSearchEntries(payload: Payload): Promise<number> {
  const rows = isPostgres()
    ? (await (payload.db.drizzle as unknown as PostgresDb).execute(pgSql`SELECT count(*) AS total FROM search_index`))
        .rows
    : await (payload.db.drizzle as unknown as SqliteDb).all(sqliteSql`SELECT count(*) AS total FROM search_index`)
  return Number(rows[0]?.total ?? 0)
}

/** Rebuilds the index from the published content (after a migration or a restore). */
export async function rebuildSearchIndex(payload: Payload): Promise<number> {
  const read = { overrideAccess: false, draft: false, depth: 0, pagination: false as const, limit: 100_000 }
  const [pages, items] = await Promise.all([
    payload.find({ collection: 'named-pages', ...read }),
    payload.find({ collection: 'carousel-items', ...read, where: { type: { not_equals: 'Process' } } }),
  ])
  const entries = [...pages.docs.map(pageEntry), ...items.docs.map(itemEntry)]
  for (const entry of entries) await upsertSearchEntry(payload, entry)
  return entries.length
}

/** Escapes the engine's excerpt, keeping only its own highlight marks as <mark>. */
function markedHtml(text: string): string {
  return escapeHtml(text).replaceAll(OPEN, '<mark>').replaceAll(CLOSE, '</mark>')
}

/** The words of a visitor's query, as an FTS5 expression: every word, as a prefix. */
function ftsQuery(query: string): string {
  const words = query
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 12)
  return words.map((word) => `"${word}"*`).join(' ')
}

export async function searchIndex(payload: Payload, query: string, limit = 20): Promise<SearchHit[]> {
  const trimmed = query.trim().slice(0, 200)
  if (!trimmed) return []
  let rows: Record<string, unknown>[]
  if (isPostgres()) {
    const headline = `StartSel=${OPEN}, StopSel=${CLOSE}, MaxFragments=1, MaxWords=30, MinWords=12`
    rows = (
      await (payload.db.drizzle as unknown as PostgresDb).execute(pgSql`
        SELECT record_id, kind, url,
          ts_headline('english', title, q, ${`StartSel=${OPEN}, StopSel=${CLOSE}, HighlightAll=true`}) AS title_marked,
          ts_headline('english', summary || ' ' || body, q, ${headline}) AS excerpt_marked
        FROM search_index, websearch_to_tsquery('english', ${trimmed}) AS q
        WHERE document @@ q
        ORDER BY ts_rank(document, q) DESC
        LIMIT ${limit}`)
    ).rows
  } else {
    const match = ftsQuery(trimmed)
    if (!match) return []
    rows = await (payload.db.drizzle as unknown as SqliteDb).all(sqliteSql`
      SELECT record_id, kind, url,
        highlight(search_index, 3, ${OPEN}, ${CLOSE}) AS title_marked,
        snippet(search_index, -1, ${OPEN}, ${CLOSE}, '…', 24) AS excerpt_marked
      FROM search_index
      WHERE search_index MATCH ${match}
      ORDER BY bm25(search_index, 0, 0, 0, 10.0, 4.0, 1.0)
      LIMIT ${limit}`)
  }
  return rows.map((row) => ({
    recordId: String(row.record_id),
    kind: String(row.kind),
    url: String(row.url),
    titleHtml: markedHtml(String(row.title_marked ?? '')),
    excerptHtml: markedHtml(String(row.excerpt_marked ?? '')),
  }))
}
