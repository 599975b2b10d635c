/**
 * Sessions started by single sign-on stay only as long as the provider vouches for the
 * person (ADR 0036): on the first request after each OIDC_RECHECK_SECONDS, the groups are
 * asked for again with the session's provider tokens. Lost access, a changed role, or
 * tokens the provider no longer accepts end every session of the person, at that request;
 * lost access (no mapped group, a standing grant withdrawn) also turns the account's card
 * and password sign-in off until an administrator restores them (access-removal.ts), and
 * sessions started by card or password of such an account are refused at every request.
 * Runs as an auth strategy ahead of Payload's own, so every route (REST, GraphQL, the
 * admin's pages and server functions) is covered.
 */
import { JWTAuthentication, type AuthStrategy, type Payload, type PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

import { env } from '@/config/env'
import { recordSignInEvent } from '@/hooks/record-audit'
import type { User } from '@/payload-types'
import { clientKey } from '@/server/rate-limit'

import { isAccessRemoved, NO_MAPPED_GROUP, removeAccess } from './access-removal'
import { openTokens, recheckWithProvider, roleFor, sealTokens } from './oidc'
import { claimsOf, endSessions } from './session'
import { claimProviderCheck, replaceProviderTokens, sessionRecord } from './store'

type SignedInUser = User & { _sid?: string; _method?: string; collection?: string; _strategy?: string }

/** The token the request carries, wherever Payload would take it from. */
function tokenOf(headers: Headers, payload: Payload): string | undefined {
  const header = headers.get('authorization') ?? ''
  const fromHeader = /^(JWT|Bearer) (.+)$/.exec(header)?.[2]
  return fromHeader ?? parseCookies(headers).get(`${payload.config.cookiePrefix}-token`)
}

async function endAll(req: PayloadRequest, user: SignedInUser, why: string) {
  const ended = await endSessions(req, user.id, {})
  await recordSignInEvent(req, {
    action: 'session ended',
    documentId: String(user.id),
    label: `${user.email}: ${ended.length} session(s), ${why}`,
    actor: { id: user.id, email: user.email },
    method: 'oidc',
    clientAddress: clientKey(req.headers),
  })
}

/** Whether the provider still vouches for this session's person with the same role. */
async function providerStillVouches(req: PayloadRequest, user: SignedInUser, sid: string): Promise<boolean> {
  const settings = env().oidc
  if (!settings) {
    await endAll(req, user, 'single sign-on is no longer set up')
    return false
  }
  const record = await sessionRecord(req.payload, sid)
  if (!record) {
    // A single sign-on session nothing vouches for any more: end it here, or Payload's own check would keep it.
    await endSessions(req, user.id, { only: sid })
    return false
  }
  const now = Date.now()
  const dueBefore = now - settings.recheckSeconds * 1000
  if ((record.checkedAt ?? 0) > dueBefore) return true
  // Another request of this session is asking the provider right now.
  if (!(await claimProviderCheck(req.payload, sid, dueBefore, now))) return true
  const tokens = openTokens(record.providerTokens)
  // Stored as "<issuer> <subject>": an issuer URL has no space, a subject may.
  const link = user.singleSignOnIdentity ?? ''
  const subject = link.includes(' ') ? link.slice(link.indexOf(' ') + 1) : undefined
  if (!tokens || !subject) {
    await endAll(req, user, 'the provider’s tokens are missing')
    return false
  }
  let current = record.providerTokens ?? ''
  const check = await recheckWithProvider(settings, tokens, subject, async (renewed) => {
    // The session's copy, and the account's when it is the same (the sweep renews with it).
    const next = sealTokens(renewed)
    await replaceProviderTokens(req.payload, user.id, current, next)
    current = next
  })
  if (check.ok === 'unknown') {
    req.payload.logger.warn({ reason: check.reason }, 'Single sign-on: the provider could not confirm a session')
    return true
  }
  if (!check.ok) {
    if (check.refused) {
      req.payload.logger.warn(
        { reason: check.reason, user: user.email },
        'Single sign-on: a provider answer failed its checks; the person’s sessions are ended',
      )
    }
    if (check.withdrawn) await removeAccess(req, user, check.reason, 'person')
    else await endAll(req, user, check.reason)
    return false
  }
  const role = roleFor(check.groups, settings.roleMap)
  if (!role) {
    await removeAccess(req, user, NO_MAPPED_GROUP, 'person')
    return false
  }
  if (role !== user.role) {
    await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { role }, req, returning: false })
    await endAll(req, user, `role changed at the identity provider: ${user.role} to ${role}`)
    return false
  }
  return true
}

export const staffSessionStrategy: AuthStrategy = {
  name: 'staff-session',
  authenticate: async (args) => {
    const result = await JWTAuthentication({ ...args, strategyName: 'local-jwt' })
    const user = result.user as SignedInUser | null
    if (!user?._sid) return result
    const token = tokenOf(args.headers, args.payload)
    user._method = token ? claimsOf(token).method : undefined
    const req =
      args.req ??
      ({ payload: args.payload, headers: args.headers, user: null, context: {} } as unknown as PayloadRequest)
    if (user._method !== 'oidc') {
      if (!isAccessRemoved(user)) return result
      // Started by card or password before the access was removed, or at that very moment.
      await endSessions(req, user.id, { only: user._sid })
      return { user: null }
    }
    return (await providerStillVouches(req, user, user._sid)) ? result : { user: null }
  },
}
