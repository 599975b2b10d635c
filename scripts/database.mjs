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
  const PREFIX = 'prepare-database: '
  const lines = (result.stdout ?? '').split('\n')
  // Everything but the report meant for this script: the log stays one JSON object a line.
  process.stdout.write(lines.filter((text) => !text.startsWith(PREFIX)).join('\n'))
  if (result.status !== 0) {
    console.error('Database preparation failed.')
    process.exit(result.status ?? 1)
  }
  const line = lines.find((text) => text.startsWith(PREFIX))
  return line ? JSON.parse(line.slice(PREFIX.length)) : { seeded: false, siteId: null }
}
