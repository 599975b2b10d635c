#!/usr/bin/env node
// Runs a TypeScript entry point of the project (path aliases included): bundles it with
// esbuild, packages left external, then runs the bundle with plain Node under the
// `production` export condition (see LEXICAL_SAFE_NODE_OPTIONS).
import './load-env.mjs'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { build, stop } from 'esbuild'

import { LEXICAL_SAFE_NODE_OPTIONS, projectRoot } from './load-env.mjs'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('Usage: node scripts/run-ts.mjs <entry.ts> [args...]')
  process.exit(2)
}

/** Next's subpath modules have no "exports" map: Node's ESM resolver needs their .js file. */
const nextSubpaths = {
  name: 'next-subpaths',
  setup(builder) {
    builder.onResolve({ filter: /^next\/(cache|headers|navigation|server)$/ }, (resolved) => ({
      path: `${resolved.path}.js`,
      external: true,
    }))
  },
}

// Outside the install, which may be read-only (a container's root file system). The
// bundle imports its packages by name: a node_modules link beside it resolves them from
// the install, as they would be from the project.
const bundleDir = mkdtempSync(path.join(os.tmpdir(), 'hybrid-cloud-site-'))
symlinkSync(path.join(projectRoot, 'node_modules'), path.join(bundleDir, 'node_modules'), 'dir')
const outfile = path.join(bundleDir, `${path.basename(entry, '.ts')}.mjs`)
await build({
  entryPoints: [path.resolve(projectRoot, entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(projectRoot, 'tsconfig.json'),
  plugins: [nextSubpaths],
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
})
// esbuild's service process ends here, and the bundle runs while this process's event
// loop turns, so the service is reaped as it exits. Left behind (a blocking spawnSync
// kept it unreaped), it outlived this script as a zombie under a container's PID 1 (Node,
// which reaps no process it did not start).
await stop()
const child = spawn(process.execPath, [outfile, ...args], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { ...process.env, DISABLE_PAYLOAD_HMR: 'true', NODE_OPTIONS: `--no-deprecation ${LEXICAL_SAFE_NODE_OPTIONS}` },
})
const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
rmSync(bundleDir, { recursive: true, force: true })
process.exit(status)
