import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { CONTACT_RATE_LIMIT } from '@/lib/contact-form'
import { CLIENT_ADDRESS_HEADER } from '@/runtime/client-address.ts'

import { getRedis } from './redis'

const limiters = new Map<string, RateLimiterAbstract>()

/**
 * A limit of `points` actions per `duration` seconds per key, shared by every instance
 * through Redis when it is configured (and in this process's memory while Redis is
 * unreachable, or when it is not configured).
 */
export function rateLimiter(name: string, points: number, duration: number): RateLimiterAbstract {
  const existing = limiters.get(name)
  if (existing) return existing
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration })
  const redis = getRedis()
  const limiter = redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `hcs:${name}`, points, duration, insuranceLimiter: memory })
    : memory
  limiters.set(name, limiter)
  return limiter
}

/** Takes one action from the key's allowance: the seconds to wait when it is used up, else 0. */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key)
    return 0
  } catch (result) {
    if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    throw result
  }
}

export const contactLimiter = () => rateLimiter('contact', CONTACT_RATE_LIMIT.requests, CONTACT_RATE_LIMIT.perSeconds)

/**
 * The visitor's own address, which the server worked out from the connection and the
 * proxies it trusts (TRUSTED_PROXY_HOPS) and put in this header in place of any a
 * client sent (src/runtime/client-address.ts).
 */
export function clientKey(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown'
}
