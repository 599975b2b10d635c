import { describe, expect, it } from 'vitest'

import { nextTabIndex } from './Tabs.client'

describe('solutions tabs keyboard rule', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    expect(nextTabIndex('ArrowRight', 0, 4)).toBe(1)
    expect(nextTabIndex('ArrowRight', 3, 4)).toBe(0)
    expect(nextTabIndex('ArrowLeft', 0, 4)).toBe(3)
    expect(nextTabIndex('ArrowLeft', 2, 4)).toBe(1)
  })

  it('jumps with Home and End and ignores other keys', () => {
    expect(nextTabIndex('Home', 2, 4)).toBe(0)
    expect(nextTabIndex('End', 0, 4)).toBe(3)
    expect(nextTabIndex('ArrowDown', 1, 4)).toBeNull()
    expect(nextTabIndex('Enter', 1, 4)).toBeNull()
  })
})
