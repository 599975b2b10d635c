import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const derive = promisify(pbkdf2)

/** Payload 3.90 stores `pbkdf2-sha256-v1:<hex>` (600,000 rounds, 32 bytes); older hashes are 25,000 rounds, 512 bytes. */
const CURRENT = { prefix: 'pbkdf2-sha256-v1:', rounds: 600_000, bytes: 32 }
const LEGACY = { rounds: 25_000, bytes: 512 }

/** Whether `password` matches a hash and salt as Payload stores them. */
export async function passwordMatches(password: string, stored: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith(CURRENT.prefix)
  const expected = Buffer.from(current ? stored.hash.slice(CURRENT.prefix.length) : stored.hash, 'hex')
  const { rounds, bytes } = current ? CURRENT : LEGACY
  const actual = await derive(password, stored.salt, rounds, bytes, 'sha256')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

const dummySalt = randomBytes(32).toString('hex')

/** The work of one password check, for an e-mail that has no account. */
export async function checkNothing(password: string): Promise<void> {
  await derive(password || 'x', dummySalt, CURRENT.rounds, CURRENT.bytes, 'sha256')
}
