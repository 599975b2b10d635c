import { describe, expect, it } from 'vitest'

import { validateHeaderValue } from 'node:http'

import {
  canonicalPath,
  encodeLocation,
  findRedirect,
  isRedirectablePath,
  normaliseRedirectFrom,
  normaliseRedirectTo,
  redirectLocation,
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

describe('the Location a redirect answers with', () => {
  const SITE_BASE = `${SITE}/`
  /** Node's own check of a header value: it throws where the server would answer 500. */
  const sendable = (location: string) => (validateHeaderValue('Location', location), location)

  it('percent-encodes a query in any language, so the visitor is sent on to the same words', () => {
    const location = sendable(redirectLocation(rule('/japan', '/contact?q=日本'), ''))
    expect(location).toBe('/contact?q=%E6%97%A5%E6%9C%AC')
    expect(new URL(location, SITE_BASE).searchParams.get('q')).toBe('日本')
  })

  it('stores a destination on this site with its query encoded, as the server sends it', () => {
    expect(normaliseRedirectTo('/contact?q=日本&lang=café')).toEqual({
      to: '/contact?q=%E6%97%A5%E6%9C%AC&lang=caf%C3%A9',
    })
    expect(normaliseRedirectTo('/contact?q=%E6%97%A5')).toEqual({ to: '/contact?q=%E6%97%A5' })
  })

  it('keeps %-escapes and plain characters, encodes a bare %, quotes and spaces, and changes nothing when encoded twice', () => {
    expect(encodeLocation('/a?x=%20&y=50%&z="<b>" c#top')).toBe('/a?x=%20&y=50%25&z=%22%3Cb%3E%22%20c#top')
    expect(encodeLocation(encodeLocation('/パス?q=日本'))).toBe(encodeLocation('/パス?q=日本'))
    expect(encodeLocation('https://www.usa.gov/a?b=c')).toBe('https://www.usa.gov/a?b=c')
  })

  it('keeps the request’s query for a path without one of its own, encoded too', () => {
    expect(sendable(redirectLocation(rule('/old', '/new'), '?utm_source=mail'))).toBe('/new?utm_source=mail')
    expect(redirectLocation(rule('/old', '/new?a=1'), '?b=2')).toBe('/new?a=1')
    expect(sendable(redirectLocation(rule('/old', '/news/日本'), '?q="x"'))).toBe('/news/%E6%97%A5%E6%9C%AC?q=%22x%22')
  })
})
