import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs'

let distDir: string

/** A finished build, cut down: the manifest and the chunks it names, plus others. */
function writeBuild(files: Record<string, string>, rootMainFiles: string[]) {
  mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true })
  writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify({ pages: {}, rootMainFiles }))
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(distDir, name), source)
}

const read = (name: string) => readFileSync(path.join(distDir, name), 'utf8')

beforeEach(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
})
afterEach(() => rmSync(distDir, { recursive: true, force: true }))

describe('addCompileHints', () => {
  it('puts the hint on the first line of each framework chunk, and nowhere else', () => {
    writeBuild(
      {
        'static/chunks/react-dom.js': 'globalThis.TURBOPACK.push(["react-dom"])',
        'static/chunks/turbopack-runtime.js': '(()=>{let runtime})()',
        'static/chunks/admin-editor.js': 'globalThis.TURBOPACK.push(["admin"])',
        'static/chunks/site.css': '.a{color:red}',
      },
      ['static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js', 'static/chunks/site.css'],
    )

    const changed = addCompileHints(distDir)

    expect(changed.map((file: string) => path.basename(file))).toEqual(['react-dom.js', 'turbopack-runtime.js'])
    expect(read('static/chunks/react-dom.js')).toBe(`${COMPILE_HINT}globalThis.TURBOPACK.push(["react-dom"])`)
    expect(read('static/chunks/turbopack-runtime.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(read('static/chunks/admin-editor.js')).toBe('globalThis.TURBOPACK.push(["admin"])')
    expect(read('static/chunks/site.css')).toBe('.a{color:red}')
  })

  it('changes nothing when run on the same build again', () => {
    writeBuild({ 'static/chunks/react-dom.js': 'code()' }, ['static/chunks/react-dom.js'])
    addCompileHints(distDir)

    expect(addCompileHints(distDir)).toEqual([])
    expect(read('static/chunks/react-dom.js')).toBe(`${COMPILE_HINT}code()`)
  })

  it('stops the build with the missing file named when the manifest lists a chunk that is not there', () => {
    writeBuild({}, ['static/chunks/gone.js'])

    expect(() => addCompileHints(distDir)).toThrow(/static\/chunks\/gone\.js, which is missing/)
  })
})
