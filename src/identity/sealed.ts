/**
 * Values the site hands out or stores and must trust later, keyed from PAYLOAD_SECRET:
 * sealed (signed, readable) for what the browser carries between two steps of a sign-in,
 * encrypted (AES-256-GCM) for secrets kept in the database (an authenticator app's key,
 * a provider's tokens). A value made under another secret is refused.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { env } from '@/config/env'

const mac = (value: string) => createHmac('sha256', `${env().payloadSecret}:oidc`).update(value).digest('base64url')

export function seal(value: unknown): string {
  const data = Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${data}.${mac(data)}`
}

export function unseal<T>(sealed: string | undefined): T | null {
  if (!sealed) return null
  const [data, signature] = sealed.split('.')
  if (!data || !signature) return null
  const expected = Buffer.from(mac(data))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    return JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as T
  } catch {
    return null
  }
}

/** `purpose` keeps keys apart: a value encrypted for one use never decrypts for another. */
const keyFor = (purpose: string) => createHash('sha256').update(`${env().payloadSecret}:${purpose}`).digest()

export function encrypt(purpose: string, text: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv)
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

export function decrypt(purpose: string, stored: string): string | null {
  const [version, iv, tag, data] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    // Encrypted under another PAYLOAD_SECRET (or for another purpose).
    return null
  }
}
