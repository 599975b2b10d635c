import 'server-only'
import { logger } from './log'

/**
 * The JSON error answers of the wire-format APIs: always a status and a message, never
 * a stack trace, and not cached.
 */
export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return Response.json(
    { message, ...extra },
    { status, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } },
  )
}

/** A failure of our own (database down, ...): 503 with a clear message, logged once. */
export function serviceUnavailable(context: string, error: unknown): Response {
  logger.error({ err: String(error) }, `${context} failed`)
  return jsonError(503, 'The service is temporarily unavailable. Please try again shortly.')
}

/** The database does not answer: nothing was read or changed; the client may retry. */
export function databaseUnavailable(): Response {
  return Response.json(
    {
      message: 'The database is temporarily unavailable, so nothing was read or changed. Please try again shortly.',
      errors: [{ message: 'The database is temporarily unavailable. Please try again shortly.' }],
    },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } },
  )
}
