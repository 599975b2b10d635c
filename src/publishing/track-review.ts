import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  GlobalAfterChangeHook,
  GlobalBeforeChangeHook,
  PayloadRequest,
} from 'payload'

import { formatSiteTime } from '@/lib/site-time'

import { changesContent } from './revision'
import { notify, reviewerAddresses } from './review/notify'
import { documentKey, titleOf, type ReviewedDocument, type ReviewTarget } from './review/targets'

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
  // Its publish starts a new change: nobody has worked on the next one yet.
  if (!req.user) {
    if (data._status !== 'published') return data
    const review = { ...(previous?.review ?? {}), ...(data.review ?? {}) }
    return { ...data, reviewState: 'approved', review: { ...review, contributors: [], publishAt: null } }
  }
  // The review record is the review's own: a person's save, or a restore of an old version
  // that carries the record of its day, never changes who submitted or worked on a change.
  const review = { ...(previous?.review ?? {}) }
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
  // An edit while the change is in review withdraws it (ADR 0043): the reviewer approves
  // exactly what was submitted, never an edit made after they opened it.
  const reviewWithdrawn =
    previousState === 'inReview' &&
    changesContent(data as Record<string, unknown>, previous as Record<string, unknown> | undefined)
  if (reviewWithdrawn) req.context[WITHDRAWN] = IN_REVIEW
  return {
    ...data,
    reviewState: approvalVoided || reviewWithdrawn ? 'draft' : previousState,
    review: {
      ...review,
      contributors: contributors as (number | string)[],
      ...(approvalVoided ? { publishAt: null } : {}),
    },
  }
}

/** Set when an edit withdrew an approval for a later time (the time it was for) or a review in progress. */
const WITHDRAWN = 'reviewApprovalWithdrawn'
const IN_REVIEW = 'in review'

/**
 * An edit after an approval for a later time withdraws it (the scheduled publish then
 * skips): the review thread says so, so nobody waits for a publish that will not come.
 */
async function noteWithdrawn(req: PayloadRequest, target: ReviewTarget, doc: ReviewedDocument) {
  const document = documentKey(target)
  const at = req.context[WITHDRAWN]
  if (typeof at !== 'string') return
  delete req.context[WITHDRAWN]
  const who = req.user ? String((req.user as { name?: string }).name || req.user.email) : 'Someone'
  await req.payload.create({
    collection: 'review-comments',
    data: {
      document,
      kind: 'withdrawn',
      comment:
        at === IN_REVIEW
          ? `${who} edited it while it was in review, so the review was withdrawn: nothing is approved that a reviewer has not seen. Submit it for review again when it is ready.`
          : `It was approved to be published on ${formatSiteTime(at)}. Submit it for review again.`,
      authorName: 'The site',
    },
    overrideAccess: true,
    req,
  })
  if (at === IN_REVIEW) {
    // Reviewers who opened it are told there is nothing to approve until it comes back.
    void reviewerAddresses(req.payload, req.user?.id).then((to) =>
      notify(req.payload, { to, target, title: titleOf(target, doc), notice: { kind: 'withdrawn', by: who } }),
    )
  }
}

export const noteWithdrawnOnCollection: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  await noteWithdrawn(req, { collection: collection.slug, id: doc.id }, doc)
  return doc
}

export const noteWithdrawnOnGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await noteWithdrawn(req, { global: global.slug }, doc)
  return doc
}

export const trackCollectionReview: CollectionBeforeChangeHook = ({ data, originalDoc, req }) =>
  track(data as ReviewData, originalDoc as ReviewData | undefined, req)

export const trackGlobalReview: GlobalBeforeChangeHook = ({ data, originalDoc, req }) =>
  track(data as ReviewData, originalDoc as ReviewData | undefined, req)

/**
 * A deleted document's review thread goes with it: SQLite gives a new document the id of
 * the last one deleted, and it would inherit the old thread.
 */
export const forgetReviewThread: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await req.payload.delete({
    collection: 'review-comments',
    where: { document: { equals: documentKey({ collection: collection.slug, id: doc.id }) } },
    overrideAccess: true,
    req,
  })
  return doc
}
