/**
 * How many sign-in attempts and credential checks are allowed (STIG AC-7; ADR 0024 and
 * 0036). Every attempt is counted before its password is checked, in one statement
 * (`store.ts`), so requests sent at once cannot all slip under a limit:
 * - per account and client: the 4th attempt within 15 minutes after 3 failures is
 *   refused (the lock); a stranger who knows an address locks out only themselves;
 * - per client: SIGN_IN_LIMIT_PER_CLIENT attempts per 15 minutes, then refused;
 * - per account from anywhere: past SIGN_IN_LIMIT_PER_ACCOUNT, each attempt waits a
 *   second more (at most 30), so many clients guessing together are slowed, but the
 *   owner signing in from a new client is never refused.
 * An administrator's unlock clears every counter of the account.
 */
import type { Payload } from 'payload'

import { env } from '@/config/env'

import { clear, clearAccount, hit, release } from './store'

const WINDOW_MS = 15 * 60 * 1000
const LONGEST_DELAY_SECONDS = 30

export const accountKey = (email: string) => email.trim().toLowerCase()

export type Attempt = { failuresKey: string; failures: number; windowEnds: number; delayMs: number }
export type Refused = { refusedForSeconds: number }

const secondsUntil = (time: number, now = Date.now()) => Math.max(1, Math.ceil((time - now) / 1000))

/** Counts an attempt on `account` from `client`: refused, or admitted (perhaps after a delay). */
export async function countAttempt(payload: Payload, account: string, client: string): Promise<Attempt | Refused> {
  const { perClient, perAccount } = env().signInLimits
  const { lockFailures, lockSeconds } = env().signIn
  const fromClient = await hit(payload, `client|${client}`, WINDOW_MS)
  if (fromClient.count > perClient) return { refusedForSeconds: secondsUntil(fromClient.windowEnds) }
  const failuresKey = `failures|${account}|${client}`
  const failures = await hit(payload, failuresKey, lockSeconds * 1000, account)
  if (failures.count > lockFailures) return { refusedForSeconds: secondsUntil(failures.windowEnds) }
  const onAccount = await hit(payload, `account|${account}`, WINDOW_MS, account)
  const over = onAccount.count - perAccount
  return {
    failuresKey,
    failures: failures.count,
    windowEnds: failures.windowEnds,
    delayMs: over > 0 ? Math.min(over, LONGEST_DELAY_SECONDS) * 1000 : 0,
  }
}

export const isRefused = (attempt: Attempt | Refused): attempt is Refused => 'refusedForSeconds' in attempt

/** This failure locked the account for this client. */
export const lockedNow = (attempt: Attempt) => attempt.failures === env().signIn.lockFailures

/** The attempt proved the password right (the second step is still to come): not a failure. */
export const notAFailure = (payload: Payload, attempt: Attempt) => release(payload, attempt.failuresKey)

/** A complete sign-in ends the run of failures from this client. */
export const succeeded = (payload: Payload, attempt: Attempt) => clear(payload, attempt.failuresKey)

/** An administrator's unlock: every counter of the account, from every client. */
export const unlockAccount = (payload: Payload, account: string) => clearAccount(payload, accountKey(account))

/** A limit of `allowed` per window on one key, counted atomically: true while within it. */
export async function withinLimit(
  payload: Payload,
  key: string,
  allowed: number,
  windowMs: number,
  account: string | null = null,
): Promise<{ ok: boolean; retryAfterSeconds: number }> {
  const counted = await hit(payload, key, windowMs, account)
  return { ok: counted.count <= allowed, retryAfterSeconds: secondsUntil(counted.windowEnds) }
}

export const tryLater = (seconds: number) =>
  `Too many sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`
