import type { Payload, TypedUser } from 'payload'

import type { Announcement, CarouselItem, HomePage, NamedPage } from '@/payload-types'

/** What goes through review: everything the public site shows from the CMS. */
export const REVIEWED_COLLECTIONS = ['named-pages', 'carousel-items', 'announcements'] as const
export const REVIEWED_GLOBALS = ['home-page'] as const

export type ReviewedCollection = (typeof REVIEWED_COLLECTIONS)[number]
export type ReviewedGlobal = (typeof REVIEWED_GLOBALS)[number]

export type ReviewTarget =
  | { collection: ReviewedCollection; id: number | string; global?: undefined }
  | { global: ReviewedGlobal; collection?: undefined }

export type Related = number | string | { id: number | string } | null | undefined

/** A document as the review needs it: its latest draft, as stored. */
export type ReviewedDocument = NamedPage | CarouselItem | Announcement | HomePage

export const idOf = (value: Related): number | string | undefined =>
  value && typeof value === 'object' ? value.id : (value ?? undefined)

/** "named-pages:12" or "home-page": how comments and jobs name a document. */
export const documentKey = (target: ReviewTarget) =>
  target.global ? target.global : `${target.collection}:${String(target.id)}`

const LABELS: Record<ReviewedCollection | ReviewedGlobal, string> = {
  'named-pages': 'Page',
  'carousel-items': 'News or event',
  announcements: 'Banner',
  'home-page': 'Home page',
}

export const kindLabel = (target: ReviewTarget) => LABELS[target.global ?? target.collection]

export const titleOf = (target: ReviewTarget, doc: ReviewedDocument) =>
  ('title' in doc ? doc.title?.trim() : undefined) ||
  (target.global ? 'Home page' : `Untitled ${kindLabel(target).toLowerCase()}`)

/** The document's page in the admin. */
export const adminPathOf = (target: ReviewTarget) =>
  target.global ? `/admin/globals/${target.global}` : `/admin/collections/${target.collection}/${String(target.id)}`

export function isReviewedCollection(slug: unknown): slug is ReviewedCollection {
  return REVIEWED_COLLECTIONS.includes(slug as ReviewedCollection)
}

export function isReviewedGlobal(slug: unknown): slug is ReviewedGlobal {
  return REVIEWED_GLOBALS.includes(slug as ReviewedGlobal)
}

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
    return { draft, published: live._status === 'published' }
  }
  const [draft, live] = await Promise.all([
    payload.findByID({ collection: target.collection, id: target.id, draft: true, depth: 0, ...access }),
    payload.findByID({ collection: target.collection, id: target.id, draft: false, depth: 0, overrideAccess: true }),
  ])
  return { draft, published: live._status === 'published' }
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
