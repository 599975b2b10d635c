import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, securityHeaders } from './security-headers'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive]))

describe('content security policy', () => {
  it('runs only nonced or known scripts: no inline handlers, no plugins, no foreign base', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123', allowSameOriginFraming: false, https: false }))
    expect(policy['script-src']).toContain("'nonce-abc123'")
    expect(policy['script-src']).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/)
    expect(policy['script-src']).not.toContain('unsafe-inline')
    expect(policy['script-src']).not.toContain('unsafe-eval')
    expect(policy['object-src']).toBe("object-src 'none'")
    expect(policy['base-uri']).toBe("base-uri 'self'")
    expect(policy['frame-ancestors']).toBe("frame-ancestors 'none'")
    expect(policy['report-uri']).toBe('report-uri /csp-report')
    expect(policy['upgrade-insecure-requests']).toBeUndefined()
  })

  it('lets the admin frame a draft preview, and upgrades requests under https', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n', allowSameOriginFraming: true, https: true }))
    expect(policy['frame-ancestors']).toBe("frame-ancestors 'self'")
    expect(policy['upgrade-insecure-requests']).toBeDefined()
  })
})

describe('security headers', () => {
  it('sends HSTS for a year only over https', () => {
    expect(securityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined()
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(securityHeaders({ https: false })['X-Content-Type-Options']).toBe('nosniff')
  })
})
