import 'server-only'

import { logger } from '@/runtime/logger.ts'

export { logger }

/** The warnings the spec names ('Button Target not set', ...), as structured log lines. */
export function warn(message: string, detail?: Record<string, unknown>): void {
  logger.warn(detail ?? {}, message)
}
