import { Section } from '@/components/section/Section'
import type { ColumnsBlock } from '@/payload-types'

import { defineBlockRenderer } from '../types'
import { toColumnsView, type ColumnsView } from './view'

/** A section in columns: each column draws its blocks, each block a region of its own. */
export const renderer = defineBlockRenderer<ColumnsBlock, ColumnsView>({
  regionLabel: 'Columns',
  drawsOwnSection: true,
  toView: toColumnsView,
  Component: ({ view, context }) => (
    <Section
      section={view.section}
      as="div"
      columns={view.columns.map((column) => ({
        key: column.key,
        width: column.width,
        content: context.renderLayout(column.blocks, `${context.blockId}-${column.key}-`),
      }))}
    />
  ),
})
