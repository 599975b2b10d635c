import { describe, expect, it } from 'vitest'

import {
  canonicalRecordLocation,
  DATA_POLICY,
  hashPolicy,
  inlineScriptHashes,
  noncePolicy,
  routedPathOf,
  securityHeaders,
} from './response-security'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]))

// Hashes worked out with `printf '…' | openssl dgst -sha256 -binary | base64`.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
const A_NEWLINE_B_HASH = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='"

describe('page policy a cache may keep', () => {
  it('allows the site’s own files and the listed inline scripts only: no nonce, no unsafe-inline', () => {
    const policy = directives(hashPolicy([ALERT_HASH], { https: false }))
    expect(policy['script-src']).toContain("'self'")
    expect(policy['script-src']).toContain(ALERT_HASH)
    expect(policy['script-src']).not.toMatch(/nonce|unsafe-inline|unsafe-eval|strict-dynamic/)
    expect(policy['object-src']).toBe("object-src 'none'")
    expect(policy['base-uri']).toBe("base-uri 'self'")
    expect(policy['frame-ancestors']).toBe("frame-ancestors 'none'")
    expect(policy['report-uri']).toBe('report-uri /csp-report')
    expect(policy['upgrade-insecure-requests']).toBeUndefined()
  })

  it('allows no outside host unless DAP is on, and then exactly GSA’s documented hosts', () => {
    const off = directives(hashPolicy([ALERT_HASH], { https: true }))
    expect(off['script-src']).not.toMatch(/https:/)
    expect(off['connect-src']).toBe("connect-src 'self'")
    const on = directives(hashPolicy([ALERT_HASH], { https: true, analytics: true }))
    expect(on['script-src']).toBe(
      `script-src 'self' ${ALERT_HASH} ${on['script-src']?.split(' ')[3]} https://dap.digitalgov.gov https://www.googletagmanager.com`,
    )
    expect(on['connect-src']).toBe("connect-src 'self' https://www.google-analytics.com")
    expect(on['img-src']).toBe(off['img-src'])
    expect(on['default-src']).toBe("default-src 'self'")
  })

  it('upgrades requests under https', () => {
    expect(directives(hashPolicy([], { https: true }))['upgrade-insecure-requests']).toBeDefined()
  })
})

describe('policy of a response no cache keeps', () => {
  it('carries its nonce, and lets only a previewing editor’s page be framed, by the site itself', () => {
    const policy = directives(noncePolicy('abc123', { https: false }))
    expect(policy['script-src']).toContain("'nonce-abc123'")
    expect(policy['script-src']).toContain("'strict-dynamic'")
    expect(policy['frame-ancestors']).toBe("frame-ancestors 'none'")
    const preview = directives(noncePolicy('abc123', { https: false, allowSameOriginFraming: true }))
    expect(preview['frame-ancestors']).toBe("frame-ancestors 'self'")
  })

  it('runs nothing in a data answer', () => {
    expect(DATA_POLICY).toBe("default-src 'none'; frame-ancestors 'none'")
  })
})

describe('inline script hashes', () => {
  it('hashes the inline scripts the render marked with its nonce, as the browser does', () => {
    const html =
      '<head><script nonce="n1">alert(1)</script><script src="/_next/static/a.js" nonce="n1" async=""></script></head>' +
      '<body><script nonce="n1" id="_R_">a\r\nb</script><script nonce="n1">alert(1)</script></body>'
    expect(inlineScriptHashes(html, 'n1')).toEqual([ALERT_HASH, A_NEWLINE_B_HASH])
    // Attribute values in single quotes, holding what looks like other attributes.
    const loader = `<script nonce='n1' data-scripts='[{"src":"/_next/static/a.js"}]'>alert(1)</script>`
    expect(inlineScriptHashes(loader, 'n1')).toEqual([ALERT_HASH])
  })

  it('never allows a script that slipped into the page without this render’s nonce', () => {
    const html =
      '<main><script>alert(1)</script><script nonce="guessed">alert(1)</script>' +
      '<div data-x="<script nonce=&quot;n1&quot;>alert(1)</script>"></div></main><script nonce="n1">a\nb</script>'
    expect(inlineScriptHashes(html, 'n1')).toEqual([A_NEWLINE_B_HASH])
  })
})

describe('request rules', () => {
  it('judges the path Next routes on: dot segments resolved, the query kept apart', () => {
    expect(routedPathOf('/img/../offerings/stratus?x=1')).toEqual({ pathname: '/offerings/stratus', search: '?x=1' })
    expect(routedPathOf('/%2e%2e/offerings')).toEqual({ pathname: '/offerings', search: '' })
    expect(routedPathOf('http://evil.example/admin?a')).toEqual({ pathname: '/admin', search: '?a' })
    expect(routedPathOf('/news?page=2')).toEqual({ pathname: '/news', search: '?page=2' })
  })

  it('sends a 15-character or wrongly cased record address to its canonical 18 characters', () => {
    // The platform's published example: 001A000001Lcz2N is 001A000001Lcz2NIAR in 18 characters.
    expect(canonicalRecordLocation('/detail/001A000001Lcz2N', '?x=1')).toBe('/detail/001A000001Lcz2NIAR?x=1')
    expect(canonicalRecordLocation('/detail/001A000001Lcz2NIAR', '')).toBeUndefined()
    expect(canonicalRecordLocation('/detail/%E0%A4%A', '')).toBeUndefined()
    expect(canonicalRecordLocation('/offerings/001A000001Lcz2N', '')).toBeUndefined()
  })

  it('sends HSTS for a year only over https', () => {
    expect(securityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined()
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(securityHeaders({ https: false })['X-Content-Type-Options']).toBe('nosniff')
  })
})
