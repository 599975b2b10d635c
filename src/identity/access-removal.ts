/**
 * When the identity provider no longer gives a person access (issue 45): no group of theirs
 * maps to a role, or it refuses to renew their standing (offline) grant. Ending their
 * sessions is not enough, since the account would still open with its CAC/PIV card or its
 * password: card and password sign-in are turned off as well, until an administrator
 * restores them ("Restore card and password sign-in" on the account, or
 * `npm run identity:restore`). Single sign-on follows the provider: it works again as soon
 * as the provider gives access again, and every such session stays checked with it.
 *
 * Three places find it out: the check of an open single sign-on session
 * (provider-check.ts), the sign-in callback of a returning person (gate.ts), and the sweep
 * below, which asks the provider about every linked account with the tokens of its latest
 * sign-in, for people who never sign in again (`npm run identity:sweep`, or the
 * `identitySweep` job on OIDC_SWEEP_SCHEDULE).
 */
import {
  createLocalReq,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type Payload,
  type PayloadRequest,
  type TaskConfig,
} from 'payload'

import { env } from '@/config/env'
import { recordAudit, recordSignInEvent } from '@/hooks/record-audit'
import type { Role } from '@/lib/roles'
import { clientKey } from '@/server/rate-limit'

import { openTokens, parseLink, recheckWithProvider, roleFor, sealTokens } from './oidc'
import { endSessions } from './session'
import { accountTokens, markAccountChecked, replaceProviderTokens } from './store'

/** What card and password sign-in answer for such an account: what happened, and whom to ask. */
export const ACCESS_REMOVED =
  'Your access to this site was removed at the identity provider, so this account cannot sign in with a card or password; ask an administrator of this site to restore it.'

/** Why, in the change history and on the account, when none of the person's groups maps to a role. */
export const NO_MAPPED_GROUP = 'none of the person’s groups at the identity provider gives access'

export type Person = {
  id: number | string
  email: string
  role?: Role | null
  accessRemovedAt?: string | null
}

export const isAccessRemoved = (account: { accessRemovedAt?: unknown } | null | undefined) =>
  Boolean(account?.accessRemovedAt)

/**
 * Ends every session of the person, turns card and password sign-in off (once), and records
 * both. `by`: the person (a request or sign-in of theirs, with its client address) or the
 * site itself (the sweep). Returns how many sessions ended.
 */
export async function removeAccess(
  req: PayloadRequest,
  person: Person,
  why: string,
  by: 'person' | 'site',
): Promise<number> {
  const ended = await endSessions(req, person.id, {})
  const event = {
    documentId: String(person.id),
    actor: by === 'person' ? { id: person.id, email: person.email } : {},
    method: 'oidc' as const,
    clientAddress: by === 'person' ? clientKey(req.headers) : undefined,
  }
  if (ended.length > 0) {
    await recordSignInEvent(req, {
      ...event,
      action: 'session ended',
      label: `${person.email}: ${ended.length} session(s), access removed at the identity provider (${why})`,
    })
  }
  if (!isAccessRemoved(person)) {
    await req.payload.db.updateOne({
      collection: 'users',
      id: person.id,
      data: { accessRemovedAt: new Date().toISOString(), accessRemovedReason: why.slice(0, 300) },
      req,
      returning: false,
    })
    await recordSignInEvent(req, {
      ...event,
      action: 'access removed',
      label: `${person.email}: ${why}; card and password sign-in off until an administrator restores them${by === 'site' ? ' (found by the identity sweep)' : ''}`,
    })
  }
  return ended.length
}

// ---------------------------------------------------------------------------------------
// Restoring: an administrator's edit of the account (with their proof, hooks/credentials.ts),
// or an operator's `npm run identity:restore`.

const RESTORED = 'identityAccessRestored'

/** "Restore card and password sign-in" ticked on an account whose access was removed: cleared in the same save. */
export const restoreAccess: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data || data.restoreSignIn !== true || !isAccessRemoved(originalDoc)) return data
  data.accessRemovedAt = null
  data.accessRemovedReason = null
  const restored = (req.context[RESTORED] ?? {}) as Record<string, string>
  restored[String(originalDoc.id)] = String(originalDoc.accessRemovedReason ?? '')
  req.context[RESTORED] = restored
  return data
}

export const recordRestoredAccess: CollectionAfterChangeHook = async ({ doc, req }) => {
  const restored = (req.context[RESTORED] ?? {}) as Record<string, string>
  if (!(String(doc.id) in restored)) return doc
  const by = req.user ? `by ${req.user.email}` : 'by an operator (npm run identity:restore)'
  await recordAudit(req, {
    action: 'access restored',
    target: 'users',
    documentId: String(doc.id),
    label: `${doc.email}: card and password sign-in back on, ${by} (removed because ${restored[String(doc.id)] || 'access was removed at the identity provider'})`,
    clientAddress: req.user ? clientKey(req.headers) : undefined,
  })
  return doc
}

// ---------------------------------------------------------------------------------------
// The sweep

export type SweepReport = {
  /** Accounts linked to the provider. */
  linked: number
  stillVouched: string[]
  roleChanged: { email: string; from: string; to: Role }[]
  removed: { email: string; why: string }[]
  /** Removed before (waiting for an administrator): not asked again. */
  alreadyRemoved: string[]
  /** The provider could not say: no tokens kept, tokens it no longer takes, out of reach. */
  unchecked: { email: string; why: string }[]
}

export class SweepNotPossible extends Error {}

type LinkedAccount = Person & { singleSignOnIdentity?: string | null }

