/**
 * Two-step sign-in (ADR 0035): the step after a correct password at sign-in, and the
 * endpoints under /api/users/second-factor with which a person sets it up, replaces the
 * recovery codes or turns it off, and an administrator resets it for someone who lost
 * their device. Every change is in the change history.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { recordSignInEvent } from '@/hooks/record-audit'
import { clientKey, rateLimiter } from '@/server/rate-limit'
import { isForeignOrigin } from '@/server/sign-in/origin'
import { passwordMatches } from '@/server/sign-in/password-hash'
import {
  acceptedStep,
  checkSignInCode,
  decryptSecret,
  enrolledFields,
  isEnrolled,
  newRecoveryCodes,
  recoveryCodesLeft,
  secondFactorRequired,
  secretOfTicket,
  startSetup,
  TURNED_OFF,
  type StoredSecondFactor,
} from '@/server/sign-in/second-factor'

import { answer, body, FOREIGN_ORIGIN, refusal, text } from './sign-in-answers'

type Account = StoredSecondFactor & {
  id: number | string
  email?: string | null
  role?: unknown
  hash?: unknown
  salt?: unknown
}

async function readAccount(req: PayloadRequest, id: number | string): Promise<Account | null> {
  return (await req.payload.db.findOne({ collection: 'users', req, where: { id: { equals: id } } })) as Account | null
}

async function storeFactor(req: PayloadRequest, id: number | string, fields: Partial<StoredSecondFactor>) {
  await req.payload.db.updateOne({
    collection: 'users',
    id,
    data: { ...fields, updatedAt: null },
    req,
    returning: false,
  })
}

async function recordChange(req: PayloadRequest, account: Account, what: string) {
  await recordSignInEvent(req, {
    action: 'two-step sign-in changed',
    documentId: String(account.id),
    label: `${account.email ?? account.id}: ${what}`,
    // At sign-in nobody is signed in yet: the change is the account holder's own.
    actor: req.user ? undefined : { id: account.id, email: account.email ?? undefined },
    clientAddress: clientKey(req.headers),
  })
}

export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.'
const WRONG_CODE = 'That code is not right. Check the code in your authenticator app, or use a recovery code.'
const SETUP_NEEDED =
  'Your role needs two-step sign-in. Add this site to an authenticator app, then enter the 6-digit code it shows.'
const WRONG_SETUP_CODE = 'That code is not right. Enter the 6-digit code your authenticator app shows now.'

export type SecondStep =
  { ok: true; recoveryCodes?: string[] } | { ok: false; failed: boolean; name: string; message: string; extra?: object }

/**
 * After a correct password: asks for the code of an enrolled account; for a role that
 * needs a second factor and has none yet, hands out a set-up and takes its first code.
 */
export async function secondStepAtSignIn(
  req: PayloadRequest,
  user: { id: number | string; email: string; role?: unknown },
  data: Record<string, unknown>,
): Promise<SecondStep> {
  const account = await readAccount(req, user.id)
  if (!account) return { ok: false, failed: true, name: 'SecondFactorWrong', message: WRONG_CODE }
  const code = text(data.code).trim()
  if (isEnrolled(account)) {
    if (!code) return { ok: false, failed: false, name: 'SecondFactorNeeded', message: CODE_NEEDED }
    const check = await checkSignInCode(account, code)
    if (!check.ok) return { ok: false, failed: true, name: 'SecondFactorWrong', message: WRONG_CODE }
    await storeFactor(req, user.id, check.update)
    if (check.usedRecoveryCode) {
      await recordChange(
        req,
        account,
        `signed in with a recovery code, ${recoveryCodesLeft({ recoveryCodes: check.update.recoveryCodes })} left`,
      )
    }
    return { ok: true }
  }
  if (!secondFactorRequired(user.role)) return { ok: true }
  const ticket = text(data.setupTicket)
  const secret = ticket ? secretOfTicket(ticket, user.id) : null
  if (secret && code) {
    const step = await acceptedStep(secret, code)
    if (step !== null) {
      const { codes, hashes } = newRecoveryCodes()
      await storeFactor(req, user.id, enrolledFields(secret, step, hashes))
      await recordChange(req, account, 'two-step sign-in set up at sign-in')
      return { ok: true, recoveryCodes: codes }
    }
    const setup = await startSetup(user.id, user.email, secret)
    return { ok: false, failed: true, name: 'SecondFactorSetupNeeded', message: WRONG_SETUP_CODE, extra: { setup } }
  }
  const setup = await startSetup(user.id, user.email)
  return { ok: false, failed: false, name: 'SecondFactorSetupNeeded', message: SETUP_NEEDED, extra: { setup } }
}

/** Whether signing in as this person takes a code after the password. */
export async function needsSecondStep(req: PayloadRequest, user: { id: number | string; role?: unknown }) {
  return secondFactorRequired(user.role) || isEnrolled(await readAccount(req, user.id))
}

/** A signed-in person acting on their own account, from the site itself. */
function ownRequest(req: PayloadRequest): Response | null {
  if (isForeignOrigin(req.headers)) return refusal(req, 403, FOREIGN_ORIGIN)
  if (!req.user) return refusal(req, 401, 'Sign in to manage two-step sign-in.')
  return null
}

/** Wrong codes on the account page, per account: a stolen session cannot guess its way to new recovery codes. */
const WRONG_CODES_ALLOWED = 10
const wrongCodes = () => rateLimiter('second-factor-wrong-codes', WRONG_CODES_ALLOWED, 15 * 60)

async function tooManyWrongCodes(req: PayloadRequest, userId: number | string): Promise<Response | null> {
  const state = await wrongCodes().get(String(userId))
  if (!state || state.consumedPoints < WRONG_CODES_ALLOWED) return null
  return refusal(req, 429, 'Too many wrong codes. Wait 15 minutes, then try again.')
}

