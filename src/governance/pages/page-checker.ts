/**
 * The page checker's own process (ADR 0051): fetches a page from the site as a visitor
 * would, and inspects it. jsdom, axe and the validator run here, at a low priority and
 * with a heap of their own, so the server keeps answering visitors while a page is
 * checked. Started by inspector.ts: Node runs it as it is (type stripping), or from the
 * container image's bundle (tasks/page-checker.mjs).
 */
import { axeInBrowser, closeBrowser } from './browser-check.ts'
import { inspectPage, type Fetched } from './inspect.ts'
import type { CheckAnswer, CheckRequest, StopRequest } from './inspector.ts'

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

const stop = () => void closeBrowser().finally(() => process.exit(0))

process.on('message', (request: CheckRequest | StopRequest) => {
  if ('stop' in request) stop()
  else void check(request).then((answer) => process.send?.(answer))
})
// The server went away: so does its checker.
process.on('disconnect', stop)
