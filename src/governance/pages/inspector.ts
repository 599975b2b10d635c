/**
 * The server's side of the page checker (page-checker.ts): one process of its own, started
 * on the first check and ended after a minute without one. It runs at a low CPU priority,
 * so visitors' requests come first on a busy machine, and its heap is capped, so a huge
 * page cannot take the server's memory with it. A checker that dies (out of memory, a
 * crash) fails the page it had; the next page starts a new one.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

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

/** Asks the checker to close its browser and end. */
export type StopRequest = { stop: true }

export type CheckAnswer = { id: number; inspection: Inspection } | { id: number; problem: string }

/** The checker's heap: the largest seeded page takes about 60 MB in jsdom with axe. */
export const CHECKER_MEMORY_MB = 256
/** Below the server's priority (0): the checker gets the CPU the server leaves. */
const CHECKER_NICENESS = 10
const IDLE_MS = 60_000

/** The image runs the bundle made when it was built; elsewhere Node runs the TypeScript. */
function checkerFile(): string {
  const bundled = path.join(process.cwd(), 'tasks', 'page-checker.mjs')
  return existsSync(bundled) ? bundled : path.join(process.cwd(), 'src', 'governance', 'pages', 'page-checker.ts')
}

let checker: ChildProcess | null = null
let idle: NodeJS.Timeout | undefined
let nextId = 0
const waiting = new Map<number, (answer: CheckAnswer) => void>()

function failWaiting(problem: string) {
  for (const [id, settle] of waiting) settle({ id, problem })
  waiting.clear()
}

/** Whether the process or its channel keeps this one alive: only while a check is waiting. */
function hold(child: ChildProcess, busy: boolean) {
  if (busy) {
    child.ref()
    child.channel?.ref()
  } else {
    child.unref()
    child.channel?.unref()
  }
}

function startChecker(): ChildProcess {
  const started = fork(checkerFile(), [], {
    execArgv: [`--max-old-space-size=${CHECKER_MEMORY_MB}`],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  try {
    if (started.pid) os.setPriority(started.pid, CHECKER_NICENESS)
  } catch {
    // A system that refuses a lower priority still gets its pages checked.
  }
  started.on('message', (answer: CheckAnswer) => {
    waiting.get(answer.id)?.(answer)
    waiting.delete(answer.id)
    if (waiting.size === 0) hold(started, false)
  })
  started.on('error', (error) => failWaiting(`the check could not start: ${error.message}`))
  started.on('exit', (code, signal) => {
    if (checker === started) checker = null
    // V8 aborts a process whose heap is full.
    failWaiting(
      signal === 'SIGABRT' || code === 134
        ? `the check ran out of memory (${CHECKER_MEMORY_MB} MB): the page is too large to check`
        : 'the check stopped before it finished',
    )
  })
  return started
}

/** Fetches and inspects one page in the checker's process. */
export function checkPage(request: Omit<CheckRequest, 'id'>): Promise<CheckAnswer> {
  clearTimeout(idle)
  if (checker && !checker.connected) checker = null
  checker ??= startChecker()
  const current = checker
  hold(current, true)
  const id = ++nextId
  return new Promise<CheckAnswer>((resolve) => {
    waiting.set(id, resolve)
    current.send({ ...request, id } satisfies CheckRequest)
  }).finally(() => {
    if (waiting.size > 0) return
    // A minute without checks: give the checker's memory back.
    idle = setTimeout(() => {
      if (checker === current) checker = null
      if (current.connected) current.send({ stop: true } satisfies StopRequest)
      // A checker that does not end by itself (a browser that will not close) is ended.
      setTimeout(() => current.kill('SIGKILL'), 10_000).unref()
    }, IDLE_MS)
    idle.unref()
  })
}
