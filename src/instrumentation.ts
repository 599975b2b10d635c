/**
 * Runs once in a server that is starting, not during builds: hands the response security
 * rule to the production HTTP server (ADR 0016) and starts the jobs runner.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ publishResponseSecurity }, { responseSecurityFor }] = await Promise.all([
    import('./runtime/response-security-slot.mjs'),
    import('./lib/response-security'),
  ])
  publishResponseSecurity(responseSecurityFor)
  const { startJobsRunner } = await import('./jobs/runner')
  startJobsRunner()
}
