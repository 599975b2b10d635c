#!/usr/bin/env node
// Runs a TypeScript entry point of the project (path aliases included): bundles it with
// esbuild, packages left external, then runs the bundle with plain Node under the
// `production` export condition (see LEXICAL_SAFE_NODE_OPTIONS). In the container image,
// which has no esbuild, it runs the bundle made when the image was built (tasks/, made by
// deploy/container/make-app-tree.mjs).
import './load-env.mjs'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { LEXICAL_SAFE_NODE_OPTIONS, projectRoot } from './load-env.mjs'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('Usage: node scripts/run-ts.mjs <entry.ts> [args...]')
  process.exit(2)
}

const childEnv = {
  ...process.env,
  DISABLE_PAYLOAD_HMR: 'true',
  NODE_OPTIONS: `--no-deprecation ${LEXICAL_SAFE_NODE_OPTIONS}`,
}
async function run(file) {
  const child = spawn(process.execPath, [file, ...args], { cwd: projectRoot, stdio: 'inherit', env: childEnv })
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

const prebuilt = path.join(projectRoot, 'tasks', `${path.basename(entry, '.ts')}.mjs`)
if (existsSync(prebuilt)) process.exit(await run(prebuilt))

const { bundleEntry, stopBundler } = await import('./bundle-ts.mjs')

// Outside the install, which may be read-only (a container's root file system). The
// bundle imports its packages by name: a node_modules link beside it resolves them from
// the install, as they would be from the project.
const bundleDir = mkdtempSync(path.join(os.tmpdir(), 'hybrid-cloud-site-'))
symlinkSync(path.join(projectRoot, 'node_modules'), path.join(bundleDir, 'node_modules'), 'dir')
const outfile = path.join(bundleDir, `${path.basename(entry, '.ts')}.mjs`)
await bundleEntry(entry, outfile)
// The bundle runs while this process's event loop turns, so esbuild's service is reaped.
await stopBundler()
const status = await run(outfile)
rmSync(bundleDir, { recursive: true, force: true })
process.exit(status)
