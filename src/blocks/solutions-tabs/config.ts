import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'
import { linkTargetPicker } from '@/fields/pickers'
import { validateApiName, validateLinkValue } from '@/fields/validators'

const SOLUTIONS_TAB_COUNT = 4

/** The tabbed solutions area: a header and exactly four tabs of offering cards. */
export const solutionsTabsBlock: Block = {
  slug: 'solutionsTabs',
  interfaceName: 'SolutionsTabsBlock',
  labels: { singular: 'Solutions tabs', plural: 'Solutions tabs' },
  // How the block looks, shown in the block picker (issue 28, item 9).
  imageURL: '/admin-blocks/solutionsTabs.svg',
  imageAltText: 'Tabs, each with cards that open offering pages',
  fields: [
    { name: 'headerText', label: 'Heading', type: 'text', required: true },
    {
      name: 'tabs',
      type: 'array',
      minRows: SOLUTIONS_TAB_COUNT,
      maxRows: SOLUTIONS_TAB_COUNT,
      required: true,
      label: 'Tabs',
      labels: { singular: 'Tab', plural: 'Tabs' },
      admin: { description: 'Exactly four tabs. The first one is shown when the page opens.' },
      fields: [
        { name: 'header', label: 'Tab name', type: 'text', required: true },
        {
          name: 'cards',
          label: 'Cards in this tab',
          type: 'array',
          labels: { singular: 'Card', plural: 'Cards' },
          fields: [
            { name: 'title', label: 'Title', type: 'text', required: true },
            { name: 'text', label: 'Text', type: 'textarea' },
            {
              type: 'row',
              fields: [
                {
                  name: 'apiName',
                  label: 'Page the card opens',
                  type: 'text',
                  validate: validateApiName,
                  admin: {
                    components: linkTargetPicker({ pagesOnly: true }),
                    description:
                      'Where a click on the card leads. For an address outside the site, leave this empty and fill in the address.',
                  },
                },
                {
                  name: 'url',
                  label: 'Or an address',
                  type: 'text',
                  validate: validateLinkValue,
                  admin: {
                    // One link per card: the address is offered only while no page is chosen.
                    condition: (_, sibling: { apiName?: string | null }) => !sibling.apiName,
                    description:
                      'Where the card leads when no page is chosen: a site path (offerings/stratus) or an https:// address.',
                  },
                },
              ],
            },
          ],
        },
      ],
    },
    sectionLayoutField({ sectionColumnGutterWidth: '0rem' }),
  ],
}
