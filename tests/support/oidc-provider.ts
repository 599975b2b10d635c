/**
 * An OpenID Connect provider of the tests' own (oidc-provider 9), standing in for the
 * agency's identity provider: authorization code flow with PKCE required, nonce, discovery,
 * JWKS, userinfo and RP-initiated logout, with `email`, `name` and a `groups` array in the
 * ID token, or (per account, as many agencies' providers do) only at the userinfo endpoint,
 * with `email_verified` true, false or left out. A person "signs in" in a real browser by
 * typing a username; consent is granted without asking.
 *
 * The issuer is plain http on loopback. For the app's code: openid-client 6 refuses http
 * issuers unless told otherwise, e.g.
 *   discovery(new URL(issuer), clientId, secret, undefined, { execute: [allowInsecureRequests] })
 * which the app should pass only when the issuer is http (tests), never in production.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import Provider, {
  type Adapter,
  type AdapterPayload,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider'

export type OidcAccount = {
  email: string
  name: string
  /** Undefined: the provider releases no groups claim at all. */
  groups: string[] | undefined
  /** Where e-mail and groups are released: in the ID token (default) or only at userinfo. */
  release?: 'id_token' | 'userinfo'
  /**
   * `email_verified` as the provider says it; 'absent' leaves the claim out (default true);
   * the string 'true' is what some providers wrongly send.
   */
  emailVerified?: boolean | 'absent' | 'true'
}

export type OidcProviderOptions = {
  /** Client metadata as oidc-provider takes it (client_id, client_secret, redirect_uris, ...). */
  clients: ClientMetadata[]
  /** By username, which is also the subject (`sub`); read at each sign-in, so a test may change them. */
  accounts: Record<string, OidcAccount>
  /**
   * The address the provider is known by when something stands in front of it (a proxy
   * passing the Host header on); default its own address.
   */
  issuer?: string
}

export type RunningOidcProvider = {
  /** http://127.0.0.1:<port>, no trailing slash. */
  issuer: string
  /** Where the provider itself listens: the issuer unless one was given. */
  address: string
  provider: Provider
  /** Whether the provider holds a live session (a sign-in not yet ended) for this subject. */
  hasActiveSession: (sub: string) => boolean
  /** How many RP-initiated logouts have completed (each ends the session: logout=yes). */
  endedSessions: () => number
  stop: () => Promise<void>
}

export const OIDC_SCOPES = 'openid email profile groups'

export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const store = new Map<string, Stored>()
  let handler: http.RequestListener = (_request, response) => response.writeHead(503).end()
  const server = http.createServer((request, response) => handler(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // The issuer needs the port, so the server listens before the provider exists.
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const issuer = options.issuer ?? address
  const provider = new Provider(issuer, configuration(options, store))
  let ended = 0
  provider.on('end_session.success', () => ended++)
  const providerHandler = provider.callback()
  handler = (request, response) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(request.url ?? '/', issuer).pathname)
    if (!match) return void providerHandler(request, response)
    interaction(provider, options.accounts, request, response, Boolean(match[2]) && request.method === 'POST').catch(
      (error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' })
        response.end(String(error))
      },
    )
  }

  return {
    issuer,
    address,
    provider,
    hasActiveSession: (sub) =>
      [...store.entries()].some(
        ([key, { payload, expiresAt }]) =>
          key.startsWith('Session:') && payload.accountId === sub && expiresAt > Date.now(),
      ),
    endedSessions: () => ended,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

function configuration(options: OidcProviderOptions, store: Map<string, Stored>): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    clients: options.clients,
    adapter: (model) => memoryAdapter(model, store),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-signing-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    // Scopes named here are offered in discovery and grant the claims listed.
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    // By default claims granted through scopes go to userinfo only when an access token
    // is issued; the app reads them from the ID token.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = options.accounts[sub]
      if (!account) return undefined
      return {
        accountId: sub,
        claims: (use) => {
          if (use === 'id_token' && account.release === 'userinfo') return { sub, name: account.name }
          const verified = account.emailVerified ?? true
          return {
            sub,
            email: account.email,
            ...(verified === 'absent' ? {} : { email_verified: verified }),
            name: account.name,
            ...(account.groups ? { groups: account.groups } : {}),
          }
        },
      }
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource,
        postLogoutSuccessSource: (ctx) => {
          ctx.body = page('Signed out', '<p>You are signed out.</p>')
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = page('Error', `<pre>${escapeHtml(JSON.stringify(out, null, 2))}</pre>`)
    },
    // Numbers, not the defaults' functions, which log a reminder to change them.
    // RefreshToken: issued only to a client allowed the refresh_token grant that asks for offline_access.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      RefreshToken: 3600,
    },
  }
}

