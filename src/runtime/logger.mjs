// Structured JSON logs (pino), one line per event, with the id of the request being
// served when there is one. Shared by the HTTP server, the cache handler and the app.
import { AsyncLocalStorage } from 'node:async_hooks'

import pino from 'pino'

const CONTEXT_KEY = Symbol.for('hybrid-cloud-site.request-context')
const LOGGER_KEY = Symbol.for('hybrid-cloud-site.logger')

/**
 * The request being served. Kept on globalThis because the app's bundle and the server
 * load this module separately, and both must see the same store.
 * @type {AsyncLocalStorage<{ requestId: string }>}
 */
export const requestContext = (globalThis[CONTEXT_KEY] ??= new AsyncLocalStorage())

function createLogger() {
  return pino({
    level: process.env.LOG_LEVEL || 'info',
    base: { service: 'hybrid-cloud-site', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const store = requestContext.getStore()
      return store ? { requestId: store.requestId } : {}
    },
  })
}

/** @type {import('pino').Logger} */
export const logger = (globalThis[LOGGER_KEY] ??= createLogger())
