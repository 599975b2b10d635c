/**
 * Moves the documents that hold blocks (page layouts) from one block storage to the
 * other: rows in one table per block type, or one JSON column per layout (ADR 0011).
 * The documents and all their versions are read through a second adapter that still
 * uses the old storage, before the migration changes the schema; after the change they
 * are written back through Payload's own adapter, inside the migration's transaction,
 * so a failure leaves the database as it was.
 */
import { postgresAdapter, sql as postgresSql } from '@payloadcms/db-postgres'
import { sqliteAdapter, sql as sqliteSql } from '@payloadcms/db-sqlite'
import type {
  BaseDatabaseAdapter,
  CollectionSlug,
  FlattenedField,
  GlobalSlug,
  JsonObject,
  Payload,
  SelectIncludeType,
  TypeWithVersion,
} from 'payload'

import { env } from '@/config/env'
import { closeConnections } from '@/database-connections'

type LayoutDocuments = {
  globals: { slug: GlobalSlug; names: string[]; doc: JsonObject | null; versions: TypeWithVersion<JsonObject>[] }[]
  collections: { slug: CollectionSlug; names: string[]; docs: JsonObject[]; versions: TypeWithVersion<JsonObject>[] }[]
}

const holdsBlocks = (fields: FlattenedField[]): boolean =>
  fields.some((field) => field.type === 'blocks' || ('flattenedFields' in field && holdsBlocks(field.flattenedFields)))

const columnOf = (fieldName: string) => fieldName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()

type DrizzleQueries = {
  execute: (query: unknown) => Promise<{ rows: { tbl: string; name: string }[] }>
  all: (query: unknown) => Promise<{ tbl: string; name: string }[]>
}

/**
 * Only the layouts are read and written back: the config is today's, and this migration
 * runs against the schema of its own day, where later fields have no columns yet.
 */
function layoutSelects(fields: FlattenedField[]) {
  const names = fields.filter((field) => field.type === 'blocks').map((field) => field.name)
  const select = Object.fromEntries(names.map((name) => [name, true])) as SelectIncludeType
  return { names, select, versionSelect: { version: select } as SelectIncludeType }
}

type Schema = { tables: Set<string>; columns: Map<string, Set<string>> }

async function schemaOf(payload: Payload): Promise<Schema> {
  const drizzle = (payload.db as unknown as { drizzle: DrizzleQueries }).drizzle
  const rows =
    env().databaseKind === 'postgres'
      ? (
          await drizzle.execute(
            postgresSql`select table_name as tbl, column_name as name from information_schema.columns where table_schema = current_schema()`,
          )
        ).rows
      : await drizzle.all(
          sqliteSql`select m.name as tbl, p.name as name from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table'`,
        )
  const columns = new Map<string, Set<string>>()
  for (const { tbl, name } of rows) columns.set(tbl, (columns.get(tbl) ?? new Set()).add(name))
  return { tables: new Set(columns.keys()), columns }
}

type AnyField = Record<string, unknown> & { type: string; name?: string }
type Place = { table: string; prefix: string; schema: Schema; blocksAsJSON: boolean }

const SCALAR_TYPES = new Set([
  'text',
  'textarea',
  'number',
  'checkbox',
  'date',
  'email',
  'radio',
  'code',
  'json',
  'richText',
  'point',
  'select',
])

/** Whether a field of today's config has its storage in the schema as it is now. */
function stored(field: AnyField, { table, prefix, schema }: Place): boolean {
  const column = field.name ? `${prefix}${columnOf(field.name)}` : ''
  const has = (name: string) => schema.columns.get(table)?.has(name) ?? false
  const many = Boolean(field.hasMany) || Array.isArray(field.relationTo)
  if (field.type === 'array' || (field.type === 'select' && many)) return schema.tables.has(`${table}_${column}`)
  if (field.type === 'relationship' || field.type === 'upload')
    return many ? schema.tables.has(`${table}_rels`) : has(`${column}_id`)
  if (SCALAR_TYPES.has(field.type) || field.name === 'id') return has(column)
  return true
}

