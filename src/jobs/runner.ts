import { env } from '@/config/env'
import { INTERNAL_TOKEN_HEADER, internalToken } from '@/config/internal-token'
import { logger } from '@/runtime/logger.ts'

import type { JobQueue } from './queues'

/**
 * Runs due jobs (scheduled publishing, banner start and end, site checks) by calling this
 * instance's own jobs endpoint. Going through a request matters: only inside a Next request
 * can a job's hooks expire cached pages. Each queue this instance works (JOBS_QUEUES) has
 * its own turn: a long page check never holds up a scheduled publish.
 */
export function startJobsRunner(port = env().port, queues: readonly JobQueue[] = env().jobsQueues): () => void {
  const timers = queues.map((queue) =>
    runQueue(`http://127.0.0.1:${port}/api/payload-jobs/run?queue=${queue}&silent=true`),
  )
  return () => timers.forEach(clearInterval)
}

function runQueue(url: string): NodeJS.Timeout {
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
  return setInterval(tick, env().jobsRunIntervalMs).unref()
}
