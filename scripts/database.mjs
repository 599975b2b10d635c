// Brings the configured database up to date before the site builds or starts.
import { spawnSync } from 'node:child_process'

import { projectRoot } from './load-env.mjs'

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
