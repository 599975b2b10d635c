import { describe, expect, it } from 'vitest'

import { API_BODY_BYTES, refuseRequest, SMALL_BODY_BYTES, type RequestFacts } from './request-limits'

const facts = (overrides: Partial<RequestFacts> & { headers?: RequestFacts['headers'] }): RequestFacts => ({
  method: 'POST',
  pathname: '/',
  siteOrigins: ['https://cloud.example.mil'],
  uploadBytes: 10 * 1024 * 1024,
  ...overrides,
  headers: { host: 'cloud.example.mil', ...overrides.headers },
})

describe('bodies refused before they are read', () => {
  it('caps sign-in, server methods and CSP reports at 64 KB', () => {
    for (const pathname of ['/api/users/login', '/api/users/forgot-password', '/lwr/apex/v1/Ctl/run', '/csp-report']) {
      const over = refuseRequest(facts({ pathname, headers: { 'content-length': String(SMALL_BODY_BYTES + 1) } }))
      expect(over, pathname).toMatchObject({ status: 413, message: expect.stringContaining('64 KB') })
      expect(
        refuseRequest(facts({ pathname, headers: { 'content-length': String(SMALL_BODY_BYTES) } })),
        pathname,
      ).toBeUndefined()
    }
  })

  it('gives the REST API about 1 MB and uploads their file limit', () => {
    const api = (pathname: string, bytes: number) =>
      refuseRequest(facts({ pathname, headers: { 'content-length': String(bytes) } }))
    expect(api('/api/named-pages/3', API_BODY_BYTES + 1)?.status).toBe(413)
    expect(api('/api/named-pages/3', API_BODY_BYTES)).toBeUndefined()
    expect(api('/api/media', 9 * 1024 * 1024)).toBeUndefined()
    expect(api('/api/media', 12 * 1024 * 1024)?.status).toBe(413)
    // An administrator's Salesforce export: up to 2 GB, on that route only.
    expect(api('/api/content-import', 1.5 * 1024 ** 3)).toBeUndefined()
    expect(api('/api/content-import', 2.1 * 1024 ** 3)?.status).toBe(413)
    expect(api('/api/content-import/run-1234abcd', 2 * 1024 ** 2)?.status).toBe(413)
  })

  it('caps a page form (the contact form) at 64 KB: a 3 MB post is refused', () => {
    expect(
      refuseRequest(facts({ pathname: '/contact', headers: { 'content-length': String(3 * 1024 * 1024) } })),
    ).toMatchObject({
      status: 413,
    })
  })

  it('asks for a length instead of reading a chunked body, and refuses a malformed one', () => {
    expect(
      refuseRequest(facts({ pathname: '/api/users/login', headers: { 'transfer-encoding': 'chunked' } }))?.status,
    ).toBe(411)
    expect(refuseRequest(facts({ pathname: '/api/users/login', headers: { 'content-length': '12abc' } }))?.status).toBe(
      413,
    )
  })
})

describe('page forms from other sites', () => {
  it('refuses a post to a page from a foreign or opaque origin', () => {
    for (const origin of ['https://evil.example', 'null']) {
      expect(
        refuseRequest(facts({ pathname: '/contact', headers: { origin, 'content-length': '10' } })),
        origin,
      ).toMatchObject({
        status: 403,
      })
    }
  })

  it('accepts the site itself, by SITE_URL or by the Host it was reached at, and clients that send no Origin', () => {
    expect(
      refuseRequest(
        facts({ pathname: '/contact', headers: { origin: 'https://cloud.example.mil', 'content-length': '10' } }),
      ),
    ).toBeUndefined()
    expect(
      refuseRequest(
        facts({
          pathname: '/contact',
          headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000', 'content-length': '10' },
        }),
      ),
    ).toBeUndefined()
    expect(refuseRequest(facts({ pathname: '/contact', headers: { 'content-length': '10' } }))).toBeUndefined()
  })

  it('leaves the API and the admin to their own origin checks', () => {
    expect(
      refuseRequest(
        facts({ pathname: '/api/users/login', headers: { origin: 'https://evil.example', 'content-length': '10' } }),
      ),
    ).toBeUndefined()
  })
})

describe('framework routes the site does not use', () => {
  it('answers 404 with a message instead of 500 or 501', () => {
    for (const [method, pathname] of [
      ['POST', '/api/users/verify/abc'],
      ['GET', '/api/payload-migrations'],
      ['GET', '/api/contact-requests/versions'],
      ['GET', '/api/globals/site-settings/versions'],
      ['GET', '/api/media/file/'],
    ]) {
      expect(refuseRequest(facts({ method, pathname })), pathname).toMatchObject({ status: 404 })
    }
  })

  it('lets the versioned collections and the home page keep their versions', () => {
    for (const pathname of [
      '/api/named-pages/versions',
      '/api/carousel-items/versions/4',
      '/api/globals/home-page/versions',
    ]) {
      expect(refuseRequest(facts({ method: 'GET', pathname })), pathname).toBeUndefined()
    }
  })
})
