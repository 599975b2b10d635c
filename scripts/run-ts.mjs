#!/usr/bin/env node
// Runs a TypeScript entry point of the project (path aliases included): bundles it with
// esbuild, packages left external, then runs the bundle with plain Node under the
// `production` export condition (see LEXICAL_SAFE_NODE_OPTIONS).
import './load-env.mjs'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { build } from 'esbuild'

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

const result = spawnSync(process.execPath, [outfile, ...args], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { ...process.env, DISABLE_PAYLOAD_HMR: 'true', NODE_OPTIONS: `--no-deprecation ${LEXICAL_SAFE_NODE_OPTIONS}` },
})
rmSync(bundleDir, { recursive: true, force: true })
process.exit(result.status ?? 1)
