import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/config/env'

/** What an internal token allows; each purpose has its own token. */
export type InternalPurpose = 'revalidate-all' | 'run-jobs'

export const INTERNAL_TOKEN_HEADER = 'x-internal-token'

/** A token derived from the server's secret, so only this site's own processes know it. */
export function internalToken(purpose: InternalPurpose): string {
  return createHmac('sha256', env().payloadSecret).update(purpose).digest('hex')
}

export function hasInternalToken(headers: Headers, purpose: InternalPurpose): boolean {
  const given = Buffer.from(headers.get(INTERNAL_TOKEN_HEADER) ?? '')
  const expected = Buffer.from(internalToken(purpose))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
