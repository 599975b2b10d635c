#!/usr/bin/env node
// `npm start`: applies migrations, seeds an empty database, then serves the production
// build in this process (src/runtime/server.ts). The settings are checked as the server
// loads them (src/config/env.ts): a bad value stops the start with its name.
// With MIGRATE_ON_START=false (replicas sharing a database) it only serves: the one-shot
// `node scripts/migrate.mjs` has prepared the database.
import './load-env.mjs'

import { prepareDatabase } from './database.mjs'
import { projectRoot } from './load-env.mjs'

const { siteId } = process.env.MIGRATE_ON_START === 'false' ? { siteId: null } : prepareDatabase()
// Entries in a shared data cache belong to one database (src/runtime/cache-handler.ts).
process.env.CACHE_NAMESPACE ||= siteId ?? 'site'
process.env.NODE_ENV = 'production'
// Next's anonymous telemetry would call an outside host.
process.env.NEXT_TELEMETRY_DISABLED = '1'

const { startServer } = await import('../src/runtime/server.ts')
const { logger } = await import('../src/runtime/logger.ts')
const { unsupportedNodeWarning } = await import('../src/runtime/node-support.ts')
const nodeWarning = unsupportedNodeWarning(process.version)
if (nodeWarning) logger.warn({ node: process.version }, nodeWarning)
await startServer({ dir: projectRoot })
