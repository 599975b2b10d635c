import 'server-only'

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
  console.error(JSON.stringify({ level: 'error', msg: `${context} failed`, error: String(error) }))
  return jsonError(503, 'The service is temporarily unavailable. Please try again shortly.')
}
