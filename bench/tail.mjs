// The server's tail under load (issue 47): several consecutive wrk runs at the same
// settings after a warm-up, each run's figures and the worst of them. A visitor meets the
// worst run, not the average one.
import { wrk } from './wrk.mjs'

export const TAIL_TARGETS = { p99Ms: 100, maxMs: 1000 }

const clean = (run) => run.errors + run.timeouts + run.non2xx === 0

/** `runs` runs of `seconds` at `connections` on `url`, after `warmUpSeconds` of the same load. */
export async function measureTail(url, { runs = 5, seconds = 20, connections = 200, warmUpSeconds = 10 } = {}) {
  await wrk(url, { connections, seconds: warmUpSeconds })
  const each = []
  for (let run = 0; run < runs; run++) each.push(await wrk(url, { connections, seconds }))
  const worst = {
    p99Ms: Math.max(...each.map((run) => run.p99Ms)),
    maxMs: Math.max(...each.map((run) => run.maxMs)),
    requestsPerSecond: Math.min(...each.map((run) => run.requestsPerSecond)),
  }
  const ok = each.every(clean) && worst.p99Ms <= TAIL_TARGETS.p99Ms && worst.maxMs < TAIL_TARGETS.maxMs
  return { url, runs, seconds, connections, warmUpSeconds, each, worst, ok }
}
