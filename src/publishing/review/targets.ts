import type { CollectionSlug, GlobalSlug, Payload, TypedUser } from 'payload'

import type { ReviewRecord } from '@/payload-types'

import { collectionPublishing, globalPublishing, kindOf, reviewedCollections, reviewedGlobals } from '../descriptor'

/** What goes through review: every collection and global that declares it (descriptor.ts). */
export type ReviewedCollection = CollectionSlug
export type ReviewedGlobal = GlobalSlug

export type ReviewTarget =
  | { collection: ReviewedCollection; id: number | string; global?: undefined }
  | { global: ReviewedGlobal; collection?: undefined }

export type Related = number | string | { id: number | string } | null | undefined

/** A document as the review needs it: its latest draft, as stored. */
export type ReviewedDocument = {
  id?: number | string
  title?: string | null
  from?: string | null
  altText?: string | null
  filename?: string | null
  reviewState?: string | null
  review?: ReviewRecord | null
  updatedAt?: string | null
  _status?: 'draft' | 'published' | null
  [field: string]: unknown
}

export const idOf = (value: Related): number | string | undefined =>
  value && typeof value === 'object' ? value.id : (value ?? undefined)

/** "named-pages:12" or "home-page": how comments and jobs name a document. */
export const documentKey = (target: ReviewTarget) =>
  target.global ? target.global : `${target.collection}:${String(target.id)}`

export const kindLabel = (target: ReviewTarget) => kindOf(target.global ?? target.collection)

/** What a document is called in lists and messages: its title, old address, alternative text or file name. */
export const titleOf = (target: ReviewTarget, doc: ReviewedDocument) =>
  [doc.title, doc.from, doc.altText, doc.filename].find((one) => typeof one === 'string' && one.trim())?.trim() ||
  (target.global ? kindLabel(target) : `Untitled ${kindLabel(target).toLowerCase()}`)

/** The document's page in the admin. */
export const adminPathOf = (target: ReviewTarget) =>
  target.global ? `/admin/globals/${target.global}` : `/admin/collections/${target.collection}/${String(target.id)}`

export function isReviewedCollection(slug: unknown): slug is ReviewedCollection {
  const publishing = collectionPublishing(slug)
  return Boolean(publishing && publishing.changes !== 'administrators')
}

export function isReviewedGlobal(slug: unknown): slug is ReviewedGlobal {
  const publishing = globalPublishing(slug)
  return Boolean(publishing && publishing.changes !== 'administrators')
}

export { reviewedCollections, reviewedGlobals }

/** The latest draft and whether a version is live, read with the person's own access. */
export async function readForReview(
  payload: Payload,
  target: ReviewTarget,
  user: TypedUser | null,
): Promise<{ draft: ReviewedDocument; published: boolean }> {
  const access = user ? { overrideAccess: false as const, user } : { overrideAccess: true as const }
  if (target.global) {
    const [draft, live] = await Promise.all([
      payload.findGlobal({ slug: target.global, draft: true, depth: 0, ...access }),
      payload.findGlobal({ slug: target.global, draft: false, depth: 0, overrideAccess: true }),
    ])
    return {
      draft: draft as unknown as ReviewedDocument,
      published: (live as unknown as ReviewedDocument)._status === 'published',
    }
  }
  const [draft, live] = await Promise.all([
    payload.findByID({ collection: target.collection, id: target.id, draft: true, depth: 0, ...access }),
    payload.findByID({ collection: target.collection, id: target.id, draft: false, depth: 0, overrideAccess: true }),
  ])
  return {
    draft: draft as unknown as ReviewedDocument,
    published: (live as unknown as ReviewedDocument)._status === 'published',
  }
}

/** Saves review data (and, when publishing, the whole change) with the review's own rights. */
export async function writeForReview(
  payload: Payload,
  target: ReviewTarget,
  {
    data,
    draft,
    user,
    approval = false,
  }: { data: Record<string, unknown>; draft: boolean; user: TypedUser | null; approval?: boolean },
) {
  const context = { reviewAction: true, reviewApproval: approval, skipAudit: draft }
  const access = user ? { overrideAccess: false as const, user } : { overrideAccess: true as const }
  if (target.global) {
    return payload.updateGlobal({ slug: target.global, data: data as never, draft, depth: 0, context, ...access })
  }
  return payload.update({
    collection: target.collection,
    id: target.id,
    data: data as never,
    draft,
    depth: 0,
    context,
    ...access,
  })
}
