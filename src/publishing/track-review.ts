import type { CollectionBeforeChangeHook, GlobalBeforeChangeHook, PayloadRequest } from 'payload'

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
  const approvalVoided = (previous?.reviewState ?? data.reviewState) === 'approved'
  return {
    ...data,
    ...(approvalVoided ? { reviewState: 'draft' } : {}),
    review: {
      ...review,
      contributors: contributors as (number | string)[],
      ...(approvalVoided ? { publishAt: null } : {}),
    },
  }
}

export const trackCollectionReview: CollectionBeforeChangeHook = ({ data, originalDoc, req }) =>
  track(data as ReviewData, originalDoc as ReviewData | undefined, req)

export const trackGlobalReview: GlobalBeforeChangeHook = ({ data, originalDoc, req }) =>
  track(data as ReviewData, originalDoc as ReviewData | undefined, req)
