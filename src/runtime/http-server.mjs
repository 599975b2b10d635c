// The production HTTP server: Next's request handler wrapped with what an operator
// needs from each instance: a request id on every request and log line, an access log,
// Prometheus metrics, /healthz, and a graceful stop on SIGTERM (stop accepting, finish
// what is in flight, then exit).
import { randomUUID, timingSafeEqual } from 'node:crypto'
import http from 'node:http'

import compression from 'compression'

import { deferFrameworkScripts } from './deferred-scripts.mjs'
import { logger, requestContext } from './logger.mjs'
import { metrics, routeGroup } from './metrics.mjs'
import { publishedResponseSecurity } from './response-security-slot.mjs'

/** Pages a visitor reads; the admin, the APIs and files keep Next's own script loading. */
const PAGE_ROUTES = new Set(['home', 'offerings', 'record', 'news', 'page'])

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/

/** Tells src/proxy.ts that this server has applied the response security rule already. */
const SECURED_BY_SERVER_HEADER = 'x-hcs-secured-by-server'

/** The id the cache in front gave the request, or a new one. */
function requestIdOf(request) {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
}

function sendJson(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  response.end(JSON.stringify(body))
}

function tokenMatches(header, token) {
  const given = Buffer.from(String(header ?? ''))
  const expected = Buffer.from(`Bearer ${token}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

async function serveMetrics(request, response) {
  const token = process.env.METRICS_TOKEN
  if (token && !tokenMatches(request.headers.authorization, token)) {
    return sendJson(response, 401, { message: 'A valid Authorization: Bearer token is required for metrics.' })
  }
  response.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' })
  response.end(await metrics.registry.metrics())
}

/**
 * The security headers, the page's Content-Security-Policy and the record redirect, here
 * rather than in Next's proxy, which cost 1.1-1.5 ms of each request (ADR 0016). Next
 * reads the policy from the request to put its nonce on its scripts, so a policy the
 * client sent is never passed on. Returns true when it has answered (a redirect).
 */
function applyResponseSecurity(responseSecurityFor, request, response) {
  const security = responseSecurityFor({
    target: request.url ?? '/',
    forwardedProto: request.headers['x-forwarded-proto'],
    ownScheme: request.socket.encrypted ? 'https' : 'http',
    cookies: request.headers.cookie,
  })
  delete request.headers['content-security-policy']
  delete request.headers['content-security-policy-report-only']
  request.headers[SECURED_BY_SERVER_HEADER] = '1'
  if (!security) return false
  for (const [name, value] of Object.entries(security.headers)) response.setHeader(name, value)
  if (security.redirectTo) {
    response.writeHead(308, { Location: security.redirectTo })
    response.end()
    return true
  }
  if (security.requestPolicy) request.headers['content-security-policy'] = security.requestPolicy
  return false
}

/**
 * Serves the built site. Resolves once listening; `stop()` is what SIGTERM calls.
 * @param {{ dir: string, port: number, hostname: string, shutdownTimeoutMs: number }} options
 */
export async function startHttpServer({ dir, port, hostname, shutdownTimeoutMs }) {
  const { default: next } = await import('next')
  const app = next({ dev: false, dir, hostname, port })
  const handle = app.getRequestHandler()
  await app.prepare()
  // Published by src/instrumentation.ts as Next prepares; the start fails without it.
  const responseSecurityFor = await publishedResponseSecurity()
  // Compression happens here rather than in Next (next.config.ts: compress: false), so
  // the page rewriting below works on text.
  const compress = compression()

  let draining = false
  let inFlight = 0

  const server = http.createServer((request, response) => {
    const started = process.hrtime.bigint()
    const requestId = requestIdOf(request)
    const pathname = (request.url ?? '/').split('?')[0]
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
      if (!routine || logger.isLevelEnabled('debug')) {
        requestContext.run({ requestId }, () =>
          logger[routine ? 'debug' : 'info'](
            { method: request.method, path: pathname, status, ms: Math.round(seconds * 10000) / 10, route },
            'request',
          ),
        )
      }
      if (draining) server.closeIdleConnections()
    })

    if (pathname === '/healthz') {
      return sendJson(response, draining ? 503 : 200, { status: draining ? 'stopping' : 'ok' })
    }
    if (pathname === '/metrics') return void serveMetrics(request, response)
    if (pathname === '/readyz' && draining) {
      return sendJson(response, 503, { status: 'not ready', message: 'This instance is stopping.' })
    }
    try {
      if (applyResponseSecurity(responseSecurityFor, request, response)) return
    } catch (error) {
      // A page must not go out without its policy; nor may one bad request stop the server.
      logger.error({ err: error, path: pathname }, 'response security rule failed')
      return sendJson(response, 500, { message: 'Something went wrong on our side.' })
    }
    requestContext.run({ requestId }, () => {
      compress(request, response, () => {
        if (PAGE_ROUTES.has(route)) deferFrameworkScripts(response)
        handle(request, response).catch((error) => {
          logger.error({ err: error, path: pathname }, 'request failed')
          if (!response.headersSent) sendJson(response, 500, { message: 'Something went wrong on our side.' })
          else response.destroy()
        })
      })
    })
  })
  // Longer than the cache's idle timeout for backend connections (Varnish: 60 s), so the
  // app never closes a connection the cache is about to reuse.
  server.keepAliveTimeout = 75_000
  server.headersTimeout = 76_000

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, () => resolve(undefined))
  })
  logger.info({ port, hostname }, 'listening')

  const stop = (signal) => {
    if (draining) return
    draining = true
    logger.info({ signal, inFlight }, 'stopping: no new connections, finishing requests in flight')
    const forced = setTimeout(() => {
      logger.warn({ inFlight }, 'stop timed out with requests in flight')
      process.exit(1)
    }, shutdownTimeoutMs)
    forced.unref()
    server.close(() => {
      requestContext.exit(() => logger.info('stopped'))
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(signal))
  return { server, stop }
}
