// Run by scripts/build.mjs after `next build` (ADR 0015). Chrome compiles a script's
// functions lazily, on the main thread, the first time each is called; for React and
// Next that is most of them, all in the one task that starts the page. V8's explicit
// compile hint, a magic comment on the first line, has Chrome compile every function
// of the file while it streams the download, off the main thread. It goes on the
// framework chunks every page loads at start-up (Next's `rootMainFiles`), not on the
// admin's or the islands' code, much of which a visitor never calls.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The framework chunks Next loads on every App Router page, as paths under `distDir`. */
function frameworkChunksOf(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const files = Array.isArray(manifest.rootMainFiles) ? manifest.rootMainFiles : []
  return files.filter((file) => file.endsWith('.js')).map((file) => path.join(distDir, file))
}

function readChunk(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error(`The build manifest lists ${file}, which is missing.`)
    throw error
  }
}

/**
 * Puts the compile hint at the top of each framework chunk of a finished build; a chunk
 * that already has it is left alone, so running twice changes nothing. Returns the
 * chunks it changed.
 */
export function addCompileHints(distDir) {
  const changed = []
  for (const file of frameworkChunksOf(distDir)) {
    const source = readChunk(file)
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + source)
    changed.push(file)
  }
  return changed
}
