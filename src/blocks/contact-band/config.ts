import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'
import { validateLinkValue } from '@/fields/validators'

export const CONTACT_BAND_DEFAULTS = {
  headerText: "We're here to help you identify the right solution.",
  subHeaderText: 'Reach out to a representative for expert guidance and support.',
  buttonLabel: 'Contact us',
  buttonPage: 'Contact__c',
} as const

/** The call-to-action band inviting the visitor to contact a representative. */
export const contactBandBlock: Block = {
  slug: 'contactBand',
  interfaceName: 'ContactBandBlock',
  labels: { singular: 'Contact call-to-action', plural: 'Contact calls-to-action' },
  fields: [
    { name: 'headerText', type: 'text', defaultValue: CONTACT_BAND_DEFAULTS.headerText },
    { name: 'subHeaderText', type: 'text', defaultValue: CONTACT_BAND_DEFAULTS.subHeaderText },
    {
      type: 'row',
      fields: [
        { name: 'buttonLabel', type: 'text', defaultValue: CONTACT_BAND_DEFAULTS.buttonLabel },
        {
          name: 'buttonPage',
          type: 'text',
          defaultValue: CONTACT_BAND_DEFAULTS.buttonPage,
          validate: validateLinkValue,
          admin: { description: 'A page API name, or an address when "Target is a URL" is on.' },
        },
        {
          name: 'targetIsUrl',
          label: 'Target is a URL (opens in a new window)',
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
    sectionLayoutField(),
  ],
}
