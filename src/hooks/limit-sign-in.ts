import type { CollectionBeforeOperationHook } from 'payload'

import { env } from '@/config/env'
import { clientKey, consume, rateLimiter } from '@/server/rate-limit'

import { publicError } from './public-error'

/** Sign-in attempts are counted per client address and per account in this window. */
const WINDOW_SECONDS = 15 * 60

/**
 * Slows password guessing before Payload checks the password: too many sign-ins from one
 * client, or against one account, are refused with 429 and the same wording either way.
 * (Payload also locks an account for 10 minutes after 5 wrong passwords.)
 */
export const limitSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const email = String((args as { data?: { email?: unknown } }).data?.email ?? '')
    .trim()
    .toLowerCase()
  const { perClient, perAccount } = env().signInLimits
  const waits = await Promise.all([
    consume(rateLimiter('sign-in-client', perClient, WINDOW_SECONDS), clientKey(req.headers)),
    consume(rateLimiter('sign-in-account', perAccount, WINDOW_SECONDS), email || 'none'),
  ])
  const wait = Math.max(...waits)
  if (wait > 0) {
    throw publicError(`Too many sign-in attempts. Try again in ${Math.ceil(wait / 60)} minutes.`, 429, 'TooManySignIns')
  }
  return args
}
