// Prometheus metrics of this instance: requests by route group and status, their
// durations, requests in flight, the page cache, the data cache and HTTP-cache purges.
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
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    requestDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to the end of the response, by method and route group',
      labelNames: ['method', 'route'] as const,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    inFlight: new client.Gauge({ name: 'http_requests_in_flight', help: 'Requests being served', registers }),
    pageCache: new client.Counter({
      name: 'page_cache_requests_total',
      help: 'Anonymous requests the page cache could answer, by result (hit, miss, shared: waited for a render already under way) and requester (visitor, site-checks: the site checking its own pages)',
      labelNames: ['result', 'requester'] as const,
      registers,
    }),
    pageCacheBytes: new client.Gauge({
      name: 'page_cache_bytes',
      help: 'Bytes of finished responses kept by the page cache',
      registers,
    }),
    contentChanges: new client.Counter({
      name: 'content_changes_total',
      help: 'Content changes that emptied the page cache, by origin (here, another instance)',
      labelNames: ['origin'] as const,
      registers,
    }),
    dataCacheLookups: new client.Counter({
      name: 'data_cache_lookups_total',
      help: 'Lookups in the shared data cache, by store (redis, local) and result (hit, miss, expired)',
      labelNames: ['store', 'result'] as const,
      registers,
    }),
    liveContentChanges: new client.Counter({
      name: 'live_content_changes_total',
      help: 'Changes to what the public site shows (publish, unpublish, approval, delete), by cache tag: each expires the caches that hold it',
      labelNames: ['tag'] as const,
      registers,
    }),
    httpCachePurges: new client.Counter({
      name: 'http_cache_purges_total',
      help: 'Purge requests sent to the HTTP cache in front, by result (ok, failed)',
      labelNames: ['result'] as const,
      registers,
    }),
  }
}

type Metrics = ReturnType<typeof createMetrics>

/** One set of metrics per process, whichever copy of this module asks. */
export const metrics: Metrics = ((globalThis as typeof globalThis & { [METRICS_KEY]?: Metrics })[METRICS_KEY] ??=
  createMetrics())

const ROUTE_GROUPS: [RegExp, string][] = [
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
export function routeGroup(pathname: string): string {
  for (const [pattern, group] of ROUTE_GROUPS) if (pattern.test(pathname)) return group
  return 'page'
}
