/**
 * Single sign-on endpoints under /api/users/oidc (ADR 0025): start (to the provider),
 * callback (back from it: the account is found or made, with the role its groups map to)
 * and logout (here and at the provider). Refusals are plain pages saying why.
 */
import { randomBytes } from 'node:crypto'

import * as oidc from 'openid-client'
import type { Endpoint, PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { escapeHtml } from '@/lib/escape-html'
import { recordSignInEvent } from '@/hooks/record-audit'
import { clientKey } from '@/server/rate-limit'
import { noticeAcknowledged } from '@/server/sign-in/notice'
import {
  cookieValue,
  domainAllowed,
  flowCookie,
  ID_TOKEN_COOKIE,
  PENDING_COOKIE,
  providerConfiguration,
  redirectUri,
  roleFor,
  seal,
  signedOutUri,
  unseal,
  type Pending,
} from '@/server/sign-in/oidc'
import { cookiePrefix, endSessions, sessionCookie, startSession } from '@/server/sign-in/session'

function page(status: number, title: string, text: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/admin/login">Back to sign-in</a></p></main></body></html>`
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 302, headers })
}

const NOT_SET_UP = () =>
  page(404, 'Single sign-on is not set up', 'This site has no single sign-on. Sign in another way.')

export const oidcStartEndpoint: Endpoint = {
  path: '/oidc/start',
  method: 'get',
  handler: async (req) => {
    const settings = env().oidc
    if (!settings) return NOT_SET_UP()
    if (!noticeAcknowledged(req.headers, {})) {
      return page(
        400,
        'Read the notice first',
        'Read the notice on the sign-in page and select "I understand and consent", then sign in.',
      )
    }
    const config = await providerConfiguration(settings)
    const pending: Pending = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
    }
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri(),
      scope: settings.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    })
    return redirect(url.href, [flowCookie(PENDING_COOKIE, seal(pending), 10 * 60)])
  },
}

async function refuse(req: PayloadRequest, title: string, text: string, label: string, email?: string) {
  await recordSignInEvent(req, {
    action: 'sign-in failed',
    label,
    actor: email ? { email } : undefined,
    method: 'oidc',
    clientAddress: clientKey(req.headers),
  })
  const response = page(403, title, text)
  response.headers.append('Set-Cookie', flowCookie(PENDING_COOKIE, '', 0))
  return response
}

export const oidcCallbackEndpoint: Endpoint = {
  path: '/oidc/callback',
  method: 'get',
  handler: async (req) => {
    const settings = env().oidc
    if (!settings) return NOT_SET_UP()
    const pending = unseal<Pending>(cookieValue(req.headers, PENDING_COOKIE))
    if (!pending)
      return refuse(
        req,
        'Sign-in expired',
        'The sign-in took too long or was started elsewhere. Start again.',
        'no pending sign-in',
      )
    const config = await providerConfiguration(settings)
    const current = new URL(req.url ?? '', env().siteUrl)
    const callbackUrl = new URL(`${redirectUri()}${current.search}`)
    let claims: oidc.IDToken | undefined
    let idToken: string | undefined
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      claims = tokens.claims()
      idToken = tokens.id_token
    } catch (error) {
      req.payload.logger.warn({ err: error }, 'Single sign-on: the provider’s answer was refused')
      return refuse(
        req,
        'Sign-in failed',
        'The identity provider’s answer could not be accepted. Start again.',
        'provider answer refused',
      )
    }
    const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : ''
    if (!email || claims?.email_verified === false) {
      return refuse(
        req,
        'Sign-in refused',
        'Your identity provider did not give a verified e-mail address.',
        'no verified e-mail',
      )
    }
    if (!domainAllowed(email, settings.allowedDomains)) {
      return refuse(
        req,
        'Sign-in refused',
        'Accounts with this e-mail address cannot sign in to this site.',
        `domain not allowed: ${email}`,
        email,
      )
    }
    const role = roleFor(claims?.[settings.roleClaim], settings.roleMap)
    if (!role) {
      return refuse(
        req,
        'No access to this site',
        'You signed in, but none of your groups gives access to this site. Ask your administrator to add you to the group for authors, editors or administrators.',
        `no mapped group: ${email}`,
        email,
      )
    }
    const found = await req.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      req,
    })
    let user = found.docs[0]
    if (!user) {
      user = await req.payload.create({
        collection: 'users',
        data: {
          email,
          name: typeof claims?.name === 'string' ? claims.name : undefined,
          role,
          // Never used: this account signs in through the provider.
          password: randomBytes(32).toString('base64url'),
        },
        overrideAccess: true,
        req,
      })
    } else if (user.role !== role) {
      user = await req.payload.update({ collection: 'users', id: user.id, data: { role }, overrideAccess: true, req })
    }
    const signed = await startSession(req, req.payload.collections.users.config, user)
    if (!signed)
      return refuse(req, 'Sign-in failed', 'The session could not be started. Start again.', 'no session', email)
    await recordSignInEvent(req, {
      action: 'signed in',
      documentId: String(user.id),
      label: `${email} as ${role}`,
      actor: { id: user.id, email },
      method: 'oidc',
      clientAddress: clientKey(req.headers),
    })
    return redirect('/admin', [
      sessionCookie(signed.token, signed.exp),
      flowCookie(PENDING_COOKIE, '', 0),
      flowCookie(ID_TOKEN_COOKIE, idToken ?? '', 12 * 60 * 60),
    ])
  },
}

/** Signs out here (this session ends) and then at the provider, when the sign-in came from it. */
export const oidcLogoutEndpoint: Endpoint = {
  path: '/oidc/logout',
  method: 'get',
  handler: async (req) => {
    const sid = (req.user as { _sid?: string } | null)?._sid
    if (req.user && sid) {
      await endSessions(req, 'users', req.user.id, (one) => one.id === sid)
      await recordSignInEvent(req, {
        action: 'signed out',
        documentId: String(req.user.id),
        label: req.user.email,
        clientAddress: clientKey(req.headers),
      })
    }
    const cleared = [
      `${cookiePrefix()}-token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${env().signIn.secureCookie ? '; Secure' : ''}`,
      flowCookie(ID_TOKEN_COOKIE, '', 0),
    ]
    const settings = env().oidc
    const idToken = cookieValue(req.headers, ID_TOKEN_COOKIE)
    if (!settings || !idToken) return redirect(signedOutUri(), cleared)
    const config = await providerConfiguration(settings)
    if (!config.serverMetadata().end_session_endpoint) return redirect(signedOutUri(), cleared)
    const url = oidc.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: signedOutUri() })
    return redirect(url.href, cleared)
  },
}

export const singleSignOnEndpoints: Endpoint[] = [oidcStartEndpoint, oidcCallbackEndpoint, oidcLogoutEndpoint]
