/**
 * Record identifiers in the platform's format: 15 case-sensitive characters
 * (a 3-character kind prefix and 12 body characters), or 18 characters where the
 * last 3 are a checksum that makes the identifier usable case-insensitively.
 */
import { randomInt } from 'node:crypto'

export const RECORD_ID_PREFIX = {
  site: '0DM',
  channel: '0ap',
  carouselItem: 'a0C',
  namedPage: 'a0P',
  announcement: 'a0A',
} as const

export type RecordKind = keyof typeof RECORD_ID_PREFIX

const BODY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const CHECKSUM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345'
const RECORD_ID_SHAPE = /^[a-zA-Z0-9]{15,18}$/

/** The spec's navigation rule: 15 to 18 letters and digits name a record. */
export function looksLikeRecordId(value: string): boolean {
  return RECORD_ID_SHAPE.test(value)
}

function checksumOf(id15: string): string {
  let suffix = ''
  for (let chunk = 0; chunk < 3; chunk++) {
    let bits = 0
    for (let i = 0; i < 5; i++) {
      const char = id15.charAt(chunk * 5 + i)
      if (char >= 'A' && char <= 'Z') bits |= 1 << i
    }
    suffix += CHECKSUM_ALPHABET.charAt(bits)
  }
  return suffix
}

/** Extends a 15-character identifier with its checksum. */
export function toRecordId18(id15: string): string {
  if (!/^[a-zA-Z0-9]{15}$/.test(id15)) throw new TypeError('A 15-character identifier is required')
  return id15 + checksumOf(id15)
}

/**
 * The canonical 18-character form of an identifier as a visitor may type it:
 * 15 characters are taken case-sensitively; 18 characters case-insensitively, the
 * checksum restoring the case of the first 15. Anything else gives null.
 */
export function canonicalRecordId(value: string): string | null {
  if (/^[a-zA-Z0-9]{15}$/.test(value)) return toRecordId18(value)
  if (!/^[a-zA-Z0-9]{18}$/.test(value)) return null
  const checksum = value.slice(15).toUpperCase()
  let restored = ''
  for (let chunk = 0; chunk < 3; chunk++) {
    const bits = CHECKSUM_ALPHABET.indexOf(checksum.charAt(chunk))
    if (bits < 0) return null
    for (let i = 0; i < 5; i++) {
      const char = value.charAt(chunk * 5 + i)
      const upper = (bits & (1 << i)) !== 0
      if (upper && !/[a-zA-Z]/.test(char)) return null
      restored += upper ? char.toUpperCase() : char.toLowerCase()
    }
  }
  return restored + checksum
}

export function generateRecordId(kind: RecordKind): string {
  let body = ''
  for (let i = 0; i < 12; i++) body += BODY_ALPHABET.charAt(randomInt(BODY_ALPHABET.length))
  return toRecordId18(RECORD_ID_PREFIX[kind] + body)
}

const CONTENT_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** Managed-content keys: 'MC' followed by 26 upper-case letters and digits. */
export function generateContentKey(): string {
  let key = 'MC'
  for (let i = 0; i < 26; i++) key += CONTENT_KEY_ALPHABET.charAt(randomInt(CONTENT_KEY_ALPHABET.length))
  return key
}

export const CONTENT_KEY_SHAPE = /^MC[A-Z0-9]{26}$/

const MANAGED_CONTENT_PREFIX = '20Y'

/** The kinds of managed content the site delivers, and the letter each has in its ids. */
export const MANAGED_CONTENT_KINDS = { image: '0', news: 'N', document: 'D' } as const
export type ManagedContentKind = keyof typeof MANAGED_CONTENT_KINDS

/**
 * The managed-content id of a document: its kind and its own id, in the platform's
 * format (20Y, the kind's letter, the id in 11 letters and digits, the checksum).
 * Images' ids keep the form they always had: their letter is the padding '0'.
 */
export function managedContentIdOf(kind: ManagedContentKind, id: number): string {
  let body = ''
  let rest = Math.floor(id)
  do {
    body = BODY_ALPHABET.charAt(rest % 62) + body
    rest = Math.floor(rest / 62)
  } while (rest > 0)
  return toRecordId18(MANAGED_CONTENT_PREFIX + MANAGED_CONTENT_KINDS[kind] + body.padStart(11, '0'))
}

/** The kind and document id a managed-content id names, or null. */
export function parseManagedContentId(value: string): { kind: ManagedContentKind; id: number } | null {
  const canonical = canonicalRecordId(value)
  if (!canonical?.startsWith(MANAGED_CONTENT_PREFIX)) return null
  const letter = canonical.charAt(3)
  const kind = (Object.keys(MANAGED_CONTENT_KINDS) as ManagedContentKind[]).find(
    (candidate) => MANAGED_CONTENT_KINDS[candidate] === letter,
  )
  if (!kind) return null
  let id = 0
  for (const char of canonical.slice(4, 15)) id = id * 62 + BODY_ALPHABET.indexOf(char)
  return Number.isSafeInteger(id) ? { kind, id } : null
}
