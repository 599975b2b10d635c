// The soak of `npm run bench`: two instances on PostgreSQL and Redis behind Varnish, a
// steady mix of pages, server methods, the CMS API and signed-in admin reads for N
// minutes, and each instance's memory once a minute. Memory that keeps climbing under the
// same load is a leak; the Kubernetes memory limit comes from the plateau (PERFORMANCE.md).
import { startTopology } from '../deploy/topology.mjs'
import { loadRun } from '../tests/support/load.ts'

const ADMIN = { email: 'soak-admin@example.mil', password: 'steady harbour lantern 58' }

/** The news carousel's server method, as the home page calls it. */
export const NEWS_METHOD = `/lwr/apex/v64.0/HCS_CarouselController/getNews?methodParams=${encodeURIComponent(
  JSON.stringify({ pSite: 'Hybrid Cloud' }),
)}`

/** Signs `admin` in at `appUrl`; returns the session token. */
export async function adminToken(appUrl, admin = ADMIN) {
  const login = await fetch(`${appUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...admin, noticeAcknowledged: true }),
  })
  if (!login.ok) throw new Error(`Bench: sign-in failed (${login.status})`)
  return (await login.json()).token
}

/**
 * @param {{ minutes: number, ports: { apps: number[], cache: number }, databaseUri: string, redisUrl: string, dataDir: string, say: (line: string) => void }} options
 */
export async function soak({ minutes, ports, databaseUri, redisUrl, dataDir, say }) {
  const topology = await startTopology({
    databaseUri,
    redisUrl,
    appPorts: ports.apps,
    cachePort: ports.cache,
    dataDir,
    extraEnv: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SIGN_IN_LIMIT_PER_CLIENT: '1000' },
    log: () => {},
  })
  try {
    const token = await adminToken(topology.instances[0].url)
    const staff = { Authorization: `JWT ${token}` }
    // Visitors through Varnish; API clients and staff straight to the instances, in turn.
    const requests = [
      { path: '/' },
      { path: '/offerings' },
      { path: '/news' },
      { path: NEWS_METHOD },
      { path: '/api/carousel-items?limit=10&depth=1' },
      { path: '/api/named-pages?limit=5&draft=true', headers: staff },
      { path: '/admin', headers: { ...staff, Cookie: `payload-token=${token}` } },
      { path: '/api/users/me', headers: staff },
    ]
    const samples = []
    const sample = (minute) => {
      const rss = topology.instances.map((instance) => Math.round(instance.rss() / 2 ** 20))
      samples.push({ minute, rssMiB: rss })
      say(`  minute ${String(minute).padStart(3)}: ${rss.map((mib, index) => `app${index + 1} ${mib} MiB`).join(', ')}`)
    }
    sample(0)
    let errors = 0
    let served = 0
    for (let minute = 1; minute <= minutes; minute++) {
      const instance = topology.instances[minute % topology.instances.length]
      const [visitors, staffAndApi] = await Promise.all([
        loadRun({ url: topology.cacheUrl, connections: 20, seconds: 60, requests: requests.slice(0, 5) }),
        loadRun({ url: instance.url, connections: 10, seconds: 60, requests: requests.slice(3) }),
      ])
      for (const run of [visitors, staffAndApi]) {
        errors += run.errors + run.timeouts + run.non2xx
        served += run.requests
      }
      sample(minute)
    }
    const first = samples[1] ?? samples[0]
    const last = samples.at(-1)
    return {
      minutes,
      requests: served,
      errors,
      samples,
      growthMiB: last.rssMiB.map((mib, index) => mib - first.rssMiB[index]),
      peakMiB: Math.max(...samples.flatMap((s) => s.rssMiB)),
    }
  } finally {
    await topology.stop()
  }
}
