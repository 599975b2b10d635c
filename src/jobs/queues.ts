/**
 * The jobs runner's queues, each worked in its own turn. On one machine an instance works
 * both; on Kubernetes the site checks have a pod of their own (JOBS_QUEUES, ADR 0053), so
 * a check's memory never counts against a web replica's limit.
 */
export const JOB_QUEUES = [
  /** Scheduled publishing, banners' start and end, cache expiry: short, and due to the minute. */
  'default',
  /** Page checks, link checks and review digests (governance): long, and never urgent. */
  'site-checks',
] as const

export type JobQueue = (typeof JOB_QUEUES)[number]
