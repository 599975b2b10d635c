import { dictionary } from '@zxcvbn-ts/language-common'

const MIN_PASSWORD_LENGTH = 12

const COMMON_PASSWORDS = new Set<string>(dictionary['passwords-common'] as string[])

/** "Password123!" is "password" with decoration: strip digits and symbols from both ends. */
function core(candidate: string): string {
  return candidate.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '')
}

/**
 * Why a password is refused, or null when it is acceptable: at least 12 characters, not
 * a well-known password (also with digits or symbols added), not one character repeated.
 */
export function passwordProblem(candidate: string, email?: string): string | null {
  if (candidate.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`
  const lower = candidate.toLowerCase()
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(core(candidate))) {
    return 'This password is too common. Choose a phrase of a few unrelated words.'
  }
  if (new Set(lower).size < 4) return 'Use more different characters.'
  const localPart = email?.split('@')[0]?.toLowerCase()
  if (localPart && localPart.length >= 4 && lower.includes(localPart))
    return 'Do not use your e-mail address in the password.'
  return null
}
