import type { Payload, TypedUser, Where } from 'payload'

import { isReviewer } from '@/lib/roles'

import { REVIEW_STATE_LABELS, type ReviewState } from '../rules'
import { formatSiteTime } from '@/lib/site-time'

import {
  adminPathOf,
  documentKey,
  idOf,
  kindLabel,
  reviewedCollections,
  reviewedGlobals,
  titleOf,
  type ReviewTarget,
  type ReviewedDocument,
} from './targets'
import { namesOf } from './people'
import { pendingScheduledPublishing } from './scheduled-publishing'
import { twoPersonRuleOn } from './two-person-rule'

export type ReviewListItem = {
  key: string
  title: string
  kind: string
  href: string
  state: string
  /** When it was submitted, or when it will be published (ISO, for ordering). */
  when?: string
  /** The same in the site's time zone, the zone named: "Nov 24, 2026, 3:05 PM Eastern time". */
  whenText?: string
  /** What happens then, where it differs from the list's word: "unpublishes". */
  whenLabel?: string
  /** Who it waits on or what they said: "Submitted by Alice Doe", or a reviewer's request. */
  detail?: string
}

export type ReviewOverview = {
  waitingForMe: ReviewListItem[]
  myDrafts: ReviewListItem[]
  scheduled: ReviewListItem[]
}

type Found = { target: ReviewTarget; doc: ReviewedDocument }

/** What the dashboard reads of a document: what names it and where its review stands. */
const LISTED_FIELDS = ['title', 'from', 'altText', 'filename', 'reviewState', 'review', 'updatedAt'] as const

/** Those of the listed fields the collection or global has: a select of only these keeps each read small. */
function listedFieldsOf(payload: Payload, slug: { collection?: string; global?: string }): Record<string, true> {
  const fields = slug.global
    ? (payload.config.globals.find((one) => one.slug === slug.global)?.flattenedFields ?? [])
    : (payload.collections[slug.collection as ReviewTarget['collection'] & string]?.config.flattenedFields ?? [])
  const names = new Set(fields.map((field) => field.name))
  return Object.fromEntries(LISTED_FIELDS.filter((name) => names.has(name)).map((name) => [name, true as const]))
}

/**
 * The latest drafts the dashboard may list, across everything that goes through review:
 * in review, worked on by this person, or approved for a time still to come. One read per
 * collection and global (each list is then a filter of these), not one per list.
 */
async function candidates(payload: Payload, user: TypedUser): Promise<Found[]> {
  const where: Where = {
    or: [
      { reviewState: { equals: 'inReview' } },
      {
        and: [
          { reviewState: { not_equals: 'approved' } },
          { or: [{ 'review.submittedBy': { equals: user.id } }, { 'review.contributors': { in: [user.id] } }] },
        ],
      },
      {
        and: [
          { reviewState: { equals: 'approved' } },
          { 'review.publishAt': { greater_than: new Date().toISOString() } },
        ],
      },
    ],
  }
  const collections = reviewedCollections().map(async (slug) => {
    const collection = slug as ReviewTarget['collection'] & string
    const { docs } = await payload.find({
      collection,
      draft: true,
      where,
      select: listedFieldsOf(payload, { collection }),
      depth: 0,
      // Room for the three lists; no count of the rest is needed.
      limit: 150,
      pagination: false,
      sort: '-updatedAt',
      overrideAccess: false,
      user,
    })
    return (docs as unknown as ReviewedDocument[]).map((doc): Found => ({ target: { collection, id: doc.id! }, doc }))
  })
  const globals = reviewedGlobals().map(async (slug): Promise<Found[]> => {
    const global = slug as ReviewTarget['global'] & string
    const doc = (await payload.findGlobal({
      slug: global,
      draft: true,
      depth: 0,
      select: listedFieldsOf(payload, { global }),
      overrideAccess: false,
      user,
    })) as unknown as ReviewedDocument
    return [{ target: { global }, doc }]
  })
  return (await Promise.all([...collections, ...globals])).flat()
}

const same = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b)
const workedOn = (doc: ReviewedDocument, user: TypedUser) =>
  same(idOf(doc.review?.submittedBy), user.id) || (doc.review?.contributors ?? []).some((c) => same(idOf(c), user.id))

