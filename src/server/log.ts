import 'server-only'

/** The warnings the spec names ('Button Target not set', ...), as structured log lines. */
export function warn(message: string, detail?: Record<string, unknown>): void {
  console.warn(JSON.stringify({ level: 'warn', msg: message, ...detail }))
}
