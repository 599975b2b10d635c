#!/usr/bin/env node
// `npm start`: applies migrations, seeds an empty database, then serves the production
// build. If it had to seed, pages prerendered at build time are expired once the
// server is up, so they show the new content.
import './load-env.mjs'
import { spawn, spawnSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const port = process.env.PORT || '3000'
const host = process.env.HOSTNAME || '0.0.0.0'

const prepare = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/prepare-database.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: process.env,
  encoding: 'utf8',
})
process.stdout.write(prepare.stdout ?? '')
if (prepare.status !== 0) {
  console.error('Database preparation failed: the site was not started.')
  process.exit(prepare.status ?? 1)
}
const seeded = /prepare-database: \{"seeded":true\}/.test(prepare.stdout ?? '')

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

async function expireAfterSeeding() {
  const url = `http://127.0.0.1:${port}/internal/revalidate`
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'x-revalidate-token': revalidateToken() } })
      if (response.ok) return console.log('Expired pages prerendered before seeding.')
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.error('Could not expire prerendered pages; they refresh on the next edit.')
}

if (seeded) void expireAfterSeeding()
