import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'
import { linkTargetPicker } from '@/fields/pickers'
import { validateLinkValue } from '@/fields/validators'
import { EDITING_WARNINGS } from '@/governance'

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
  labels: { singular: 'Contact us band', plural: 'Contact us bands' },
  // How the block looks, shown in the block picker (issue 28, item 9).
  imageURL: '/admin-blocks/contactBand.svg',
  imageAltText: 'A band with a heading, a line of text and a Contact us button',
  fields: [
    { name: 'headerText', label: 'Heading', type: 'text', defaultValue: CONTACT_BAND_DEFAULTS.headerText },
    {
      name: 'subHeaderText',
      label: 'Text under the heading',
      type: 'text',
      defaultValue: CONTACT_BAND_DEFAULTS.subHeaderText,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'buttonLabel',
          label: 'Words on the button',
          type: 'text',
          defaultValue: CONTACT_BAND_DEFAULTS.buttonLabel,
        },
        {
          name: 'buttonPage',
          label: 'Page the button opens',
          type: 'text',
          defaultValue: CONTACT_BAND_DEFAULTS.buttonPage,
          validate: validateLinkValue,
          admin: {
            components: linkTargetPicker(),
            description: 'Where the button leads: a page of this site, or another address (opens in a new window).',
          },
        },
        {
          // Worked out from the link itself: an address opens in a new window (issue 28, problem 8).
          name: 'targetIsUrl',
          label: 'Opens another site',
          type: 'checkbox',
          defaultValue: false,
          admin: { hidden: true },
          hooks: {
            beforeChange: [
              ({ siblingData }) =>
                typeof siblingData.buttonPage === 'string' && /^https?:\/\//i.test(siblingData.buttonPage),
            ],
          },
        },
      ],
    },
    {
      // Shown, never stored: the spec's warning about the button, as the editor fills it in.
      name: 'buttonWarnings',
      type: 'ui',
      admin: { components: { Field: EDITING_WARNINGS.contactBandButton } },
    },
    sectionLayoutField(),
  ],
}
