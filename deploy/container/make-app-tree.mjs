#!/usr/bin/env node
// Assembles what the container image runs, and nothing else (issue 46, ADR 0047):
// - Next's standalone output (`NEXT_OUTPUT=standalone npm run build`): the server files and
//   the packages its routes load, as Next traced them; plus the browser files and public/.
// - The scripts and one-shot tasks the image runs (start, migrate, backup, restore, ...),
//   bundled ahead of time: the image has no esbuild, TypeScript or compiler.
// - The packages those bundles load, traced file by file with @vercel/nft (the tracer
//   Next uses), under Node's export conditions with and without `production`.
// Usage: node deploy/container/make-app-tree.mjs <out-dir>
import { cpSync, existsSync, mkdirSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

import { nodeFileTrace } from '@vercel/nft'

import { bundleEntries, bundleEntry, stopBundler } from '../../scripts/bundle-ts.mjs'
import { projectRoot } from '../../scripts/load-env.mjs'

const out = process.argv[2]
if (!out) {
  console.error('Usage: node deploy/container/make-app-tree.mjs <out-dir>')
  process.exit(2)
}
const tree = path.resolve(out)
const standalone = path.join(projectRoot, '.next/standalone')
if (!existsSync(path.join(standalone, '.next/required-server-files.json'))) {
  console.error('No standalone build: run `NEXT_OUTPUT=standalone npm run build` first.')
  process.exit(1)
}

/** Kept under their own names, so the image's commands read as the project's do. */
const SCRIPTS = ['scripts/start.mjs', 'scripts/migrate.mjs', 'scripts/expire-caches.mjs']
/** As they are: run-ts.mjs loads esbuild only where no bundle of the task was made. */
const PLAIN = ['scripts/run-ts.mjs', 'scripts/load-env.mjs', 'scripts/secret-files.mjs']
/** What `node scripts/run-ts.mjs <entry>` runs in the image: tasks/<name>.mjs. */
const TASKS = [
  'scripts/prepare-database.ts',
  'scripts/backup.ts',
  'scripts/restore.ts',
  'scripts/identity.ts',
  'scripts/clean-media.ts',
  'scripts/metrics-token.ts',
  'scripts/import.ts',
  'src/seed/run.ts',
  // Not a command: the thread the server checks its pages in (src/governance/pages/inspector.ts).
  'src/governance/pages/page-checker.ts',
]
/** Files read from disk at run time, not imported. */
const DATA = ['src/seed/assets', 'public', 'deploy/container/health-check.mjs']
/**
 * Build tools a bundle names but never loads in the image: run-ts's fallback (esbuild),
 * Payload's schema push for development (drizzle-kit); and the page checks' browser
 * driver, as the image has no browser (PAGE_CHECK_BROWSER is for an install with one).
 */
const NEVER = [
  'node_modules/playwright-core/**',
  'node_modules/esbuild/**',
  'node_modules/@esbuild/**',
  'node_modules/drizzle-kit/**',
  'node_modules/typescript/**',
  'node_modules/@next/swc-*/**',
  'node_modules/**/*.map',
  'node_modules/**/*.d.ts',
  'node_modules/**/*.d.mts',
  'node_modules/**/*.d.cts',
]

rmSync(tree, { recursive: true, force: true })
mkdirSync(tree, { recursive: true })

// 1. Next's standalone output, without its own server.js (src/runtime/server.ts serves)
//    and without any database the build used.
for (const name of readdirSync(standalone)) {
  if (name === 'server.js' || name === 'data') continue
  // Next links its renamed externals (.next/node_modules/pino-<hash>) relatively: kept so.
  cpSync(path.join(standalone, name), path.join(tree, name), { recursive: true, verbatimSymlinks: true })
}
cpSync(path.join(projectRoot, '.next/static'), path.join(tree, '.next/static'), { recursive: true })
for (const item of DATA) cpSync(path.join(projectRoot, item), path.join(tree, item), { recursive: true })

// 2. The bundles, first inside the project so their packages resolve from its node_modules.
const staging = path.join(projectRoot, '.next/app-tree')
rmSync(staging, { recursive: true, force: true })
const bundles = [
  ...SCRIPTS.map((entry) => [entry, path.join(staging, 'scripts', path.basename(entry))]),
  ...TASKS.map((entry) => [entry, path.join(staging, 'tasks', `${path.basename(entry, '.ts')}.mjs`)]),
]
for (const [entry, file] of bundles.filter(([entry]) => SCRIPTS.includes(entry))) await bundleEntry(entry, file)
// The tasks share most of their code: bundled together, it is in the image once (about 4 MB less).
await bundleEntries(TASKS, path.join(staging, 'tasks'))
await stopBundler()

// 3. The packages the bundles load. The server's own use of Next is what Next traced in
//    step 1: traced again from scripts/start.mjs, it would bring every variant of Next's
//    server (about 33 MB) that this build never loads.
const files = new Set()
const traces = [
  [bundles.filter(([entry]) => entry === 'scripts/start.mjs'), [...NEVER, 'node_modules/next/**']],
  [[...bundles.filter(([entry]) => entry !== 'scripts/start.mjs'), ...PLAIN.map((file) => [file, file])], NEVER],
]
for (const [group, ignore] of traces) {
  for (const conditions of [['node'], ['node', 'production']]) {
    const { fileList } = await nodeFileTrace(
      group.map(([, file]) => path.resolve(projectRoot, file)),
      { base: projectRoot, conditions, ignore },
    )
    for (const file of fileList) if (file.startsWith('node_modules/')) files.add(file)
  }
}
for (const file of files) {
  const from = path.join(projectRoot, file)
  if (statSync(from).isDirectory()) continue
  cpSync(from, path.join(tree, file), { dereference: false })
}
cpSync(path.join(staging, 'scripts'), path.join(tree, 'scripts'), { recursive: true })
cpSync(path.join(staging, 'tasks'), path.join(tree, 'tasks'), { recursive: true })
for (const file of PLAIN) cpSync(path.join(projectRoot, file), path.join(tree, file))
rmSync(staging, { recursive: true, force: true })

// What Next and nft trace but this image never runs: source maps, type declarations,
// builds for musl (the image has glibc), and the esbuild some packages bring for their CLIs.
const LEFT_OUT_FILE = /\.(map|d\.[mc]?ts)$/
const LEFT_OUT_DIR = /^(?:esbuild|@esbuild|linux-x64-musl|sharp-libvips-linuxmusl-x64|sharp-linuxmusl-x64)$/
let removed = 0
;(function prune(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory() && LEFT_OUT_DIR.test(entry.name)) {
      rmSync(full, { recursive: true })
      removed += 1
    } else if (entry.isDirectory()) prune(full)
    else if (LEFT_OUT_FILE.test(entry.name)) {
      rmSync(full)
      removed += 1
    }
  }
})(path.join(tree, 'node_modules'))

// A link that leaves the tree works here and fails in the image: refuse it now.
;(function checkLinks(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isSymbolicLink()) {
      const target = path.resolve(dir, readlinkSync(full))
      if (path.isAbsolute(readlinkSync(full)) || !target.startsWith(`${tree}${path.sep}`) || !existsSync(target))
        throw new Error(`${path.relative(tree, full)} links outside the app tree (${readlinkSync(full)})`)
    } else if (entry.isDirectory()) checkLinks(full)
  }
})(tree)

console.log(`App tree in ${tree}: ${files.size} traced package files added, ${removed} files and folders left out.`)
