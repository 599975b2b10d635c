#!/usr/bin/env node
// `npm start`: checks the settings, applies migrations, seeds an empty database, then
// serves the production build in this process (src/runtime/http-server.mjs). When the
// database is not the one the build was made from (or was just seeded), the cached data
// is dropped and prerendered pages are expired once the server is up.
import './load-env.mjs'
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { buildDatabase, dropDataCache, prepareDatabase } from './database-identity.mjs'
import { projectRoot } from './load-env.mjs'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'

const { seeded, siteId } = prepareDatabase()
const otherDatabase = seeded || !siteId || siteId !== buildDatabase()
if (otherDatabase) dropDataCache()
// Entries in the shared data cache belong to one database (see src/runtime/cache-handler.mjs).
process.env.CACHE_NAMESPACE ||= siteId ?? 'site'
process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'

const { startHttpServer } = await import('../src/runtime/http-server.mjs')
const { logger } = await import('../src/runtime/logger.mjs')
const { unsupportedNodeWarning } = await import('../src/runtime/node-support.mjs')
const nodeWarning = unsupportedNodeWarning(process.version)
if (nodeWarning) logger.warn({ node: process.version }, nodeWarning)
await startHttpServer({
  dir: projectRoot,
  port,
  hostname,
  shutdownTimeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000),
})

function revalidateToken() {
  const secret =
    process.env.PAYLOAD_SECRET ||
    readFileSync(path.join(path.resolve(process.env.DATA_DIR || 'data'), 'payload-secret'), 'utf8').trim()
  return createHmac('sha256', secret).update('revalidate-all').digest('hex')
}

async function expireCachedPages() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/internal/revalidate`, {
      method: 'POST',
      headers: { 'x-internal-token': revalidateToken() },
    })
    if (response.ok) return console.log('Expired pages prerendered from another database.')
  } catch {
    // Reported below.
  }
  console.error('Could not expire prerendered pages; they refresh on the next edit.')
}

if (otherDatabase) await expireCachedPages()
