#!/usr/bin/env node
// `npm test`: type-checks, then runs every test: unit, integration (SQLite and
// PostgreSQL) and browser tests against a production build. Extra arguments go to
// vitest, e.g. `npm test -- --project unit`.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// `npm run setup` on a fresh clone installs without the test tools: bring them now.
if (!existsSync('node_modules/vitest/package.json')) {
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm']
  const installed = spawnSync(npm[0], [...npm.slice(1), 'install', '--no-audit', '--no-fund'], { stdio: 'inherit' })
  if (installed.status !== 0) process.exit(installed.status ?? 1)
}

function run(args) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run(['node_modules/typescript/bin/tsc', '--noEmit'])
run(['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)])
