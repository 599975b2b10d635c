#!/usr/bin/env node
// `npm run build`: brings the database up to date (migrations, seed when empty), then
// builds the production site, prerendering pages from that database, and marks the
// framework chunks for compiling while they download.
import './load-env.mjs'
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { addCompileHints } from '../src/runtime/compile-hints.mjs'
import { dropDataCache, prepareDatabase, recordBuildDatabase } from './database-identity.mjs'
import { projectRoot } from './load-env.mjs'

const { siteId } = prepareDatabase()
// Cached data from an earlier build may come from another database.
dropDataCache()
const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  // Next's anonymous telemetry would call an outside host.
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
})
if (build.status !== 0) process.exit(build.status ?? 1)
// Chrome compiles the framework's code while downloading it, not when it first runs (ADR 0015).
addCompileHints(path.join(projectRoot, '.next'))
recordBuildDatabase(siteId)
