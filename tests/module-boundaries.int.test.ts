/**
 * The module boundary `npm run lint` enforces (eslint.config.mjs): other folders import a
 * feature module through its entry point only.
 */
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

async function problems(file: string, code: string) {
  const eslint = new ESLint({ cwd: root })
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((one) => one.message)
}

describe('the feature modules’ boundaries (identity, publishing, content import)', () => {
  it('fails lint when another folder imports its internals, by alias or relative path', async () => {
    const found = await problems(
      'src/server/probe.ts',
      "import { gate } from '@/identity/gate'\nimport { Users } from '../identity/users'\nexport const x = [gate, Users]\n",
    )
    expect(found).toHaveLength(2)
    expect(found[0]).toMatch(/from its entry point/)
    // Each module is closed to the other as well.
    expect(
      await problems(
        'src/identity/probe.ts',
        "import { decide } from '@/publishing/policy'\nexport const x = decide\n",
      ),
    ).toHaveLength(1)
    expect(
      await problems('src/publishing/probe.ts', "import { refuse } from '../identity/gate'\nexport const x = refuse\n"),
    ).toHaveLength(1)
    expect(
      await problems(
        'scripts/probe.ts',
        "import { openZip } from '../src/content-import/sources/zip'\nexport const x = openZip\n",
      ),
    ).toHaveLength(1)
    expect(
      await problems(
        'src/content-import/probe.ts',
        "import { decide } from '@/publishing/policy'\nexport const x = decide\n",
      ),
    ).toHaveLength(1)
  })

  it('lets other folders import the entry point, and the module import its own files', async () => {
    expect(
      await problems('src/server/probe.ts', "import { identity } from '@/identity'\nexport const x = identity\n"),
    ).toEqual([])
    expect(
      await problems('src/identity/probe.ts', "import { refuse } from './gate'\nexport const x = refuse\n"),
    ).toEqual([])
    expect(
      await problems('scripts/probe.ts', "import { runImport } from '@/content-import'\nexport const x = runImport\n"),
    ).toEqual([])
  })
})
