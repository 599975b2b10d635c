/**
 * Your signed-in sessions (when and how each began, from where, when it ends), and ending
 * them: one of your own, all your others, or, for an administrator, all of someone's.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { recordSignInEvent } from '@/hooks/record-audit'
import { clientKey } from '@/server/rate-limit'

import { fromTheSite, refuse } from '../gate'
import { currentSid, endSessions } from '../session'
import { sessionRecordsOf } from '../store'
import { answer, refusal } from './answers'

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

async function recordEnded(req: PayloadRequest, accountId: string, label: string) {
  await recordSignInEvent(req, {
    action: 'session ended',
    documentId: accountId,
    label,
    clientAddress: clientKey(req.headers),
  })
}

export const endOwnSessionEndpoint: Endpoint = {
  path: '/sessions/:sid',
  method: 'delete',
  handler: async (req) => {
    if (!req.user) return refusal(req, refuse(401, 'Sign in to end your sessions.'))
    const foreign = fromTheSite(req)
    if (foreign) return refusal(req, foreign)
    const sid = String(req.routeParams?.sid ?? '')
    const ended = await endSessions(req, req.user.id, (one) => one.id === sid)
    if (ended.length === 0) return refusal(req, refuse(404, 'You have no session with this id.'))
    await recordEnded(req, String(req.user.id), `${req.user.email}: one session, by its owner`)
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
    const ended = await endSessions(req, Number(id), (one) => one.id !== keep)
    await recordEnded(req, id, `${ended.length} session(s) of account ${id}, by ${req.user.email}`)
    return answer(req, 200, { message: `${ended.length} session(s) ended.`, ended: ended.length })
  },
}

export const sessionEndpoints: Endpoint[] = [listSessionsEndpoint, endOwnSessionEndpoint, endAccountSessionsEndpoint]
