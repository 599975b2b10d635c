import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { INTERNAL_TOKEN_HEADER } from '@/config/internal-token'

import { startJobsRunner } from './runner'

/** A stand-in for this instance's jobs endpoint, on loopback: which queues were asked for, and by whom. */
async function jobsEndpoint() {
  const calls: { queue: string | null; internal: boolean }[] = []
  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/api/payload-jobs/run')
      calls.push({ queue: url.searchParams.get('queue'), internal: Boolean(req.headers[INTERNAL_TOKEN_HEADER]) })
    res.end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { calls, port: (server.address() as AddressInfo).port, close: () => server.close() }
}

describe('the jobs runner', () => {
  const stops: (() => void)[] = []
  afterEach(() => stops.splice(0).forEach((stop) => stop()))

  const queuesAsked = async (queues?: Parameters<typeof startJobsRunner>[1]) => {
    const endpoint = await jobsEndpoint()
    stops.push(endpoint.close, startJobsRunner(endpoint.port, queues))
    // The first turn comes one interval (JOBS_RUN_INTERVAL_MS, 1 s by default) after the start.
    await expect.poll(() => endpoint.calls.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2)
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect(endpoint.calls.every((call) => call.internal)).toBe(true)
    return new Set(endpoint.calls.map((call) => call.queue))
  }

  it('works both queues by default, each in its own turn', async () => {
    expect(await queuesAsked()).toEqual(new Set(['default', 'site-checks']))
  })

  it('leaves the site checks alone on a replica told to work the default queue only', async () => {
    expect(await queuesAsked(['default'])).toEqual(new Set(['default']))
  })

  it('works only the site checks in their own pod', async () => {
    expect(await queuesAsked(['site-checks'])).toEqual(new Set(['site-checks']))
  })
})
