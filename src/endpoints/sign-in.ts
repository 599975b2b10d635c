/**
 * The staff sign-in endpoints, in front of Payload's own (docs/decisions/0024): the same
 * paths under /api/users, with login CSRF refused, the DoD notice acknowledged first,
 * failures locked per account and client, refusals answered after the same time, and
 * every event in the change history.
 */
import {
  APIError,
  forgotPasswordOperation,
  loginOperation,
  resetPasswordOperation,
  type Endpoint,
  type PayloadRequest,
  type Where,
} from 'payload'

import { env } from '@/config/env'
import { recordSignInEvent } from '@/hooks/record-audit'
import { clientKey, consume, rateLimiter } from '@/server/rate-limit'
import { isForeignOrigin } from '@/server/sign-in/origin'
import { clearFailures, countFailure, lockedFor, unlockAccount } from '@/server/sign-in/lockout'
import { noticeAcknowledged, noticeCookie } from '@/server/sign-in/notice'
import { readCard, type CardReading } from '@/server/sign-in/certificate'
import { endSessions, sessionCookie, signSession, startSession } from '@/server/sign-in/session'
import { refuseAfterFloor } from '@/server/sign-in/timing'

import { needsSecondStep, secondStepAtSignIn } from './second-factor'
import { answer, body, FOREIGN_ORIGIN, NOTICE_FIRST, PASSWORD_OFF, refusal, text } from './sign-in-answers'

const WINDOW_SECONDS = 15 * 60

function sidOf(token: string): string | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown }
    return typeof claims.sid === 'string' ? claims.sid : undefined
  } catch {
    return undefined
  }
}

/** Slows guessing: many sign-ins from one client, or against one account from anywhere. */
async function tooMany(email: string, client: string): Promise<number> {
  const { perClient, perAccount } = env().signInLimits
  const waits = await Promise.all([
    consume(rateLimiter('sign-in-client', perClient, WINDOW_SECONDS), client),
    consume(rateLimiter('sign-in-account', perAccount, WINDOW_SECONDS), email || 'none'),
  ])
  return Math.max(...waits)
}

const tryLater = (seconds: number) =>
  `Too many sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`

/** Counts a failed password sign-in (a wrong password or code) and records it, and the lock it may cause. */
async function failedPasswordSignIn(req: PayloadRequest, email: string, client: string, label: string) {
  const lockedNow = await countFailure(email, client)
  const event = { label, actor: { email }, method: 'password' as const, clientAddress: client }
  await recordSignInEvent(req, { ...event, action: 'sign-in failed' })
  if (lockedNow) await recordSignInEvent(req, { ...event, action: 'locked out' })
}

export const loginEndpoint: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    const startedAt = Date.now()
    if (isForeignOrigin(req.headers)) return refusal(req, 403, FOREIGN_ORIGIN)
    if (!env().signIn.password) return refusal(req, 403, PASSWORD_OFF)
    const data = await body(req)
    const email = text(data.email).trim().toLowerCase()
    const password = text(data.password)
    if (!noticeAcknowledged(req.headers, data)) {
      return refusal(req, 400, NOTICE_FIRST, 'NoticeNotAcknowledged')
    }
    const client = clientKey(req.headers)
    const wait = Math.max(await lockedFor(email, client), await tooMany(email, client))
    if (wait > 0) {
      await refuseAfterFloor(startedAt)
      return refusal(req, 429, tryLater(wait), 'TooManySignIns')
    }
    const collection = req.payload.collections.users
    let result: Awaited<ReturnType<typeof loginOperation>>
    try {
      result = await loginOperation({ collection, data: { email, password }, req })
    } catch (error) {
      const status = (error as APIError).status
      if (status === 400) throw error
      await failedPasswordSignIn(req, email, client, email)
      await refuseAfterFloor(startedAt)
      return refusal(req, 401, req.t('error:emailOrPasswordIncorrect'))
    }
    const user = result.user as unknown as { id: number; email: string; role?: string }
    const sid = result.token ? sidOf(result.token) : undefined
    const second = await secondStepAtSignIn(req, user, data)
    if (!second.ok) {
      // The password was right, but no session starts without the second step.
      if (sid) await endSessions(req, 'users', user.id, (one) => one.id === sid)
      if (second.failed) await failedPasswordSignIn(req, email, client, `${email} (wrong code)`)
      await refuseAfterFloor(startedAt)
      return refusal(req, 401, second.message, second.name, second.extra)
    }
    await clearFailures(email, client)
    const signed = sid
      ? await signSession(req, collection.config, user.id, sid, {
          ...user,
          collection: 'users',
        } as PayloadRequest['user'])
      : null
    if (!signed) return refusal(req, 401, req.t('error:emailOrPasswordIncorrect'))
    await recordSignInEvent(req, {
      action: 'signed in',
      documentId: String(user.id),
      label: user.email,
      actor: { id: user.id, email: user.email },
      method: 'password',
      clientAddress: client,
    })
    return answer(
      req,
      200,
      {
        message: req.t('authentication:passed'),
        user: result.user,
        token: signed.token,
        exp: signed.exp,
        ...(second.recoveryCodes ? { recoveryCodes: second.recoveryCodes } : {}),
      },
      { 'Set-Cookie': sessionCookie(signed.token, signed.exp) },
    )
  },
}

