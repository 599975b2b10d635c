// Structured JSON logs (pino), one line per event, with the id of the request being
// served when there is one. Shared by the server, the cache handler and the app.
import { AsyncLocalStorage } from 'node:async_hooks'

import pino, { type Logger } from 'pino'

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

function createLogger(): Logger {
  return pino({
    level: env().logLevel,
    base: { service: 'hybrid-cloud-site', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const store = requestContext.getStore()
      return store ? { requestId: store.requestId } : {}
    },
  })
}

export const logger: Logger = (shared[LOGGER_KEY] ??= createLogger())
