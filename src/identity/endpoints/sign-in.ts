/**
 * The staff sign-in endpoints, at Payload's own paths under /api/users (so the admin's
 * forms and API clients find them there): each reads the body, asks the gate, and shapes
 * the answer. Paths Payload would otherwise answer itself and this site does not use are
 * closed here (first-register, unlock by e-mail link).
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { recordSignInEvent } from '@/hooks/record-audit'
import { clientKey } from '@/server/rate-limit'

import {
  fromTheSite,
  refuse,
  requestPasswordReset,
  resetPasswordByLink,
  signInWithCard,
  signInWithPassword,
  type Decision,
} from '../gate'
import { unlockAccount } from '../limits'
import { noticeCookie } from '../notice'
import { sessionCookie } from '../session'
import { refuseAfterFloor } from '../timing'
import { accountForAnswer, answer, body, refusal, text } from './answers'

async function signedInAnswer(req: PayloadRequest, decision: Decision): Promise<Response> {
  if (!decision.ok) return refusal(req, decision)
  const { token, exp } = decision.session
  return answer(
    req,
    200,
    {
      message: req.t('authentication:passed'),
      user: await accountForAnswer(req, decision.userId),
      token,
      exp,
      ...(decision.recoveryCodes ? { recoveryCodes: decision.recoveryCodes } : {}),
    },
    { 'Set-Cookie': sessionCookie(token, exp) },
  )
}

export const loginEndpoint: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => signedInAnswer(req, await signInWithPassword(req, await body(req))),
}

/** CAC/PIV: the card nginx verified, mapped to an account by its DoD ID number or e-mail (ADR 0025). */
export const certificateLoginEndpoint: Endpoint = {
  path: '/certificate-login',
  method: 'post',
  handler: async (req) => signedInAnswer(req, await signInWithCard(req, await body(req))),
}

/** The DoD notice's "I understand and consent": remembered for the sign-in that follows. */
export const acknowledgeNoticeEndpoint: Endpoint = {
  path: '/acknowledge-notice',
  method: 'post',
  handler: async (req) => {
    const foreign = fromTheSite(req)
    if (foreign) return refusal(req, foreign)
    return answer(req, 200, { message: 'Notice acknowledged.' }, { 'Set-Cookie': noticeCookie() })
  },
}

export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    const startedAt = Date.now()
    const refused = await requestPasswordReset(req, await body(req))
    if (refused) return refusal(req, refused)
    await refuseAfterFloor(startedAt)
    return answer(req, 200, {
      message: 'If this e-mail address has an account, a link to choose a new password is on its way.',
    })
  },
}

export const resetPasswordEndpoint: Endpoint = {
  path: '/reset-password',
  method: 'post',
  handler: async (req) => {
    const result = await resetPasswordByLink(req, await body(req))
    if (!result.ok) return refusal(req, result)
    if (!result.session) {
      return answer(req, 200, {
        message: 'Your password is changed. Sign in with it and the code from your authenticator app.',
      })
    }
    return answer(
      req,
      200,
      {
        message: req.t('authentication:passwordResetSuccessfully'),
        user: await accountForAnswer(req, result.userId),
        token: result.session.token,
      },
      { 'Set-Cookie': sessionCookie(result.session.token, result.session.exp) },
    )
  },
}

/** Administrators only: every lock and limit on the account, from every client; the same answer for any e-mail. */
export const unlockEndpoint: Endpoint = {
  path: '/unlock',
  method: 'post',
  handler: async (req) => {
    if (req.user?.role !== 'admin') return refusal(req, refuse(403, 'Only administrators can unlock accounts.'))
    const foreign = fromTheSite(req)
    if (foreign) return refusal(req, foreign)
    const email = text((await body(req)).email)
      .trim()
      .toLowerCase()
    if (!email) return refusal(req, refuse(400, 'Enter the e-mail address of the account.'))
    const cleared = await unlockAccount(req.payload, email)
    await recordSignInEvent(req, {
      action: 'unlocked',
      label: `${email} (${cleared} counter${cleared === 1 ? '' : 's'} cleared)`,
      clientAddress: clientKey(req.headers),
    })
    return answer(req, 200, { message: 'If this account was locked, it is unlocked.' })
  },
}

/** Accounts are made by administrators (the first one at set-up): Payload's first-user form stays shut. */
export const firstRegisterEndpoint: Endpoint = {
  path: '/first-register',
  method: 'post',
  handler: async (req) =>
    refusal(req, refuse(403, 'Accounts on this site are made by an administrator.', 'RegistrationClosed')),
}

export const signInEndpoints: Endpoint[] = [
  loginEndpoint,
  certificateLoginEndpoint,
  acknowledgeNoticeEndpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
  unlockEndpoint,
  firstRegisterEndpoint,
]
