import { describe, expect, it } from 'vitest'

import { parseIconName } from './icon-name'

describe('icon names', () => {
  it('reads category:name for the five sprite categories', () => {
    expect(parseIconName('utility:arrowright')).toEqual({ category: 'utility', name: 'arrowright' })
    for (const category of ['action', 'custom', 'doctype', 'standard', 'utility']) {
      expect(parseIconName(`${category}:x1`)?.category).toBe(category)
    }
  })

  it('refuses other shapes and categories', () => {
    for (const value of [
      'arrowright',
      'utility:',
      ':arrow',
      'brand:logo',
      'utility:arrow:right',
      'Utility:Arrow',
      'utility:../x',
      '',
      null,
    ]) {
      expect(parseIconName(value), String(value)).toBeNull()
    }
  })
})
