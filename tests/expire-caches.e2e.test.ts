/**
 * `npm run expire-caches` (scripts/expire-caches.mjs), the last step of a restore, against
 * a running production instance whose HTTP cache in front refuses its first purges, as
 * Varnish does from a replica whose new address it has not learnt yet (ADR 0046). The
 * stand-in for that cache answers BAN 403 twice, then 200: the script must say so, ask
 * again, and claim success only once the cache took the purge.
 */
import { execFile } from 'node:child_process'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { useOwnSite } from './support/own-site'

const exec = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..')

let bans = 0
let appPort = 0
let purgeUrl = ''

describe('expiring every cache after a restore', () => {
  const site = useOwnSite(async ({ appPort: port }) => {
    appPort = port
    const cache = net.createServer((socket) => {
      socket.once('data', (chunk) => {
        const ban = chunk.toString('latin1').startsWith('BAN ')
        if (ban) bans++
        const status = ban && bans <= 2 ? '403 Forbidden' : '200 OK'
        socket.end(`HTTP/1.1 ${status}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`)
      })
    })
    await new Promise<void>((resolve) => cache.listen(0, '127.0.0.1', resolve))
    purgeUrl = `http://127.0.0.1:${(cache.address() as AddressInfo).port}/`
    return {
      extraEnv: { HTTP_CACHE_PURGE_URLS: purgeUrl },
      stop: () => new Promise<void>((resolve) => cache.close(() => resolve())),
    }
  })

  it('asks again while the cache in front refuses the purge, and says it is done only when it took it', async () => {
    bans = 0
    const { stdout, stderr } = await exec(process.execPath, ['scripts/expire-caches.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(appPort),
        DATA_DIR: path.join(site.dir, 'data'),
        DATABASE_URI: `file:${path.join(site.dir, 'site.db')}`,
      },
      timeout: 90_000,
    })
    expect(stderr).toContain(`${purgeUrl} (HTTP 403) did not take the purge. Try again in a few seconds.`)
    expect(bans).toBeGreaterThanOrEqual(3)
    expect(stdout).toContain('the HTTP caches in front were purged')
  }, 120_000)
})
