/**
 * The path from a change of what is live to every cache (src/runtime/live-content.ts),
 * with a real Redis and a stand-in for Varnish that counts purges: the instance where
 * the change happened empties its caches, tells the others through Redis and purges the
 * HTTP caches (at once, and again when the others have heard); another instance empties its own caches and sends no purge; a start
 * empties nothing; a change made while Redis was unreachable is not missed.
 */
import net, { type AddressInfo } from 'node:net'

import Redis from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startPrivateRedis, type PrivateRedis } from './support/private-services'

type LiveContent = typeof import('@/runtime/live-content.ts')

const namespace = `test-live-${Date.now()}`
const versionKey = `hcs:${namespace}:content-version`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let redis: PrivateRedis
let live: LiveContent
let varnish: net.Server
let purges = 0
/** Whether the stand-in answers a purge as Varnish does one from an address not in its ACL. */
let refuseBans = false
const emptied = { pages: 0, redirects: 0, outage: 0 }
const caches = {
  pages: { clear: () => void emptied.pages++ },
  redirects: { clear: () => void emptied.redirects++ },
  outage: { refreshSoon: () => void emptied.outage++ },
}

/** What a Next server does while it loads its build: nothing else runs meanwhile. */
function busyLoading(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // the event loop is held, as by app.prepare()
  }
}

/** Another instance announces a change: it raises the shared version number and says when. */
async function changeElsewhere(at = Date.now()) {
  const other = new Redis(redis.url)
  try {
    await other.multi().incr(versionKey).set(`hcs:${namespace}:content-changed-at`, at).exec()
  } finally {
    other.disconnect()
  }
}

describe('what is live changed: every cache is told, once', () => {
  beforeAll(async () => {
    redis = await startPrivateRedis(56381)
    // Node's HTTP parser knows no BAN method: the stand-in reads the request line itself.
    varnish = net.createServer((socket) => {
      socket.once('data', (chunk) => {
        if (refuseBans) return socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n')
        if (chunk.toString('latin1').startsWith('BAN ')) purges++
        socket.end('HTTP/1.1 200 OK\r\ncontent-length: 0\r\nconnection: close\r\n\r\n')
      })
    })
    await new Promise<void>((resolve) => varnish.listen(0, '127.0.0.1', resolve))
    process.env.REDIS_URL = redis.url
    process.env.CACHE_NAMESPACE = namespace
    process.env.HTTP_CACHE_PURGE_URLS = `http://127.0.0.1:${(varnish.address() as AddressInfo).port}/`
    live = await import('@/runtime/live-content.ts')
  })
  beforeEach(() => {
    live.stopWatchingLiveContent()
    purges = 0
    refuseBans = false
    Object.assign(emptied, { pages: 0, redirects: 0, outage: 0 })
  })
  afterAll(async () => {
    live.stopWatchingLiveContent()
    await redis.stop()
    varnish.close()
  })

  it('a change here empties every cache of this instance, tells the others and purges the HTTP caches at once and after they heard', async () => {
    live.watchLiveContent(caches)
    await sleep(1000)
    const before = Number((await new Redis(redis.url).get(versionKey)) ?? 0)
    expect(await live.liveContentChanged(['home-page'], { wait: true })).toEqual([])
    expect(emptied).toEqual({ pages: 1, redirects: 1, outage: 1 })
    expect(purges).toBe(2)
    const reader = new Redis(redis.url)
    expect(Number(await reader.get(versionKey))).toBe(before + 1)
    reader.disconnect()
    // This instance reads its own change back: it neither empties again nor purges again.
    await sleep(1200)
    expect(emptied.pages).toBe(1)
    expect(purges).toBe(2)
  })

  it('says which HTTP cache refused the purge, so an operator’s expiry does not claim it was purged', async () => {
    live.watchLiveContent(caches)
    refuseBans = true
    const refused = await live.liveContentChanged(['home-page'], { wait: true })
    expect(refused).toEqual([`${process.env.HTTP_CACHE_PURGE_URLS} (HTTP 403)`])
    expect(emptied.pages).toBe(1)
  })

  it('does not empty the caches when an instance starts while busy loading', async () => {
    await changeElsewhere()
    live.watchLiveContent(caches)
    busyLoading(700)
    await sleep(1500)
    expect(emptied.pages).toBe(0)
  })

  it('empties the caches once for each change another instance makes, and leaves the purge to that instance', async () => {
    live.watchLiveContent(caches)
    await sleep(1000)
    await changeElsewhere()
    await sleep(1200)
    expect(emptied.pages).toBe(1)
    await changeElsewhere()
    await changeElsewhere()
    await sleep(1200)
    // Two changes between two reads are one emptying: the next render sees both.
    expect(emptied.pages).toBe(2)
    expect(purges).toBe(0)
  })

  it('purges the HTTP caches itself when it hears of a change later than the instance that made it purged again', async () => {
    live.watchLiveContent(caches)
    await sleep(1000)
    await changeElsewhere(Date.now() - 5000)
    await sleep(1200)
    expect(emptied.pages).toBe(1)
    expect(purges).toBe(1)
  })

  it('empties the caches and purges once Redis is back, when changes elsewhere may have been missed', async () => {
    live.watchLiveContent(caches)
    await sleep(1000)
    await redis.stop()
    await sleep(1200)
    expect(emptied.pages).toBe(0)
    await redis.start()
    await changeElsewhere()
    // The purge is sent after the caches are emptied: wait for both, then a poll more.
    for (let waited = 0; waited < 5000 && (emptied.pages === 0 || purges === 0); waited += 100) await sleep(100)
    await sleep(600)
    expect(emptied.pages).toBe(1)
    expect(purges).toBe(1)
  }, 20_000)
})
