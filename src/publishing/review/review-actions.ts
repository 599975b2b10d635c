import { createLocalReq, type Payload, type TypedUser } from 'payload'

import { recordAudit } from '@/hooks/record-audit'
import { formatSiteTime } from '@/lib/site-time'
import { isContentStaff, isReviewer } from '@/lib/roles'

import { contentOf } from '../revision'
import { availableActions, checkApproval, mayOverride, type ReviewAction, type ReviewState } from '../rules'
import { logger } from '@/runtime/logger.ts'

import { addressOf, notify, reviewerAddresses } from './notify'
import {
  documentKey,
  idOf,
  readForReview,
  titleOf,
  writeForReview,
  type ReviewTarget,
  type ReviewedDocument,
} from './targets'
import { changedSince, nameUploads, newUploadsOf } from '../new-uploads'
import { oneAtATime } from './one-at-a-time'
import { twoPersonRuleOn } from './two-person-rule'

export type ReviewRequest = {
  target: ReviewTarget
  action: ReviewAction
  comment?: string
  /** For an approval: publish at this time instead of now. */
  publishAt?: Date
  /** For an administrator approving without a second reviewer. */
  overrideReason?: string
  /** For an approval: the revision the reviewer saw; an approval of another is refused. */
  revision?: string
}

export type ReviewOutcome = { status: number; message: string; reviewState?: string }

/** Fields the CMS keeps itself; a publish sends the rest of the draft. */
const SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'globalType'])

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const nameOf = (user: TypedUser) => (user.name as string | undefined)?.trim() || user.email

async function addComment(
  payload: Payload,
  target: ReviewTarget,
  user: TypedUser | null,
  kind: 'submitted' | 'changesRequested' | 'approved' | 'override' | 'scheduled' | 'unpublished' | 'comment',
  comment?: string,
) {
  await payload.create({
    collection: 'review-comments',
    data: {
      document: documentKey(target),
      kind,
      comment: comment?.trim() || undefined,
      author: user?.id as number | undefined,
      authorName: user ? nameOf(user) : 'The site (scheduled publishing)',
    },
    overrideAccess: true,
  })
}

async function audit(
  payload: Payload,
  user: TypedUser,
  target: ReviewTarget,
  action: Parameters<typeof recordAudit>[1]['action'],
  label: string,
) {
  const req = await createLocalReq({ user }, payload)
  await recordAudit(req, {
    action,
    target: target.global ?? target.collection,
    documentId: target.global ? undefined : String(target.id),
    label,
  })
}

/** The whole draft, ready to become the published version. */
function publishedData(draft: ReviewedDocument, review: Record<string, unknown>) {
  const data = Object.fromEntries(Object.entries(draft).filter(([key]) => !SYSTEM_FIELDS.has(key)))
  return { ...data, _status: 'published', reviewState: 'approved', review }
}

/**
 * One step of review (ADR 0030): submit, request changes, approve (now or at a time),
 * unpublish or comment. The person's own rights decide; every step is in the change
 * history and the document's comment thread, and the people concerned get an e-mail.
 */
export function performReview(payload: Payload, user: TypedUser, request: ReviewRequest): Promise<ReviewOutcome> {
  return oneAtATime(payload, documentKey(request.target), () => reviewStep(payload, user, request))
}

