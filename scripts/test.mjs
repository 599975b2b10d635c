#!/usr/bin/env node
// `npm test`: type-checks, then runs every test: unit, integration (SQLite and
// PostgreSQL) and browser tests against a production build. Extra arguments go to
// vitest, e.g. `npm test -- --project unit`.
import { spawnSync } from 'node:child_process'

function run(args) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run(['node_modules/typescript/bin/tsc', '--noEmit'])
run(['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)])
