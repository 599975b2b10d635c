/**
 * The HTTP server of every instance, under `npm start` and `npm run dev` alike: Next's
 * request handler with what serving and operating need around it (ADR 0020).
 * - Anonymous pages and public API answers come from the page cache, rendered once per
 *   content version; everything else streams from Next, marked `private, no-store`.
 * - One mechanism for the security headers and the Content-Security-Policy of every
 *   response (src/runtime/response-security.ts).
 * - The visitor's address, from the trusted proxies in front (src/runtime/client-address.ts).
 * - A request id on every request and log line, an access log, Prometheus metrics,
 *   /healthz, a 503 page while the database is down, and a graceful stop on SIGTERM.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import compression from 'compression'
import onHeaders from 'on-headers'

import { env } from '../config/env.ts'
import { INTERNAL_TOKEN_HEADER, internalToken } from '../config/internal-token.ts'
import { isRedirectablePath, type RedirectRule } from '../lib/redirects.ts'
import { sameSecret } from '../lib/same-secret.ts'
import { checkActionCall, isActionCall } from './action-calls.ts'
import { CLIENT_ADDRESS_HEADER, clientAddressOf, visitorUsedHttps } from './client-address.ts'
import { refreshesUnderway, stopWatchingLiveContent, watchLiveContent } from './live-content.ts'
import { logger, requestContext, routeConsoleToLogger } from './logger.ts'
import { metrics, routeGroup } from './metrics.ts'
import { NOT_FOUND_PATH, NotFoundPage } from './not-found.ts'
import { Outage, OUTAGE_PATH, RETRY_AFTER_SECONDS } from './outage.ts'
import { finishResponse, PageCache, PRIVATE_CACHE_CONTROL, type FinishedResponse } from './page-cache.ts'
import { refuseRequest } from './request-limits.ts'
import { RedirectTable, sendRedirect } from './redirect-table.ts'
import { captureResponse } from './response-capture.ts'
import {
  canonicalRecordLocation,
  DATA_POLICY,
  hashPolicy,
  isUploadedFile,
  noncePolicy,
  nonceRequestPolicy,
  routedPathOf,
  securityHeaders,
  UPLOADED_FILE_POLICY,
} from './response-security.ts'

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/
/** Signed-in staff and draft previews: never served from or kept in any cache. */
const STAFF_COOKIE = /(?:^|;\s*)(?:(?:__Host-)?payload-token|__prerender_bypass|__next_preview_data)=/
const PREVIEW_COOKIE = /(?:^|;\s*)__prerender_bypass=/
/** Addresses whose answers depend on who asks, or change something. */
const NEVER_KEPT =
  /^\/(?:sfsites\/c\/)?(?:admin|api|preview|session|internal|csp-report|healthz|readyz|metrics)(?:\/|$)/
/** Next's client-side navigation asks for the same address in another form. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
]
/** Build files are named by their content: a content change leaves them as they are. */
const BUILD_FILE = /^\/_next\/static\//
/** Pages are rendered in well under a second; past this something is stuck. */
const RENDER_TIMEOUT_MS = 30_000

type Handle = (request: IncomingMessage, response: ServerResponse) => Promise<void>

type RequestFacts = {
  pathname: string
  https: boolean
  previewing: boolean
  signedIn: boolean
}

const newNonce = () => randomBytes(18).toString('base64')

function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': DATA_POLICY,
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  })
  response.end(JSON.stringify(body))
}

async function sendMetrics(response: ServerResponse) {
  response.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' })
  response.end(await metrics.registry.metrics())
}

/** Whether the path decodes: a malformed escape or invalid UTF-8 gets a 400 here, not a 500 deeper in. */
function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Whether the answer is made for this requester (signed-in staff, a preview). Build files
 * are the same for everyone: kept and sent as such to staff too (issue 48: marked
 * no-store, every admin page load fetched its 1 MB of scripts again).
 */
function forThisRequester(facts: RequestFacts): boolean {
  return (facts.signedIn || facts.previewing) && !BUILD_FILE.test(facts.pathname)
}

function cacheableRequest(request: IncomingMessage, pathname: string, facts: RequestFacts): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (forThisRequester(facts) || NEVER_KEPT.test(pathname)) return false
  if (request.headers.authorization || request.headers.range) return false
  return !ROUTER_HEADERS.some((name) => name in request.headers)
}

