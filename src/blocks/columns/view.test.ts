import { describe, expect, it } from 'vitest'

import type { ColumnsBlock } from '@/payload-types'

import { toColumnsView } from './view'

describe('a section with columns', () => {
  it('is one full-width column, col1 “Column 1” of 12, when no column is set (the spec’s default)', () => {
    const view = toColumnsView({ blockType: 'columns' } as ColumnsBlock)
    expect(view.columns).toEqual([{ key: 'col1', name: 'Column 1', width: 12, blocks: [] }])
  })

  it('keeps each column’s width within 1 to 12 and names unnamed columns by their place', () => {
    const view = toColumnsView({
      blockType: 'columns',
      sectionConfig: [
        { key: 'col1', name: 'Main', columnWidth: 8, blocks: [] },
        { key: 'col2', name: '', columnWidth: 40, blocks: [] },
      ],
    } as unknown as ColumnsBlock)
    expect(view.columns.map(({ key, name, width }) => [key, name, width])).toEqual([
      ['col1', 'Main', 8],
      ['col2', 'Column 2', 12],
    ])
  })
})
