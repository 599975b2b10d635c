// Prometheus metrics of this instance: requests by route group and status, their
// durations, requests in flight, data-cache lookups and HTTP-cache purges.
import client from 'prom-client'

const METRICS_KEY = Symbol.for('hybrid-cloud-site.metrics')

function createMetrics() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    requests: new client.Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route group and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    requestDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to the end of the response, by method and route group',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    inFlight: new client.Gauge({ name: 'http_requests_in_flight', help: 'Requests being served', registers }),
    dataCacheLookups: new client.Counter({
      name: 'data_cache_lookups_total',
      help: 'Lookups in the shared data cache, by store (redis, local) and result (hit, miss, expired)',
      labelNames: ['store', 'result'],
      registers,
    }),
    httpCachePurges: new client.Counter({
      name: 'http_cache_purges_total',
      help: 'Purge requests sent to the HTTP cache in front, by result (ok, failed)',
      labelNames: ['result'],
      registers,
    }),
  }
}

/** One set of metrics per process, whichever copy of this module asks. */
export const metrics = (globalThis[METRICS_KEY] ??= createMetrics())

const ROUTE_GROUPS = [
  [/^\/$/, 'home'],
  [/^\/offerings(\/|$)/, 'offerings'],
  [/^\/detail\//, 'record'],
  [/^\/news(\/|$)/, 'news'],
  [/^\/(sfsites\/c\/)?lwr\//, 'server-method'],
  [/^\/(sfsites\/c\/)?services\//, 'content-api'],
  [/^\/(sfsites\/c\/)?cms\/delivery\//, 'media'],
  [/^\/api\//, 'cms-api'],
  [/^\/admin(\/|$)/, 'admin'],
  [/^\/_next\//, 'assets'],
  [/^\/(healthz|readyz|metrics)$/, 'operations'],
]

/** A small, fixed set of labels, so a crawler's random paths cannot grow the metrics. */
export function routeGroup(pathname) {
  for (const [pattern, group] of ROUTE_GROUPS) if (pattern.test(pathname)) return group
  return 'page'
}
