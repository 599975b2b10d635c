#!/usr/bin/env node
// `npm start`: applies migrations, seeds an empty database, then serves the production
// build. When the database is not the one the build was made from (or was just seeded),
// the cached data is dropped and prerendered pages are expired once the server is up.
import './load-env.mjs'
import { spawn } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { buildDatabase, dropDataCache, prepareDatabase } from './database-identity.mjs'

const port = process.env.PORT || '3000'
const host = process.env.HOSTNAME || '0.0.0.0'

const { seeded, siteId } = prepareDatabase()
const otherDatabase = seeded || !siteId || siteId !== buildDatabase()
if (otherDatabase) dropDataCache()

const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port, '-H', host], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))

function revalidateToken() {
  const secret =
    process.env.PAYLOAD_SECRET ||
    readFileSync(path.join(path.resolve(process.env.DATA_DIR || 'data'), 'payload-secret'), 'utf8').trim()
  return createHmac('sha256', secret).update('revalidate-all').digest('hex')
}

async function expireAfterStart() {
  const url = `http://127.0.0.1:${port}/internal/revalidate`
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'x-internal-token': revalidateToken() } })
      if (response.ok) return console.log('Expired pages prerendered from another database.')
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  console.error('Could not expire prerendered pages; they refresh on the next edit.')
}

if (otherDatabase) void expireAfterStart()
