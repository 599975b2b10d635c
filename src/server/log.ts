import 'server-only'

/**
 * Warnings the spec asks for ('Button Target not set', 'Invalid icon name', ...),
 * written once per message so a cached page does not flood the log.
 */
const seen = new Set<string>()

export function warnOnce(message: string, detail?: Record<string, unknown>): void {
  const key = `${message}|${JSON.stringify(detail ?? {})}`
  if (seen.has(key)) return
  seen.add(key)
  console.warn(JSON.stringify({ level: 'warn', msg: message, ...detail }))
}
