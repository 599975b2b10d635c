/** A bounded load run on loopback (autocannon), summarised in the figures we report. */
import autocannon, { type Request } from 'autocannon'

export type LoadReport = {
  requests: number
  perSecond: number
  errors: number
  timeouts: number
  non2xx: number
  latencyMs: { p50: number; p99: number; max: number }
  statuses: Record<string, number>
}

export async function loadRun(options: {
  url: string
  connections: number
  seconds: number
  requests: Request[]
}): Promise<LoadReport> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: options.requests,
  })
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  }
}
