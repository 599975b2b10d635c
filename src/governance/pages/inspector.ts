/**
 * The server's side of the page checker's thread (page-checker.ts): one thread, started on
 * the first check and stopped after a minute without one, its heap capped so a huge page
 * cannot take the server's memory with it. A thread that dies (out of memory, a crash)
 * fails the page it had; the next page starts a new one.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

import type { Inspection } from './inspect'
import type { Targets } from './rules'

export type CheckRequest = {
  id: number
  /** Pages of one run share what they fetch (stylesheets, linked pages): a new batch starts afresh. */
  batch: number
  address: string
  origin: string
  headers: Record<string, string>
  brokenExternal: [string, string][]
  targets: Targets
  /** Chromium's path, where the operator installed one (PAGE_CHECK_BROWSER). */
  browser?: string
}

/** Asks the thread to close its browser and end. */
export type StopRequest = { stop: true }

export type CheckAnswer = { id: number; inspection: Inspection } | { id: number; problem: string }

/** The thread's heap: the largest seeded page takes about 60 MB in jsdom with axe. */
export const CHECKER_MEMORY_MB = 256
const IDLE_MS = 60_000

/** The image runs the bundle made when it was built; elsewhere Node runs the TypeScript. */
function checkerFile(): string {
  const bundled = path.join(process.cwd(), 'tasks', 'page-checker.mjs')
  return existsSync(bundled) ? bundled : path.join(process.cwd(), 'src', 'governance', 'pages', 'page-checker.ts')
}

let thread: Worker | null = null
let idle: NodeJS.Timeout | undefined
let nextId = 0
const waiting = new Map<number, (answer: CheckAnswer) => void>()

function failWaiting(problem: string) {
  for (const [id, settle] of waiting) settle({ id, problem })
  waiting.clear()
}

function startThread(): Worker {
  const started = new Worker(checkerFile(), { resourceLimits: { maxOldGenerationSizeMb: CHECKER_MEMORY_MB } })
  started.on('message', (answer: CheckAnswer) => {
    waiting.get(answer.id)?.(answer)
    waiting.delete(answer.id)
    if (waiting.size === 0) started.unref()
  })
  started.on('error', (error: Error & { code?: string }) => {
    failWaiting(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? `the check ran out of memory (${CHECKER_MEMORY_MB} MB): the page is too large to check`
        : `the check stopped: ${error.message}`,
    )
  })
  started.on('exit', () => {
    if (thread === started) thread = null
    failWaiting('the check stopped before it finished')
  })
  return started
}

/** Fetches and inspects one page in the checker's thread. */
export function checkInThread(request: Omit<CheckRequest, 'id'>): Promise<CheckAnswer> {
  clearTimeout(idle)
  thread ??= startThread()
  const current = thread
  current.ref()
  const id = ++nextId
  return new Promise<CheckAnswer>((resolve) => {
    waiting.set(id, resolve)
    current.postMessage({ ...request, id } satisfies CheckRequest)
  }).finally(() => {
    if (waiting.size > 0) return
    // A minute without checks: give the thread's memory back.
    idle = setTimeout(() => {
      if (thread === current) thread = null
      current.postMessage({ stop: true } satisfies StopRequest)
      // A thread that does not end by itself (a browser that will not close) is ended.
      setTimeout(() => void current.terminate(), 10_000).unref()
    }, IDLE_MS)
    idle.unref()
  })
}
