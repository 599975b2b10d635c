import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { recordAudit } from '@/hooks/record-audit'
import { liveContentChanged } from '@/runtime/live-content'
import { CACHE_TAGS } from '@/server/cache-tags'
import { isContentStaff, isReviewer } from '@/lib/roles'

import { sendReviewDigests } from './digest'
import { CONTENT_OWNERS, isOwned, ownershipOf, ownershipRecords, reviewMonths, type OwnedCollection } from './schedule'

const json = (status: number, message: string) => Response.json({ message }, { status })

const change = z.strictObject({
  owner: z.number().int().positive().nullable().optional(),
  ownerGroup: z.string().trim().max(120).optional(),
  reviewBy: z.iso.datetime({ offset: true }).nullable().optional(),
  markReviewed: z.literal(true).optional(),
})

async function documentOf(req: PayloadRequest, collection: OwnedCollection, id: string) {
  if (!/^\d{1,12}$/.test(id)) return undefined
  const found = await req.payload.find({
    collection,
    where: { id: { equals: Number(id) } },
    depth: 0,
    limit: 1,
    draft: true,
    overrideAccess: true,
    req,
    select: { title: true, updatedAt: true, ...(collection === 'named-pages' ? { path: true } : {}) } as never,
  })
  return found.docs[0] as { id: number; title?: string; updatedAt: string; path?: string } | undefined
}

async function current(req: PayloadRequest, collection: OwnedCollection, id: string) {
  const doc = await documentOf(req, collection, id)
  if (!doc) return undefined
  const records = await ownershipRecords(
    req.payload,
    { and: [{ sourceCollection: { equals: collection } }, { sourceId: { equals: String(doc.id) } }] },
    req,
  )
  const record = records.get(`${collection}:${doc.id}`)
  return { doc, record, ownership: ownershipOf(collection, doc, record, await reviewMonths(req.payload, req)) }
}

function target(req: PayloadRequest) {
  const collection = String(req.routeParams?.collection ?? '')
  const id = String(req.routeParams?.id ?? '')
  return isOwned(collection) ? { collection, id } : undefined
}

/** GET /api/ownership/:collection/:id: the document's owner, team and review dates. */
export const ownershipReadEndpoint: Endpoint = {
  path: '/ownership/:collection/:id',
  method: 'get',
  handler: async (req) => {
    if (!isContentStaff(req.user?.role)) return json(403, 'Sign in as a member of the web team to see owners.')
    const at = target(req)
    if (!at) return json(404, 'Only pages, news items and banners have owners.')
    const found = await current(req, at.collection, at.id)
    if (!found) return json(404, 'There is no such document.')
    return Response.json(found.ownership)
  },
}

/**
 * POST /api/ownership/:collection/:id: editors and administrators name the owner and the
 * review date; they, and the owner, mark it reviewed. Nothing visitors see changes, so it
 * needs no approval; the change history records each step.
 */
export const ownershipChangeEndpoint: Endpoint = {
  path: '/ownership/:collection/:id',
  method: 'post',
  handler: async (req) => {
    const role = req.user?.role
    if (!isContentStaff(role)) return json(403, 'Sign in as a member of the web team to change owners.')
    const at = target(req)
    if (!at) return json(404, 'Only pages, news items and banners have owners.')
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      return json(400, 'Send the change as JSON.')
    }
    const parsed = change.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = issue?.path.join('.') || (issue && 'keys' in issue ? String(issue.keys) : '')
      return json(400, `This change cannot be made: ${field ? `“${field}” ` : ''}${issue?.message ?? 'is not valid'}.`)
    }
    const wanted = parsed.data
    const setsOwnership = wanted.owner !== undefined || wanted.ownerGroup !== undefined || wanted.reviewBy !== undefined
    if (!setsOwnership && !wanted.markReviewed)
      return json(400, 'Say what to change: an owner, a team, a date, or a review.')
    const found = await current(req, at.collection, at.id)
    if (!found) return json(404, 'There is no such document.')
    const ownsIt = found.ownership.ownerId !== null && found.ownership.ownerId === req.user?.id
    if (setsOwnership && !isReviewer(role))
      return json(403, 'Only editors and administrators choose owners and review dates.')
    if (wanted.markReviewed && !isReviewer(role) && !ownsIt)
      return json(403, 'Only its owner, an editor or an administrator can mark this as reviewed.')
    if (wanted.owner) {
      const person = await req.payload.find({
        collection: 'users',
        where: { id: { equals: wanted.owner } },
        depth: 0,
        limit: 1,
        overrideAccess: true,
        req,
        select: { role: true },
      })
      if (!isContentStaff(person.docs[0]?.role)) return json(400, 'The owner must be a member of the web team.')
    }

    const now = new Date().toISOString()
    const data = {
      ...(wanted.owner !== undefined ? { owner: wanted.owner } : {}),
      ...(wanted.ownerGroup !== undefined ? { ownerGroup: wanted.ownerGroup } : {}),
      ...(wanted.reviewBy !== undefined ? { reviewBy: wanted.reviewBy } : {}),
      // A review restarts the clock: the next date follows from today unless one is given.
      ...(wanted.markReviewed
        ? {
            lastReviewedAt: now,
            lastReviewedBy: req.user!.id,
            ...(wanted.reviewBy === undefined ? { reviewBy: null } : {}),
          }
        : {}),
    }
    const key = { sourceCollection: at.collection, sourceId: String(found.doc.id) }
    const write = async () => {
      const records = await ownershipRecords(
        req.payload,
        { and: [{ sourceCollection: { equals: key.sourceCollection } }, { sourceId: { equals: key.sourceId } }] },
        req,
      )
      const record = records.get(`${key.sourceCollection}:${key.sourceId}`)
      if (record)
        await req.payload.update({ collection: CONTENT_OWNERS, id: record.id, data, overrideAccess: true, req })
      else
        await req.payload.create({ collection: CONTENT_OWNERS, data: { ...key, ...data }, overrideAccess: true, req })
    }
    try {
      await write()
    } catch {
      // Two changes at once: the other created the entry first (one per document); update it.
      await write()
    }
    const label = found.ownership.title
    // A page may show "Last reviewed": its cached copy goes with the review.
    if (wanted.markReviewed && at.collection === 'named-pages') void liveContentChanged([CACHE_TAGS.namedPages])
    if (wanted.markReviewed)
      await recordAudit(req, { action: 'marked as reviewed', target: at.collection, documentId: key.sourceId, label })
    if (wanted.owner !== undefined || wanted.ownerGroup !== undefined)
      await recordAudit(req, { action: 'owner changed', target: at.collection, documentId: key.sourceId, label })
    if (wanted.reviewBy !== undefined)
      await recordAudit(req, { action: 'review date changed', target: at.collection, documentId: key.sourceId, label })
    const after = await current(req, at.collection, at.id)
    return Response.json({
      message: wanted.markReviewed ? 'Marked as reviewed.' : 'Saved.',
      ownership: after!.ownership,
    })
  },
}

/** POST /api/ownership/send-digest: this week's review reminders now (administrators; also tests the e-mail settings). */
export const sendDigestEndpoint: Endpoint = {
  path: '/ownership/send-digest',
  method: 'post',
  handler: async (req) => {
    if (req.user?.role !== 'admin') return json(403, 'Only administrators send the review reminders by hand.')
    const sent = await sendReviewDigests(req.payload)
    return Response.json({ message: `${sent} ${sent === 1 ? 'reminder' : 'reminders'} sent.`, sent })
  },
}
