import { describe, expect, it } from 'vitest'

import { unsupportedNodeWarning } from './node-support.ts'

describe('unsupportedNodeWarning', () => {
  it('warns on a Node line past its end of life, naming the version and the fix', () => {
    const warning = unsupportedNodeWarning('v20.20.2')
    expect(warning).toContain('v20.20.2')
    expect(warning).toContain('Node 24')
  })

  it('stays quiet on supported lines', () => {
    expect(unsupportedNodeWarning('v22.19.0')).toBeNull()
    expect(unsupportedNodeWarning('24.21.0')).toBeNull()
  })

  it('is quiet for the Node these tests run on, which npm brings (Node 24 on Linux x64)', () => {
    expect(unsupportedNodeWarning(process.version)).toBeNull()
  })
})