/** br, else gzip, else the plain body, as the client accepts (q=0 refuses). */
function chosenEncoding(accepted: string | undefined, finished: FinishedResponse): 'br' | 'gzip' | 'identity' {
  const offers = new Map<string, number>()
  for (const part of (accepted ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';')
    if (!name) continue
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
    offers.set(name, quality ? Number(quality.slice(2)) : 1)
  }
  const accepts = (name: string) => (offers.get(name) ?? offers.get('*') ?? 0) > 0
  if (finished.br && accepts('br')) return 'br'
  if (finished.gzip && accepts('gzip')) return 'gzip'
  return 'identity'
}

function notModified(request: IncomingMessage, etag: string): boolean {
  const given = request.headers['if-none-match']
  if (!given) return false
  const bare = etag.replace(/^W\//, '')
  return given.split(',').some((tag) => {
    const candidate = tag.trim()
    return candidate === '*' || candidate.replace(/^W\//, '') === bare
  })
}

function policyFor(finished: FinishedResponse, facts: RequestFacts): string {
  // DAP's hosts only on pages any visitor gets (GSA: not during signed-in sessions, whose
  // nonce policy with 'strict-dynamic' admits no host; ADR 0027).
  if (finished.isPage) return hashPolicy(finished.scriptHashes, { https: facts.https, analytics: Boolean(env().dap) })
  return isUploadedFile(facts.pathname) ? UPLOADED_FILE_POLICY : DATA_POLICY
}

/** The headers a finished response is sent with, worked out once per response and scheme. */
function preparedHeaders(finished: FinishedResponse, facts: RequestFacts): [string, string | string[] | number][] {
  const key = facts.https ? 'https' : 'http'
  const prepared = (finished.prepared ??= {})
  return (prepared[key] ??= [
    ...Object.entries(finished.headers).filter(
      (entry): entry is [string, string | string[] | number] => entry[1] !== undefined,
    ),
    ...Object.entries(securityHeaders({ https: facts.https })),
    ['Content-Security-Policy', policyFor(finished, facts)],
    ['Cache-Control', finished.cacheControl],
    ['ETag', finished.etag],
  ])
}

/** Sends a finished response: the app's headers, this request's security headers, the body in the encoding the client takes. */
function sendFinished(
  request: IncomingMessage,
  response: ServerResponse,
  finished: FinishedResponse,
  facts: RequestFacts,
  overrides: { status?: number; headers?: Record<string, string> } = {},
) {
  for (const [name, value] of preparedHeaders(finished, facts)) response.setHeader(name, value)
  for (const [name, value] of Object.entries(overrides.headers ?? {})) response.setHeader(name, value)
  const status = overrides.status ?? finished.status
  // Whoever answered "unavailable" also says when to come back (RFC 9110).
  if (status === 503 && !response.hasHeader('retry-after')) response.setHeader('Retry-After', RETRY_AFTER_SECONDS)
  if (status === 200 && notModified(request, finished.etag)) {
    response.removeHeader('Content-Type')
    response.writeHead(304)
    return response.end()
  }
  const encoding = chosenEncoding(request.headers['accept-encoding'], finished)
  const body = encoding === 'br' ? finished.br! : encoding === 'gzip' ? finished.gzip! : finished.body
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding)
  response.setHeader('Content-Length', body.length)
  response.writeHead(status)
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** Renders through Next into memory, with a nonce that marks the scripts Next wrote. */
async function renderFinished(handle: Handle, request: IncomingMessage, response: ServerResponse) {
  const nonce = newNonce()
  request.headers['content-security-policy'] = nonceRequestPolicy(nonce)
  const { captured, release } = captureResponse(response)
  let timer: NodeJS.Timeout | undefined
  try {
    const rendered = await Promise.race([
      captured,
      handle(request, response).then(async () => {
        // Next has finished; a render that never ended its response was cut short.
        const quick = await Promise.race([captured, new Promise<null>((resolve) => setImmediate(resolve, null))])
        if (!quick) throw new Error('Next finished without ending the response')
        return quick
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`No answer from the app within ${RENDER_TIMEOUT_MS / 1000} s`)),
          RENDER_TIMEOUT_MS,
        )
      }),
    ])
    return await finishResponse(rendered, nonce)
  } finally {
    clearTimeout(timer)
    release()
  }
}

