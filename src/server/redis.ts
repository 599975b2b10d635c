import Redis from 'ioredis'

import { env } from '@/config/env'

let client: Redis | null | undefined

/**
 * The shared Redis connection when REDIS_URL is set, else null. It never queues
 * commands while disconnected: callers fall back to their local state at once.
 */
export function getRedis(): Redis | null {
  if (client !== undefined) return client
  const url = env().redisUrl
  client = url
    ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000, lazyConnect: false })
    : null
  client?.on('error', () => {
    // Reported by the callers that fall back; reconnection is automatic.
  })
  return client
}
