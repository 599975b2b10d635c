// One way to turn a TypeScript entry point of the project into a Node.js module: esbuild,
// path aliases resolved, packages left to Node. Used by run-ts.mjs on the fly and by the
// container image's build (deploy/container/make-app-tree.mjs) ahead of time.
import path from 'node:path'

import { build, stop } from 'esbuild'

import { projectRoot } from './load-env.mjs'

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

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(projectRoot, 'tsconfig.json'),
  plugins: [nextSubpaths],
  logLevel: 'warning',
  metafile: true,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
}

/** Bundles `entry` (relative to the project) into `outfile`; returns esbuild's metafile. */
export async function bundleEntry(entry, outfile) {
  const result = await build({ ...common, entryPoints: [path.resolve(projectRoot, entry)], outfile })
  return result.metafile
}

/**
 * Bundles several entries into `outdir` as `<name>.mjs`, the code they share (the Payload
 * config, mostly) in chunks of its own under `outdir/chunks` rather than once per entry.
 */
export async function bundleEntries(entries, outdir) {
  const result = await build({
    ...common,
    entryPoints: Object.fromEntries(
      entries.map((entry) => [path.basename(entry, '.ts'), path.resolve(projectRoot, entry)]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  })
  return result.metafile
}

// esbuild's service process must end before the caller's own: left behind (a blocking
// spawnSync kept it unreaped), it outlived run-ts as a zombie under a container's PID 1.
export const stopBundler = stop
