/**
 * Single sign-on with the agency's OpenID Connect provider (ADR 0025, 0036): authorization
 * code with PKCE, state and nonce, the provider found by discovery, the ID token checked by
 * openid-client (signature against the provider's published keys, `iss`, `aud`, `exp`,
 * `nonce`, `azp`), at sign-in and at every renewal. A person is known by the provider's
 * `iss` + `sub`; their e-mail and groups come from the ID token and, where it leaves them
 * out, from the userinfo endpoint; the provider's tokens are kept (encrypted) with the
 * session, so the groups can be asked again while the session lasts.
 */
import * as oidc from 'openid-client'

import { env, type Env } from '@/config/env'
import { ROLES, type Role } from '@/lib/roles'

import { decrypt, encrypt } from './sealed'

type OidcSettings = NonNullable<Env['oidc']>

let discovered: { issuer: string; config: Promise<oidc.Configuration> } | undefined

/** The provider's configuration, found once by discovery (again after a failure). */
export function providerConfiguration(settings: OidcSettings): Promise<oidc.Configuration> {
  if (discovered?.issuer !== settings.issuer) {
    const issuer = new URL(settings.issuer)
    // Plain http only for a provider on this machine (tests); never in production.
    const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
    const config = oidc.discovery(issuer, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
      // openid-client checks an ID token's claims but not its signature unless told to:
      // without this, a token answer with changed claims would sign in someone else.
      execute: [oidc.enableNonRepudiationChecks, ...(local ? [oidc.allowInsecureRequests] : [])],
    })
    config.catch(() => (discovered = undefined))
    discovered = { issuer: settings.issuer, config }
  }
  return discovered.config
}

export type ProviderHealth =
  | { state: 'ok' }
  /** The provider does not answer: a network problem or an outage, not the settings. */
  | { state: 'unreachable'; cause: string }
  /** It answers, but not as the settings say (another issuer, no discovery document there, refused http). */
  | { state: 'misconfigured'; cause: string }

/** Network failures, as Node's fetch and openid-client report them. */
const UNREACHABLE =
  /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH|fetch failed|aborted|timeout/i

/** Whether discovery works with these settings, and if not, whose problem it is, with the cause. */
export async function providerHealth(settings: OidcSettings): Promise<ProviderHealth> {
  try {
    await providerConfiguration(settings)
    return { state: 'ok' }
  } catch (error) {
    const cause = [error instanceof Error ? error.message : String(error), (error as { cause?: unknown }).cause]
      .filter(Boolean)
      .map((part) =>
        part instanceof Error ? `${part.message} ${(part as { code?: string }).code ?? ''}` : String(part),
      )
      .join(': ')
    const code = String((error as { code?: unknown }).code ?? '')
    if (UNREACHABLE.test(cause) && !code.startsWith('OAUTH_')) return { state: 'unreachable', cause }
    return { state: 'misconfigured', cause: `${code ? `${code}: ` : ''}${cause}` }
  }
}

/** The highest role any of the person's groups maps to, or null: refused. */
export function roleFor(groups: unknown, roleMap: OidcSettings['roleMap']): Role | null {
  const names = Array.isArray(groups)
    ? groups.filter((name): name is string => typeof name === 'string')
    : typeof groups === 'string'
      ? [groups]
      : []
  const roles = roleMap.filter(([group]) => names.includes(group)).map(([, role]) => role)
  if (roles.length === 0) return null
  return roles.reduce((best, role) => (ROLES.indexOf(role) > ROLES.indexOf(best) ? role : best))
}

export function domainAllowed(email: string, allowed: string[]): boolean {
  if (allowed.length === 0) return true
  const domain = email.split('@').pop()?.toLowerCase() ?? ''
  return allowed.includes(domain)
}

/** What the browser keeps between the start of a sign-in and its return: signed, so it cannot be changed. */
export type Pending = { state: string; nonce: string; verifier: string }

export const PENDING_COOKIE = 'hcs-oidc-pending'
export const ID_TOKEN_COOKIE = 'hcs-oidc-id'

export function cookieValue(headers: Headers, name: string): string | undefined {
  for (const pair of (headers.get('cookie') ?? '').split(/;\s*/)) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at) === name) return pair.slice(at + 1)
  }
  return undefined
}

