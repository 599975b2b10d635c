import { describe, expect, it } from 'vitest'

import { config as proxyConfig } from '../proxy'
import { canonicalRecordId } from './record-id'
import { responseSecurityFor, type RequestFacts } from './response-security'
import { UPLOADED_FILE_POLICY } from './security-headers'

const request = (facts: Partial<RequestFacts>): RequestFacts => ({
  target: '/',
  forwardedProto: undefined,
  ownScheme: 'http',
  cookies: undefined,
  ...facts,
})

const nonceOf = (policy: string | undefined) => policy?.match(/'nonce-([^']+)'/)?.[1]

describe('response security rule', () => {
  it('gives each page a policy with a fresh nonce, and hands the same policy to Next', () => {
    const first = responseSecurityFor(request({ target: '/offerings/stratus' }))!
    const second = responseSecurityFor(request({ target: '/offerings/stratus' }))!
    expect(first.headers['Content-Security-Policy']).toBe(first.requestPolicy)
    expect(first.headers['X-Content-Type-Options']).toBe('nosniff')
    expect(nonceOf(first.requestPolicy)).toMatch(/^[A-Za-z0-9+/=]{20,}$/)
    expect(nonceOf(second.requestPolicy)).not.toBe(nonceOf(first.requestPolicy))
    expect(first.redirectTo).toBeUndefined()
  })

  it('trusts the first X-Forwarded-Proto value, else the connection, for HSTS and upgrades', () => {
    const behindTls = responseSecurityFor(request({ forwardedProto: 'https, http' }))!
    expect(behindTls.headers['Strict-Transport-Security']).toContain('max-age=31536000')
    expect(behindTls.requestPolicy).toContain('upgrade-insecure-requests')
    expect(responseSecurityFor(request({ ownScheme: 'https' }))!.headers['Strict-Transport-Security']).toBeDefined()
    const plain = responseSecurityFor(request({ forwardedProto: 'http', ownScheme: 'https' }))!
    expect(plain.headers['Strict-Transport-Security']).toBeUndefined()
  })

  it('lets only a previewing editor’s page be framed, by the site itself', () => {
    const previewing = responseSecurityFor(request({ cookies: 'theme=dark; __prerender_bypass=abc' }))!
    expect(previewing.requestPolicy).toContain("frame-ancestors 'self'")
    const lookalike = responseSecurityFor(request({ cookies: 'x__prerender_bypass=abc' }))!
    expect(lookalike.requestPolicy).toContain("frame-ancestors 'none'")
  })

  it('serves uploaded files under a policy that runs nothing, and gives Next no nonce for them', () => {
    for (const pathname of ['/api/media/file/hero.webp', '/sfsites/c/cms/delivery/media/MCX123']) {
      const security = responseSecurityFor(request({ target: pathname }))!
      expect(security.headers['Content-Security-Policy'], pathname).toBe(UPLOADED_FILE_POLICY)
      expect(security.requestPolicy, pathname).toBeUndefined()
    }
  })

  it('redirects a record address to its canonical identifier, keeping the query', () => {
    const canonical = canonicalRecordId('a0CxYz12AbCdEfG')!
    const short = responseSecurityFor(request({ target: '/detail/a0CxYz12AbCdEfG?from=news' }))!
    expect(short.redirectTo).toBe(`/detail/${canonical}?from=news`)
    const lowerCased = responseSecurityFor(request({ target: `/detail/${canonical.toLowerCase()}` }))!
    expect(lowerCased.redirectTo).toBe(`/detail/${canonical}`)
    const settled = responseSecurityFor(request({ target: `/detail/${canonical}` }))!
    expect(settled.redirectTo).toBeUndefined()
    expect(settled.requestPolicy).toBeDefined()
  })

  it('renders, rather than fails, on a record address that is not valid percent-encoding', () => {
    const security = responseSecurityFor(request({ target: '/detail/%E0%A4%A' }))!
    expect(security.redirectTo).toBeUndefined()
    expect(security.requestPolicy).toBeDefined()
  })

  it('leaves build and public files to next.config.ts, exactly the paths the proxy skips', () => {
    const source = proxyConfig.matcher[0]!.source
    const proxyRuns = (pathname: string) => new RegExp(`^${source}$`).test(pathname)
    for (const pathname of [
      '/_next/static/chunks/main.js',
      '/_next/image',
      '/favicon.svg',
      '/img/logo.svg',
      '/assets/fonts/x.woff2',
      '/',
      '/offerings/stratus',
      '/api/named-pages',
      '/imgs',
      '/admin',
    ]) {
      expect(responseSecurityFor(request({ target: pathname })) !== null, pathname).toBe(proxyRuns(pathname))
    }
  })

  it('judges the path Next routes on: dot segments resolved, absolute-form targets read', () => {
    for (const target of ['/img/../offerings/stratus', '/img/%2e%2e/offerings/stratus', '/assets/..%2fx/../../']) {
      expect(responseSecurityFor(request({ target }))?.requestPolicy, target).toContain("'nonce-")
    }
    const disguisedUpload = responseSecurityFor(request({ target: '/api/pages/../media/file/x.svg' }))!
    expect(disguisedUpload.headers['Content-Security-Policy']).toBe(UPLOADED_FILE_POLICY)
    const absolute = responseSecurityFor(request({ target: 'http://example.mil/api/media/file/x.svg' }))!
    expect(absolute.headers['Content-Security-Policy']).toBe(UPLOADED_FILE_POLICY)
    const absoluteRecord = responseSecurityFor(request({ target: 'http://example.mil/detail/a0CxYz12AbCdEfG' }))!
    expect(absoluteRecord.redirectTo).toBe(`/detail/${canonicalRecordId('a0CxYz12AbCdEfG')}`)
  })

  it('gives a request target that does not parse the page policy', () => {
    expect(responseSecurityFor(request({ target: 'not a url' }))?.requestPolicy).toContain("'nonce-")
  })
})
