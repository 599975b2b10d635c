/**
 * Two-step sign-in (ADR 0035): a time-based code from an authenticator app (RFC 6238, by
 * otplib) after the password, or one of ten single-use recovery codes. The app's secret
 * is stored encrypted with a key derived from the site's secret; recovery codes only as
 * hashes; the last accepted time step, so a code cannot be used twice.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'

import { env } from '@/config/env'

import { seal, unseal } from './oidc'

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

const key = () => createHash('sha256').update(`${env().payloadSecret}:second-factor`).digest()

export function encryptSecret(secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

export function decryptSecret(stored: string): string | null {
  const [version, iv, tag, data] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    // Encrypted under another PAYLOAD_SECRET: the factor must be set up again.
    return null
  }
}

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

export type CodeCheck = { ok: true; update: Partial<StoredSecondFactor>; usedRecoveryCode: boolean } | { ok: false }

/** Checks a code given at sign-in: from the app, or a recovery code. */
export async function checkSignInCode(stored: StoredSecondFactor, code: string): Promise<CodeCheck> {
  const secret = stored.secondFactorSecret ? decryptSecret(stored.secondFactorSecret) : null
  if (!secret) return { ok: false }
  const step = await acceptedStep(secret, code, stored.secondFactorLastStep)
  if (step !== null) return { ok: true, update: { secondFactorLastStep: step }, usedRecoveryCode: false }
  const left = spendRecoveryCode(stored, code)
  if (left) return { ok: true, update: { recoveryCodes: left }, usedRecoveryCode: true }
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