/** Today's fields, less those a later migration adds, at any depth; block types by their tables. */
function pruneFields(fields: AnyField[], place: Place): AnyField[] {
  return fields
    .filter((field) => stored(field, place))
    .map((field) => {
      const inner =
        field.name && (field.type === 'group' || field.type === 'tab')
          ? { ...place, prefix: `${place.prefix}${columnOf(field.name)}_` }
          : place
      const pruned: AnyField = { ...field }
      for (const key of ['fields', 'flattenedFields'] as const) {
        if (Array.isArray(field[key])) pruned[key] = pruneFields(field[key] as AnyField[], inner)
      }
      if (Array.isArray(field.tabs)) {
        pruned.tabs = (field.tabs as AnyField[]).map((tab) => pruneFields([{ ...tab, type: 'tab' }], place)[0])
      }
      if (field.type === 'blocks' && !place.blocksAsJSON && Array.isArray(field.blocks)) {
        pruned.blocks = (field.blocks as { slug: string }[]).filter((block) =>
          place.schema.tables.has(`${place.table}_blocks_${columnOf(block.slug)}`),
        )
      }
      return pruned
    })
}

/**
 * Blocks named by reference (ADR 0050) written out in each field again, at any depth: the
 * old storage kept them in tables named after the field that held them.
 */
function inlineBlocks(fields: AnyField[], blocks: Map<string, AnyField>): AnyField[] {
  return fields.map((field) => {
    const inlined: AnyField = { ...field }
    if (field.type === 'blocks' && Array.isArray(field.blockReferences) && field.blockReferences.length) {
      inlined.blocks = (field.blockReferences as unknown[]).map((block) =>
        typeof block === 'string' ? blocks.get(block) : block,
      )
      inlined.blockReferences = undefined
    }
    for (const key of ['fields', 'flattenedFields'] as const)
      if (Array.isArray(field[key])) inlined[key] = inlineBlocks(field[key] as AnyField[], blocks)
    if (Array.isArray(inlined.blocks))
      inlined.blocks = (inlined.blocks as AnyField[]).map((block) => inlineBlocks([block], blocks)[0])
    if (Array.isArray(field.tabs)) inlined.tabs = inlineBlocks(field.tabs as AnyField[], blocks)
    return inlined
  })
}

function pruneEntity<T extends { slug: string; fields: unknown[]; flattenedFields: unknown[] }>(
  entity: T,
  schema: Schema,
  blocksAsJSON: boolean,
  blocks: Map<string, AnyField>,
): T {
  const table = columnOf(entity.slug.replace(/-/g, '_'))
  if (!schema.tables.has(table)) return entity
  const place = { table, prefix: '', schema, blocksAsJSON }
  const written = (fields: unknown[]) =>
    blocksAsJSON ? (fields as AnyField[]) : inlineBlocks(fields as AnyField[], blocks)
  return {
    ...entity,
    fields: pruneFields(written(entity.fields), place),
    flattenedFields: pruneFields(written(entity.flattenedFields), place),
  }
}

/**
 * The CMS as this migration's day knew it: fields and block types added since (such as
 * review states, or a section with columns) have no storage yet, so the old-storage
 * adapter leaves them out.
 */
async function asOfThisSchema(payload: Payload, blocksAsJSON: boolean): Promise<Payload> {
  const schema = await schemaOf(payload)
  const blocks = new Map((payload.config.blocks ?? []).map((block) => [block.slug, block as unknown as AnyField]))
  const config = {
    ...payload.config,
    collections: payload.config.collections.map((collection) => pruneEntity(collection, schema, blocksAsJSON, blocks)),
    globals: payload.config.globals.map((global) => pruneEntity(global, schema, blocksAsJSON, blocks)),
  }
  const collections = Object.fromEntries(
    Object.entries(payload.collections).map(([slug, collection]) => [
      slug,
      { ...collection, config: config.collections.find((inner) => inner.slug === slug) ?? collection.config },
    ]),
  )
  const globals = { ...payload.globals, config: config.globals }
  return Object.create(payload, {
    config: { value: config },
    collections: { value: collections },
    globals: { value: globals },
  }) as Payload
}

/** A second adapter on the same database, with blocks in the given storage. */
export async function openLayoutAdapter(payload: Payload, blocksAsJSON: boolean): Promise<BaseDatabaseAdapter> {
  const settings = env()
  const factory =
    settings.databaseKind === 'postgres'
      ? postgresAdapter({ pool: { connectionString: settings.databaseUri, max: 2 }, push: false, blocksAsJSON })
      : sqliteAdapter({ client: { url: settings.databaseUri }, busyTimeout: 5000, push: false, blocksAsJSON })
  const reader = factory.init({ payload: await asOfThisSchema(payload, blocksAsJSON) })
  await reader.init?.()
  await reader.connect?.()
  return reader
}