/**
 * Asks the provider about every account linked to it, with the tokens of the account's
 * latest sign-in there (renewing them as a session's check does), and removes the access of
 * those it no longer vouches for; a changed role is followed and ends the person's sessions.
 * Accounts the provider cannot answer for are listed, never changed.
 */
export async function sweepProviderAccess(payload: Payload): Promise<SweepReport> {
  const settings = env().oidc
  if (!settings) throw new SweepNotPossible('Single sign-on is not set up (OIDC_ISSUER), so there is nothing to sweep.')
  const req = await createLocalReq({}, payload)
  const { docs } = await payload.find({
    collection: 'users',
    where: { singleSignOnIdentity: { exists: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const report: SweepReport = {
    linked: 0,
    stillVouched: [],
    roleChanged: [],
    removed: [],
    alreadyRemoved: [],
    unchecked: [],
  }
  for (const account of docs as unknown as LinkedAccount[]) {
    const link = parseLink(account.singleSignOnIdentity)
    if (!link) continue
    report.linked += 1
    const unchecked = (why: string) => report.unchecked.push({ email: account.email, why })
    if (isAccessRemoved(account)) {
      report.alreadyRemoved.push(account.email)
      continue
    }
    if (link.issuer !== settings.issuer) {
      unchecked(`linked to another identity provider (${link.issuer})`)
      continue
    }
    const kept = await accountTokens(payload, account.id)
    const tokens = kept ? openTokens(kept.providerTokens) : null
    if (!kept || !tokens) {
      unchecked('no provider tokens kept for it (no single sign-on since this check began, or PAYLOAD_SECRET changed)')
      continue
    }
    let current = kept.providerTokens
    const check = await recheckWithProvider(settings, tokens, link.subject, async (renewed) => {
      const next = sealTokens(renewed)
      await replaceProviderTokens(payload, account.id, current, next)
      current = next
    })
    if (check.ok === 'unknown') {
      unchecked(check.reason)
      continue
    }
    if (check.ok === false) {
      if (!check.withdrawn) {
        unchecked(check.reason)
        continue
      }
      await removeAccess(req, account, check.reason, 'site')
      report.removed.push({ email: account.email, why: check.reason })
      continue
    }
    await markAccountChecked(payload, account.id)
    const role = roleFor(check.groups, settings.roleMap)
    if (!role) {
      await removeAccess(req, account, NO_MAPPED_GROUP, 'site')
      report.removed.push({ email: account.email, why: NO_MAPPED_GROUP })
    } else if (role !== account.role) {
      await payload.db.updateOne({ collection: 'users', id: account.id, data: { role }, req, returning: false })
      const ended = await endSessions(req, account.id, {})
      await recordSignInEvent(req, {
        action: 'role changed',
        documentId: String(account.id),
        label: `${account.email}: ${account.role ?? 'none'} to ${role} at the identity provider (found by the identity sweep; ${ended.length} session(s) ended)`,
        actor: {},
        method: 'oidc',
      })
      report.roleChanged.push({ email: account.email, from: String(account.role ?? 'none'), to: role })
    } else {
      report.stillVouched.push(account.email)
    }
  }
  return report
}

/** The report in a few lines, for the operator's terminal and the job's log. */
export function describeSweep(report: SweepReport): string {
  const lines = [
    `${report.linked} account(s) linked to the identity provider: ${report.stillVouched.length} still have access, ` +
      `${report.removed.length} access removed, ${report.roleChanged.length} role changed, ` +
      `${report.alreadyRemoved.length} removed before, ${report.unchecked.length} could not be checked.`,
    ...report.removed.map(({ email, why }) => `  access removed: ${email} (${why})`),
    ...report.roleChanged.map(({ email, from, to }) => `  role changed: ${email} (${from} to ${to})`),
    ...report.alreadyRemoved.map((email) => `  removed before, waiting for an administrator: ${email}`),
    ...report.unchecked.map(({ email, why }) => `  not checked: ${email} (${why})`),
  ]
  return lines.join('\n')
}

/** The sweep as a Payload job: on OIDC_SWEEP_SCHEDULE when single sign-on is set up, or queued by hand. */
export const identitySweepTask: TaskConfig<'identitySweep'> = {
  slug: 'identitySweep',
  label: 'Ask the identity provider about every linked account',
  retries: 0,
  schedule: env().oidc?.sweepSchedule ? [{ cron: env().oidc!.sweepSchedule!, queue: 'default' }] : undefined,
  handler: async ({ req }) => {
    if (!env().oidc) return { output: { linked: 0, removed: 0, unchecked: 0 } }
    const report = await sweepProviderAccess(req.payload)
    req.payload.logger.info({ sweep: report }, `Identity sweep: ${describeSweep(report)}`)
    return { output: { linked: report.linked, removed: report.removed.length, unchecked: report.unchecked.length } }
  },
  outputSchema: [
    { name: 'linked', type: 'number' },
    { name: 'removed', type: 'number' },
    { name: 'unchecked', type: 'number' },
  ],
}

/** `npm run identity:restore -- <e-mail>`: an operator's restore, for when no administrator can (the only one was removed). */
export async function restoreAccessByEmail(
  payload: Payload,
  email: string,
): Promise<'restored' | 'not removed' | 'no account'> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const account = docs[0] as unknown as Person | undefined
  if (!account) return 'no account'
  if (!isAccessRemoved(account)) return 'not removed'
  await payload.update({
    collection: 'users',
    id: account.id,
    data: { restoreSignIn: true } as never,
    overrideAccess: true,
  })
  return 'restored'
}
