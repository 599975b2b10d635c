/**
 * New images and videos go live with the first approved document that uses them, in the
 * same step, and not before (issue 44, ADR 0043). An upload is a draft until then, so the
 * public site and API never serve a file nobody approved; a page approved with a new
 * picture shows it at once.
 */
import {
  traverseFields,
  type Field,
  type Payload,
  type PayloadRequest,
  type SanitizedConfig,
  type Where,
} from 'payload'

import { collectionPublishing } from './descriptor'

export type NewUpload = {
  collection: string
  id: number | string
  /** As its latest draft names it (alternative text, title or file name). */
  name: string
  /** When its latest draft was saved. */
  updatedAt?: string
}

type Reference = { collection: string; id: number | string }

const isUploadCollection = (slug: unknown) => collectionPublishing(slug)?.changes === 'replacements'

const idOf = (value: unknown): number | string | undefined =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? idOf((value as { id: unknown }).id)
      : undefined

/** Upload nodes anywhere in a rich-text value (Lexical JSON). */
function richTextUploads(value: unknown, found: Reference[]) {
  if (Array.isArray(value)) return value.forEach((item) => richTextUploads(item, found))
  if (!value || typeof value !== 'object') return
  const node = value as Record<string, unknown>
  if (node.type === 'upload' && isUploadCollection(node.relationTo)) {
    const id = idOf(node.value)
    if (id !== undefined) found.push({ collection: node.relationTo as string, id })
  }
  for (const child of Object.values(node)) richTextUploads(child, found)
}

/** Every image and video a document's data refers to: upload fields in any block, row or array, and rich text. */
export function uploadsUsedBy(fields: Field[], data: unknown, config: SanitizedConfig): Reference[] {
  const found: Reference[] = []
  if (!data || typeof data !== 'object') return found
  traverseFields({
    config,
    fields,
    ref: data,
    callback: ({ field, ref }) => {
      if (!('name' in field) || !field.name || !ref || typeof ref !== 'object') return
      const value = (ref as Record<string, unknown>)[field.name]
      if (field.type === 'richText') return richTextUploads(value, found)
      if (field.type !== 'upload' && field.type !== 'relationship') return
      const polymorphic = Array.isArray(field.relationTo)
      for (const one of Array.isArray(value) ? value : [value]) {
        const collection = polymorphic ? (one as { relationTo?: unknown } | null)?.relationTo : field.relationTo
        const id = idOf(polymorphic ? (one as { value?: unknown } | null)?.value : one)
        if (isUploadCollection(collection) && id !== undefined) found.push({ collection: collection as string, id })
      }
    },
  })
  return found
}

/** Those of the references that are not on the site yet, as their latest drafts are. */
export async function newUploadsAmong(
  payload: Payload,
  references: Reference[],
  req?: PayloadRequest,
): Promise<NewUpload[]> {
  const byCollection = new Map<string, Set<number | string>>()
  for (const { collection, id } of references) {
    byCollection.set(collection, (byCollection.get(collection) ?? new Set()).add(id))
  }
  const found: NewUpload[] = []
  for (const [collection, ids] of byCollection) {
    const read = (draft: boolean, where: Where) =>
      payload.find({
        collection: collection as 'media',
        where,
        draft,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
    const offSite = await read(false, { and: [{ id: { in: [...ids] } }, { _status: { not_equals: 'published' } }] })
    if (offSite.docs.length === 0) continue
    const latest = await read(true, { id: { in: offSite.docs.map((doc) => doc.id) } })
    for (const doc of latest.docs as unknown as Record<string, unknown>[]) {
      const name = [doc.altText, doc.title, doc.filename].find((one) => typeof one === 'string' && one.trim())
      found.push({
        collection,
        id: doc.id as number | string,
        name: String(name ?? doc.id),
        updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : undefined,
      })
    }
  }
  return found
}

/** The new uploads whose latest draft was saved after a time (the submission a reviewer read). */
export function changedSince(uploads: NewUpload[], since: unknown): NewUpload[] {
  if (typeof since !== 'string') return []
  return uploads.filter((upload) => upload.updatedAt && new Date(upload.updatedAt) > new Date(since))
}

/** The new uploads a governed document's data refers to. */
export function newUploadsOf(
  payload: Payload,
  where: { collection?: string; global?: string },
  data: unknown,
  req?: PayloadRequest,
): Promise<NewUpload[]> {
  const fields = where.global
    ? payload.config.globals.find((one) => one.slug === where.global)?.fields
    : payload.collections[where.collection as 'media']?.config.fields
  return newUploadsAmong(payload, uploadsUsedBy(fields ?? [], data, payload.config), req)
}

/** “the image “Racks of servers” and the video file “Tour””, for messages. */
export function nameUploads(uploads: NewUpload[]): string {
  const names = uploads.map((one) => {
    const kind = (collectionPublishing(one.collection)?.kind ?? 'file').toLowerCase()
    return `the ${kind} “${one.name}”`
  })
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
}

/**
 * Publishes the new uploads a document that just went live refers to, in its transaction.
 * The nested writes share the request, so what they note in its context is put back.
 */
async function publishUploadsAlong(req: PayloadRequest, uploads: NewUpload[]): Promise<void> {
  if (uploads.length === 0) return
  const before = { ...req.context }
  try {
    for (const upload of uploads) {
      await req.payload.update({
        collection: upload.collection as 'media',
        id: upload.id,
        data: { _status: 'published' },
        draft: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
  } finally {
    for (const key of Object.keys(req.context)) delete req.context[key]
    Object.assign(req.context, before)
  }
}

type Changed = { doc: Record<string, unknown>; req: PayloadRequest }

/** afterChange of a reviewed collection: a document that went live takes its new uploads with it. */
export const publishNewUploadsOnCollection = async ({
  doc,
  req,
  collection,
}: Changed & { collection: { slug: string } }) => {
  if (doc._status === 'published') {
    await publishUploadsAlong(req, await newUploadsOf(req.payload, { collection: collection.slug }, doc, req))
  }
  return doc
}

/** afterChange of a reviewed global, the same. */
export const publishNewUploadsOnGlobal = async ({ doc, req, global }: Changed & { global: { slug: string } }) => {
  if (doc._status === 'published') {
    await publishUploadsAlong(req, await newUploadsOf(req.payload, { global: global.slug }, doc, req))
  }
  return doc
}
