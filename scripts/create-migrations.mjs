#!/usr/bin/env node
// Creates a migration for each database kind from the current schema:
//   npm run migrate:create -- <name>
// PostgreSQL migrations are generated from the schema alone, without a connection.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

import { LEXICAL_SAFE_NODE_OPTIONS } from './load-env.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name_in_snake_case>')
  process.exit(2)
}

const kinds = {
  sqlite: 'file:./tmp/migration-scratch.db',
  postgres: 'postgres://localhost:5432/migration_scratch',
}

const filesIn = (kind) => readdirSync(`src/migrations/${kind}`).filter((file) => file.endsWith('.ts')).length

for (const [kind, uri] of Object.entries(kinds)) {
  console.log(`\n== ${kind} ==`)
  const before = filesIn(kind)
  const result = spawnSync(
    process.execPath,
    [LEXICAL_SAFE_NODE_OPTIONS, 'node_modules/payload/bin.js', 'migrate:create', name, '--skip-empty'],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URI: uri } },
  )
  if (result.status !== 0) process.exit(result.status ?? 1)
  if (filesIn(kind) === before) console.log(`No schema change for ${kind}: no migration written.`)
}
