import { generate } from 'otplib'
import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'

import { acceptedStep, decryptSecret, encryptSecret, newRecoveryCodes, spendRecoveryCode } from './second-factor'

process.env.PAYLOAD_SECRET ??= 'unit-test-secret-'.repeat(3)

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/hcs-env-test', PAYLOAD_SECRET: 'x'.repeat(32) } as const

describe('two-step sign-in', () => {
  it('keeps the app secret encrypted, readable only with the same site secret', () => {
    const stored = encryptSecret(SECRET)
    expect(stored).not.toContain(SECRET)
    expect(decryptSecret(stored)).toBe(SECRET)
    const [version, iv, tag, data] = stored.split('.')
    const tampered = [version, iv, tag, `${data!.slice(0, -2)}AA`].join('.')
    expect(decryptSecret(tampered)).toBeNull()
    expect(decryptSecret('not encrypted')).toBeNull()
  })

  it('accepts the code the app shows now, once, and not a stale or malformed one', async () => {
    const now = await generate({ secret: SECRET })
    const step = await acceptedStep(SECRET, now)
    expect(step).toEqual(expect.any(Number))
    expect(await acceptedStep(SECRET, `${now.slice(0, 3)} ${now.slice(3)}`)).toBe(step)
    expect(await acceptedStep(SECRET, now, step)).toBeNull()
    const stale = await generate({ secret: SECRET, epoch: Math.floor(Date.now() / 1000) - 300 })
    expect(await acceptedStep(SECRET, stale)).toBeNull()
    for (const bad of ['', '12345', '1234567', 'abcdef']) expect(await acceptedStep(SECRET, bad)).toBeNull()
  })

  it('makes ten different recovery codes that are easy to copy, each good once', () => {
    const { codes, hashes } = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/)
    const left = spendRecoveryCode({ recoveryCodes: hashes }, codes[3]!.toLowerCase().replace('-', ' '))
    expect(left).toHaveLength(9)
    expect(spendRecoveryCode({ recoveryCodes: left }, codes[3]!)).toBeNull()
    expect(spendRecoveryCode({ recoveryCodes: hashes }, 'AAAAA-AAAAA')).toBeNull()
  })
})

describe('MFA_REQUIRED_ROLES', () => {
  it('defaults to administrators under https and to nobody on a plain-http local set-up', () => {
    const https = { ...base, SITE_URL: 'https://cloud.example.mil', METRICS_TOKEN: 'm'.repeat(16) }
    expect(parseEnv(https).signIn.secondFactorRoles).toEqual(['admin'])
    expect(parseEnv({ ...base, SITE_URL: 'http://localhost:3000' }).signIn.secondFactorRoles).toEqual([])
    expect(parseEnv({ ...https, MFA_REQUIRED_ROLES: 'none' }).signIn.secondFactorRoles).toEqual([])
    expect(parseEnv({ ...base, MFA_REQUIRED_ROLES: 'editor, admin' }).signIn.secondFactorRoles).toEqual([
      'editor',
      'admin',
    ])
    expect(() => parseEnv({ ...base, MFA_REQUIRED_ROLES: 'root' })).toThrow(/MFA_REQUIRED_ROLES/)
  })
})
