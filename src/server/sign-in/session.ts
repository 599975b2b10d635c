import { randomUUID } from 'node:crypto'

import { getFieldsToSign, jwtSign, type CollectionConfig, type CollectionSlug, type PayloadRequest } from 'payload'

import { env } from '@/config/env'

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

/**
 * Signs the token of session `sid` to end at the session's next expiry and stores that
 * expiry with the session. Returns null when the session is gone or past its lifetime.
 */
export async function signSession(
  req: PayloadRequest,
  collection: CollectionConfig,
  userId: number | string,
  sid: string,
  tokenUser: PayloadRequest['user'],
): Promise<{ token: string; exp: number } | null> {
  const stored = (await req.payload.db.findOne({
    collection: collection.slug as CollectionSlug,
    req,
    where: { id: { equals: userId } },
  })) as StoredUser | null
  const session = stored?.sessions?.find(({ id }) => id === sid)
  if (!stored || !session) return null
  const now = Date.now()
  const expiresAt = nextExpiry(stored.role, session.createdAt, now)
  if (expiresAt <= now + 1000) {
    await endSessions(req, collection.slug as CollectionSlug, userId, (one) => one.id === sid)
    return null
  }
  const fieldsToSign = getFieldsToSign({
    collectionConfig: collection,
    email: String(stored.email ?? ''),
    sid,
    user: tokenUser,
  })
  const { token, exp } = await jwtSign({
    fieldsToSign,
    secret: req.payload.secret,
    tokenExpiration: Math.floor((expiresAt - now) / 1000),
  })
  const sessions = (stored.sessions ?? [])
    .filter((one) => new Date(one.expiresAt).getTime() > now || one.id === sid)
    .map((one) => (one.id === sid ? { ...one, expiresAt: new Date(exp * 1000) } : one))
  await req.payload.db.updateOne({
    id: userId,
    collection: collection.slug as CollectionSlug,
    data: { sessions, updatedAt: null },
    req,
    returning: false,
  })
  return { token, exp }
}

/** Removes the sessions `which` picks from an account: their tokens stop working at once. */
export async function endSessions(
  req: PayloadRequest,
  slug: CollectionSlug,
  userId: number | string,
  which: (session: Session) => boolean,
): Promise<Session[]> {
  const stored = (await req.payload.db.findOne({
    collection: slug,
    req,
    where: { id: { equals: userId } },
  })) as StoredUser | null
  const sessions = stored?.sessions ?? []
  const ended = sessions.filter(which)
  if (ended.length === 0) return []
  await req.payload.db.updateOne({
    id: userId,
    collection: slug,
    data: { sessions: sessions.filter((one) => !which(one)), updatedAt: null },
    req,
    returning: false,
  })
  return ended
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

/**
 * Starts a session for an account that proved who it is without a password (a card or
 * single sign-on): stores the session as Payload's own sign-in does, then signs its token.
 */
export async function startSession(
  req: PayloadRequest,
  collection: CollectionConfig,
  user: { id: number | string; email?: string | null; role?: unknown },
): Promise<{ token: string; exp: number } | null> {
  const stored = (await req.payload.db.findOne({
    collection: collection.slug as CollectionSlug,
    req,
    where: { id: { equals: user.id } },
  })) as StoredUser | null
  if (!stored) return null
  const now = new Date()
  const sid = randomUUID()
  const live = (stored.sessions ?? []).filter((one) => new Date(one.expiresAt).getTime() > now.getTime())
  const session = { id: sid, createdAt: now, expiresAt: new Date(nextExpiry(stored.role, now)) }
  await req.payload.db.updateOne({
    id: user.id,
    collection: collection.slug as CollectionSlug,
    data: { sessions: [...live, session], updatedAt: null },
    req,
    returning: false,
  })
  return signSession(req, collection, user.id, sid, {
    ...stored,
    collection: collection.slug,
  } as PayloadRequest['user'])
}
