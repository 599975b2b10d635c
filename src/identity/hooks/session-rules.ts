import type { CollectionAfterLogoutHook, CollectionRefreshHook, PayloadRequest } from 'payload'

import { recordSignInEvent } from '@/hooks/record-audit'
import { clientKey } from '@/server/rate-limit'

import { publicError } from '@/hooks/public-error'

import { currentSid, signSession } from '../session'
import { forgetSessions, type SignInMethod } from '../store'

/**
 * A refresh keeps an active session going for another idle period (10 minutes for
 * administrators, 15 for others), but never past its absolute lifetime (12 hours): past
 * that, the session ends and the person signs in again.
 */
export const refreshWithinLifetime: CollectionRefreshHook = async ({ args, user }) => {
  const req = args.req as PayloadRequest
  const sid = currentSid(req)
  const method = (req.user as { _method?: SignInMethod } | null)?._method
  const signed = sid ? await signSession(req, user.id, sid, method) : null
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
  const strategy = (req.user as { _strategy?: string } | null)?._strategy
  return { exp: signed.exp, refreshedToken: signed.token, setCookie: true, strategy, user }
}

export const auditSignOut: CollectionAfterLogoutHook = async ({ req }) => {
  if (!req.user) return
  const sid = currentSid(req)
  if (sid) await forgetSessions(req.payload, [sid])
  await recordSignInEvent(req, {
    action: 'signed out',
    documentId: String(req.user.id),
    label: req.user.email,
    clientAddress: clientKey(req.headers),
  })
}