async function reviewStep(payload: Payload, user: TypedUser, request: ReviewRequest): Promise<ReviewOutcome> {
  if (!isContentStaff(user.role)) return { status: 403, message: 'Only content staff take part in reviews.' }
  const { target, action } = request
  const comment = request.comment?.trim()
  let current: { draft: ReviewedDocument; published: boolean }
  try {
    current = await readForReview(payload, target, user)
  } catch {
    return { status: 404, message: 'That document does not exist, or you cannot see it.' }
  }
  const { draft, published } = current
  const state = (draft.reviewState ?? 'draft') as ReviewState
  const title = titleOf(target, draft)
  const facts = { ...(await approvalFacts(payload, draft)), state, published }
  // An approval is judged in full (with an administrator's reason) by approve() below.
  if (action !== 'approve' && !availableActions({ id: user.id, role: user.role }, facts).includes(action)) {
    if (!isReviewer(user.role) && action !== 'submit') {
      return { status: 403, message: 'Only editors and administrators review changes.' }
    }
    return {
      status: 409,
      message:
        action === 'submit'
          ? 'This change is already in review.'
          : action === 'requestChanges'
            ? 'Only a change that is in review can be sent back.'
            : 'This document is not published.',
    }
  }
  const review = { ...(draft.review ?? {}) }
  const now = new Date().toISOString()

  switch (action) {
    case 'comment': {
      if (!comment) return { status: 400, message: 'Write a comment first.' }
      await addComment(payload, target, user, 'comment', comment)
      return { status: 200, message: 'Comment added.', reviewState: state }
    }
    case 'submit': {
      if (published && (await sameAsPublished(payload, target, draft))) {
        return {
          status: 409,
          message: 'Nothing has changed since it was published. Edit it first, then submit the change.',
        }
      }
      await writeForReview(payload, target, {
        data: { reviewState: 'inReview', review: { ...review, submittedBy: user.id, submittedAt: now } },
        draft: true,
        user,
      })
      await addComment(payload, target, user, 'submitted', comment)
      await audit(payload, user, target, 'submitted for review', title)
      void reviewerAddresses(payload, user.id).then((to) =>
        notify(payload, { to, target, title, notice: { kind: 'submitted', by: nameOf(user), comment } }),
      )
      return { status: 200, message: 'Submitted for review. Editors have been told.', reviewState: 'inReview' }
    }
    case 'requestChanges': {
      if (!comment) return { status: 400, message: 'Say what should change: the author reads your comment.' }
      await writeForReview(payload, target, {
        data: { reviewState: 'changesRequested', review: { ...review, reviewedBy: user.id, reviewedAt: now } },
        draft: true,
        user,
      })
      await addComment(payload, target, user, 'changesRequested', comment)
      await audit(payload, user, target, 'changes requested', title)
      void addressOf(payload, idOf(review.submittedBy)).then((to) =>
        notify(payload, { to, target, title, notice: { kind: 'changesRequested', by: nameOf(user), comment } }),
      )
      return { status: 200, message: 'Sent back to the author with your comment.', reviewState: 'changesRequested' }
    }
    case 'unpublish': {
      await writeForReview(payload, target, { data: { _status: 'draft' }, draft: false, user, approval: true })
      await addComment(payload, target, user, 'unpublished', comment)
      return { status: 200, message: 'Unpublished: the site no longer shows it.', reviewState: state }
    }
    case 'approve':
      return approve(payload, user, request, { draft, title, state, review, now })
  }
}

/** Whether the latest draft is the published version unchanged (submitting it would waste a reviewer's time). */
async function sameAsPublished(payload: Payload, target: ReviewTarget, draft: ReviewedDocument): Promise<boolean> {
  const live = target.global
    ? await payload.findGlobal({ slug: target.global, draft: false, depth: 0, overrideAccess: true })
    : await payload.findByID({
        collection: target.collection,
        id: target.id,
        draft: false,
        depth: 0,
        overrideAccess: true,
      })
  return contentOf(live as unknown as Record<string, unknown>) === contentOf(draft)
}

/** Who submitted and worked on a change, and whether the two-person rule applies, for the approval rules. */
async function approvalFacts(payload: Payload, draft: ReviewedDocument) {
  const review = draft.review ?? {}
  return {
    submittedBy: idOf(review.submittedBy as never),
    contributors: ((review.contributors as never[]) ?? []).map((value) => idOf(value)).filter((id) => id !== undefined),
    twoPersonRule: await twoPersonRuleOn(payload),
  }
}

/** What the review panel shows a person: the state and the steps the server would accept from them. */
export async function reviewStatus(
  payload: Payload,
  user: TypedUser,
  target: ReviewTarget,
): Promise<{
  state: ReviewState
  actions: ReviewAction[]
  override: boolean
  published: boolean
  revision?: string
  newUploads?: string
} | null> {
  let current: { draft: ReviewedDocument; published: boolean }
  try {
    current = await readForReview(payload, target, user)
  } catch {
    return null
  }
  const state = (current.draft.reviewState ?? 'draft') as ReviewState
  // Independent reads: asked together, the panel opens in the time of the slowest.
  const [approval, revision, uploads] = await Promise.all([
    approvalFacts(payload, current.draft),
    latestRevision(payload, target),
    newUploadsOf(payload, target, current.draft),
  ])
  const facts = { ...approval, state, published: current.published }
  const person = { id: user.id, role: user.role }
  return {
    state,
    actions: availableActions(person, facts),
    override: mayOverride(person, facts),
    published: current.published,
    revision,
    newUploads: nameUploads(uploads) || undefined,
  }
}