export function flowCookie(name: string, value: string, maxAgeSeconds: number): string {
  const parts = [`${name}=${value}`, 'Path=/api/users/oidc', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`]
  if (env().signIn.secureCookie) parts.push('Secure')
  return parts.join('; ')
}

export const redirectUri = () => `${env().siteUrl}/api/users/oidc/callback`
export const signedOutUri = () => `${env().siteUrl}/admin/login`

/** What the site learned about a person from the provider at sign-in or at a later check. */
export type ProviderIdentity = {
  issuer: string
  subject: string
  email: string
  /** True only when the provider said so (`email_verified: true`). */
  emailVerified: boolean
  name?: string
  /** The role claim's value (OIDC_ROLE_CLAIM), or undefined when the provider released none. */
  groups: unknown
}

/**
 * The provider's tokens, kept encrypted with the session and the account. `offline`: the
 * refresh token is of a standing grant (`offline_access`), which outlives the person's
 * sessions at the provider, so a refusal to renew it means the provider withdrew the grant.
 */
export type ProviderTokens = {
  accessToken: string
  refreshToken?: string
  expiresAt: number
  idToken?: string
  offline?: boolean
}

/** OIDC Core 11: offline access is asked for with `prompt=consent`, or the provider must ignore it. */
export const asksOfflineAccess = (scopes: string) => scopes.split(/\s+/).includes('offline_access')

const TOKENS = 'provider-tokens'
export const sealTokens = (tokens: ProviderTokens) => encrypt(TOKENS, JSON.stringify(tokens))
export function openTokens(stored: string | null): ProviderTokens | null {
  const text = stored ? decrypt(TOKENS, stored) : null
  if (!text) return null
  try {
    return JSON.parse(text) as ProviderTokens
  } catch {
    return null
  }
}

type Claims = Record<string, unknown>
const has = (claims: Claims, name: string) => claims[name] !== undefined && claims[name] !== null

/** A provider answer that passed openid-client's checks but not the site's own. */
class AnswerRefused extends Error {}

/** OIDC Core 3.1.3.7 step 5; openid-client checks `azp` only when there are several audiences. */
function checkAuthorizedParty(claims: Claims, settings: OidcSettings) {
  if (claims.azp !== undefined && claims.azp !== settings.clientId) {
    throw new AnswerRefused(`the ID token was issued to another client (azp ${JSON.stringify(claims.azp)})`)
  }
}

function tokensOf(answer: oidc.TokenEndpointResponse, previous?: ProviderTokens, requested?: string): ProviderTokens {
  const refreshToken = answer.refresh_token ?? previous?.refreshToken
  // Without a scope in the answer, the grant is what was asked for (RFC 6749 5.1).
  const granted = answer.scope ?? requested ?? ''
  return {
    accessToken: answer.access_token,
    refreshToken,
    // Without expires_in, assume the common hour.
    expiresAt: Date.now() + (answer.expires_in ?? 3600) * 1000,
    idToken: answer.id_token ?? previous?.idToken,
    offline: previous?.offline ?? (Boolean(refreshToken) && asksOfflineAccess(granted)),
  }
}

/**
 * The identity in a token answer: the ID token's claims, completed from the userinfo
 * endpoint when the e-mail or the role claim is missing there (many providers release
 * them only at userinfo).
 */
export async function identityOf(
  config: oidc.Configuration,
  answer: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  settings: OidcSettings,
  previous?: ProviderTokens,
): Promise<{ identity: ProviderIdentity; tokens: ProviderTokens }> {
  const idClaims = (answer.claims() ?? {}) as Claims
  checkAuthorizedParty(idClaims, settings)
  let claims: Claims = { ...idClaims }
  if (!has(claims, 'email') || !has(claims, settings.roleClaim)) {
    const info = (await oidc.fetchUserInfo(config, answer.access_token, String(idClaims.sub))) as Claims
    // What the ID token says stands; userinfo only fills in what it left out.
    claims = { ...info, ...Object.fromEntries(Object.entries(idClaims).filter(([name]) => has(idClaims, name))) }
    if (!has(idClaims, 'email') && has(info, 'email')) claims.email_verified = info.email_verified
  }
  return { identity: identityFrom(claims, settings), tokens: tokensOf(answer, previous, settings.scopes) }
}

function identityFrom(claims: Claims, settings: OidcSettings): ProviderIdentity {
  return {
    issuer: String(claims.iss ?? settings.issuer),
    subject: String(claims.sub ?? ''),
    email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '',
    // Only the JSON boolean: "true" as a string is not the provider vouching for it.
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : undefined,
    groups: claims[settings.roleClaim],
  }
}

/** The stable name of a provider identity, stored on the account it is linked to. */
export const linkOf = (identity: Pick<ProviderIdentity, 'issuer' | 'subject'>) =>
  `${identity.issuer} ${identity.subject}`

/** A stored link read back: "<issuer> <subject>" (an issuer URL has no space, a subject may). */
export function parseLink(link: string | null | undefined): { issuer: string; subject: string } | null {
  const at = (link ?? '').indexOf(' ')
  if (!link || at <= 0 || at === link.length - 1) return null
  return { issuer: link.slice(0, at), subject: link.slice(at + 1) }
}

export type Recheck =
  | { ok: true; groups: unknown; tokens: ProviderTokens }
  /** The provider could not be reached: the session goes on until its tokens expire. */
  | { ok: 'unknown'; reason: string }
  /**
   * `refused`: the provider's answer failed the checks (another person, a bad signature),
   * which may be a forgery. `withdrawn`: the provider refused to renew a standing (offline)
   * grant (`invalid_grant`): the person's account there is gone, disabled, or its grant revoked.
   */
  | { ok: false; reason: string; refused?: true; withdrawn?: true }

/** openid-client's codes for an answer that failed its checks, as opposed to a provider out of reach. */
const FAILED_CHECKS = new Set([
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_KEY_SELECTION_FAILED',
  'OAUTH_UNSUPPORTED_OPERATION',
])

const ANOTHER_PERSON = 'the provider named another person than the one signed in'

/** The provider refused to renew a standing grant: it no longer gives this person access. */
class GrantWithdrawn extends Error {}

/** An answer of the provider's that says the token it was given is no good (not a provider out of reach). */
const tokenRefused = (error: unknown) =>
  error instanceof oidc.ResponseBodyError || error instanceof oidc.WWWAuthenticateChallengeError

/**
 * Asks the provider again who this session's person is and which groups they have: with
 * the access token at userinfo, after renewing it with the refresh token when it has
 * expired or was refused. No token left that the provider accepts means the access has
 * ended; a standing grant it refuses to renew means the provider withdrew it.
 */
export async function recheckWithProvider(
  settings: OidcSettings,
  stored: ProviderTokens,
  subject: string,
  /** Called as soon as the tokens are renewed: a rotated refresh token must be kept whatever follows. */
  keepRenewed: (tokens: ProviderTokens) => Promise<void> = async () => {},
): Promise<Recheck> {
  let tokens = stored
  let renewed = false
  try {
    const config = await providerConfiguration(settings)
    const renew = async () => {
      if (!tokens.refreshToken || renewed) return undefined
      renewed = true
      const answer = await oidc.refreshTokenGrant(config, tokens.refreshToken).catch((error: unknown) => {
        // Only `invalid_grant` is about the person's grant; `invalid_client` and the like are this site's set-up.
        if (tokens.offline && error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
          throw new GrantWithdrawn(error.error_description ?? error.error)
        }
        throw error
      })
      tokens = tokensOf(answer, tokens)
      await keepRenewed(tokens)
      const claims = answer.claims() as Claims | undefined
      if (claims) checkAuthorizedParty(claims, settings)
      // A renewed ID token must be about the same person (OIDC Core 12.2).
      if (claims && claims.sub !== subject) throw new AnswerRefused(ANOTHER_PERSON)
      return claims ?? {}
    }
    if (tokens.expiresAt <= Date.now() + 5000) {
      const refreshed = await renew()
      if (!refreshed) return { ok: false, reason: 'the provider’s access token expired' }
      if (has(refreshed, settings.roleClaim)) return { ok: true, groups: refreshed[settings.roleClaim], tokens }
    }
    // Compared here rather than by openid-client, so that another person is told apart from a provider out of reach.
    const userinfo = async () => (await oidc.fetchUserInfo(config, tokens.accessToken, oidc.skipSubjectCheck)) as Claims
    let info: Claims
    try {
      info = await userinfo()
    } catch (error) {
      // An access token the provider no longer takes (revoked, or ended with the person's
      // session there): a refresh token may still renew it, and says whether the grant stands.
      if (!tokenRefused(error) || !tokens.refreshToken || renewed) throw error
      const refreshed = await renew()
      if (refreshed && has(refreshed, settings.roleClaim))
        return { ok: true, groups: refreshed[settings.roleClaim], tokens }
      info = await userinfo()
    }
    if (info.sub !== subject) return { ok: false, reason: ANOTHER_PERSON, refused: true }
    if (has(info, settings.roleClaim)) return { ok: true, groups: info[settings.roleClaim], tokens }
    // This provider puts the groups in ID tokens only: a renewed one says, else nothing can be known until expiry.
    const refreshed = await renew()
    if (refreshed && has(refreshed, settings.roleClaim))
      return { ok: true, groups: refreshed[settings.roleClaim], tokens }
    return { ok: 'unknown', reason: 'the provider releases the groups only at sign-in' }
  } catch (error) {
    if (error instanceof AnswerRefused) return { ok: false, reason: error.message, refused: true }
    if (error instanceof GrantWithdrawn) {
      return {
        ok: false,
        reason: `the identity provider refused to renew the person’s standing grant (${error.message})`,
        withdrawn: true,
      }
    }
    if (tokenRefused(error)) {
      return { ok: false, reason: 'the provider no longer accepts this sign-in' }
    }
    const message = error instanceof Error ? error.message : String(error)
    if (error instanceof oidc.ClientError && error.code && FAILED_CHECKS.has(error.code)) {
      // openid-client's own message is generic ("invalid response encountered"); its cause says which check.
      const why = error.cause instanceof Error ? error.cause.message : message
      return { ok: false, reason: `the provider’s answer failed its checks: ${why}`, refused: true }
    }
    return { ok: 'unknown', reason: message }
  }
}
