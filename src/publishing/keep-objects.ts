/**
 * keep-files.ts for S3 (ADR 0043): Payload's storage plugin deletes the objects of an
 * upload's latest version when a new file replaces it, even when the live version or a
 * version in the history still uses them. Before such an update those objects are copied
 * aside in the bucket; after the storage plugin's own afterChange (this plugin runs after
 * it) any that were deleted are copied back and the copies removed.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'

import { CopyObjectCommand, DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import type { CollectionAfterChangeHook, CollectionBeforeOperationHook, Config, Plugin } from 'payload'

import { env } from '@/config/env'
import { s3 } from '@/server/s3-client'

import { publishingOf } from './descriptor'

import { touchedDocuments } from './touched'

type Stored = {
  filename?: string | null
  prefix?: string | null
  _objectKey?: string | null
  sizes?: Record<string, { filename?: string | null } | null> | null
}
type Kept = { bucket: string; aside: string; keys: string[] }

const KEPT = 'publishingKeptObjects'
const ASIDE = '.kept'

/** Where the storage plugin keeps a document's objects: its prefix and object key, then each file name. */
export function objectKeysOf(doc: Stored | null | undefined): string[] {
  const folder = [doc?.prefix, doc?._objectKey].filter((part): part is string => Boolean(part)).join('/')
  return [doc?.filename, ...Object.values(doc?.sizes ?? {}).map((size) => size?.filename)]
    .filter((name): name is string => typeof name === 'string' && name !== '')
    .map((name) => path.posix.join(folder, name))
}

const exists = (bucket: string, key: string) =>
  s3()
    .send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
    .then(
      () => true,
      () => false,
    )

const copy = (bucket: string, from: string, to: string) =>
  s3().send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: to,
      CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
    }),
  )

const setAside: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const bucket = env().s3?.bucket
  if (operation !== 'update' || !req.file || !bucket) return args
  const docs = await touchedDocuments(req, collection.slug, args as { id?: number | string; where?: unknown })
  const aside = `${ASIDE}/${randomUUID()}`
  const keys: string[] = []
  for (const key of new Set(docs.flatMap((doc) => objectKeysOf(doc as Stored)))) {
    if (!(await exists(bucket, key))) continue
    await copy(bucket, key, `${aside}/${key}`)
    keys.push(key)
  }
  if (keys.length) req.context[KEPT] = { bucket, aside, keys } satisfies Kept
  return args
}

const putBack: CollectionAfterChangeHook = async ({ doc, req }) => {
  const kept = req.context[KEPT] as Kept | undefined
  // The storage plugin's own nested save of the upload's details comes before its deletion.
  if (!kept || req.context.skipCloudStorage) return doc
  delete req.context[KEPT]
  for (const key of kept.keys) {
    const copyKey = `${kept.aside}/${key}`
    if (!(await exists(kept.bucket, key))) await copy(kept.bucket, copyKey, key)
    await s3().send(new DeleteObjectCommand({ Bucket: kept.bucket, Key: copyKey }))
  }
  return doc
}

/**
 * Registered after the S3 storage plugin in payload.config.ts, so its afterChange runs
 * after the plugin's deletion. Does nothing without S3 settings.
 */
export function keepStoredObjects(): Plugin {
  return (config: Config): Config => {
    if (!env().s3) return config
    return {
      ...config,
      collections: (config.collections ?? []).map((collection) =>
        collection.upload && publishingOf(collection)?.changes === 'replacements'
          ? {
              ...collection,
              hooks: {
                ...collection.hooks,
                beforeOperation: [...(collection.hooks?.beforeOperation ?? []), setAside],
                afterChange: [...(collection.hooks?.afterChange ?? []), putBack],
              },
            }
          : collection,
      ),
    }
  }
}
