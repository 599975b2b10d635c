/**
 * Changes to how someone signs in, made through the users collection by any route (the
 * account page, REST, GraphQL, bulk edits): a new password or e-mail, a card number, a
 * single sign-on link or the permission to make one, restoring card and password sign-in,
 * need proof from whoever makes the change (the gate's `proveIdentity`: their current
 * password, a current code from their app, or a card or single sign-on sign-in under 10
 * minutes old), limited like sign-in. A
 * new password or e-mail ends the person's other sessions and is recorded under its own
 * name with the client address. Changes the gate already proved (a reset link, single
 * sign-on) and server code with no signed-in user pass.
 */
import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeValidateHook } from 'payload'

import { auditCollectionChange, recordAudit } from '@/hooks/record-audit'
import { clientKey } from '@/server/rate-limit'

import { CREDENTIALS_PROVEN, proveIdentity } from '../gate'
import { endOtherSessions, otherRunningSessions } from '../session'
import { forgetSessions } from '../store'

const CHANGED = 'identityCredentialChanges'

type Changes = { password: boolean; email: boolean; signInLinks: boolean }
/** With the sessions a new password or e-mail will end, seen before Payload's update ran. */
type Recorded = Changes & { sessionsBefore: string[] }

/** Fields that say which card or provider identity signs in as the account. */
const SIGN_IN_LINKS = ['cardNumber', 'singleSignOnIdentity', 'singleSignOnLinkAllowed'] as const

function credentialChanges(data: Record<string, unknown>, original: Record<string, unknown>): Changes {
  const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : undefined
  const differs = (field: (typeof SIGN_IN_LINKS)[number]) =>
    field in data && (data[field] || null) !== (original[field] || null)
  return {
    password: typeof data.password === 'string' && data.password.length > 0,
    email: email !== undefined && email !== String(original.email ?? '').toLowerCase(),
    // Restoring card and password sign-in after the provider removed the access (access-removal.ts) is one too.
    signInLinks: SIGN_IN_LINKS.some(differs) || (data.restoreSignIn === true && Boolean(original.accessRemovedAt)),
  }
}

export const guardCredentialChange: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data || !originalDoc) return data
  const changes = credentialChanges(data, originalDoc)
  if (!changes.password && !changes.email && !changes.signInLinks) return data
  const proven = req.context[CREDENTIALS_PROVEN]
  const trustedServerCode = !req.user && req.payloadAPI === 'local'
  if (!proven && !trustedServerCode) {
    const refused = await proveIdentity(req, { currentPassword: data.currentPassword, currentCode: data.currentCode })
    if (refused) {
      throw new ValidationError({
        collection: 'users',
        errors: [{ message: refused.message, path: 'currentPassword' }],
      })
    }
  }
  const byDocument = (req.context[CHANGED] ?? {}) as Record<string, Recorded>
  const endsSessions = (changes.password || changes.email) && !proven
  const sessionsBefore = endsSessions ? await otherRunningSessions(req, originalDoc.id) : []
  byDocument[String(originalDoc.id)] = { ...changes, sessionsBefore }
  req.context[CHANGED] = byDocument
  return data
}

/**
 * The change history of accounts: a password or e-mail change and a role change under
 * their own names, with the client address; other edits as "updated". A credential
 * change ends the person's other sessions (all of them when someone else made it).
 */
export const recordAccountChange: CollectionAfterChangeHook = async (args) => {
  const { doc, operation, previousDoc, req } = args
  const changes = ((req.context[CHANGED] ?? {}) as Record<string, Recorded>)[String(doc.id)]
  const client = clientKey(req.headers)
  const how = typeof req.context[CREDENTIALS_PROVEN] === 'string' ? ` (${req.context[CREDENTIALS_PROVEN]})` : ''
  const credentialEvents: { action: 'password changed' | 'e-mail changed'; label: string }[] = []
  if (operation === 'update' && changes?.password)
    credentialEvents.push({ action: 'password changed', label: `${doc.email}${how}` })
  if (operation === 'update' && changes?.email) {
    credentialEvents.push({ action: 'e-mail changed', label: `${previousDoc?.email} to ${doc.email}` })
  }
  if (credentialEvents.length && !req.context[CREDENTIALS_PROVEN]) {
    const removed = await endOtherSessions(req, doc.id)
    // With a new password Payload's update has already dropped them from its session list
    // (so `removed` misses them): count them from before, and forget their records too.
    const before = changes?.sessionsBefore ?? []
    await forgetSessions(
      req.payload,
      before.filter((sid) => !removed.includes(sid)),
    )
    const ended = new Set([...before, ...removed]).size
    const own = String(req.user?.id) === String(doc.id)
    const summary = `${ended} ${own ? 'other ' : ''}session${ended === 1 ? '' : 's'} ended`
    credentialEvents.forEach((event) => (event.label += `; ${summary}`))
  }
  for (const event of credentialEvents) {
    await recordAudit(req, { ...event, target: 'users', documentId: String(doc.id), clientAddress: client })
  }
  if (operation === 'update' && previousDoc?.role !== doc.role) {
    await recordAudit(req, {
      action: 'role changed',
      target: 'users',
      documentId: String(doc.id),
      label: `${doc.email}: ${previousDoc?.role ?? 'none'} to ${doc.role}`,
      clientAddress: client,
    })
  }
  const otherEdits =
    operation === 'create' ||
    (['name', 'cardNumber', 'singleSignOnLinkAllowed'] as const).some((field) => previousDoc?.[field] !== doc[field])
  if (otherEdits) await auditCollectionChange(args)
  return doc
}
