import { describe, expect, it } from 'vitest'

import { cookiePrefix, sessionCookie } from './session'

describe('session cookie', () => {
  it('is __Host- prefixed and Secure under https, for the whole site and no other host', () => {
    expect(cookiePrefix(true)).toBe('__Host-payload')
    const cookie = sessionCookie('abc', 2_000_000_000, true)
    expect(cookie).toMatch(/^__Host-payload-token=abc; Path=\/; HttpOnly; SameSite=Lax; Expires=.+; Secure$/)
    expect(cookie).not.toMatch(/Domain=/)
  })

  it('keeps the plain name without Secure on a plain-http local set-up', () => {
    expect(sessionCookie('abc', 2_000_000_000, false)).toMatch(
      /^payload-token=abc; Path=\/; HttpOnly; SameSite=Lax; Expires=[^;]+$/,
    )
  })
})
