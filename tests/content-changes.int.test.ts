/**
 * How instances learn of each other's content changes through Redis
 * (src/runtime/content-changes.ts): a change elsewhere empties this instance's caches once,
 * a start does not, and a change made while Redis was unreachable is not missed.
 */
import Redis from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startPrivateRedis, type PrivateRedis } from './support/private-services'

type ContentChanges = typeof import('@/runtime/content-changes.ts')

const namespace = `test-changes-${Date.now()}`
const versionKey = `hcs:${namespace}:content-version`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let redis: PrivateRedis
let changes: ContentChanges
let heard = 0

/** What a Next server does while it loads its build: nothing else runs meanwhile. */
function busyLoading(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // the event loop is held, as by app.prepare()
  }
}

/** Another instance announces a change: it raises the shared version number. */
async function changeElsewhere() {
  const other = new Redis(redis.url)
  try {
    await other.incr(versionKey)
  } finally {
    other.disconnect()
  }
}

describe('content changes shared between instances', () => {
  beforeAll(async () => {
    redis = await startPrivateRedis(56381)
    process.env.REDIS_URL = redis.url
    process.env.CACHE_NAMESPACE = namespace
    // Purges go nowhere here: only this instance's own caches are watched.
    process.env.HTTP_CACHE_PURGE_URLS = ''
    changes = await import('@/runtime/content-changes.ts')
    changes.onContentChange(() => heard++)
  })
  beforeEach(() => {
    changes.stopWatchingContentChanges()
    heard = 0
  })
  afterAll(async () => {
    changes.stopWatchingContentChanges()
    await redis.stop()
  })

  it('does not empty the caches when an instance starts while busy loading', async () => {
    await changeElsewhere()
    changes.watchSharedContentChanges()
    busyLoading(700)
    await sleep(1500)
    expect(heard).toBe(0)
  })

  it('empties the caches once for each change another instance makes', async () => {
    changes.watchSharedContentChanges()
    await sleep(1000)
    await changeElsewhere()
    await sleep(1200)
    expect(heard).toBe(1)
    await changeElsewhere()
    await changeElsewhere()
    await sleep(1200)
    // Two changes between two reads are one emptying: the next render sees both.
    expect(heard).toBe(2)
  })

  it('empties the caches once Redis is back when changes elsewhere may have been missed', async () => {
    changes.watchSharedContentChanges()
    await sleep(1000)
    await redis.stop()
    await sleep(1200)
    expect(heard).toBe(0)
    await redis.start()
    await changeElsewhere()
    for (let waited = 0; waited < 5000 && heard === 0; waited += 100) await sleep(100)
    expect(heard).toBe(1)
  }, 20_000)
})
