/** Runs once in a server that is starting, not during builds: starts the jobs runner. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startJobsRunner } = await import('./jobs/runner')
  startJobsRunner()
}
