/**
 * Two-step sign-in on the account page (ADR 0035): set it up, replace the recovery codes,
 * turn it off, or (administrators) reset it for someone who lost their device. Each change
 * needs the person's current password or a current code (the gate's proof), ends their
 * other sessions, and is in the change history under its own name with the client address.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import {
  findAccount,
  fromTheSite,
  proveIdentity,
  recordSecondFactorChange,
  refuse,
  storeSecondFactor,
  WRONG_SETUP_CODE,
  type Refusal,
} from '../gate'
import { withinLimit } from '../limits'
import {
  acceptedStep,
  decryptSecret,
  enrolledFields,
  isEnrolled,
  newRecoveryCodes,
  recoveryCodesLeft,
  secondFactorRequired,
  secretOfTicket,
  startSetup,
  TURNED_OFF,
} from '../second-factor'
import { endOtherSessions, endSessions } from '../session'
import { release, spendTimeStep, spendOnce } from '../store'
import { answer, body, refusal, text } from './answers'

/** A signed-in person acting on their own account, from the site itself. */
function ownRequest(req: PayloadRequest): Refusal | null {
  if (!req.user) return refuse(401, 'Sign in to manage two-step sign-in.')
  return fromTheSite(req)
}

/**
 * Codes tried on the account page, per account: the eleventh within 15 minutes is refused,
 * so a stolen session cannot guess its way to new recovery codes. Counted before the code
 * is checked; a right code gives its count back.
 */
const WRONG_CODES_ALLOWED = 10
async function countCodeTry(req: PayloadRequest, email: string) {
  const key = `codes|${email}`
  const counted = await withinLimit(req.payload, key, WRONG_CODES_ALLOWED, 15 * 60_000, email)
  return {
    refused: counted.ok ? null : refuse(429, 'Too many wrong codes. Wait 15 minutes, then try again.'),
    right: () => release(req.payload, key),
  }
}

/** Whether two-step sign-in is on for you, since when, and how many recovery codes are left. */
export const secondFactorStatusEndpoint: Endpoint = {
  path: '/second-factor',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return refusal(req, refuse(401, 'Sign in to see your two-step sign-in.'))
    const account = await findAccount(req, { id: { equals: req.user.id } })
    const on = isEnrolled(account)
    return answer(req, 200, {
      on,
      since: on ? new Date(String(account?.secondFactorSince)).toISOString() : null,
      recoveryCodesLeft: on && account ? recoveryCodesLeft(account) : 0,
      required: secondFactorRequired(req.user.role),
    })
  },
}

/** Step one of setting it up: a new secret to add to an app (nothing changes yet). */
export const secondFactorSetupEndpoint: Endpoint = {
  path: '/second-factor/setup',
  method: 'post',
  handler: async (req) => {
    const refused = ownRequest(req)
    if (refused || !req.user) return refusal(req, refused!)
    const account = await findAccount(req, { id: { equals: req.user.id } })
    if (isEnrolled(account)) {
      return refusal(req, refuse(409, 'Two-step sign-in is already on. Turn it off first to use another app.'))
    }
    return answer(req, 200, await startSetup(req.user.id, req.user.email))
  },
}

/** Step two: the current password and the first code from the app turn it on; the recovery codes are shown once. */
export const secondFactorConfirmEndpoint: Endpoint = {
  path: '/second-factor/confirm',
  method: 'post',
  handler: async (req) => {
    const refused = ownRequest(req)
    if (refused || !req.user) return refusal(req, refused!)
    const data = await body(req)
    const ticket = text(data.ticket)
    const secret = secretOfTicket(ticket, req.user.id)
    if (!secret) return refusal(req, refuse(400, 'This set-up has expired. Start again.'))
    const account = await findAccount(req, { id: { equals: req.user.id } })
    if (!account) return refusal(req, refuse(404, 'Your account was not found.'))
    if (isEnrolled(account)) return refusal(req, refuse(409, 'Two-step sign-in is already on.'))
    const tries = await countCodeTry(req, account.email)
    if (tries.refused) return refusal(req, tries.refused)
    const step = await acceptedStep(secret, text(data.code))
    if (step === null) return refusal(req, refuse(400, WRONG_SETUP_CODE, 'SecondFactorWrong'))
    await tries.right()
    const unproven = await proveIdentity(req, { currentPassword: data.currentPassword })
    if (unproven) return refusal(req, unproven)
    if (!(await spendOnce(req.payload, `setup|${ticket}`))) {
      return refusal(req, refuse(409, 'This set-up was used already. Start again.'))
    }
    const { codes, hashes } = newRecoveryCodes()
    await storeSecondFactor(req, account.id, enrolledFields(secret, step, hashes))
    await endOtherSessions(req, account.id)
    await recordSecondFactorChange(req, account, 'two-step sign-in turned on', 'other sessions ended')
    return answer(req, 200, {
      message: 'Two-step sign-in is on. Your other sessions have ended.',
      recoveryCodes: codes,
    })
  },
}