/** The account a verified card belongs to: by its DoD ID number, else (unless CARD_MATCH=edipi) its e-mail or UPN. */
async function accountOfCard(req: PayloadRequest, card: Extract<CardReading, { ok: true }>) {
  const find = async (where: Where) =>
    (await req.payload.find({ collection: 'users', where, limit: 1, depth: 0, req })).docs[0]
  const byNumber = card.edipi ? await find({ cardNumber: { equals: card.edipi } }) : undefined
  if (byNumber || env().signIn.cardMatch === 'edipi') return byNumber
  const names = [...card.emails, ...card.upns]
  return names.length ? find({ email: { in: names } }) : undefined
}

/**
 * CAC/PIV: the card nginx verified is mapped to an account by the e-mail address (or the
 * UPN, when it is the account's e-mail) in its subject alternative name, or by its DoD ID
 * number (ADR 0025).
 */
export const certificateLoginEndpoint: Endpoint = {
  path: '/certificate-login',
  method: 'post',
  handler: async (req) => {
    if (isForeignOrigin(req.headers)) return refusal(req, 403, FOREIGN_ORIGIN)
    const data = await body(req)
    if (!noticeAcknowledged(req.headers, data)) return refusal(req, 400, NOTICE_FIRST, 'NoticeNotAcknowledged')
    const client = clientKey(req.headers)
    const card = readCard(req.headers, env().signIn.certificateProxySecret)
    const event = { method: 'certificate' as const, clientAddress: client }
    if (!card.ok) {
      await recordSignInEvent(req, { ...event, action: 'sign-in failed', label: `card refused: ${card.reason}` })
      return refusal(req, card.status, card.message, 'CardRefused')
    }
    const user = await accountOfCard(req, card)
    if (!user) {
      await recordSignInEvent(req, {
        ...event,
        action: 'sign-in failed',
        label: `unknown card: ${card.subject} (${[card.edipi ?? 'no DoD ID number', ...card.emails, ...card.upns].join(', ')})`,
      })
      return refusal(
        req,
        403,
        'This card is not linked to a staff account. Ask an administrator to add your DoD ID number (EDIPI) to your account.',
        'UnknownCard',
      )
    }
    const signed = await startSession(req, req.payload.collections.users.config, user)
    if (!signed) return refusal(req, 403, 'This card is not linked to a staff account.', 'UnknownCard')
    await recordSignInEvent(req, {
      ...event,
      action: 'signed in',
      documentId: String(user.id),
      label: `${user.email} (card ${card.serial})`,
      actor: { id: user.id, email: user.email },
    })
    return answer(
      req,
      200,
      { message: req.t('authentication:passed'), user, token: signed.token, exp: signed.exp },
      { 'Set-Cookie': sessionCookie(signed.token, signed.exp) },
    )
  },
}

/** The DoD notice's "I understand and consent": remembered for the sign-in that follows. */
export const acknowledgeNoticeEndpoint: Endpoint = {
  path: '/acknowledge-notice',
  method: 'post',
  handler: async (req) => {
    if (isForeignOrigin(req.headers)) return refusal(req, 403, FOREIGN_ORIGIN)
    return answer(req, 200, { message: 'Notice acknowledged.' }, { 'Set-Cookie': noticeCookie() })
  },
}

export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    const startedAt = Date.now()
    if (isForeignOrigin(req.headers)) return refusal(req, 403, FOREIGN_ORIGIN)
    if (!env().signIn.password) return refusal(req, 403, PASSWORD_OFF)
    const data = await body(req)
    const email = text(data.email).trim().toLowerCase()
    if (!email) return refusal(req, 400, 'Enter the e-mail address of your account.')
    const client = clientKey(req.headers)
    const waits = await Promise.all([
      consume(
        rateLimiter('forgot-password-client', env().signInLimits.forgotPasswordPerClient, WINDOW_SECONDS),
        client,
      ),
      consume(rateLimiter('forgot-password-account', 3, 60 * 60), email),
    ])
    if (Math.max(...waits) > 0) return refusal(req, 429, 'Too many password reset requests. Try again later.')
    try {
      await forgotPasswordOperation({
        collection: req.payload.collections.users,
        data: { email } as { email: string; password: string },
        req,
      })
    } catch (error) {
      req.payload.logger.warn({ err: error }, 'A password reset e-mail could not be sent')
    }
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
    if (isForeignOrigin(req.headers)) return refusal(req, 403, FOREIGN_ORIGIN)
    if (!env().signIn.password) return refusal(req, 403, PASSWORD_OFF)
    const data = await body(req)
    const result = await resetPasswordOperation({
      collection: req.payload.collections.users,
      data: { password: text(data.password), token: text(data.token) },
      req,
    })
    const user = result.user as unknown as { id: number; email: string; role?: string }
    let sid = result.token ? sidOf(result.token) : undefined
    // An e-mailed link proves the inbox, not the second factor: sign in again with the code.
    if (sid && (await needsSecondStep(req, user))) {
      const ended = sid
      await endSessions(req, 'users', user.id, (one) => one.id === ended)
      sid = undefined
    }
    const signed = sid
      ? await signSession(req, req.payload.collections.users.config, user.id, sid, {
          ...user,
          collection: 'users',
        } as PayloadRequest['user'])
      : null
    await recordSignInEvent(req, {
      action: 'password changed',
      documentId: String(user.id),
      label: `${user.email} (reset by e-mail link; other sessions ended)`,
      actor: { id: user.id, email: user.email },
      clientAddress: clientKey(req.headers),
    })
    return answer(
      req,
      200,
      signed
        ? { message: req.t('authentication:passwordResetSuccessfully'), user: result.user, token: signed.token }
        : { message: 'Your password is changed. Sign in with it and the code from your authenticator app.' },
      signed ? { 'Set-Cookie': sessionCookie(signed.token, signed.exp) } : {},
    )
  },
}

