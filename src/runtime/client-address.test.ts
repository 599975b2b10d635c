import { describe, expect, it } from 'vitest'

import { clientAddressOf, visitorUsedHttps } from './client-address'

describe('the visitor’s address', () => {
  it('is the connection’s with no trusted proxy: a client cannot pick its own key', () => {
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9')
    expect(clientAddressOf('::ffff:203.0.113.9', undefined, 0)).toBe('203.0.113.9')
  })

  it('is the entry the nearest trusted proxy added, whatever the visitor wrote further left', () => {
    // Varnish in front: it appended the visitor's address; the visitor forged the first entry.
    expect(clientAddressOf('127.0.0.1', '6.6.6.6, 198.51.100.23', 1)).toBe('198.51.100.23')
    // nginx -> Varnish -> app: nginx added the visitor, Varnish added nginx.
    expect(clientAddressOf('10.0.0.3', '6.6.6.6, 198.51.100.23, 10.0.0.2', 2)).toBe('198.51.100.23')
  })

  it('falls back to the nearest address when a proxy sent none, or not an address', () => {
    expect(clientAddressOf('10.0.0.3', undefined, 1)).toBe('10.0.0.3')
    expect(clientAddressOf('10.0.0.3', 'unknown', 1)).toBe('10.0.0.3')
    expect(clientAddressOf(undefined, undefined, 0)).toBe('unknown')
  })
})

describe('the visitor’s scheme', () => {
  it('comes from the trusted proxy, else from the connection', () => {
    expect(visitorUsedHttps('https', false, 0)).toBe(false)
    expect(visitorUsedHttps('https', false, 1)).toBe(true)
    expect(visitorUsedHttps('http, https', true, 1)).toBe(false)
    expect(visitorUsedHttps(undefined, true, 1)).toBe(true)
  })
})
