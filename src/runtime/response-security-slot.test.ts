import { afterEach, describe, expect, it } from 'vitest'

import { publishedResponseSecurity, publishResponseSecurity } from './response-security-slot.mjs'

const SLOT = Symbol.for('hybrid-cloud-site.response-security')

describe('response security slot', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[SLOT]
  })

  it('hands the server the rule even when the hook publishes it after the server asks', async () => {
    const rule = () => null
    const waiting = publishedResponseSecurity(1000)
    setTimeout(() => publishResponseSecurity(rule), 10)
    await expect(waiting).resolves.toBe(rule)
  })

  it('hands over a rule published before the server asks', async () => {
    const rule = () => null
    publishResponseSecurity(rule)
    await expect(publishedResponseSecurity(1000)).resolves.toBe(rule)
  })

  it('fails the start with a message naming the hook when no rule comes', async () => {
    await expect(publishedResponseSecurity(20)).rejects.toThrow(/src\/instrumentation\.ts did not run/)
  })
})
