/**
 * Why a member of staff is looking at the sign-in page (issue 48): the admin sends them
 * there when a session ends, and "sign in" alone leaves them guessing. A session the
 * server ended still has its signed token in the browser: the account's change history
 * since that token was signed says what ended it. A session that timed out has no token
 * left (the cookie expires with it), and Payload opens its "inactivity" page for it.
 */
import { jwtVerify } from 'jose'
import type { Payload } from 'payload'
import { parseCookies } from 'payload/shared'

import { env } from '@/config/env'

/** The change history's entries that end sessions, and what each means to the person. */
export type EndingEntry = {
  action: string
  /** Who made the change (the account itself, an administrator, or nobody: the site). */
  actor?: number | string | null
  method?: string | null
}

export const ENDING_ACTIONS = [
  'access removed',
  'role changed',
  'password changed',
  'e-mail changed',
  'two-step sign-in changed',
  'two-step sign-in turned on',
  'two-step sign-in turned off',
  'recovery codes replaced',
  'session ended',
  'signed out',
] as const

/** One sentence for the change that ended the session of account `accountId`. */
export function sentenceFor(entry: EndingEntry, accountId: number | string): string {
  const bySomeoneElse = entry.actor !== undefined && entry.actor !== null && String(entry.actor) !== String(accountId)
  switch (entry.action) {
    case 'access removed':
      return 'You were signed out because your access to this site was removed at your agency’s sign-in service; ask an administrator of this site if you think that is wrong.'
    case 'role changed':
      return 'You were signed out because your role on this site changed; sign in again to go on with your new role.'
    case 'password changed':
    case 'e-mail changed':
      return bySomeoneElse
        ? 'You were signed out because an administrator changed the password or e-mail address of this account.'
        : 'You were signed out because the password or e-mail address of this account was changed in another window or on another device.'
    case 'two-step sign-in changed':
    case 'two-step sign-in turned on':
    case 'two-step sign-in turned off':
    case 'recovery codes replaced':
      return 'You were signed out because two-step sign-in of this account was changed.'
    case 'signed out':
      return 'You were signed out because this account signed out everywhere from another window or device.'
    default:
      if (bySomeoneElse) return 'You were signed out because an administrator of this site ended your session.'
      if (entry.method === 'oidc')
        return 'You were signed out because your agency’s sign-in service no longer confirmed your sign-in.'
      return 'You were signed out because this session was ended from your account page in another window or on another device.'
  }
}

/** Payload's inactivity page: the session ran out, idle or at its daily limit. */
export function timedOutSentence(): string {
  const { idleSeconds, idleSecondsAdmin, maxSessionSeconds } = env().signIn
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  const minutes = (seconds: number) => count(Math.round(seconds / 60), 'minute')
  const hours = Math.round(maxSessionSeconds / 3600)
  return `You were signed out because the admin was left unused for ${minutes(idleSeconds)} (${minutes(idleSecondsAdmin)} for administrators) or the session reached its ${hours}-hour limit; sign in again to go on.`
}

type SignedClaims = { id?: unknown; iat?: unknown }

/**
 * The sentence for a session the server ended, from the token the browser still holds;
 * null when there is none (never signed in, signed out here, or timed out) or it is not
 * one this site signed.
 */
export async function whySignedOut(payload: Payload, headers: Headers): Promise<string | null> {
  const token = parseCookies(headers).get(`${payload.config.cookiePrefix}-token`)
  if (!token) return null
  let claims: SignedClaims
  try {
    ;({ payload: claims } = await jwtVerify<SignedClaims>(token, new TextEncoder().encode(payload.secret), {
      algorithms: ['HS256'],
    }))
  } catch {
    return null
  }
  const accountId = claims.id
  if ((typeof accountId !== 'number' && typeof accountId !== 'string') || typeof claims.iat !== 'number') return null
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: {
      target: { equals: 'users' },
      documentId: { equals: String(accountId) },
      action: { in: [...ENDING_ACTIONS] },
      // A token is signed again at every refresh: what ended it came after the last one.
      createdAt: { greater_than_equal: new Date((claims.iat - 2) * 1000).toISOString() },
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const [entry] = docs
  if (!entry) return 'You were signed out because your session was ended on the server; sign in again to go on.'
  const actor = typeof entry.user === 'object' && entry.user ? entry.user.id : entry.user
  return sentenceFor({ action: entry.action, actor, method: entry.method }, accountId)
}
