#!/usr/bin/env node
// `npm run setup`: installs what building and running need, builds (migrating and seeding
// an empty database first) and serves. A fresh clone installs without the test tools
// (about half the packages, 30 s of the install here); `npm test` adds them when it first
// runs. A checkout that already has them keeps them: `npm install --omit=dev` would remove them.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const npm = process.env.npm_execpath
  ? [process.execPath, process.env.npm_execpath]
  : [process.platform === 'win32' ? 'npm.cmd' : 'npm']

function run(command, args) {
  const result = spawnSync(command[0], [...command.slice(1), ...args], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const testToolsInstalled = existsSync(path.join(root, 'node_modules/vitest/package.json'))
// Packages npm already holds in its cache are not asked for again.
run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', ...(testToolsInstalled ? [] : ['--omit=dev'])])
// The build has just migrated and seeded the database: the start need not check it again.
run(npm, ['run', 'build'])
process.env.MIGRATE_ON_START ??= 'false'
run(npm, ['start'])
