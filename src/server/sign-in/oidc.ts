/**
 * Single sign-on with the agency's OpenID Connect provider (ADR 0025): authorization code
 * with PKCE, state and nonce, the provider found by discovery, the ID token checked by
 * openid-client; groups mapped to the site's roles; accounts made on first sign-in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import * as oidc from 'openid-client'

import { env, type Env } from '@/config/env'
import { ROLES, type Role } from '@/lib/review'

type OidcSettings = NonNullable<Env['oidc']>

let discovered: { issuer: string; config: Promise<oidc.Configuration> } | undefined

/** The provider's configuration, found once by discovery (again after a failure). */
export function providerConfiguration(settings: OidcSettings): Promise<oidc.Configuration> {
  if (discovered?.issuer !== settings.issuer) {
    const issuer = new URL(settings.issuer)
    // Plain http only for a provider on this machine (tests); never in production.
    const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
    const config = oidc.discovery(
      issuer,
      settings.clientId,
      undefined,
      oidc.ClientSecretBasic(settings.clientSecret),
      local ? { execute: [oidc.allowInsecureRequests] } : undefined,
    )
    config.catch(() => (discovered = undefined))
    discovered = { issuer: settings.issuer, config }
  }
  return discovered.config
}

/** The highest role any of the person's groups maps to, or null: refused. */
export function roleFor(groups: unknown, roleMap: OidcSettings['roleMap']): Role | null {
  const names = Array.isArray(groups) ? groups.map(String) : typeof groups === 'string' ? [groups] : []
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

const mac = (value: string) => createHmac('sha256', `${env().payloadSecret}:oidc`).update(value).digest('base64url')

export function seal(value: unknown): string {
  const data = Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${data}.${mac(data)}`
}

export function unseal<T>(sealed: string | undefined): T | null {
  if (!sealed) return null
  const [data, signature] = sealed.split('.')
  if (!data || !signature) return null
  const expected = Buffer.from(mac(data))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    return JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as T
  } catch {
    return null
  }
}

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
