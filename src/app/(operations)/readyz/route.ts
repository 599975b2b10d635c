import { checkReadiness } from '@/server/readiness'

export const dynamic = 'force-dynamic'

const RETRY_AFTER_SECONDS = '5'

/**
 * Readiness as Kubernetes means it (send this instance traffic or not): 200 while the
 * database answers, `degraded` when Redis does not (it still serves every page), 503 when
 * the database does not. /healthz (liveness: the process itself) only says it is alive.
 */
export async function GET() {
  const readiness = await checkReadiness()
  const checks = { database: readiness.database, redis: readiness.redis, singleSignOn: readiness.singleSignOn }
  if (!readiness.ready) {
    return Response.json(
      { status: 'not ready', message: 'Not ready: the database does not answer.', checks },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': RETRY_AFTER_SECONDS } },
    )
  }
  const problems = [
    readiness.redis === 'unreachable'
      ? 'Serving from this instance’s own memory: Redis does not answer, so changes made on other instances arrive within 10 seconds.'
      : '',
    readiness.singleSignOn === 'misconfigured'
      ? 'Single sign-on is misconfigured: the identity provider does not answer as OIDC_ISSUER says (the log has the cause).'
      : readiness.singleSignOn === 'unreachable'
        ? 'The identity provider cannot be reached: staff sign in with a card or a password meanwhile.'
        : '',
  ].filter(Boolean)
  const body = readiness.degraded
    ? { status: 'degraded', message: problems.join(' '), checks }
    : { status: 'ready', checks }
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } })
}
