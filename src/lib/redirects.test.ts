import { describe, expect, it } from 'vitest'

import {
  canonicalPath,
  findRedirect,
  isRedirectablePath,
  normaliseRedirectFrom,
  normaliseRedirectTo,
  redirectProblem,
  type RedirectRule,
} from './redirects'

const SITE = 'https://cloud.example.mil'
const rule = (from: string, to: string, status: 301 | 302 = 301): RedirectRule => ({ from, to, status })

describe('old address of a redirect', () => {
  it('is a path without host, query or trailing slash', () => {
    expect(normaliseRedirectFrom('/services/old-page/')).toEqual({ path: '/services/old-page' })
    expect(normaliseRedirectFrom(`${SITE}/old`, SITE)).toEqual({ path: '/old' })
  })

  it('refuses what cannot be an old page address, saying what to enter', () => {
    expect(normaliseRedirectFrom('old-page')).toEqual({ error: expect.stringMatching(/starting with \//) })
    expect(normaliseRedirectFrom('/old?x=1')).toEqual({ error: expect.stringMatching(/\?/) })
    expect(normaliseRedirectFrom('/')).toEqual({ error: 'The home page cannot be redirected.' })
    expect(normaliseRedirectFrom('/admin/login')).toEqual({ error: expect.stringMatching(/site itself answers/) })
    expect(isRedirectablePath('/api/users')).toBe(false)
    expect(isRedirectablePath('/old')).toBe(true)
  })
})

describe('new address of a redirect', () => {
  it('is a path of this site or a web address; this site’s own addresses become paths', () => {
    expect(normaliseRedirectTo('/contact/')).toEqual({ to: '/contact' })
    expect(normaliseRedirectTo(`${SITE}/contact`, SITE)).toEqual({ to: '/contact' })
    expect(normaliseRedirectTo('https://www.usa.gov/')).toEqual({ to: 'https://www.usa.gov/' })
    expect(normaliseRedirectTo('javascript:alert(1)')).toEqual({ error: expect.stringMatching(/https:\/\//) })
    expect(normaliseRedirectTo('contact')).toEqual({ error: expect.stringMatching(/path such as/) })
  })
})

describe('loops and chains', () => {
  const others = [rule('/a', '/b'), rule('/c', 'https://www.usa.gov/')]

  it('accepts a redirect to a final address', () => {
    expect(redirectProblem(rule('/x', '/offerings/stratus'), others)).toBeUndefined()
    expect(redirectProblem(rule('/x', 'https://www.usa.gov/'), others)).toBeUndefined()
  })

  it('refuses a redirect to itself', () => {
    expect(redirectProblem(rule('/x', '/x'), others)).toMatch(/back to \/x, in a loop/)
  })

  it('refuses two redirects that send visitors round in a loop', () => {
    expect(redirectProblem(rule('/b', '/a'), others)).toMatch(/\/a already redirects back to \/b/)
  })

  it('refuses a redirect onto an address that redirects again, naming the final address', () => {
    expect(redirectProblem(rule('/x', '/a'), others)).toMatch(/Point this redirect straight at \/b/)
  })

  it('refuses redirecting an address another redirect leads to', () => {
    expect(redirectProblem(rule('/b', '/somewhere'), others)).toMatch(/redirect from \/a sends visitors to \/b/)
  })

  it('refuses a second redirect from the same address, and one that hides a published page', () => {
    expect(redirectProblem(rule('/a', '/z'), others)).toMatch(/already a redirect from \/a/)
    expect(redirectProblem(rule('/contact', '/z'), others, new Set(['/contact']))).toMatch(/published page lives at/)
  })
})

describe('finding the redirect of a request', () => {
  it('matches the path with or without a trailing slash', () => {
    const rules = new Map([['/a', rule('/a', '/b', 302)]])
    expect(findRedirect(rules, '/a/')?.status).toBe(302)
    expect(findRedirect(rules, '/a')?.to).toBe('/b')
    expect(findRedirect(rules, '/ab')).toBeUndefined()
  })
})

describe('addresses in any language, and none that mean two things (issue 37)', () => {
  it('compares and sends paths percent-encoded, whatever form they arrive in', () => {
    expect(canonicalPath('/日本')).toBe('/%E6%97%A5%E6%9C%AC')
    expect(canonicalPath('/%e6%97%a5%e6%9c%ac')).toBe('/%E6%97%A5%E6%9C%AC')
    expect(normaliseRedirectTo('/東京?q=1')).toEqual({ to: '/%E6%9D%B1%E4%BA%AC?q=1' })
    const rules = new Map([['/%E6%97%A5%E6%9C%AC', { from: '/%E6%97%A5%E6%9C%AC', to: '/', status: 301 as const }]])
    expect(findRedirect(rules, '/%e6%97%a5%e6%9c%ac/')?.to).toBe('/')
  })

  it('refuses backslashes and control characters, raw or encoded', () => {
    for (const bad of ['/\\evil.example/x', '/a%5Cb', '/a\u0000b', '/a%0Ab', '/%ZZ']) {
      expect(canonicalPath(bad), JSON.stringify(bad)).toBeNull()
    }
    expect(normaliseRedirectTo('/\\evil.example/x')).toHaveProperty('error')
    expect(normaliseRedirectFrom('/\\evil.example')).toHaveProperty('error')
  })

  it('never redirects what the site answers itself', () => {
    for (const path of [
      '/.well-known/security.txt',
      '/news',
      '/search',
      '/offerings',
      '/detail/a0B1',
      '/sitemap.xml',
    ]) {
      expect(isRedirectablePath(path), path).toBe(false)
    }
    expect(isRedirectablePath('/offerings/old-name')).toBe(true)
    expect(isRedirectablePath('/services/old-page')).toBe(true)
  })
})
