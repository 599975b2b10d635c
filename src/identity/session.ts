/**
 * Sessions (ADR 0024): Payload keeps each account's session list and checks a token's
 * session at every request; this module starts, signs and ends them for every sign-in
 * method, and keeps beside each one how it was started and from where.
 */
import { randomUUID } from 'node:crypto'

import { getFieldsToSign, jwtSign, type CollectionConfig, type PayloadRequest } from 'payload'

import { env } from '@/config/env'

import {
  addSessionRow,
  extendSessionRow,
  forgetSessions,
  recordSession,
  removeSessionRows,
  runningSessionRows,
  type SessionChoice,
  type SignInMethod,
} from './store'

type Session = { id: string; createdAt: Date | string; expiresAt: Date | string }
type StoredUser = { id: number | string; email?: string | null; role?: unknown; sessions?: Session[] | null }

/** Idle time allowed before a session ends: shorter for administrators (STIG). */
export function idleSeconds(role: unknown): number {
  const { idleSecondsAdmin, idleSeconds: others } = env().signIn
  return role === 'admin' ? idleSecondsAdmin : others
}

/** The latest moment a session started at `createdAt` may last, whatever refreshes it. */
export function absoluteEnd(createdAt: Date | string): number {
  return new Date(createdAt).getTime() + env().signIn.maxSessionSeconds * 1000
}

/** The session's next expiry: the idle time from now, never past its absolute end. */
export function nextExpiry(role: unknown, createdAt: Date | string, now = Date.now()): number {
  return Math.min(now + idleSeconds(role) * 1000, absoluteEnd(createdAt))
}

const usersConfig = (req: PayloadRequest): CollectionConfig => req.payload.collections.users.config

async function storedUser(req: PayloadRequest, userId: number | string): Promise<StoredUser | null> {
  return (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { id: { equals: userId } },
  })) as StoredUser | null
}

/**
 * Signs the token of session `sid` to end at the session's next expiry and stores that
 * expiry with the session. Returns null when the session is gone or past its lifetime.
 */
export async function signSession(
  req: PayloadRequest,
  userId: number | string,
  sid: string,
  method?: SignInMethod,
): Promise<{ token: string; exp: number } | null> {
  const stored = await storedUser(req, userId)
  const session = stored?.sessions?.find(({ id }) => id === sid)
  if (!stored || !session) return null
  const now = Date.now()
  const expiresAt = nextExpiry(stored.role, session.createdAt, now)
  if (expiresAt <= now + 1000) {
    await endSessions(req, userId, { only: sid })
    return null
  }
  const collection = usersConfig(req)
  const fieldsToSign = {
    ...getFieldsToSign({
      collectionConfig: collection,
      email: String(stored.email ?? ''),
      sid,
      user: { ...stored, collection: 'users' } as PayloadRequest['user'] & object,
    }),
    // Signed with the token, so the per-request checks know which sessions a provider vouches for.
    ...(method ? { method } : {}),
  }
  const { token, exp } = await jwtSign({
    fieldsToSign,
    secret: req.payload.secret,
    tokenExpiration: Math.floor((expiresAt - now) / 1000),
  })
  // Ended meanwhile (signed out elsewhere, or by an administrator): no new token.
  if (!(await extendSessionRow(req, userId, sid, new Date(exp * 1000)))) return null
  return { token, exp }
}

/** The claims of a token this site signed, read without checking (only after Payload checked it). */
export function claimsOf(token: string): { sid?: string; method?: SignInMethod } {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >
    return {
      sid: typeof claims.sid === 'string' ? claims.sid : undefined,
      method: typeof claims.method === 'string' ? (claims.method as SignInMethod) : undefined,
    }
  } catch {
    return {}
  }
}

/** Ends sessions of an account (one, all but one, or all): their tokens stop working at once. */
export async function endSessions(
  req: PayloadRequest,
  userId: number | string,
  which: SessionChoice,
): Promise<string[]> {
  const ended = await removeSessionRows(req, userId, which)
  await forgetSessions(req.payload, ended)
  return ended
}

/** The session id Payload's JWT strategy puts on the signed-in user. */
export const currentSid = (req: PayloadRequest): string | undefined => (req.user as { _sid?: string } | null)?._sid

/** The session making this request, when it is one of this account's. */
const ownSession = (req: PayloadRequest, userId: number | string) =>
  String(req.user?.id) === String(userId) ? currentSid(req) : undefined

/** Ends every session of an account but the one making this request (when it is theirs). */
export const endOtherSessions = (req: PayloadRequest, userId: number | string) =>
  endSessions(req, userId, { allBut: ownSession(req, userId) })

/** The account's running sessions that `endOtherSessions` would end. */
export async function otherRunningSessions(req: PayloadRequest, userId: number | string): Promise<string[]> {
  const keep = ownSession(req, userId)
  return (await runningSessionRows(req, userId)).filter((sid) => sid !== keep)
}

/** The session cookie's name: `__Host-` under https (secure, whole site, no domain). */
export function cookiePrefix(secure = env().signIn.secureCookie): string {
  return secure ? '__Host-payload' : 'payload'
}

export function sessionCookie(token: string, exp: number, secure = env().signIn.secureCookie): string {
  const parts = [
    `${cookiePrefix(secure)}-token=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Expires=${new Date(exp * 1000).toUTCString()}`,
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export const clearedSessionCookie = () =>
  `${cookiePrefix()}-token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${env().signIn.secureCookie ? '; Secure' : ''}`

/**
 * Starts a session for an account whose sign-in the gate admitted: stores it in the
 * account's session list as Payload's own sign-in does, records how it began, then signs
 * its token.
 */
export async function startSession(
  req: PayloadRequest,
  userId: number | string,
  method: SignInMethod,
  client: string,
  providerTokens: string | null = null,
): Promise<{ token: string; exp: number; sid: string } | null> {
  const stored = await storedUser(req, userId)
  if (!stored) return null
  const now = new Date()
  const sid = randomUUID()
  await addSessionRow(req, userId, { id: sid, createdAt: now, expiresAt: new Date(nextExpiry(stored.role, now)) })
  await recordSession(req.payload, {
    sid,
    userId: Number(userId),
    method,
    client,
    startedAt: now.getTime(),
    providerTokens,
  })
  const signed = await signSession(req, userId, sid, method)
  return signed ? { ...signed, sid } : null
}
