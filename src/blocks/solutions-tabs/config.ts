import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'
import { validateApiName, validateLinkValue } from '@/fields/validators'

const SOLUTIONS_TAB_COUNT = 4

/** The tabbed solutions area: a header and exactly four tabs of offering cards. */
export const solutionsTabsBlock: Block = {
  slug: 'solutionsTabs',
  interfaceName: 'SolutionsTabsBlock',
  labels: { singular: 'Solutions tabs', plural: 'Solutions tabs' },
  fields: [
    { name: 'headerText', type: 'text', required: true },
    {
      name: 'tabs',
      type: 'array',
      minRows: SOLUTIONS_TAB_COUNT,
      maxRows: SOLUTIONS_TAB_COUNT,
      required: true,
      labels: { singular: 'Tab', plural: 'Tabs' },
      admin: { description: 'Exactly four tabs. The first one is shown when the page opens.' },
      fields: [
        { name: 'header', type: 'text', required: true },
        {
          name: 'cards',
          type: 'array',
          labels: { singular: 'Card', plural: 'Cards' },
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'text', type: 'textarea' },
            {
              type: 'row',
              fields: [
                {
                  name: 'apiName',
                  type: 'text',
                  validate: validateApiName,
                  admin: { description: 'The page the card opens, e.g. Stratus__c.' },
                },
                {
                  name: 'url',
                  type: 'text',
                  validate: validateLinkValue,
                  admin: { description: 'Used when no API name is set, e.g. offerings/stratus.' },
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
