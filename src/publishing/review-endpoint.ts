import type { Endpoint } from 'payload'
import { z } from 'zod'

import { REVIEW_ACTIONS } from './rules'
import { performReview, reviewStatus } from './review/review-actions'
import { isReviewedCollection, isReviewedGlobal } from './review/targets'

const ONE_YEAR_MS = 366 * 24 * 3600 * 1000

const reviewRequest = z
  .object({
    collection: z
      .string()
      .refine(isReviewedCollection, { error: 'That collection does not go through review.' })
      .optional(),
    id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/)]).optional(),
    global: z.string().refine(isReviewedGlobal, { error: 'That global does not go through review.' }).optional(),
    action: z.enum(REVIEW_ACTIONS, {
      error: 'Choose a review action: submit, approve, requestChanges, comment or unpublish.',
    }),
    comment: z.string().max(4000, 'Keep the comment under 4,000 characters.').optional(),
    publishAt: z.iso.datetime({ offset: true, error: 'Give the publishing time as a date and time.' }).optional(),
    overrideReason: z.string().max(1000).optional(),
    /** For an approval: the revision the reviewer saw (GET /api/review gives it); another is refused. */
    revision: z.string().max(100).optional(),
  })
  .refine((body) => (body.global ? !body.collection : Boolean(body.collection && body.id)), {
    error: 'Name the document: a collection and an id, or a global.',
  })
  .refine(
    (body) => {
      if (!body.publishAt) return true
      const at = Date.parse(body.publishAt)
      return at > Date.now() && at < Date.now() + ONE_YEAR_MS
    },
    { error: 'The publishing time must be in the future, within a year.' },
  )

const statusRequest = z
  .object({
    collection: z.string().refine(isReviewedCollection).optional(),
    id: z
      .string()
      .regex(/^\d{1,12}$/)
      .optional(),
    global: z.string().refine(isReviewedGlobal).optional(),
  })
  .refine((query) => (query.global ? !query.collection : Boolean(query.collection && query.id)), {
    error: 'Name the document: a collection and an id, or a global.',
  })

/** GET /api/review?collection=&id= (or global=): the state and the steps the server accepts from this person. */
export const reviewStatusEndpoint: Endpoint = {
  path: '/review',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Sign in to review content.' }, { status: 401 })
    const query = Object.fromEntries(new URL(req.url ?? '', 'http://site').searchParams)
    const parsed = statusRequest.safeParse(query)
    if (!parsed.success) {
      return Response.json({ message: parsed.error.issues[0]?.message ?? 'Name the document.' }, { status: 400 })
    }
    const { collection, id, global } = parsed.data
    const status = await reviewStatus(
      req.payload,
      req.user,
      global ? { global } : { collection: collection!, id: Number(id) },
    )
    if (!status)
      return Response.json({ message: 'That document does not exist, or you cannot see it.' }, { status: 404 })
    return Response.json(status, { headers: { 'Cache-Control': 'private, no-store' } })
  },
}

/** POST /api/review: one review step on a document (ADR 0030). */
export const reviewEndpoint: Endpoint = {
  path: '/review',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Sign in to review content.' }, { status: 401 })
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      return Response.json({ message: 'Send the review step as JSON.' }, { status: 400 })
    }
    const parsed = reviewRequest.safeParse(body)
    if (!parsed.success) {
      return Response.json({ message: parsed.error.issues[0]?.message ?? 'Invalid review step.' }, { status: 400 })
    }
    const { collection, id, global, publishAt, ...rest } = parsed.data
    const outcome = await performReview(req.payload, req.user, {
      ...rest,
      target: global ? { global } : { collection: collection!, id: Number(id) },
      publishAt: publishAt ? new Date(publishAt) : undefined,
    })
    return Response.json(
      { message: outcome.message, reviewState: outcome.reviewState },
      { status: outcome.status, headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
