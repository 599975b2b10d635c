import type { GroupField } from 'payload'

import { colourInWords } from './pickers'
import { validateColour, validateCssLength } from './validators'

type SectionDefaults = {
  maxContentWidth?: string
  sectionColumnGutterWidth?: string
  /** A section of one block has one column and its width; a section with columns sets each. */
  withColumnWidth?: boolean
}

/** Short enum names: the generated ones outgrow PostgreSQL's 63-character limit in blocks. */
const shortEnumName =
  (suffix: string) =>
  ({ tableName }: { tableName?: string }) =>
    `enum_${tableName ?? 'section'}_${suffix}`

const direction = (name: string, label: string, defaultValue: 'row' | 'column', suffix: string) => ({
  name,
  label,
  type: 'select' as const,
  enumName: shortEnumName(suffix),
  defaultValue,
  options: [
    { label: 'Row', value: 'row' },
    { label: 'Column (stacked)', value: 'column' },
  ],
})

/**
 * The spec's section layout settings, shared by every block: a full-width section on a
 * 12-column grid, holding the block in one column (or, for a section with columns, the
 * columns it lists).
 */
export function sectionLayoutField(defaults: SectionDefaults = {}): GroupField {
  return {
    name: 'section',
    label: 'Section layout',
    type: 'group',
    interfaceName: 'SectionLayout',
    admin: {
      description: 'How the section around this block is laid out. The defaults suit most pages.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'maxContentWidth',
            label: 'Largest width of the content',
            type: 'text',
            defaultValue: defaults.maxContentWidth,
            validate: validateCssLength,
            admin: { description: 'Empty for full width, or a length such as 1300px.' },
          },
          {
            name: 'sectionColumnGutterWidth',
            label: 'Column gutter width',
            type: 'text',
            defaultValue: defaults.sectionColumnGutterWidth,
            validate: validateCssLength,
          },
          {
            name: 'componentSpacerSize',
            label: 'Spacing between components',
            type: 'text',
            validate: validateCssLength,
          },
          { name: 'sectionMinHeight', label: 'Minimum height', type: 'text', validate: validateCssLength },
        ],
      },
      {
        type: 'row',
        fields: [
          direction('layoutDirectionDesktop', 'Direction on desktop', 'row', 'dir_desktop'),
          direction('layoutDirectionTablet', 'Direction on tablet', 'column', 'dir_tablet'),
          direction('layoutDirectionMobile', 'Direction on mobile', 'column', 'dir_mobile'),
          {
            name: 'sectionVerticalAlign',
            label: 'Vertical alignment',
            type: 'select',
            enumName: shortEnumName('valign'),
            defaultValue: 'start',
            options: [
              { label: 'Top', value: 'start' },
              { label: 'Middle', value: 'center' },
              { label: 'Bottom', value: 'end' },
              { label: 'Fill the height', value: 'stretch' },
            ],
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'columnWidth',
            label: 'Column width (of 12)',
            type: 'number',
            defaultValue: 12,
            min: 1,
            max: 12,
            // One shape for every section (one generated type); hidden where columns set widths.
            admin: { step: 1, condition: () => defaults.withColumnWidth !== false },
          },
          {
            name: 'backgroundImage',
            label: 'Background image of the section',
            type: 'upload',
            relationTo: 'media',
          },
          {
            name: 'backgroundImageOverlay',
            label: 'Background overlay colour',
            type: 'text',
            validate: validateColour,
            admin: { components: colourInWords },
          },
        ],
      },
    ],
  }
}
