#!/usr/bin/env node
// `npm run build`: brings the database up to date (migrations, seed when empty), then
// builds the production site.
import './load-env.mjs'
import { spawnSync } from 'node:child_process'

import { prepareDatabase } from './database.mjs'

prepareDatabase()
const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  // Next's anonymous telemetry would call an outside host.
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
})
process.exit(build.status ?? 1)
