// Structured JSON logs (pino), one line per event, with the id of the request being
// served when there is one. Shared by the server, the cache handler and the app.
import { AsyncLocalStorage } from 'node:async_hooks'
import { format } from 'node:util'

import pino, { type Level, type Logger } from 'pino'

import { env } from '../config/env.ts'

const CONTEXT_KEY = Symbol.for('hybrid-cloud-site.request-context')
const LOGGER_KEY = Symbol.for('hybrid-cloud-site.logger')

type Shared = typeof globalThis & {
  [CONTEXT_KEY]?: AsyncLocalStorage<{ requestId: string }>
  [LOGGER_KEY]?: Logger
}
const shared = globalThis as Shared

/**
 * The request being served. One store per process: the app's bundle and the server load
 * this module separately, and a log line from either must name the same request.
 */
export const requestContext = (shared[CONTEXT_KEY] ??= new AsyncLocalStorage())

const FLUSH_INTERVAL_MS = 250
/**
 * sonic-boom measures its pending text with Buffer.byteLength on every line, which copies
 * the whole pending chunk each time: at its default 16 KB chunk that was 4 µs a line and
 * garbage that grew the heap by 100 MB in 20 s of load (issue 47). Small chunks keep it
 * under 1.5 µs; a write still carries a dozen lines.
 */
const WRITE_CHUNK = { minLength: 2048, maxWrite: 4096 }

function createLogger(): Logger {
  // Lines are written to stdout asynchronously: a synchronous write per request held the
  // event loop for a third of the server's throughput (ADR 0039). pino flushes what is
  // still buffered when the process exits.
  const destination = pino.destination({ dest: 1, sync: false, ...WRITE_CHUNK })
  // Lines wait for a full buffer under load; when quiet, at most this long.
  setInterval(() => destination.flush(), FLUSH_INTERVAL_MS).unref()
  return pino(
    {
      level: env().logLevel,
      base: { service: 'hybrid-cloud-site', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const store = requestContext.getStore()
        return store ? { requestId: store.requestId } : {}
      },
    },
    destination,
  )
}

export const logger: Logger = (shared[LOGGER_KEY] ??= createLogger())

const CONSOLE_LEVELS = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' } as const

/**
 * Sends what libraries print with console.* (Next's own messages and stack traces among
 * them) through the logger, so every line on stdout is one JSON object.
 */
export function routeConsoleToLogger(target: Logger = logger): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [keyof typeof CONSOLE_LEVELS, Level][]) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error)
      const rest = args.filter((arg) => arg !== error)
      const message = rest.length ? format(...rest) : (error?.message ?? '')
      if (error) target[level]({ err: error }, message)
      else target[level](message)
    }
  }
}
