import { env } from '@/config/env'
import { INTERNAL_TOKEN_HEADER, internalToken } from '@/config/internal-token'
import { SITE_CHECKS_QUEUE } from '@/governance'
import { logger } from '@/runtime/logger.ts'

/**
 * Each queue has its own turn: a long page check (site checks) never holds up a scheduled
 * publish or a banner's start and end (default).
 */
const QUEUES = ['default', SITE_CHECKS_QUEUE]

/**
 * Runs due jobs (scheduled publishing, banner start and end) by calling this instance's
 * own jobs endpoint. Going through a request matters: only inside a Next request can a
 * job's hooks expire cached pages.
 */
export function startJobsRunner(port = env().port): void {
  for (const queue of QUEUES) runQueue(`http://127.0.0.1:${port}/api/payload-jobs/run?queue=${queue}&silent=true`)
}

function runQueue(url: string): void {
  const headers = { [INTERNAL_TOKEN_HEADER]: internalToken('run-jobs') }
  let running = false
  let failures = 0
  const tick = async () => {
    if (running) return
    running = true
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      failures = 0
    } catch (error) {
      // The server is not listening yet during start-up; report only lasting failures.
      failures += 1
      if (failures === 10 || failures % 600 === 0) {
        logger.warn({ err: String(error) }, 'Jobs runner cannot reach the server')
      }
    } finally {
      running = false
    }
  }
  setInterval(tick, env().jobsRunIntervalMs).unref()
}
