#!/usr/bin/env node
// Runs a TypeScript entry point of the project (path aliases included) with tsx.
// Payload's dev-server hot reload is off: these are one-shot scripts.
import './load-env.mjs'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const [entry, ...args] = process.argv.slice(2)
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), entry, ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DISABLE_PAYLOAD_HMR: 'true', NODE_OPTIONS: '--no-deprecation' },
})
process.exit(result.status ?? 1)
