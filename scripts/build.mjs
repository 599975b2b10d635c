#!/usr/bin/env node
// `npm run build`: brings the database up to date (migrations, seed when empty), then
// builds the production site. Pages are prerendered from that database.
import './load-env.mjs'
import { spawnSync } from 'node:child_process'

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run(process.execPath, ['scripts/run-ts.mjs', 'scripts/prepare-database.ts'])
run(process.execPath, ['node_modules/next/dist/bin/next', 'build'])
