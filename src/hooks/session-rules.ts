import type {
  CollectionAfterChangeHook,
  CollectionAfterLogoutHook,
  CollectionBeforeValidateHook,
  CollectionRefreshHook,
  PayloadRequest,
} from 'payload'
import { ValidationError } from 'payload'

import { clientKey } from '@/server/rate-limit'
import { passwordMatches } from '@/server/sign-in/password-hash'
import { signSession } from '@/server/sign-in/session'

import { recordAudit, recordSignInEvent } from './record-audit'
import { publicError } from './public-error'

/**
 * A refresh keeps an active session going for another idle period (10 minutes for
 * administrators, 15 for others), but never past its absolute lifetime (12 hours): past
 * that, the session ends and the person signs in again.
 */
export const refreshWithinLifetime: CollectionRefreshHook = async ({ args, user }) => {
  const req = args.req as PayloadRequest
  const signedIn = req.user as { _sid?: string; _strategy?: string } | null
  const sid = signedIn?._sid
  const signed = sid ? await signSession(req, args.collection.config, user.id, sid, req.user) : null
  if (!signed) {
    await recordSignInEvent(req, {
      action: 'session ended',
      documentId: String(user.id),
      label: `${String(user.email)}: time limit reached`,
      actor: { id: user.id, email: String(user.email) },
      clientAddress: clientKey(req.headers),
    })
    throw publicError('Your session has ended. Sign in again.', 401, 'SessionEnded')
  }
  return { exp: signed.exp, refreshedToken: signed.token, setCookie: true, strategy: signedIn?._strategy, user }
}

export const auditSignOut: CollectionAfterLogoutHook = async ({ req }) => {
  if (!req.user) return
  await recordSignInEvent(req, {
    action: 'signed out',
    documentId: String(req.user.id),
    label: req.user.email,
    clientAddress: clientKey(req.headers),
  })
}

export const auditRoleChange: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  if (operation === 'update' && previousDoc?.role !== doc.role) {
    await recordAudit(req, {
      action: 'role changed',
      target: 'users',
      documentId: String(doc.id),
      label: `${doc.email}: ${previousDoc?.role ?? 'none'} to ${doc.role}`,
      clientAddress: clientKey(req.headers),
    })
  }
  return doc
}

/**
 * Changing your own password needs the current one (a stolen session cannot take over
 * the account). Administrators setting someone else's password, and a reset through the
 * e-mailed link, do not.
 */
export const requireCurrentPassword: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || typeof data?.password !== 'string' || !originalDoc) return data
  if (req.data && typeof req.data.token === 'string') return data
  if (!req.user || String(req.user.id) !== String(originalDoc.id)) return data
  const current = typeof data.currentPassword === 'string' ? data.currentPassword : ''
  const stored = await req.payload.db.findOne({ collection: 'users', req, where: { id: { equals: originalDoc.id } } })
  if (!current || !(await passwordMatches(current, (stored ?? {}) as { hash?: unknown; salt?: unknown }))) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ message: 'Enter your current password to choose a new one.', path: 'currentPassword' }],
    })
  }
  return data
}
