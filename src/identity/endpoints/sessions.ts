/**
 * Your signed-in sessions (when and how each began, from where, when it ends), and ending
 * them: one of your own, all your others, or, for an administrator, all of someone's.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { recordSignInEvent } from '@/hooks/record-audit'
import { clientKey } from '@/server/rate-limit'

import { fromTheSite, refuse } from '../gate'
import { clearedSessionCookie, currentSid, endSessions, sessionCookie, signSession } from '../session'
import { sessionRecordsOf, type SignInMethod } from '../store'
import { accountForAnswer, answer, refusal } from './answers'

type SessionRow = { id: string; createdAt: string | Date; expiresAt: string | Date }

const METHOD_WORDS = { password: 'password', oidc: 'single sign-on', certificate: 'CAC/PIV card' } as const

/** The signed-in user's own sessions: when and how each started, from where, and when it ends. */
export const listSessionsEndpoint: Endpoint = {
  path: '/sessions',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return refusal(req, refuse(401, 'Sign in to see your sessions.'))
    const stored = (await req.payload.db.findOne({
      collection: 'users',
      req,
      where: { id: { equals: req.user.id } },
    })) as { sessions?: SessionRow[] } | null
    const records = new Map((await sessionRecordsOf(req.payload, req.user.id)).map((one) => [one.sid, one]))
    const now = Date.now()
    const sessions = (stored?.sessions ?? [])
      .filter((one) => new Date(one.expiresAt).getTime() > now)
      .map((one) => ({
        id: one.id,
        startedAt: new Date(one.createdAt).toISOString(),
        endsAt: new Date(one.expiresAt).toISOString(),
        method: METHOD_WORDS[records.get(one.id)?.method ?? 'password'],
        from: records.get(one.id)?.client ?? null,
        current: one.id === currentSid(req),
      }))
    return answer(req, 200, { sessions })
  },
}

async function recordSessionEvent(
  req: PayloadRequest,
  accountId: string,
  label: string,
  action: 'session ended' | 'signed out' = 'session ended',
) {
  await recordSignInEvent(req, { action, documentId: accountId, label, clientAddress: clientKey(req.headers) })
}

export const endOwnSessionEndpoint: Endpoint = {
  path: '/sessions/:sid',
  method: 'delete',
  handler: async (req) => {
    if (!req.user) return refusal(req, refuse(401, 'Sign in to end your sessions.'))
    const foreign = fromTheSite(req)
    if (foreign) return refusal(req, foreign)
    const sid = String(req.routeParams?.sid ?? '')
    const ended = await endSessions(req, req.user.id, { only: sid })
    if (ended.length === 0) return refusal(req, refuse(404, 'You have no session with this id.'))
    await recordSessionEvent(req, String(req.user.id), `${req.user.email}: one session, by its owner`)
    return answer(req, 200, { message: 'The session has ended.', ended: 1 })
  },
}

/** Your own: every other session; someone else's (administrators): all of them. */
export const endAccountSessionsEndpoint: Endpoint = {
  path: '/:id/sessions',
  method: 'delete',
  handler: async (req) => {
    if (!req.user) return refusal(req, refuse(401, 'Sign in to end sessions.'))
    const foreign = fromTheSite(req)
    if (foreign) return refusal(req, foreign)
    const id = String(req.routeParams?.id ?? '')
    const own = id === String(req.user.id)
    if (!own && req.user.role !== 'admin') {
      return refusal(req, refuse(403, 'Only administrators can end the sessions of others.'))
    }
    if (!/^\d{1,12}$/.test(id)) return refusal(req, refuse(400, 'The account id must be a number.'))
    const keep = own ? currentSid(req) : undefined
    const ended = await endSessions(req, Number(id), { allBut: keep })
    await recordSessionEvent(req, id, `${ended.length} session(s) of account ${id}, by ${req.user.email}`)
    return answer(req, 200, { message: `${ended.length} session(s) ended.`, ended: ended.length })
  },
}

/** Ends the session making the request (or, with `everywhere`, all the person's sessions) and records it. */
export async function signOut(req: PayloadRequest, everywhere = false): Promise<void> {
  const sid = currentSid(req)
  if (!req.user || !sid) return
  const ended = await endSessions(req, req.user.id, everywhere ? {} : { only: sid })
  const label = everywhere ? `${req.user.email} (${ended.length} session(s) ended)` : req.user.email
  await recordSessionEvent(req, String(req.user.id), label, 'signed out')
}

/**
 * Payload's own sign-out path: the same answer as Payload's (the admin calls it), but only
 * this session's row is removed, so a sign-in elsewhere at the same moment is kept.
 * `?allSessions=true` ends all of the person's sessions.
 */
export const signOutEndpoint: Endpoint = {
  path: '/logout',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return refusal(req, refuse(400, 'Nobody is signed in on this browser.'))
    const foreign = fromTheSite(req)
    if (foreign) return refusal(req, foreign)
    await signOut(req, req.searchParams.get('allSessions') === 'true')
    return answer(
      req,
      200,
      { message: req.t('authentication:logoutSuccessful') },
      { 'Set-Cookie': clearedSessionCookie() },
    )
  },
}

/**
 * Payload's own refresh path: keeps an active session going for another idle period (10
 * minutes for administrators, 15 for others), never past its absolute lifetime (12 hours),
 * changing only this session's expiry.
 */
export const refreshEndpoint: Endpoint = {
  path: '/refresh-token',
  method: 'post',
  handler: async (req) => {
    const sid = currentSid(req)
    if (!req.user || !sid) return refusal(req, refuse(401, 'Your session has ended. Sign in again.', 'SessionEnded'))
    const { _method: method, _strategy: strategy } = req.user as { _method?: SignInMethod; _strategy?: string }
    const signed = await signSession(req, req.user.id, sid, method)
    if (!signed) {
      await recordSessionEvent(
        req,
        String(req.user.id),
        `${req.user.email}: not kept going (time limit reached, or ended elsewhere)`,
      )
      return refusal(req, refuse(401, 'Your session has ended. Sign in again.', 'SessionEnded'))
    }
    return answer(
      req,
      200,
      {
        message: req.t('authentication:tokenRefreshSuccessful'),
        refreshedToken: signed.token,
        exp: signed.exp,
        strategy,
        user: await accountForAnswer(req, Number(req.user.id)),
      },
      { 'Set-Cookie': sessionCookie(signed.token, signed.exp) },
    )
  },
}

export const sessionEndpoints: Endpoint[] = [
  signOutEndpoint,
  refreshEndpoint,
  listSessionsEndpoint,
  endOwnSessionEndpoint,
  endAccountSessionsEndpoint,
]