/**
 * The container image holds Next's standalone output, without next.config.ts (loading it
 * would need the TypeScript compiler). Its build's settings, as Next's own standalone
 * server passes them (ADR 0047): `next({ conf })` would resolve the cache handler's path again.
 */
function applyStandaloneSettings(dir: string) {
  const serverFiles = path.join(dir, '.next/required-server-files.json')
  if (existsSync(path.join(dir, 'next.config.ts')) || !existsSync(serverFiles)) return
  const { config } = JSON.parse(readFileSync(serverFiles, 'utf8')) as { config: { output?: string } }
  if (config.output === 'standalone') process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
}

export type RunningServer = { server: http.Server; port: number; stop: (signal?: string) => void }

/**
 * Serves the site from `dir` (the project root). Resolves once listening; `stop()` is
 * what SIGTERM and SIGINT call.
 */
export async function startServer({ dir, dev = false }: { dir: string; dev?: boolean }): Promise<RunningServer> {
  const settings = env()
  if (!dev) routeConsoleToLogger()
  applyStandaloneSettings(dir)
  const { default: next } = await import('next')
  const app = next({ dev, dir, hostname: settings.hostname, port: settings.port })
  const handle: Handle = app.getRequestHandler()
  await app.prepare()
  // Under `npm run dev` every edit changes the pages: nothing is kept, the rest is the same.
  const pages = new PageCache(dev ? 0 : settings.pageCacheBytes)
  const keepFinished = !dev && settings.pageCacheBytes > 0
  const compress = compression()
  const outage = new Outage()
  const notFound = new NotFoundPage()
  // Editors' redirects, read from the app itself and dropped on every content change (ADR 0028).
  const selfHost = ['0.0.0.0', '::', ''].includes(settings.hostname) ? '127.0.0.1' : settings.hostname
  const redirects = new RedirectTable(async () => {
    const response = await fetch(
      `http://${selfHost.includes(':') ? `[${selfHost}]` : selfHost}:${settings.port}/internal/redirects`,
      {
        headers: { [INTERNAL_TOKEN_HEADER]: internalToken('read-redirects') },
        signal: AbortSignal.timeout(10_000),
      },
    )
    if (!response.ok) throw new Error(`loading redirects: HTTP ${response.status}`)
    return ((await response.json()) as { rules: RedirectRule[] }).rules
  })
  // What is live changed, here or on another instance: empty what this instance keeps (ADR 0043).
  watchLiveContent({
    pages: {
      clear: () => {
        pages.clear((key) => BUILD_FILE.test(key))
        metrics.pageCacheBytes.set(pages.bytes)
      },
    },
    redirects,
    outage,
  })

  let draining = false
  let inFlight = 0
  const siteOrigins = [new URL(settings.siteUrl).origin, ...settings.corsOrigins]
  const uploadBytes = Math.max(settings.uploadMaxImageBytes, settings.uploadMaxVideoBytes)

  // The site's own page checks fetch every page: counted apart, so the figures stay visitors'.
  const pageChecksToken = internalToken('check-pages')
  const requesterOf = (request: IncomingMessage) => {
    const given = request.headers[INTERNAL_TOKEN_HEADER]
    return typeof given === 'string' && sameSecret(given, pageChecksToken) ? 'site-checks' : 'visitor'
  }

  async function serveFromCache(request: IncomingMessage, response: ServerResponse, key: string, facts: RequestFacts) {
    const requester = requesterOf(request)
    const kept = keepFinished ? pages.lookup(key) : undefined
    if (kept) {
      metrics.pageCache.inc({ result: 'hit', requester })
      return sendFinished(request, response, kept, facts)
    }
    const pending = keepFinished ? pages.pending(key) : undefined
    if (pending) {
      const shared = await pending.catch(() => null)
      if (shared?.shareable) {
        metrics.pageCache.inc({ result: 'shared', requester })
        return sendFinished(request, response, shared, facts)
      }
    }
    metrics.pageCache.inc({ result: 'miss', requester })
    // A HEAD answer has no body to keep: Next answers it as it is.
    if (request.method === 'HEAD') return serveStreaming(request, response, facts)
    const render = () => renderFinished(handle, request, response)
    // Only a kept "page not found" page can stand in for Next's empty 404 shell.
    const finished = keepFinished
      ? await pages.render(key, async () => notFound.answerFor(await render()))
      : await render()
    metrics.pageCacheBytes.set(pages.bytes)
    if (finished.status >= 500 && (await outage.databaseDown())) {
      if (!finished.isPage) {
        // Feeds, the sitemap, server methods: the same outage, said in JSON.
        return sendJson(
          response,
          503,
          { message: 'The site is temporarily unavailable. Please try again shortly.' },
          { 'Retry-After': RETRY_AFTER_SECONDS },
        )
      }
      const { page, headers } = outage.page()
      return sendFinished(request, response, page, facts, { status: 503, headers })
    }
    sendFinished(request, response, finished, facts)
  }

  function serveStreaming(request: IncomingMessage, response: ServerResponse, facts: RequestFacts) {
    const nonce = newNonce()
    request.headers['content-security-policy'] = nonceRequestPolicy(nonce)
    for (const [name, value] of Object.entries(securityHeaders({ https: facts.https }))) response.setHeader(name, value)
    onHeaders(response, () => {
      const html = /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''))
      const policy = html
        ? noncePolicy(nonce, { https: facts.https, allowSameOriginFraming: facts.previewing })
        : isUploadedFile(facts.pathname)
          ? UPLOADED_FILE_POLICY
          : DATA_POLICY
      response.setHeader('Content-Security-Policy', policy)
      if (response.statusCode === 503 && !response.hasHeader('retry-after'))
        response.setHeader('Retry-After', RETRY_AFTER_SECONDS)
      const keepsNothing = forThisRequester(facts) || response.hasHeader('set-cookie')
      if (keepsNothing || (html && !BUILD_FILE.test(facts.pathname)))
        response.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
    })
    return new Promise<void>((resolve, reject) => {
      compress(request as never, response as never, () => {
        handle(request, response).then(resolve, reject)
      })
    })
  }

  async function serve(request: IncomingMessage, response: ServerResponse, pathname: string) {
    if (pathname === '/healthz') {
      return sendJson(response, draining ? 503 : 200, { status: draining ? 'stopping' : 'ok' })
    }
    if (pathname === '/metrics' && !settings.metrics.port) {
      if (!sameSecret(request.headers.authorization, `Bearer ${settings.metrics.token}`)) {
        return sendJson(response, 401, {
          message:
            'A valid Authorization: Bearer token is required for metrics: METRICS_TOKEN, or the one npm run metrics-token prints.',
        })
      }
      return sendMetrics(response)
    }
    if (pathname === '/readyz' && draining) {
      return sendJson(response, 503, { status: 'not ready', message: 'This instance is stopping.' })
    }
    if (!decodes(pathname)) {
      return sendJson(response, 400, {
        message: 'The address is not valid: it has a malformed %-escape or invalid UTF-8.',
      })
    }
    const refusal = refuseRequest({
      method: request.method ?? 'GET',
      pathname,
      headers: request.headers,
      siteOrigins,
      uploadBytes,
    })
    if (refusal) {
      // The body is discarded as it arrives, never kept, so the client can read the answer.
      request.resume()
      return sendJson(response, refusal.status, { message: refusal.message })
    }
    if (isActionCall(request, pathname)) {
      const malformed = await checkActionCall(request)
      if (malformed) return sendJson(response, malformed.status, { message: malformed.message })
    }
    const target = request.url ?? '/'
    const { search } = routedPathOf(target)
    const recordLocation = canonicalRecordLocation(pathname, search)
    if (recordLocation) {
      response.writeHead(308, { Location: recordLocation, 'Cache-Control': 'public, max-age=3600' })
      return response.end()
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && isRedirectablePath(pathname)) {
      const rule = await redirects.lookup(pathname)
      if (rule) {
        const https = visitorUsedHttps(
          request.headers['x-forwarded-proto'],
          'encrypted' in request.socket,
          settings.trustedProxyHops,
        )
        for (const [name, value] of Object.entries(securityHeaders({ https }))) response.setHeader(name, value)
        return sendRedirect(response, rule, search)
      }
    }
    const cookies = String(request.headers.cookie ?? '')
    const facts: RequestFacts = {
      pathname,
      https: visitorUsedHttps(
        request.headers['x-forwarded-proto'],
        'encrypted' in request.socket,
        settings.trustedProxyHops,
      ),
      previewing: PREVIEW_COOKIE.test(cookies),
      signedIn: STAFF_COOKIE.test(cookies),
    }
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(
      request.socket.remoteAddress,
      request.headers['x-forwarded-for'],
      settings.trustedProxyHops,
    )
    delete request.headers['content-security-policy-report-only']
    if (cacheableRequest(request, pathname, facts)) {
      return serveFromCache(request, response, `${pathname}${search}`, facts)
    }
    return serveStreaming(request, response, facts)
  }

  const server = http.createServer((request, response) => {
    const started = process.hrtime.bigint()
    const requestId = requestIdOf(request)
    const { pathname } = routedPathOf(request.url ?? '/')
    const route = routeGroup(pathname)
    request.headers['x-request-id'] = requestId
    response.setHeader('X-Request-Id', requestId)
    // While stopping, each connection closes after its answer so the cache in front moves on.
    if (draining) response.setHeader('Connection', 'close')
    inFlight += 1
    metrics.inFlight.inc()
    response.once('close', () => {
      inFlight -= 1
      metrics.inFlight.dec()
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const status = response.writableFinished ? response.statusCode : 499
      metrics.requests.inc({ method: request.method, route, status })
      metrics.requestDuration.observe({ method: request.method, route }, seconds)
      // The jobs runner's once-a-second calls and health probes would drown the log.
      const routine = route === 'operations' || route === 'assets' || 'x-internal-token' in request.headers
      // The request id is given directly: entering its context again per line costs
      // throughput under load (ADR 0039).
      if (!routine || logger.isLevelEnabled('debug')) {
        logger[routine ? 'debug' : 'info'](
          { requestId, method: request.method, path: pathname, status, ms: Math.round(seconds * 10000) / 10, route },
          'request',
        )
      }
      if (draining) server.closeIdleConnections()
    })
    requestContext.run({ requestId }, () => {
      serve(request, response, pathname).catch((error) => {
        logger.error({ err: error, path: pathname }, 'request failed')
        if (!response.headersSent) sendJson(response, 500, { message: 'Something went wrong on our side.' })
        else response.destroy()
      })
    })
  })
  // Longer than the cache's idle timeout for backend connections (Varnish: 60 s), so the
  // app never closes a connection the cache is about to reuse.
  server.keepAliveTimeout = 75_000
  server.headersTimeout = 76_000

  const listen = (hostname: string) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(settings.port, hostname, () => {
        server.off('error', reject)
        resolve()
      })
    })
  await listen(settings.hostname).catch((error: NodeJS.ErrnoException) => {
    // A kernel or container without IPv6 refuses '::': serve on IPv4 rather than not at all.
    if (settings.hostname !== '::' || error.code !== 'EAFNOSUPPORT') throw error
    logger.warn('IPv6 is not available here: listening on IPv4 only')
    return listen('0.0.0.0')
  })
  const { port, address } = server.address() as AddressInfo
  logger.info({ port, hostname: settings.hostname, dev }, 'listening')
  // How this process reaches itself: loopback when listening on every address.
  const host = ['0.0.0.0', '::'].includes(address) ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address
  const selfUrl = `http://${host}:${port}`
  outage.start(selfUrl, () => pages.lookup(OUTAGE_PATH))
  if (keepFinished) notFound.start(selfUrl, () => pages.lookup(NOT_FOUND_PATH))

  let metricsServer: http.Server | null = null
  if (settings.metrics.port) {
    metricsServer = http.createServer((request, response) => {
      if (routedPathOf(request.url ?? '/').pathname !== '/metrics')
        return sendJson(response, 404, { message: 'Not found.' })
      void sendMetrics(response)
    })
    metricsServer.listen(settings.metrics.port, settings.metrics.host)
    logger.info({ port: settings.metrics.port, host: settings.metrics.host }, 'metrics listening')
  }

  const stop = (signal = 'stop') => {
    if (draining) return
    draining = true
    logger.info({ signal, inFlight }, 'stopping: no new connections, finishing requests in flight')
    const forced = setTimeout(() => {
      logger.warn({ inFlight }, 'stop timed out with requests in flight')
      process.exit(1)
    }, settings.shutdownTimeoutMs)
    forced.unref()
    metricsServer?.close()
    server.close(async () => {
      // A publish just before the stop still reaches every cache and the other instances.
      await refreshesUnderway()
      stopWatchingLiveContent()
      requestContext.exit(() => logger.info('stopped'))
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal))
  return { server, port, stop }
}
