import { checkReadiness } from '@/server/readiness'

export const dynamic = 'force-dynamic'

/**
 * Readiness for load balancers and orchestrators: 200 when the database and Redis (if
 * configured) answer, else 503 naming what is down. /healthz (the server itself) only
 * says the process is alive.
 */
export async function GET() {
  const readiness = await checkReadiness()
  const body = readiness.ready
    ? { status: 'ready', checks: { database: readiness.database, redis: readiness.redis } }
    : {
        status: 'not ready',
        message: `Not ready: ${[
          readiness.database === 'unreachable' ? 'the database does not answer' : null,
          readiness.redis === 'unreachable' ? 'Redis does not answer' : null,
        ]
          .filter(Boolean)
          .join(' and ')}.`,
        checks: { database: readiness.database, redis: readiness.redis },
      }
  return Response.json(body, { status: readiness.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
