#!/usr/bin/env node
// `npm run test:model -- --runs N`: the model-based test of the publishing policy
// (tests/support/published-revisions-suite.ts) on SQLite and PostgreSQL, with N random
// sequences on each instead of the suite's default. Other arguments go to vitest.
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
const at = args.indexOf('--runs')
const env = { ...process.env }
if (at !== -1) {
  const runs = Number(args[at + 1])
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('--runs takes a whole number of sequences, e.g. --runs 500')
    process.exit(2)
  }
  env.PUBLISHING_MODEL_RUNS = String(runs)
  args.splice(at, 2)
}
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'int',
    'tests/published-revisions.sqlite.int.test.ts',
    'tests/published-revisions.postgres.int.test.ts',
    '-t',
    'model',
    ...args,
  ],
  { stdio: 'inherit', env },
)
process.exit(result.status ?? 1)
