import { describe, expect, it } from 'vitest'

import { adminOrigins, isAcceptedOrigin } from './admin-origins'

describe('adminOrigins', () => {
  it('accepts every name of this machine when the site is addressed as localhost', () => {
    const origins = adminOrigins('http://localhost:3000')
    expect(origins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
    expect(isAcceptedOrigin('http://127.0.0.1:3000', origins)).toBe(true)
    expect(isAcceptedOrigin('http://127.0.0.1:3001', origins)).toBe(false)
  })

  it('accepts only the site and the configured origins for a public address', () => {
    const origins = adminOrigins('https://cloud.example.mil/', ['https://admin.example.mil'])
    expect(origins).toEqual(['https://cloud.example.mil', 'https://admin.example.mil'])
    expect(isAcceptedOrigin('https://127.0.0.1', origins)).toBe(false)
    expect(isAcceptedOrigin('http://cloud.example.mil', origins)).toBe(false)
  })
})
