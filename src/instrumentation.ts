/** Starts the background work of a running server: the jobs runner. Not during builds. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startJobsRunner } = await import('./jobs/runner')
  startJobsRunner()
}
