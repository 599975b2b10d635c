#!/usr/bin/env node
// Creates a migration for each database kind from the current schema:
//   npm run migrate:create -- <name>
// PostgreSQL migrations are generated without a connection, from the schema alone.
import { spawnSync } from 'node:child_process'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name_in_snake_case>')
  process.exit(2)
}

const kinds = {
  sqlite: 'file:./tmp/migration-scratch.db',
  postgres: 'postgres://localhost:5432/migration_scratch',
}

for (const [kind, uri] of Object.entries(kinds)) {
  console.log(`\n== ${kind} ==`)
  const result = spawnSync(process.execPath, ['node_modules/payload/bin.js', 'migrate:create', name, '--skip-empty'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URI: uri },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
