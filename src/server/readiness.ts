import 'server-only'

import type { Payload } from 'payload'

import { singleSignOnCheck, type SingleSignOnCheck } from '@/identity'

import { getPayloadClient } from './payload-client'
import { getRedis } from './redis'

type Check = 'ok' | 'unreachable' | 'not configured'
/** `degraded`: serving, but Redis does not answer (changes elsewhere arrive within 10 s, not 1 s). */
export type Readiness = {
  ready: boolean
  degraded: boolean
  database: Check
  redis: Check
  /** Never makes the instance unready (visitors need no sign-in), but an operator sees it. */
  singleSignOn: SingleSignOnCheck
}

const CHECK_TIMEOUT_MS = 800

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    )
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

type SqlCapableAdapter = {
  pool?: { query: (sql: string) => Promise<unknown> }
  client?: { execute: (sql: string) => Promise<unknown> }
}

/** One trivial query on the database the site uses. */
async function pingDatabase(payload: Payload): Promise<void> {
  const adapter = payload.db as unknown as SqlCapableAdapter
  if (adapter.pool) await adapter.pool.query('select 1')
  else if (adapter.client) await adapter.client.execute('select 1')
  else throw new Error('Unknown database adapter')
}

/** Whether the database answers now (within 0.8 s). */
export async function databaseReachable(): Promise<boolean> {
  try {
    await withTimeout(
      getPayloadClient().then((payload) => pingDatabase(payload)),
      'The database',
    )
    return true
  } catch {
    return false
  }
}

/**
 * Ready when the database answers: the instance can serve every page. Redis only shares
 * caches and counters between instances; without it each instance serves from its own
 * memory, so a Redis outage makes every instance degraded, not unready (an orchestrator
 * would otherwise take the whole site out of service).
 */
export async function checkReadiness(): Promise<Readiness> {
  const redis = getRedis()
  const [database, redisState, singleSignOn] = await Promise.all([
    databaseReachable().then((ok): Check => (ok ? 'ok' : 'unreachable')),
    redis
      ? withTimeout(redis.ping(), 'Redis').then(
          (): Check => 'ok',
          (): Check => 'unreachable',
        )
      : Promise.resolve<Check>('not configured'),
    withTimeout(singleSignOnCheck(), 'The identity provider').catch((): SingleSignOnCheck => 'unreachable'),
  ])
  return {
    ready: database === 'ok',
    degraded: redisState === 'unreachable' || singleSignOn === 'unreachable' || singleSignOn === 'misconfigured',
    database,
    redis: redisState,
    singleSignOn,
  }
}
