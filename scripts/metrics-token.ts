// `npm run metrics-token`: prints the bearer token /metrics takes on the site's port
// (METRICS_TOKEN, or the one derived from the site's secret when it is not set).
import { env } from '../src/config/env.ts'

const { metrics } = env()
if (metrics.port) {
  console.log(`/metrics is served on ${metrics.host}:${metrics.port} without a token (METRICS_PORT).`)
} else {
  console.log(metrics.token)
}
