import 'server-only'

import type { SectionView } from '@/lib/views'
import type { ColumnsBlock } from '@/payload-types'
import { toSectionView } from '@/server/sections'

import type { LayoutBlock } from '../types'
import { DEFAULT_COLUMN } from './config'

export type ColumnView = { key: string; name: string; width: number; blocks: LayoutBlock[] }
export type ColumnsView = { section: SectionView; columns: ColumnView[] }

const widthOf = (value: number | null | undefined) =>
  Math.min(12, Math.max(1, Math.round(value ?? DEFAULT_COLUMN.columnWidth)))

/** The section's columns, with the spec's default of one full-width column when none is set. */
export function toColumnsView(block: ColumnsBlock): ColumnsView {
  const columns = block.sectionConfig?.length ? block.sectionConfig : [DEFAULT_COLUMN]
  return {
    section: toSectionView(block.section),
    columns: columns.map((column, index) => ({
      key: ('key' in column && column.key) || `col${index + 1}`,
      name: column.name || `Column ${index + 1}`,
      width: widthOf(column.columnWidth),
      blocks: ('blocks' in column && column.blocks) || [],
    })),
  }
}
