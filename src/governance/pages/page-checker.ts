/**
 * The page checker's own thread (ADR 0051): fetches a page from the site as a visitor
 * would, and inspects it. jsdom, axe and the validator run here, so the server's event
 * loop keeps answering visitors while a page is checked, and their memory is bounded by
 * the thread's own limit. Run by Node as it is (type stripping), or from the container
 * image's bundle (tasks/page-checker.mjs).
 */
import { parentPort } from 'node:worker_threads'

import { axeInBrowser, closeBrowser } from './browser-check.ts'
import { inspectPage, type Fetched } from './inspect.ts'
import type { CheckAnswer, CheckRequest, StopRequest } from './inspector.ts'

const port = parentPort!

/** Addresses fetched for the current batch: a stylesheet or a linked page is fetched once per run. */
let batch = -1
let fetched = new Map<string, Promise<Fetched>>()

function fetchLocal(origin: string, headers: Record<string, string>) {
  return (address: string) => {
    const url = new URL(address)
    const key = url.pathname + url.search
    let answer = fetched.get(key)
    if (!answer) {
      answer = fetch(new URL(key, origin), { headers, redirect: 'follow', signal: AbortSignal.timeout(20_000) })
        .then(async (response) => ({ status: response.status, bytes: (await response.arrayBuffer()).byteLength }))
        .catch(() => ({ status: 599, bytes: 0 }))
      fetched.set(key, answer)
    }
    return answer
  }
}

async function check(request: CheckRequest): Promise<CheckAnswer> {
  if (request.batch !== batch) {
    batch = request.batch
    fetched = new Map()
  }
  const url = new URL(request.address, request.origin)
  try {
    const response = await fetch(url, { headers: request.headers, signal: AbortSignal.timeout(20_000) })
    const html = await response.text()
    if (!response.ok) throw new Error(`the page answered ${response.status}`)
    const inspection = await inspectPage(html, url.href, {
      fetchLocal: fetchLocal(request.origin, request.headers),
      brokenExternal: new Map(request.brokenExternal),
      targets: request.targets,
      ...(request.browser
        ? { inBrowser: (axeSource: string) => axeInBrowser(request.browser!, url.href, request.headers, axeSource) }
        : {}),
    })
    return { id: request.id, inspection }
  } catch (error) {
    return { id: request.id, problem: error instanceof Error ? error.message : String(error) }
  }
}

port.on('message', (request: CheckRequest | StopRequest) => {
  if ('stop' in request) void closeBrowser().finally(() => process.exit(0))
  else void check(request).then((answer) => port.postMessage(answer))
})