async function wrongCode(req: PayloadRequest, userId: number | string): Promise<Response> {
  await wrongCodes().penalty(String(userId), 1)
  return refusal(req, 400, WRONG_SETUP_CODE, 'SecondFactorWrong')
}

/** Whether two-step sign-in is on for you, since when, and how many recovery codes are left. */
export const secondFactorStatusEndpoint: Endpoint = {
  path: '/second-factor',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return refusal(req, 401, 'Sign in to see your two-step sign-in.')
    const account = await readAccount(req, req.user.id)
    const on = isEnrolled(account)
    return answer(req, 200, {
      on,
      since: on ? new Date(String(account?.secondFactorSince)).toISOString() : null,
      recoveryCodesLeft: on && account ? recoveryCodesLeft(account) : 0,
      required: secondFactorRequired(req.user.role),
    })
  },
}

/** Step one of setting it up from the account page: a new secret to add to an app. */
export const secondFactorSetupEndpoint: Endpoint = {
  path: '/second-factor/setup',
  method: 'post',
  handler: async (req) => {
    const refused = ownRequest(req)
    if (refused || !req.user) return refused!
    const account = await readAccount(req, req.user.id)
    if (isEnrolled(account))
      return refusal(req, 409, 'Two-step sign-in is already on. Turn it off first to use another app.')
    return answer(req, 200, await startSetup(req.user.id, req.user.email))
  },
}

/** Step two: the first code from the app turns it on; the recovery codes are shown once. */
export const secondFactorConfirmEndpoint: Endpoint = {
  path: '/second-factor/confirm',
  method: 'post',
  handler: async (req) => {
    const refused = ownRequest(req)
    if (refused || !req.user) return refused!
    const data = await body(req)
    const secret = secretOfTicket(text(data.ticket), req.user.id)
    if (!secret) return refusal(req, 400, 'This set-up has expired. Start again.')
    const limited = await tooManyWrongCodes(req, req.user.id)
    if (limited) return limited
    const step = await acceptedStep(secret, text(data.code))
    if (step === null) return wrongCode(req, req.user.id)
    const account = await readAccount(req, req.user.id)
    if (!account) return refusal(req, 404, 'Your account was not found.')
    const { codes, hashes } = newRecoveryCodes()
    await storeFactor(req, req.user.id, enrolledFields(secret, step, hashes))
    await recordChange(req, account, 'two-step sign-in set up')
    return answer(req, 200, { message: 'Two-step sign-in is on.', recoveryCodes: codes })
  },
}

/** New recovery codes in place of the old ones, for a current code from the app. */
export const recoveryCodesEndpoint: Endpoint = {
  path: '/second-factor/recovery-codes',
  method: 'post',
  handler: async (req) => {
    const refused = ownRequest(req)
    if (refused || !req.user) return refused!
    const data = await body(req)
    const account = await readAccount(req, req.user.id)
    if (!account || !isEnrolled(account)) return refusal(req, 409, 'Two-step sign-in is not on for your account.')
    const limited = await tooManyWrongCodes(req, req.user.id)
    if (limited) return limited
    const secret = decryptSecret(String(account.secondFactorSecret))
    const step = secret ? await acceptedStep(secret, text(data.code), account.secondFactorLastStep) : null
    if (step === null) return wrongCode(req, req.user.id)
    const { codes, hashes } = newRecoveryCodes()
    await storeFactor(req, req.user.id, { secondFactorLastStep: step, recoveryCodes: hashes })
    await recordChange(req, account, 'new recovery codes (the old ones no longer work)')
    return answer(req, 200, { message: 'New recovery codes made. The old ones no longer work.', recoveryCodes: codes })
  },
}

/** Turns it off: your own with your password (not when your role needs it); anyone's by an administrator. */
export const turnOffSecondFactorEndpoint: Endpoint = {
  path: '/:id/second-factor/turn-off',
  method: 'post',
  handler: async (req) => {
    if (isForeignOrigin(req.headers)) return refusal(req, 403, FOREIGN_ORIGIN)
    if (!req.user) return refusal(req, 401, 'Sign in to manage two-step sign-in.')
    const id = String(req.routeParams?.id ?? '')
    const own = id === String(req.user.id)
    const isAdmin = req.user.role === 'admin'
    if (!own && !isAdmin) return refusal(req, 403, 'Only administrators can turn off two-step sign-in for others.')
    if (!/^\d+$/.test(id)) return refusal(req, 404, 'There is no account with this id.')
    const account = await readAccount(req, Number(id))
    if (!account) return refusal(req, 404, 'There is no account with this id.')
    if (own) {
      if (secondFactorRequired(req.user.role)) {
        return refusal(
          req,
          403,
          'Your role needs two-step sign-in, so it cannot be turned off. An administrator can reset it.',
        )
      }
      const data = await body(req)
      if (!(await passwordMatches(text(data.currentPassword), account))) {
        return refusal(req, 400, 'Enter your current password to turn off two-step sign-in.', 'CurrentPasswordWrong')
      }
    }
    if (!isEnrolled(account)) return answer(req, 200, { message: 'Two-step sign-in was not on.' })
    await storeFactor(req, account.id, TURNED_OFF)
    await recordChange(
      req,
      account,
      own ? 'two-step sign-in turned off' : `two-step sign-in reset by ${req.user.email}`,
    )
    return answer(req, 200, { message: 'Two-step sign-in is off.' })
  },
}

export const secondFactorEndpoints: Endpoint[] = [
  secondFactorStatusEndpoint,
  secondFactorSetupEndpoint,
  secondFactorConfirmEndpoint,
  recoveryCodesEndpoint,
  turnOffSecondFactorEndpoint,
]
