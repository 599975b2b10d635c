/**
 * Moves the documents that hold blocks (page layouts) from one block storage to the
 * other: rows in one table per block type, or one JSON column per layout (ADR 0011).
 * The documents and all their versions are read through a second adapter that still
 * uses the old storage, before the migration changes the schema; after the change they
 * are written back through Payload's own adapter, inside the migration's transaction,
 * so a failure leaves the database as it was.
 */
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type {
  BaseDatabaseAdapter,
  CollectionSlug,
  FlattenedField,
  GlobalSlug,
  JsonObject,
  Payload,
  PayloadRequest,
  TypeWithVersion,
} from 'payload'

import { env } from '@/config/env'
import { closeConnections } from '@/database'

type LayoutDocuments = {
  globals: { slug: GlobalSlug; doc: JsonObject | null; versions: TypeWithVersion<JsonObject>[] }[]
  collections: { slug: CollectionSlug; docs: JsonObject[]; versions: TypeWithVersion<JsonObject>[] }[]
}

const holdsBlocks = (fields: FlattenedField[]): boolean =>
  fields.some((field) => field.type === 'blocks' || ('flattenedFields' in field && holdsBlocks(field.flattenedFields)))

/** A second adapter on the same database, with blocks in the given storage. */
export async function openLayoutAdapter(payload: Payload, blocksAsJSON: boolean): Promise<BaseDatabaseAdapter> {
  const settings = env()
  const factory =
    settings.databaseKind === 'postgres'
      ? postgresAdapter({ pool: { connectionString: settings.databaseUri, max: 2 }, push: false, blocksAsJSON })
      : sqliteAdapter({ client: { url: settings.databaseUri }, busyTimeout: 5000, push: false, blocksAsJSON })
  const reader = factory.init({ payload })
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
      const doc = ((await reader.findGlobal({ slug: global.slug })) as JsonObject | undefined) ?? null
      const versions = global.versions
        ? (await reader.findGlobalVersions({ global: global.slug, limit: 0, pagination: false })).docs
        : []
      documents.globals.push({ slug: global.slug, doc: doc && doc.id !== undefined ? doc : null, versions })
    }
    for (const collection of payload.config.collections.filter((config) => holdsBlocks(config.flattenedFields))) {
      const { docs } = await reader.find({ collection: collection.slug, limit: 0, pagination: false })
      const versions = collection.versions
        ? (await reader.findVersions({ collection: collection.slug, limit: 0, pagination: false })).docs
        : []
      documents.collections.push({ slug: collection.slug, docs: docs as JsonObject[], versions })
    }
    return documents
  } finally {
    await closeConnections(reader)
  }
}

/** Writes the documents back through Payload's adapter (its storage is the new one). */
export async function writeLayoutDocuments(payload: Payload, req: PayloadRequest, documents: LayoutDocuments) {
  const db = payload.db
  for (const { slug, doc, versions } of documents.globals) {
    if (doc) await db.updateGlobal({ slug, data: doc, req, returning: false })
    for (const version of versions) {
      await db.updateGlobalVersion({ id: version.id, global: slug, versionData: version, req, returning: false })
    }
  }
  for (const { slug, docs, versions } of documents.collections) {
    for (const doc of docs) {
      await db.updateOne({ collection: slug, id: doc.id as number | string, data: doc, req, returning: false })
    }
    for (const version of versions) {
      await db.updateVersion({ id: version.id, collection: slug, versionData: version, req, returning: false })
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
