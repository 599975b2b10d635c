// Which database the build's caches were filled from. Pages prerendered at build time
// and Next's data cache (.next/cache/fetch-cache) belong to one database: when the site
// starts on another one (or on a freshly seeded one), they must be dropped.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { projectRoot } from './load-env.mjs'

const identityFile = path.join(projectRoot, '.next', 'site-database.json')
const dataCacheDir = path.join(projectRoot, '.next', 'cache', 'fetch-cache')

/** Migrates (and seeds an empty database); returns what prepare-database reported. */
export function prepareDatabase() {
  const result = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/prepare-database.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
    encoding: 'utf8',
  })
  process.stdout.write(result.stdout ?? '')
  if (result.status !== 0) {
    console.error('Database preparation failed.')
    process.exit(result.status ?? 1)
  }
  const line = (result.stdout ?? '').split('\n').find((text) => text.startsWith('prepare-database: '))
  return line ? JSON.parse(line.slice('prepare-database: '.length)) : { seeded: false, siteId: null }
}

export function recordBuildDatabase(siteId) {
  writeFileSync(identityFile, JSON.stringify({ siteId }))
}

export function buildDatabase() {
  if (!existsSync(identityFile)) return null
  try {
    return JSON.parse(readFileSync(identityFile, 'utf8')).siteId ?? null
  } catch {
    return null
  }
}

export function dropDataCache() {
  rmSync(dataCacheDir, { recursive: true, force: true })
}
