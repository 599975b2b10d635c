import { env } from '@/config/env'
import { rateLimiter } from '@/server/rate-limit'

/**
 * Failed sign-ins counted per account and client together (STIG: 3 in 15 minutes lock).
 * Keyed on both, so a stranger who knows an administrator's address locks out only
 * themselves, never the administrator (docs/decisions/0024).
 */
function failures() {
  const { lockFailures, lockSeconds } = env().signIn
  return rateLimiter('sign-in-failures', lockFailures, lockSeconds)
}

/** When an administrator last unlocked an account, kept for one lock period. */
function unlocks() {
  return rateLimiter('sign-in-unlocks', 1_000_000, env().signIn.lockSeconds)
}

const normal = (email: string) => email.trim().toLowerCase()
const keyOf = (email: string, client: string) => `${normal(email)}|${client}`

/** Seconds until this account may be tried again from this client, 0 when it may now. */
export async function lockedFor(email: string, client: string): Promise<number> {
  const limiter = failures()
  const state = await limiter.get(keyOf(email, client))
  if (!state || state.consumedPoints < limiter.points) return 0
  // Both records last one lock period: an unlock that ends later was made after the
  // failures began, and lifts the lock.
  const unlocked = await unlocks().get(normal(email))
  if (unlocked && unlocked.msBeforeNext > state.msBeforeNext) {
    await limiter.delete(keyOf(email, client))
    return 0
  }
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000))
}

/** An administrator's unlock: lifts the account's locks for every client. */
export async function unlockAccount(email: string): Promise<void> {
  await unlocks().set(normal(email), 1, env().signIn.lockSeconds)
}

/** Counts one failure: true when this failure locked the pair. */
export async function countFailure(email: string, client: string): Promise<boolean> {
  const limiter = failures()
  const state = await limiter.penalty(keyOf(email, client), 1)
  return state.consumedPoints === limiter.points
}

export async function clearFailures(email: string, client: string): Promise<void> {
  await failures().delete(keyOf(email, client))
}
