/**
 * A stored file is never removed by an edit (issue 44). Payload deletes the file of an
 * upload's latest version when a new file replaces it, even when that file is the one the
 * live version shows (a draft of new alternative text, then a draft with a new file) or
 * one a version in the history refers to. Before such an update the files are linked
 * aside; once Payload has deleted them (before validation) they are put back. A file is
 * removed with its document, or by `npm run media:clean` once no revision refers to it.
 *
 * Local disk; keep-objects.ts does the same in an S3 bucket.
 */
import { randomUUID } from 'node:crypto'
import { link, mkdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionBeforeOperationHook, CollectionBeforeValidateHook, PayloadRequest } from 'payload'

import { touchedDocuments } from './touched'

type Stored = { filename?: string | null; sizes?: Record<string, { filename?: string | null } | null> | null }
type Kept = { staticDir: string; aside: string; names: string[] }

const KEPT = 'publishingKeptFiles'

/** The file names a stored upload refers to: its file and every stored size. */
export const namesOf = (doc: Stored | null | undefined): string[] =>
  [doc?.filename, ...Object.values(doc?.sizes ?? {}).map((size) => size?.filename)].filter(
    (name): name is string => typeof name === 'string' && name !== '' && name === path.basename(name),
  )

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

/** Before an update that uploads a file: the files of the versions it may replace are linked aside. */
export const keepStoredFiles: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'update' || !req.file || !collection.upload) return args
  const staticDir = collection.upload.staticDir
  if (!staticDir) return args
  const docs = await touchedDocuments(req, collection.slug, args as { id?: number | string; where?: unknown })
  const names = [...new Set(docs.flatMap((doc) => namesOf(doc as Stored)))]
  if (names.length === 0) return args
  const aside = path.join(staticDir, '.kept', randomUUID())
  await mkdir(aside, { recursive: true })
  const kept: string[] = []
  for (const name of names) {
    try {
      await link(path.join(staticDir, name), path.join(aside, name))
      kept.push(name)
    } catch {
      // Not on disk (already missing, or kept elsewhere): nothing to protect.
    }
  }
  req.context[KEPT] = { staticDir, aside, names: kept } satisfies Kept
  return args
}

/** Puts back whatever Payload deleted, then forgets the links set aside. */
export async function putBackKeptFiles(req: PayloadRequest): Promise<void> {
  const kept = req.context[KEPT] as Kept | undefined
  if (!kept) return
  delete req.context[KEPT]
  for (const name of kept.names) {
    const home = path.join(kept.staticDir, name)
    if (!(await exists(home))) await link(path.join(kept.aside, name), home)
  }
  await rm(kept.aside, { recursive: true, force: true })
}

/** Payload deletes the replaced files just before validation: put them back at once. */
export const putBackBeforeValidate: CollectionBeforeValidateHook = async ({ data, req }) => {
  await putBackKeptFiles(req)
  return data
}