/** The provider's own confirmation form, sent at once with logout=yes: the whole session ends. */
function logoutSource(ctx: KoaContextWithOIDC, form: string) {
  ctx.body = page(
    'Sign out',
    `${form}<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<script>
const form = document.getElementById('op.logoutForm')
form.insertAdjacentHTML('beforeend', '<input type="hidden" name="logout" value="yes">')
form.submit()
</script>`,
  )
}

async function interaction(
  provider: Provider,
  accounts: Record<string, OidcAccount>,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  submitted: boolean,
) {
  const details = await provider.interactionDetails(request, response)
  if (details.prompt.name === 'login') {
    if (!submitted) return void sendPage(response, 200, loginPage(details.uid))
    const username = new URLSearchParams(await readBody(request)).get('username')?.trim() ?? ''
    if (!accounts[username]) return void sendPage(response, 200, loginPage(details.uid, username))
    return provider.interactionFinished(request, response, { login: { accountId: username } })
  }
  // Consent: grant whatever the client asked for.
  const accountId = details.session?.accountId
  const clientId = details.params.client_id
  if (!accountId || typeof clientId !== 'string') throw new Error('consent without a session or client')
  const grant = details.grantId
    ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
    : new provider.Grant({ accountId, clientId })
  const missing = details.prompt.details as {
    missingOIDCScope?: string[]
    missingOIDCClaims?: string[]
    missingResourceScopes?: Record<string, string[]>
  }
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope)
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes)
  }
  const grantId = await grant.save()
  await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true })
}

function loginPage(uid: string, unknownUsername?: string) {
  const error = unknownUsername === undefined ? '' : `<p role="alert">No account "${escapeHtml(unknownUsername)}".</p>`
  return page(
    'Sign in',
    `${error}<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Username <input name="username" autocomplete="username" autofocus required></label>
<button type="submit">Sign in</button>
</form>`,
  )
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1>${body}</html>`
}

function sendPage(response: http.ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  response.end(html)
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

async function readBody(request: http.IncomingMessage) {
  let body = ''
  for await (const chunk of request) body += String(chunk)
  return body
}

type Stored = { payload: AdapterPayload; expiresAt: number }

// What a revoked grant takes with it (as in oidc-provider's memory adapter).
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
])

/**
 * In memory like oidc-provider's own adapter, but in a store this harness can read, to tell
 * whether a subject's session is still there.
 */
function memoryAdapter(model: string, store: Map<string, Stored>): Adapter {
  const key = (id: string) => `${model}:${id}`
  const live = (entry: Stored | undefined) => (entry && entry.expiresAt > Date.now() ? entry.payload : undefined)
  const findBy = (test: (payload: AdapterPayload) => boolean) => {
    for (const [entryKey, entry] of store)
      if (entryKey.startsWith(`${model}:`) && test(entry.payload)) return live(entry)
    return undefined
  }
  return {
    upsert: async (id, payload, expiresIn) => {
      store.set(key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity })
    },
    find: async (id) => live(store.get(key(id))),
    findByUid: async (uid) => findBy((payload) => payload.uid === uid),
    findByUserCode: async (userCode) => findBy((payload) => payload.userCode === userCode),
    consume: async (id) => {
      const payload = live(store.get(key(id)))
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    },
    destroy: async (id) => {
      store.delete(key(id))
    },
    revokeByGrantId: async (grantId) => {
      for (const [entryKey, { payload }] of store) {
        if (GRANTABLE.has(entryKey.slice(0, entryKey.indexOf(':'))) && payload.grantId === grantId)
          store.delete(entryKey)
      }
    },
  }
}
