import { describe, expect, it } from 'vitest'

import { domainAllowed, roleFor } from './oidc'

const MAP: [string, 'author' | 'editor' | 'admin'][] = [
  ['site-authors', 'author'],
  ['site-editors', 'editor'],
  ['site-admins', 'admin'],
]

describe('single sign-on rules', () => {
  it('gives the highest role any group maps to, and none for groups that map to nothing', () => {
    expect(roleFor(['site-authors', 'site-editors'], MAP)).toBe('editor')
    expect(roleFor(['site-admins', 'site-authors'], MAP)).toBe('admin')
    expect(roleFor('site-authors', MAP)).toBe('author')
    expect(roleFor(['everyone'], MAP)).toBeNull()
    expect(roleFor(undefined, MAP)).toBeNull()
  })

  it('counts only groups named by JSON strings', () => {
    // String(['site-admins']) is "site-admins": a nested array must not pass for the group.
    expect(roleFor([['site-admins']], MAP)).toBeNull()
    expect(roleFor([{ toString: () => 'site-admins' }, 'site-authors'], MAP)).toBe('author')
  })

  it('lets in only the allowed e-mail domains, when a list is set', () => {
    expect(domainAllowed('alice@example.mil', ['example.mil'])).toBe(true)
    expect(domainAllowed('eve@example.com', ['example.mil'])).toBe(false)
    expect(domainAllowed('eve@sub.example.mil', ['example.mil'])).toBe(false)
    expect(domainAllowed('anyone@anywhere.org', [])).toBe(true)
  })
})
