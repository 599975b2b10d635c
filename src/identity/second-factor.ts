/**
 * Two-step sign-in (ADR 0035): a time-based code from an authenticator app (RFC 6238, by
 * otplib) after the password, or one of ten single-use recovery codes. The app's secret
 * is stored encrypted with a key derived from the site's secret; recovery codes only as
 * hashes; the last accepted time step, so a code cannot be used twice. Spending a code is
 * one conditional statement (`store.ts`), so parallel sign-ins cannot spend it twice.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'

import { generateSecret, generateURI, verify } from 'otplib'
import type { Payload } from 'payload'
import QRCode from 'qrcode'

import { env } from '@/config/env'

import { decrypt, encrypt, seal, unseal } from './sealed'
import { spendTimeStep, swapRecoveryCodes } from './store'

export const RECOVERY_CODE_COUNT = 10
/** How long a set-up started on the sign-in page or the account page stays open. */
const SETUP_MINUTES = 10

/** What the users table keeps about a person's second factor (hidden from every API). */
export type StoredSecondFactor = {
  secondFactorSecret?: string | null
  secondFactorSince?: string | Date | null
  secondFactorLastStep?: number | null
  recoveryCodes?: unknown
}

/** The app's key, encrypted: under another PAYLOAD_SECRET it no longer opens, and the factor must be set up again. */
export const encryptSecret = (secret: string) => encrypt('second-factor', secret)
export const decryptSecret = (stored: string) => decrypt('second-factor', stored)

export const isEnrolled = (stored: StoredSecondFactor | null | undefined): boolean =>
  Boolean(stored?.secondFactorSecret && stored.secondFactorSince)

/** Whether this role must give a code after its password (MFA_REQUIRED_ROLES). */
export const secondFactorRequired = (role: unknown): boolean =>
  (env().signIn.secondFactorRoles as unknown[]).includes(role)

/** A new secret, what an authenticator app needs to add it, and a signed ticket to confirm it with. */
export async function startSetup(userId: number | string, email: string, secret = generateSecret()) {
  const uri = generateURI({ issuer: 'Hybrid Cloud admin', label: email, secret })
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  const ticket = seal({
    purpose: 'second-factor',
    userId: String(userId),
    secret,
    until: Date.now() + SETUP_MINUTES * 60_000,
  })
  return { ticket, secret, uri, qrSvg }
}

/** The secret a set-up ticket carries, when it is this person's and still open. */
export function secretOfTicket(ticket: string, userId: number | string): string | null {
  const value = unseal(ticket) as { purpose?: string; userId?: string; secret?: string; until?: number } | null
  if (!value || value.purpose !== 'second-factor' || value.userId !== String(userId)) return null
  if (typeof value.until !== 'number' || value.until < Date.now() || typeof value.secret !== 'string') return null
  return value.secret
}

const digitsOnly = (code: string) => code.replace(/[\s-]/g, '')

/** The time step of a valid, unused 6-digit code (one step of clock drift allowed either way), else null. */
export async function acceptedStep(secret: string, code: string, lastStep?: number | null): Promise<number | null> {
  const token = digitsOnly(code)
  if (!/^\d{6}$/.test(token)) return null
  const result = await verify({
    secret,
    token,
    epochTolerance: 30,
    ...(typeof lastStep === 'number' ? { afterTimeStep: lastStep } : {}),
  }).catch(() => null)
  return result?.valid && 'timeStep' in result ? result.timeStep : null
}

// Letters and digits that cannot be mistaken for one another when copied by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const normalRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '')
const hashOf = (code: string) => createHash('sha256').update(normalRecoveryCode(code)).digest('hex')

/** Ten new recovery codes (shown once) and the hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
  return { codes, hashes: codes.map(hashOf) }
}

const hashesOf = (stored: StoredSecondFactor) =>
  Array.isArray(stored.recoveryCodes)
    ? stored.recoveryCodes.filter((one): one is string => typeof one === 'string')
    : []

export const recoveryCodesLeft = (stored: StoredSecondFactor) => hashesOf(stored).length

/** The hashes left after using `code`, or null when it is not one of them. */
export function spendRecoveryCode(stored: StoredSecondFactor, code: string): string[] | null {
  if (normalRecoveryCode(code).length !== 10) return null
  const given = Buffer.from(hashOf(code), 'hex')
  const hashes = hashesOf(stored)
  const match = hashes.findIndex((hash) => {
    const known = Buffer.from(hash, 'hex')
    return known.length === given.length && timingSafeEqual(known, given)
  })
  return match < 0 ? null : hashes.filter((_, index) => index !== match)
}

export type CodeCheck = { ok: true; usedRecoveryCode: boolean; recoveryCodesLeft: number } | { ok: false }

/**
 * Checks and spends a code given at sign-in: from the app (its time step recorded only if
 * later than the last, in one statement) or a recovery code (the stored list swapped only
 * if unchanged). Of any number of requests carrying one code, one succeeds.
 */
export async function spendSignInCode(
  payload: Payload,
  userId: number | string,
  stored: StoredSecondFactor,
  code: string,
): Promise<CodeCheck> {
  const secret = stored.secondFactorSecret ? decryptSecret(stored.secondFactorSecret) : null
  if (!secret) return { ok: false }
  const step = await acceptedStep(secret, code, stored.secondFactorLastStep)
  if (step !== null) {
    return (await spendTimeStep(payload, userId, step))
      ? { ok: true, usedRecoveryCode: false, recoveryCodesLeft: recoveryCodesLeft(stored) }
      : { ok: false }
  }
  let current = stored
  // Another code of the same person may be spent at the same moment: read again and retry.
  for (let round = 0; round < 3; round++) {
    const left = spendRecoveryCode(current, code)
    if (!left) return { ok: false }
    if (await swapRecoveryCodes(payload, userId, hashesOf(current), left)) {
      return { ok: true, usedRecoveryCode: true, recoveryCodesLeft: left.length }
    }
    current = ((await payload.db.findOne({ collection: 'users', where: { id: { equals: userId } } })) ??
      {}) as StoredSecondFactor
  }
  return { ok: false }
}

/** What to store when a person confirms a new app: the factor is on from now. */
export function enrolledFields(secret: string, step: number, hashes: string[]): StoredSecondFactor {
  return {
    secondFactorSecret: encryptSecret(secret),
    secondFactorSince: new Date().toISOString(),
    secondFactorLastStep: step,
    recoveryCodes: hashes,
  }
}

export const TURNED_OFF: StoredSecondFactor = {
  secondFactorSecret: null,
  secondFactorSince: null,
  secondFactorLastStep: null,
  recoveryCodes: null,
}