function item({ target, doc }: Found, when?: string | null): ReviewListItem {
  return {
    key: adminPathOf(target),
    title: titleOf(target, doc),
    kind: kindLabel(target),
    href: adminPathOf(target),
    state: REVIEW_STATE_LABELS[(doc.reviewState ?? 'draft') as ReviewState],
    when: when ?? undefined,
    whenText: when ? formatSiteTime(when) : undefined,
  }
}

/** The latest draft of a document, if this person may read it (and it still exists). */
async function readable(payload: Payload, user: TypedUser, target: ReviewTarget): Promise<ReviewedDocument | null> {
  try {
    const doc = target.global
      ? await payload.findGlobal({
          slug: target.global,
          draft: true,
          depth: 0,
          select: listedFieldsOf(payload, target),
          overrideAccess: false,
          user,
        })
      : await payload.findByID({
          collection: target.collection,
          id: target.id,
          draft: true,
          depth: 0,
          select: listedFieldsOf(payload, target),
          overrideAccess: false,
          user,
        })
    return doc as unknown as ReviewedDocument
  } catch {
    return null
  }
}

/** Publishing and unpublishing set with Payload's own "Schedule publishing", still to come. */
async function scheduledByPayload(payload: Payload, user: TypedUser): Promise<ReviewListItem[]> {
  const items: ReviewListItem[] = []
  for (const job of await pendingScheduledPublishing(payload)) {
    const doc = await readable(payload, user, job.target)
    if (!doc) continue
    items.push({
      ...item({ target: job.target, doc }, job.at),
      key: `scheduled-job-${String(job.jobId)}`,
      whenLabel: job.type === 'unpublish' ? 'unpublishes' : 'publishes',
    })
  }
  return items
}

/**
 * The first screen of the admin: what waits for this person, what they are writing, and
 * what is scheduled (approvals for a time, and Payload's own scheduled publishing and
 * unpublishing).
 */
export async function reviewOverview(payload: Payload, user: TypedUser): Promise<ReviewOverview> {
  const rule = await twoPersonRuleOn(payload)
  const found = await candidates(payload, user)
  const now = Date.now()
  const inReview = found.filter(({ doc }) => doc.reviewState === 'inReview')
  const waitingForMe = isReviewer(user.role)
    ? inReview.filter(({ doc }) => !rule || !workedOn(doc, user)).map((one) => item(one, one.doc.review?.submittedAt))
    : []
  const mine = found.filter(({ doc }) => doc.reviewState !== 'approved' && workedOn(doc, user))
  const approved = found.filter(
    ({ doc }) =>
      doc.reviewState === 'approved' && Boolean(doc.review?.publishAt && Date.parse(doc.review.publishAt) > now),
  )
  const scheduled = [
    ...approved.map((found) => item(found, found.doc.review?.publishAt)),
    ...(await scheduledByPayload(payload, user)),
  ]
  const names = await namesOf(
    payload,
    waitingForMe.length
      ? inReview.map(({ doc }) => idOf(doc.review?.submittedBy)).filter((id) => id !== undefined)
      : [],
  )
  for (const entry of waitingForMe) {
    const found = inReview.find((one) => adminPathOf(one.target) === entry.key)
    const by = found && names.get(String(idOf(found.doc.review?.submittedBy)))
    if (by) entry.detail = `Submitted by ${by}`
  }
  const myDrafts = mine.map((found) => item(found, found.doc.updatedAt))
  // Sent back: the reviewer's words where the author looks first.
  for (const [index, found] of mine.entries()) {
    if (found.doc.reviewState !== 'changesRequested') continue
    const { docs } = await payload.find({
      collection: 'review-comments',
      where: { and: [{ document: { equals: documentKey(found.target) } }, { kind: { equals: 'changesRequested' } }] },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const request = docs[0]
    if (request) myDrafts[index]!.detail = `${request.authorName ?? 'A reviewer'} asked: “${request.comment ?? ''}”`
  }
  return {
    waitingForMe,
    myDrafts,
    // Soonest first.
    scheduled: scheduled.sort((a, b) => Date.parse(a.when ?? '') - Date.parse(b.when ?? '')),
  }
}