/** Administrators only; the answer is the same whether the e-mail has an account or not. */
export const unlockEndpoint: Endpoint = {
  path: '/unlock',
  method: 'post',
  handler: async (req) => {
    if (req.user?.role !== 'admin') return refusal(req, 403, 'Only administrators can unlock accounts.')
    const data = await body(req)
    const email = text(data.email).trim().toLowerCase()
    if (!email) return refusal(req, 400, 'Enter the e-mail address of the account.')
    await unlockAccount(email)
    await recordSignInEvent(req, {
      action: 'updated',
      label: `unlocked ${email}`,
      clientAddress: clientKey(req.headers),
    })
    return answer(req, 200, { message: 'If this account was locked, it is unlocked.' })
  },
}

type SessionRow = { id: string; createdAt: string | Date; expiresAt: string | Date }

/** The session id Payload's JWT strategy puts on the signed-in user. */
const sidOfUser = (req: PayloadRequest): string | undefined => (req.user as { _sid?: string } | null)?._sid

/** The signed-in user's own sessions: when each started and when it ends. */
export const listSessionsEndpoint: Endpoint = {
  path: '/sessions',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return refusal(req, 401, 'Sign in to see your sessions.')
    const stored = (await req.payload.db.findOne({
      collection: 'users',
      req,
      where: { id: { equals: req.user.id } },
    })) as { sessions?: SessionRow[] } | null
    const now = Date.now()
    const sessions = (stored?.sessions ?? [])
      .filter((one) => new Date(one.expiresAt).getTime() > now)
      .map((one) => ({
        id: one.id,
        startedAt: new Date(one.createdAt).toISOString(),
        endsAt: new Date(one.expiresAt).toISOString(),
        current: one.id === sidOfUser(req),
      }))
    return answer(req, 200, { sessions })
  },
}

/**
 * Ends sessions: `/sessions/:sid` one of your own; `/:id/sessions` every session of an
 * account (your own other sessions, or anyone's for an administrator).
 */
export const endOwnSessionEndpoint: Endpoint = {
  path: '/sessions/:sid',
  method: 'delete',
  handler: async (req) => {
    if (!req.user) return refusal(req, 401, 'Sign in to end your sessions.')
    const sid = String(req.routeParams?.sid ?? '')
    const ended = await endSessions(req, 'users', req.user.id, (one) => one.id === sid)
    if (ended.length === 0) return refusal(req, 404, 'You have no session with this id.')
    await recordSignInEvent(req, {
      action: 'session ended',
      documentId: String(req.user.id),
      label: `${req.user.email}: one session, by its owner`,
      clientAddress: clientKey(req.headers),
    })
    return answer(req, 200, { message: 'The session has ended.', ended: 1 })
  },
}

export const endAccountSessionsEndpoint: Endpoint = {
  path: '/:id/sessions',
  method: 'delete',
  handler: async (req) => {
    if (!req.user) return refusal(req, 401, 'Sign in to end sessions.')
    const id = String(req.routeParams?.id ?? '')
    const own = id === String(req.user.id)
    if (!own && req.user.role !== 'admin')
      return refusal(req, 403, 'Only administrators can end the sessions of others.')
    const userId = Number(id)
    if (!Number.isInteger(userId)) return refusal(req, 400, 'The account id must be a number.')
    // Your own: every other session; someone else's: all of them.
    const ended = await endSessions(req, 'users', userId, (one) => !own || one.id !== sidOfUser(req))
    await recordSignInEvent(req, {
      action: 'session ended',
      documentId: id,
      label: `${ended.length} session(s) of account ${id}, by ${req.user.email}`,
      clientAddress: clientKey(req.headers),
    })
    return answer(req, 200, { message: `${ended.length} session(s) ended.`, ended: ended.length })
  },
}

export const signInEndpoints: Endpoint[] = [
  loginEndpoint,
  certificateLoginEndpoint,
  acknowledgeNoticeEndpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
  unlockEndpoint,
  listSessionsEndpoint,
  endOwnSessionEndpoint,
  endAccountSessionsEndpoint,
]
