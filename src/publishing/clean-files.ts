/**
 * Removes stored files that no revision refers to any more (ADR 0043): a replacement
 * never deletes a file (keep-files.ts), so the files of abandoned drafts and of versions
 * pruned from the history stay until this runs (`npm run media:clean`). A file is kept
 * while the live document, any version (draft, in review, scheduled, in the history) or
 * an upload younger than the grace period (its row may not be written yet) refers to it.
 */
import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import type { CollectionSlug, Payload } from 'payload'

import { env } from '@/config/env'
import { s3 } from '@/server/s3-client'

import { namesOf } from './keep-files'
import { objectKeysOf } from './keep-objects'

type Stored = {
  filename?: string | null
  prefix?: string | null
  _objectKey?: string | null
  sizes?: Record<string, { filename?: string | null } | null> | null
}

export type CleanReport = {
  collection: string
  folder: string
  referenced: number
  kept: number
  removed: string[]
}

const PAGE = 500

/** Every file name (or, in S3, object key) the documents of an upload collection and all their versions refer to. */
async function referencedFiles(
  payload: Payload,
  collection: CollectionSlug,
  namesIn: (doc: Stored) => string[] = namesOf,
): Promise<Set<string>> {
  const names = new Set<string>()
  for (let page = 1; ; page += 1) {
    const found = await payload.find({ collection, depth: 0, limit: PAGE, page, overrideAccess: true })
    for (const doc of found.docs) namesIn(doc as Stored).forEach((name) => names.add(name))
    if (!found.hasNextPage) break
  }
  const config = payload.collections[collection]?.config
  if (config?.versions) {
    for (let page = 1; ; page += 1) {
      const found = await payload.findVersions({ collection, depth: 0, limit: PAGE, page, overrideAccess: true })
      for (const doc of found.docs) namesIn(doc.version as Stored).forEach((name) => names.add(name))
      if (!found.hasNextPage) break
    }
  }
  return names
}

/** The same in the S3 bucket: every object no document or version of any upload collection refers to. */
async function cleanBucket(payload: Payload, bucket: string, dryRun: boolean, graceMs: number, now: number) {
  const referenced = new Set<string>()
  for (const { config } of Object.values(payload.collections)) {
    if (!config.upload) continue
    for (const key of await referencedFiles(payload, config.slug as CollectionSlug, objectKeysOf)) referenced.add(key)
  }
  const removed: string[] = []
  let kept = 0
  let token: string | undefined
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
    for (const object of page.Contents ?? []) {
      const key = object.Key ?? ''
      // Copies set aside by an update in progress (keep-objects.ts) are that update's to remove.
      if (!key || key.startsWith('.kept/') || referenced.has(key)) {
        kept += 1
        continue
      }
      if (now - (object.LastModified?.getTime() ?? now) < graceMs) {
        kept += 1
        continue
      }
      if (!dryRun) await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
      removed.push(key)
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return { collection: 'all uploads', folder: `s3://${bucket}`, referenced: referenced.size, kept, removed }
}

/**
 * For each upload collection stored on local disk, or in the S3 bucket: the files no
 * document or version refers to, older than `graceMs`, removed (or only listed, with `dryRun`).
 */
export async function cleanStoredFiles(
  payload: Payload,
  { dryRun = false, graceMs = 24 * 3600 * 1000, now = Date.now() } = {},
): Promise<CleanReport[]> {
  const bucket = env().s3?.bucket
  if (bucket) return [await cleanBucket(payload, bucket, dryRun, graceMs, now)]
  const reports: CleanReport[] = []
  for (const { config } of Object.values(payload.collections)) {
    const upload = config.upload
    if (!upload || upload.disableLocalStorage || !upload.staticDir) continue
    const folder = path.resolve(upload.staticDir)
    const referenced = await referencedFiles(payload, config.slug as CollectionSlug)
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
    const removed: string[] = []
    let kept = 0
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.startsWith('.')) continue
      if (referenced.has(entry.name)) {
        kept += 1
        continue
      }
      const file = path.join(folder, entry.name)
      if (now - (await stat(file)).mtimeMs < graceMs) {
        kept += 1
        continue
      }
      if (!dryRun) await unlink(file)
      removed.push(entry.name)
    }
    reports.push({ collection: config.slug, folder, referenced: referenced.size, kept, removed })
  }
  return reports
}
