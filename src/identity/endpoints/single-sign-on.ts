/**
 * Single sign-on endpoints under /api/users/oidc (ADR 0025, 0036): start (to the provider;
 * the sign-in page's button), callback (back from it: the gate finds, links or makes the
 * account by the provider's identity) and logout (here and at the provider). Refusals are
 * plain pages saying why.
 */
import * as oidc from 'openid-client'
import type { Endpoint, PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { escapeHtml } from '@/lib/escape-html'
import { recordSignInEvent } from '@/hooks/record-audit'
import { clientKey } from '@/server/rate-limit'

import { PROVIDER_REFUSALS, signInWithProvider, startsSignIn } from '../gate'
import {
  asksOfflineAccess,
  cookieValue,
  flowCookie,
  ID_TOKEN_COOKIE,
  identityOf,
  PENDING_COOKIE,
  providerConfiguration,
  providerHealth,
  redirectUri,
  signedOutUri,
  type Pending,
} from '../oidc'
import { seal, unseal } from '../sealed'
import { clearedSessionCookie, sessionCookie } from '../session'
import { signOut } from './sessions'

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
    const opening = startsSignIn(req, {})
    if (opening) {
      return page(opening.status, 'Read the notice first', opening.message)
    }
    const config = await providerConfiguration(settings).catch(() => null)
    if (!config) {
      // The cause is the operator's to read (the log, /readyz); the visitor is told what to do.
      const health = await providerHealth(settings)
      if (health.state === 'misconfigured') {
        req.payload.logger.error({ cause: health.cause, issuer: settings.issuer }, 'Single sign-on is misconfigured')
        return page(
          503,
          'Single sign-on is not available',
          'Single sign-on on this site is not working right now. Sign in another way; the site’s operators can see why.',
        )
      }
      req.payload.logger.warn(
        { cause: health.state === 'unreachable' ? health.cause : undefined },
        'Single sign-on: the identity provider cannot be reached',
      )
      return page(503, 'The identity provider cannot be reached', 'Try again in a few minutes, or sign in another way.')
    }
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
      // OIDC Core 11: without it a provider must ignore offline_access (the sweep needs that grant).
      ...(asksOfflineAccess(settings.scopes) ? { prompt: 'consent' } : {}),
    })
    return redirect(url.href, [flowCookie(PENDING_COOKIE, seal(pending), 10 * 60)])
  },
}

async function refusePage(req: PayloadRequest, title: string, text: string, label: string) {
  await recordSignInEvent(req, {
    action: 'sign-in failed',
    label,
    method: 'oidc',
    clientAddress: clientKey(req.headers),
  })
  return withClearedFlow(page(403, title, text))
}

function withClearedFlow(response: Response): Response {
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
    if (!pending) {
      return refusePage(
        req,
        'Sign-in expired',
        'The sign-in took too long or was started elsewhere. Start again.',
        'no pending sign-in',
      )
    }
    const current = new URL(req.url ?? '', env().siteUrl)
    const callbackUrl = new URL(`${redirectUri()}${current.search}`)
    let found: Awaited<ReturnType<typeof identityOf>>
    try {
      const config = await providerConfiguration(settings)
      const answer = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      found = await identityOf(config, answer, settings)
    } catch (error) {
      req.payload.logger.warn({ err: error }, 'Single sign-on: the provider’s answer was refused')
      return refusePage(
        req,
        'Sign-in failed',
        'The identity provider’s answer could not be accepted. Start again.',
        'provider answer refused',
      )
    }
    const decision = await signInWithProvider(req, found.identity, found.tokens)
    if (!decision.ok) {
      const title = decision.message === PROVIDER_REFUSALS.noMappedGroup ? 'No access to this site' : 'Sign-in refused'
      return withClearedFlow(page(decision.status, title, decision.message))
    }
    return redirect('/admin', [
      sessionCookie(decision.session.token, decision.session.exp),
      flowCookie(PENDING_COOKIE, '', 0),
      flowCookie(ID_TOKEN_COOKIE, found.tokens.idToken ?? '', 12 * 60 * 60),
    ])
  },
}

/** Signs out here (this session ends) and then at the provider, when the sign-in came from it. */
export const oidcLogoutEndpoint: Endpoint = {
  path: '/oidc/logout',
  method: 'get',
  handler: async (req) => {
    await signOut(req)
    const cleared = [clearedSessionCookie(), flowCookie(ID_TOKEN_COOKIE, '', 0)]
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
