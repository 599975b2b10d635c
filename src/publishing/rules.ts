/**
 * The review workflow's rules, free of the CMS so they can be tested on their own
 * (ADR 0030): who may do what to a change, in which state.
 */
import { isReviewer } from '@/lib/roles'

export const REVIEW_STATES = ['draft', 'inReview', 'changesRequested', 'approved'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  draft: 'Draft',
  inReview: 'In review',
  changesRequested: 'Changes requested',
  approved: 'Approved',
}

export const REVIEW_ACTIONS = ['submit', 'approve', 'requestChanges', 'comment', 'unpublish'] as const
export type ReviewAction = (typeof REVIEW_ACTIONS)[number]

/** The shortest reason an administrator must give to publish without a second person. */
export const OVERRIDE_REASON_MIN_LENGTH = 10

export type Approver = { id: number | string; role: unknown }

export type ApprovalFacts = {
  state: ReviewState
  /** Who submitted the change for review. */
  submittedBy?: number | string | null
  /** Everybody who edited the change since it was last published. */
  contributors: (number | string)[]
  twoPersonRule: boolean
  overrideReason?: string | null
}

export type ApprovalCheck = { ok: true; override: boolean } | { ok: false; status: 403 | 409; message: string }

const same = (a: number | string | null | undefined, b: number | string) =>
  a !== null && a !== undefined && String(a) === String(b)

/**
 * Whether this person may approve (publish or schedule) the change. With the two-person
 * rule, nobody approves a change they submitted or edited; an administrator may
 * override with a reason, which is recorded.
 */
export function checkApproval(approver: Approver, facts: ApprovalFacts): ApprovalCheck {
  if (!isReviewer(approver.role)) {
    return { ok: false, status: 403, message: 'Only editors and administrators approve changes.' }
  }
  if (!facts.twoPersonRule) return { ok: true, override: false }
  const ownChange = same(facts.submittedBy, approver.id) || facts.contributors.some((id) => same(id, approver.id))
  const inReview = facts.state === 'inReview'
  if (inReview && !ownChange) return { ok: true, override: false }
  const reason = facts.overrideReason?.trim() ?? ''
  if (approver.role === 'admin' && reason.length >= OVERRIDE_REASON_MIN_LENGTH) return { ok: true, override: true }
  if (approver.role === 'admin' && reason.length > 0) {
    return {
      ok: false,
      status: 403,
      message: `Give a reason of at least ${OVERRIDE_REASON_MIN_LENGTH} characters to publish without a second reviewer.`,
    }
  }
  if (!inReview) {
    return {
      ok: false,
      status: 409,
      message: 'This change is not in review. Submit it for review first; another editor then approves it.',
    }
  }
  return {
    ok: false,
    status: 403,
    message:
      'You worked on this change, so another editor must approve it (two-person rule). An administrator can publish it with a reason.',
  }
}

/** What a person may do with a change in its current state: the server's rules, which the buttons follow. */
export function availableActions(
  person: Approver,
  facts: Omit<ApprovalFacts, 'overrideReason'> & { published: boolean },
): ReviewAction[] {
  const actions: ReviewAction[] = ['comment']
  if (facts.state !== 'inReview') actions.push('submit')
  if (isReviewer(person.role)) {
    // Approve only what another reviewer may approve now: in review and not their own (two-person rule).
    if (checkApproval(person, facts).ok) actions.push('approve')
    if (facts.state === 'inReview') actions.push('requestChanges')
    if (facts.published) actions.push('unpublish')
  }
  return actions
}

/** Whether an administrator may publish this change alone, giving a reason (when nobody else may approve it). */
export function mayOverride(person: Approver, facts: Omit<ApprovalFacts, 'overrideReason'>): boolean {
  return person.role === 'admin' && facts.twoPersonRule && !checkApproval(person, facts).ok
}
