/**
 * Tokens for the site's own processes (the jobs runner, the server's start, the bench),
 * derived from the server's secret so nobody else knows them. One token per purpose.
 */
import { createHmac } from 'node:crypto'

import { sameSecret } from '../lib/same-secret.ts'
import { env } from './env.ts'

export type InternalPurpose = 'revalidate-all' | 'run-jobs' | 'read-redirects' | 'check-pages'

export const INTERNAL_TOKEN_HEADER = 'x-internal-token'

/** The token for `purpose`; `secret` defaults to this server's (a test passes its site's). */
export function internalToken(purpose: InternalPurpose, secret = env().payloadSecret): string {
  return createHmac('sha256', secret).update(purpose).digest('hex')
}

export function hasInternalToken(headers: Headers, purpose: InternalPurpose): boolean {
  return sameSecret(headers.get(INTERNAL_TOKEN_HEADER), internalToken(purpose))
}