/** New recovery codes in place of the old ones, for a current code from the app (a fresh second step). */
export const recoveryCodesEndpoint: Endpoint = {
  path: '/second-factor/recovery-codes',
  method: 'post',
  handler: async (req) => {
    const refused = ownRequest(req)
    if (refused || !req.user) return refusal(req, refused!)
    const data = await body(req)
    const account = await findAccount(req, { id: { equals: req.user.id } })
    if (!account || !isEnrolled(account)) {
      return refusal(req, refuse(409, 'Two-step sign-in is not on for your account.'))
    }
    const tries = await countCodeTry(req, account.email)
    if (tries.refused) return refusal(req, tries.refused)
    const secret = decryptSecret(String(account.secondFactorSecret))
    const step = secret ? await acceptedStep(secret, text(data.code), account.secondFactorLastStep) : null
    if (step === null || !(await spendTimeStep(req.payload, account.id, step))) {
      return refusal(req, refuse(400, WRONG_SETUP_CODE, 'SecondFactorWrong'))
    }
    await tries.right()
    const { codes, hashes } = newRecoveryCodes()
    await storeSecondFactor(req, account.id, { recoveryCodes: hashes })
    await endOtherSessions(req, account.id)
    await recordSecondFactorChange(req, account, 'recovery codes replaced', 'the old ones no longer work')
    return answer(req, 200, { message: 'New recovery codes made. The old ones no longer work.', recoveryCodes: codes })
  },
}

/**
 * Turns it off: your own (not when your role needs it), or anyone's by an administrator
 * for a lost device; either way with the current password of the person doing it.
 */
export const turnOffSecondFactorEndpoint: Endpoint = {
  path: '/:id/second-factor/turn-off',
  method: 'post',
  handler: async (req) => {
    const refused = ownRequest(req)
    if (refused || !req.user) return refusal(req, refused!)
    const id = String(req.routeParams?.id ?? '')
    const own = id === String(req.user.id)
    if (!own && req.user.role !== 'admin') {
      return refusal(req, refuse(403, 'Only administrators can turn off two-step sign-in for others.'))
    }
    const account = /^\d{1,12}$/.test(id) ? await findAccount(req, { id: { equals: Number(id) } }) : null
    if (!account) return refusal(req, refuse(404, 'There is no account with this id.'))
    if (own && secondFactorRequired(req.user.role)) {
      return refusal(
        req,
        refuse(403, 'Your role needs two-step sign-in, so it cannot be turned off. An administrator can reset it.'),
      )
    }
    const data = await body(req)
    const unproven = await proveIdentity(req, { currentPassword: data.currentPassword, currentCode: data.currentCode })
    if (unproven) return refusal(req, unproven)
    if (!isEnrolled(account)) return answer(req, 200, { message: 'Two-step sign-in was not on.' })
    await storeSecondFactor(req, account.id, TURNED_OFF)
    if (own) await endOtherSessions(req, account.id)
    else await endSessions(req, account.id, {})
    await recordSecondFactorChange(
      req,
      account,
      'two-step sign-in turned off',
      own ? 'by its owner; other sessions ended' : `reset by ${req.user.email}; sessions ended`,
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
