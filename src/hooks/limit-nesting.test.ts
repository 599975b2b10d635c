import { describe, expect, it } from 'vitest'

import { MAX_NESTING, nestingDepth } from './limit-nesting'

/** A value nested `levels` deep, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = 'leaf'
  for (let level = 0; level < levels; level++) value = { children: [value] }
  return value
}

describe('nesting depth of submitted content', () => {
  it('counts objects and arrays, not plain values', () => {
    expect(nestingDepth('text')).toBe(0)
    expect(nestingDepth({ a: 1 })).toBe(1)
    expect(nestingDepth({ a: [{ b: 2 }] })).toBe(3)
  })

  it('measures 3,000 levels of rich text without overflowing, and stops past the limit', () => {
    const depth = nestingDepth(nested(3000))
    expect(depth).toBeGreaterThan(MAX_NESTING)
    expect(depth).toBeLessThanOrEqual(MAX_NESTING + 1)
    expect(nestingDepth(nested(40))).toBe(80)
  })
})
