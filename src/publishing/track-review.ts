import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  GlobalAfterChangeHook,
  GlobalBeforeChangeHook,
  PayloadRequest,
} from 'payload'

import { formatSiteTime } from '@/lib/site-time'

type Related = number | string | { id: number | string } | null | undefined
type ReviewData = {
  _status?: 'draft' | 'published' | null
  reviewState?: string | null
  review?: { contributors?: Related[] | null; publishAt?: string | null; [key: string]: unknown } | null
}

const idOf = (value: Related) => (value && typeof value === 'object' ? value.id : value)

/**
 * Keeps the review record in step with what people do outside the review actions
 * (ADR 0030): whoever saves a draft joins the change's contributors (the two-person
 * rule keeps them from approving it), and an approval no longer stands once the change
 * is edited again. Publishing directly (two-person rule off) starts a new change.
 */
function track(data: ReviewData, previous: ReviewData | undefined, req: PayloadRequest): ReviewData {
  if (req.context.reviewAction === true) return data
  // Published by the system (the seed, a scheduled job): live content reads as approved, not as a draft.
  if (!req.user) return data._status === 'published' ? { ...data, reviewState: 'approved' } : data
  const review = { ...(previous?.review ?? {}), ...(data.review ?? {}) }
  if (data._status === 'published') {
    return {
      ...data,
      reviewState: 'approved',
      review: {
        ...review,
        reviewedBy: req.user.id,
        reviewedAt: new Date().toISOString(),
        contributors: [],
        publishAt: null,
      },
    }
  }
  const contributors = [...new Set([...(review.contributors ?? []).map(idOf), req.user.id].filter((id) => id != null))]
  // A person's save never sets the review state itself: a restored old version brings its own ("Approved").
  const previousState = previous?.reviewState ?? 'draft'
  const approvalVoided = previousState === 'approved'
  if (approvalVoided && review.publishAt) req.context[WITHDRAWN] = review.publishAt
  return {
    ...data,
    reviewState: approvalVoided ? 'draft' : previousState,
    review: {
      ...review,
      contributors: contributors as (number | string)[],
      ...(approvalVoided ? { publishAt: null } : {}),
    },
  }
}

/** Set when an edit withdrew an approval for a later time: the time it was for. */
const WITHDRAWN = 'reviewApprovalWithdrawn'

/**
 * An edit after an approval for a later time withdraws it (the scheduled publish then
 * skips): the review thread says so, so nobody waits for a publish that will not come.
 */
async function noteWithdrawn(req: PayloadRequest, document: string) {
  const at = req.context[WITHDRAWN]
  if (typeof at !== 'string') return
  delete req.context[WITHDRAWN]
  await req.payload.create({
    collection: 'review-comments',
    data: {
      document,
      kind: 'withdrawn',
      comment: `It was approved to be published on ${formatSiteTime(at)}. Submit it for review again.`,
      authorName: 'The site',
    },
    overrideAccess: true,
    req,
  })
}

export const noteWithdrawnOnCollection: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  await noteWithdrawn(req, `${collection.slug}:${String(doc.id)}`)
  return doc
}

export const noteWithdrawnOnGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await noteWithdrawn(req, global.slug)
  return doc
}

export const trackCollectionReview: CollectionBeforeChangeHook = ({ data, originalDoc, req }) =>
  track(data as ReviewData, originalDoc as ReviewData | undefined, req)

export const trackGlobalReview: GlobalBeforeChangeHook = ({ data, originalDoc, req }) =>
  track(data as ReviewData, originalDoc as ReviewData | undefined, req)
