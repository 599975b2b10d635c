/**
 * The publishing policy (ADR 0038): for any write to anything the public site shows, one
 * function decides whether it goes live now, may be kept as a draft for review, or is
 * refused. Pure, so it is tested on its own; `enforce.ts` calls it from every operation
 * of every governed collection and global, whatever route asked (REST, GraphQL, the
 * admin's server functions, bulk edits, restores, duplicates, uploads, jobs).
 */
import { isContentStaff, isReviewer, type Role } from '@/lib/roles'

import type { ChangeRule } from './descriptor'

export type Write = {
  rule: ChangeRule
  /** What editors call the content ("Page"). */
  kind: string
  operation: 'create' | 'update' | 'delete' | 'restore'
  /** Who asks; null is the site itself (the seed, a scheduled job). */
  actor: { role?: Role | string | null } | null
  /** The review's own approval is writing (it checked the approver already). */
  approval: boolean
  /** The document is on the site now. */
  live: boolean
  /** This write would change what the site shows (not a draft kept beside it). */
  goesLive: boolean
  /** The write takes a live document off the site. */
  unpublishing: boolean
  twoPersonRule: boolean
  /** For a redirect: where it sends visitors, and whether that is another website. */
  redirect?: { external: boolean; protectedFrom?: string }
}

export type Decision =
  | { outcome: 'live' }
  /** Allowed as a draft beside the live version; it reaches the site through review. */
  | { outcome: 'draft' }
  | { outcome: 'refused'; status: 400 | 403 | 409; message: string }

export const AUTHORS_SAVE_DRAFTS =
  'Authors save drafts and submit them for review; an editor publishes them. Nothing was changed.'
export const PUBLISHING_NEEDS_REVIEW =
  'Changes to what the site shows are published through review: submit the change, and another editor approves it. Nothing was changed.'

const refused = (status: 400 | 403 | 409, message: string): Decision => ({ outcome: 'refused', status, message })

export function decide(write: Write): Decision {
  const { actor, rule } = write
  if (!actor || write.approval) return { outcome: 'live' }
  if (rule === 'administrators') {
    return actor.role === 'admin'
      ? { outcome: 'live' }
      : refused(403, `Only administrators change the ${write.kind.toLowerCase()}.`)
  }
  if (!isContentStaff(actor.role)) return refused(403, 'Sign in as a member of staff to change content.')

  if (rule === 'redirects') {
    if (!isReviewer(actor.role)) return refused(403, 'Editors and administrators manage redirects.')
    if (write.redirect?.protectedFrom) {
      return refused(
        400,
        `${write.redirect.protectedFrom} is an address the site itself answers: it cannot be redirected.`,
      )
    }
    if (write.operation === 'delete') return { outcome: 'live' }
    if (!write.goesLive) return { outcome: 'draft' }
    if (write.redirect?.external && write.twoPersonRule) {
      return refused(
        403,
        'A redirect to another website goes through review: save it as a draft and submit it; another editor approves it. Nothing was changed.',
      )
    }
    return { outcome: 'live' }
  }

  // 'reviewed' and 'replacements' (a new upload is a draft like any other change)
  if (write.operation === 'delete') {
    if (!write.live) return { outcome: 'live' }
    if (!isReviewer(actor.role)) return refused(403, AUTHORS_SAVE_DRAFTS)
    if (write.twoPersonRule && rule === 'reviewed') {
      return refused(
        409,
        `This ${write.kind.toLowerCase()} is on the site. Unpublish it first (the site stops showing it), then delete it.`,
      )
    }
    return { outcome: 'live' }
  }
  if (!write.goesLive) return { outcome: 'draft' }
  if (!isReviewer(actor.role)) return refused(403, AUTHORS_SAVE_DRAFTS)
  // Taking something down cannot wait for a second person; the admin asks for confirmation.
  if (write.unpublishing) return { outcome: 'live' }
  if (write.twoPersonRule) return refused(403, PUBLISHING_NEEDS_REVIEW)
  return { outcome: 'live' }
}

/** Whether this person's Publish button may publish directly (the rest go through review). */
export function publishesDirectly(role: unknown, rule: ChangeRule, twoPersonRule: boolean): boolean {
  if (rule === 'administrators') return role === 'admin'
  // Redirects within the site go live from an editor's hand; the server sends one to another website to review.
  if (rule === 'redirects') return isReviewer(role)
  return isReviewer(role) && !twoPersonRule
}