/** The latest revision of a document: the id of its newest version, which a submission and an approval name. */
export async function latestRevision(payload: Payload, target: ReviewTarget): Promise<string | undefined> {
  const found = target.global
    ? await payload.findGlobalVersions({
        slug: target.global,
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    : await payload.findVersions({
        collection: target.collection,
        where: { parent: { equals: target.id } },
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
  const id = found.docs[0]?.id
  return id === undefined ? undefined : String(id)
}

async function approve(
  payload: Payload,
  user: TypedUser,
  request: ReviewRequest,
  {
    draft,
    title,
    state,
    review,
    now,
  }: { draft: ReviewedDocument; title: string; state: string; review: Record<string, unknown>; now: string },
): Promise<ReviewOutcome> {
  const { target } = request
  const check = checkApproval(
    { id: user.id, role: user.role },
    { ...(await approvalFacts(payload, draft)), state: state as ReviewState, overrideReason: request.overrideReason },
  )
  if (!check.ok) return { status: check.status, message: check.message }
  // Approved already (by a request sent twice, or another editor a moment ago): nothing more to publish.
  if (state === 'approved') {
    return {
      status: 409,
      message: review.publishAt
        ? `This change is already approved. It will be published on ${formatSiteTime(new Date(String(review.publishAt)))}.`
        : 'This change is already approved and published.',
    }
  }
  // The reviewer approves the revision in front of them, or nothing (ADR 0043).
  if (request.revision !== undefined && request.revision !== (await latestRevision(payload, target))) {
    return {
      status: 409,
      message:
        'It changed after you opened it. Reload to see the latest version, then review it again. Nothing was published.',
    }
  }
  // New images and videos the change uses go live with it, as the reviewer saw them (new-uploads.ts).
  const newUploads = await newUploadsOf(payload, target, draft)
  const changed = changedSince(newUploads, review.submittedAt)
  if (changed.length > 0) {
    return {
      status: 409,
      message: `${capitalised(nameUploads(changed))} changed after this was submitted. Ask for changes, so that the author submits it again as it is now. Nothing was published.`,
    }
  }
  const along = newUploads.length > 0 ? `, with ${nameUploads(newUploads)}` : ''
  const submittedBy = idOf(review.submittedBy as never)
  const approved = { ...review, reviewedBy: user.id, reviewedAt: now }
  const note = check.override ? `Reason: ${request.overrideReason?.trim()}` : request.comment

  if (request.publishAt) {
    const at = request.publishAt
    await writeForReview(payload, target, {
      data: { reviewState: 'approved', review: { ...approved, publishAt: at.toISOString() } },
      draft: true,
      user,
    })
    await payload.jobs.queue({
      task: 'publishApproved',
      input: { document: documentKey(target), approvedBy: user.id as number },
      waitUntil: at,
    })
    await addComment(payload, target, user, check.override ? 'override' : 'scheduled', note)
    await audit(
      payload,
      user,
      target,
      check.override ? 'approved without second review' : 'scheduled',
      `${title} (${formatSiteTime(at)})${check.override ? ` ${note}` : ''}`,
    )
    void addressOf(payload, submittedBy).then((to) =>
      notify(payload, { to, target, title, notice: { kind: 'scheduled', by: nameOf(user), publishAt: at } }),
    )
    return {
      status: 200,
      message: `Approved. It will be published on ${formatSiteTime(at)}${along}.`,
      reviewState: 'approved',
    }
  }

  const started = performance.now()
  await writeForReview(payload, target, {
    data: publishedData(draft, { ...approved, contributors: [], publishAt: null }),
    draft: false,
    user,
    approval: true,
  })
  logger.info({ document: documentKey(target), ms: Math.round(performance.now() - started) }, 'Approved and published')
  await addComment(payload, target, user, check.override ? 'override' : 'approved', note)
  await audit(
    payload,
    user,
    target,
    check.override ? 'approved without second review' : 'approved',
    `${title}${check.override ? ` ${note}` : ''}`,
  )
  void addressOf(payload, submittedBy).then((to) =>
    notify(payload, { to, target, title, notice: { kind: 'published', by: nameOf(user) } }),
  )
  return { status: 200, message: `Approved and published${along}.`, reviewState: 'approved' }
}

/** The scheduled half of an approval: publishes the approved change, unless it changed since. */
export function publishApprovedChange(
  payload: Payload,
  target: ReviewTarget,
  approvedBy: number | string,
): Promise<{ published: boolean; reason?: string }> {
  return oneAtATime(payload, documentKey(target), () => publishOnSchedule(payload, target, approvedBy))
}

async function publishOnSchedule(
  payload: Payload,
  target: ReviewTarget,
  approvedBy: number | string,
): Promise<{ published: boolean; reason?: string }> {
  const approver = await payload
    .findByID({ collection: 'users', id: approvedBy, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!approver || !isReviewer(approver.role))
    return { published: false, reason: 'The approver can no longer publish.' }
  const user = { ...approver, collection: 'users' } as TypedUser
  const { draft } = await readForReview(payload, target, null)
  if (draft.reviewState !== 'approved') return { published: false, reason: 'The change was edited after its approval.' }
  const changed = changedSince(await newUploadsOf(payload, target, draft), draft.review?.reviewedAt)
  if (changed.length > 0) {
    return { published: false, reason: `${capitalised(nameUploads(changed))} changed after the approval.` }
  }
  const review = { ...(draft.review ?? {}), contributors: [], publishAt: null }
  await writeForReview(payload, target, { data: publishedData(draft, review), draft: false, user, approval: true })
  const title = titleOf(target, draft)
  void addressOf(payload, idOf(draft.review?.submittedBy)).then((to) =>
    notify(payload, { to, target, title, notice: { kind: 'publishedOnSchedule' } }),
  )
  return { published: true }
}
