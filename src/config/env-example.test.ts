import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SETTING_NAMES, settingDefault } from './env'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** KEY=value lines of .env.example. */
function exampleSettings(): Map<string, string> {
  const lines = read('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]))
}

describe('.env.example and the README follow the settings schema', () => {
  it('lists every setting once, and nothing else', () => {
    const listed = [...exampleSettings().keys()]
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual([...SETTING_NAMES].sort())
  })

  it('shows each setting at its default value (empty when it has none)', () => {
    for (const [name, value] of exampleSettings()) {
      expect(value, name).toBe(settingDefault(name as (typeof SETTING_NAMES)[number]))
    }
  })

  it('names every setting in the README', () => {
    const readme = read('README.md')
    expect(SETTING_NAMES.filter((name) => !readme.includes(`\`${name}\``))).toEqual([])
  })
})
