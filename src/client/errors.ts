/** Errors of the browser-side data layer (spec section 8, platform errors). */

export type ErrorDetail = { type: string; message: string; arguments: unknown[] }

/**
 * A failed fetch: the url, status and status text, and the errors the server sent. Its
 * message is the status text, else the first non-empty error message.
 */
export class FetchError extends Error {
  readonly url: string
  readonly status: number
  readonly statusText: string
  readonly errors: ErrorDetail[]

  constructor(url: string, status: number, statusText: string, errors: ErrorDetail[] = []) {
    super(statusText || errors.find((error) => error.message)?.message || '')
    this.name = 'FetchError'
    this.url = url
    this.status = status
    this.statusText = statusText
    this.errors = errors
  }
}

export class AbortError extends Error {
  constructor(message = 'Aborted') {
    super(message)
    this.name = 'AbortError'
  }
}

/** Reads the error list a JSON error body carries: {message} or [{errorCode, message}]. */
export function errorDetailsOf(body: unknown): ErrorDetail[] {
  const items = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : []
  return items.flatMap((item) => {
    if (!item || typeof item !== 'object') return []
    const record = item as Record<string, unknown>
    const message = typeof record.message === 'string' ? record.message : ''
    const type =
      typeof record.errorCode === 'string' ? record.errorCode : typeof record.type === 'string' ? record.type : 'ERROR'
    const args = Array.isArray(record.arguments) ? record.arguments : []
    return message || record.errorCode ? [{ type, message, arguments: args }] : []
  })
}
