import type { Block, BlockSlug, FieldHook } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'

/** The spec's default section: one column, key col1, named Column 1, the full 12 of 12. */
export const DEFAULT_COLUMN = { key: 'col1', name: 'Column 1', columnWidth: 12 } as const

type ColumnRow = { key?: string | null; name?: string | null }

/** Keys follow the order (col1, col2 …), so a column keeps a stable, readable key. */
const numberColumns: FieldHook = ({ value }) =>
  Array.isArray(value)
    ? (value as ColumnRow[]).map((column, index) => ({
        ...column,
        key: `col${index + 1}`,
        name: column.name?.trim() || `Column ${index + 1}`,
      }))
    : value

const countColumns: FieldHook = ({ siblingData }) =>
  Array.isArray(siblingData.sectionConfig) ? siblingData.sectionConfig.length : 1

/**
 * A section laid out in columns (spec: section layout settings, sectionConfig and
 * columnCount), each column holding blocks of its own. Made from the other blocks, which
 * the registry passes in: columns do not hold columns.
 */
export function columnsBlock(blocksInAColumn: BlockSlug[]): Block {
  return {
    slug: 'columns',
    interfaceName: 'ColumnsBlock',
    labels: { singular: 'Section with columns', plural: 'Sections with columns' },
    // How the block looks, shown in the block picker (issue 28, item 9).
    imageURL: '/admin-blocks/columns.svg',
    imageAltText: 'A section split into columns, each holding blocks of its own',
    fields: [
      {
        name: 'sectionConfig',
        label: 'Columns',
        type: 'array',
        minRows: 1,
        maxRows: 12,
        defaultValue: [{ ...DEFAULT_COLUMN }],
        labels: { singular: 'Column', plural: 'Columns' },
        hooks: { beforeChange: [numberColumns] },
        admin: {
          initCollapsed: false,
          description:
            'Side by side on screens where the direction is "Row", one under the other elsewhere. Widths are out of 12: two columns of 6 share the width equally.',
        },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'name', label: 'Column name', type: 'text', admin: { description: 'For editors only.' } },
              {
                name: 'columnWidth',
                label: 'Width (of 12)',
                type: 'number',
                required: true,
                defaultValue: DEFAULT_COLUMN.columnWidth,
                min: 1,
                max: 12,
                admin: { step: 1 },
              },
              {
                name: 'key',
                label: 'Column number',
                type: 'text',
                admin: { readOnly: true, description: 'Set by the site.' },
              },
            ],
          },
          {
            name: 'blocks',
            label: 'Blocks in this column',
            type: 'blocks',
            blocks: [],
            blockReferences: blocksInAColumn,
          },
        ],
      },
      {
        name: 'columnCount',
        label: 'Number of columns',
        type: 'number',
        defaultValue: 1,
        hooks: { beforeChange: [countColumns] },
        admin: { readOnly: true, description: 'Counted from the columns above.' },
      },
      sectionLayoutField({ withColumnWidth: false }),
    ],
  }
}
