/**
 * With REDIS_URL set, the rate limits (sign-in, contact form, CSP reports) are counted in
 * Redis, so every instance sees the same count; without Redis they fall back to memory.
 */
import { randomBytes } from 'node:crypto'

import Redis from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

describe('rate limits on Redis', () => {
  let inspector: Redis
  const name = `test-limit-${randomBytes(4).toString('hex')}`

  beforeAll(() => {
    process.env.REDIS_URL = REDIS_URL
    inspector = new Redis(REDIS_URL)
  })

  afterAll(async () => {
    const keys = await inspector.keys(`hcs:${name}*`)
    if (keys.length) await inspector.del(...keys)
    inspector.disconnect()
    const { getRedis } = await import('@/server/redis')
    getRedis()?.disconnect()
  })

  it('counts attempts in Redis, where every instance reads them, and refuses past the limit', async () => {
    const { consume, rateLimiter } = await import('@/server/rate-limit')
    const { getRedis } = await import('@/server/redis')
    const limiter = rateLimiter(name, 3, 60)
    // Until the connection is up, limits are counted in memory (the insurance limiter).
    const shared = getRedis()!
    if (shared.status !== 'ready') await new Promise((resolve) => shared.once('ready', resolve))
    for (let attempt = 0; attempt < 3; attempt++) expect(await consume(limiter, '192.0.2.1')).toBe(0)
    // Another instance would read this same counter.
    expect(Number(await inspector.get(`hcs:${name}:192.0.2.1`))).toBe(3)
    const wait = await consume(limiter, '192.0.2.1')
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    expect(await consume(limiter, '192.0.2.2')).toBe(0)
  })
})