/** Every document (and version) with a blocks field, as stored before the migration. */
export async function readLayoutDocuments(
  payload: Payload,
  { blocksAsJSON }: { blocksAsJSON: boolean },
): Promise<LayoutDocuments> {
  const reader = await openLayoutAdapter(payload, blocksAsJSON)
  try {
    const documents: LayoutDocuments = { globals: [], collections: [] }
    for (const global of payload.config.globals.filter((config) => holdsBlocks(config.flattenedFields))) {
      const { names, select, versionSelect } = layoutSelects(global.flattenedFields)
      const doc = ((await reader.findGlobal({ slug: global.slug, select })) as JsonObject | undefined) ?? null
      const versions = global.versions
        ? (await reader.findGlobalVersions({ global: global.slug, limit: 0, pagination: false, select: versionSelect }))
            .docs
        : []
      documents.globals.push({ slug: global.slug, names, doc: doc && doc.id !== undefined ? doc : null, versions })
    }
    for (const collection of payload.config.collections.filter((config) => holdsBlocks(config.flattenedFields))) {
      const { names, select, versionSelect } = layoutSelects(collection.flattenedFields)
      const { docs } = await reader.find({ collection: collection.slug, limit: 0, pagination: false, select })
      const versions = collection.versions
        ? (
            await reader.findVersions({
              collection: collection.slug,
              limit: 0,
              pagination: false,
              select: versionSelect,
            })
          ).docs
        : []
      documents.collections.push({ slug: collection.slug, names, docs: docs as JsonObject[], versions })
    }
    return documents
  } finally {
    await closeConnections(reader)
  }
}

type MigrationDatabase = { run?: (query: SQL) => Promise<unknown>; execute?: (query: SQL) => Promise<unknown> }
type SQL = ReturnType<typeof sqliteSql>

/** Sets the layout columns of one row, in the migration's own transaction. */
async function setLayouts(db: MigrationDatabase, table: string, id: unknown, values: Record<string, unknown>) {
  const postgres = env().databaseKind === 'postgres'
  const sql = (postgres ? postgresSql : sqliteSql) as typeof sqliteSql
  const assignments = Object.entries(values).map(([column, value]) => {
    const json = value === null || value === undefined ? null : JSON.stringify(value)
    return postgres ? sql`${sql.identifier(column)} = ${json}::jsonb` : sql`${sql.identifier(column)} = ${json}`
  })
  if (assignments.length === 0) return
  const query = sql`update ${sql.identifier(table)} set ${sql.join(assignments, sql`, `)} where ${sql.identifier('id')} = ${id}`
  await (postgres ? db.execute?.(query) : db.run?.(query))
}

/**
 * Writes the layouts back as JSON with plain SQL inside the migration's transaction:
 * Payload's adapter would read and write every column of today's config, and the
 * schema of this migration's day has none of the later ones.
 */
export async function writeLayoutDocuments(db: MigrationDatabase, documents: LayoutDocuments) {
  const columnsOf = (data: JsonObject | undefined, names: string[], prefix = '') =>
    Object.fromEntries(
      names.filter((name) => data && name in data).map((name) => [`${prefix}${columnOf(name)}`, data?.[name]]),
    )
  const entries = [
    ...documents.globals.map(({ slug, names, doc, versions }) => ({ slug, names, docs: doc ? [doc] : [], versions })),
    ...documents.collections,
  ]
  for (const { slug, names, docs, versions } of entries) {
    const table = columnOf(slug.replace(/-/g, '_'))
    for (const doc of docs) await setLayouts(db, table, doc.id, columnsOf(doc, names))
    for (const version of versions) {
      await setLayouts(db, `_${table}_v`, version.id, columnsOf(version.version, names, 'version_'))
    }
  }
}

/** Whether any document or version holds a layout in the JSON storage. */
export async function hasLayoutContent(payload: Payload): Promise<boolean> {
  const { globals, collections } = await readLayoutDocuments(payload, { blocksAsJSON: true })
  return (
    globals.some(({ doc, versions }) => doc !== null || versions.length > 0) ||
    collections.some(({ docs, versions }) => docs.length > 0 || versions.length > 0)
  )
}
