import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'
import { validateColour, validateIconName, validateLinkValue } from '@/fields/validators'

export const TYPOGRAPHY_CLASSES = [
  'display-bold',
  'h1-bold',
  'h1',
  'h2-bold',
  'h2',
  'h3-bold',
  'h3',
  'body1-medium',
  'body1',
  'body2',
] as const

const typography = (name: string, defaultValue: (typeof TYPOGRAPHY_CLASSES)[number]) => ({
  name,
  type: 'select' as const,
  defaultValue,
  options: TYPOGRAPHY_CLASSES.map((value) => ({ label: value, value })),
})

/** Spotlight at the top of a page. Defaults are the home page's values. */
export const heroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'eyebrowText', type: 'text' },
    { name: 'titleText', type: 'text', required: true },
    { name: 'subtitleText', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'buttonText', type: 'text' },
        {
          name: 'buttonTarget',
          type: 'text',
          validate: validateLinkValue,
          admin: { description: 'A page API name (Stratus__c) or an https:// address (opens in a new window).' },
        },
        { name: 'buttonIcon', type: 'text', validate: validateIconName, admin: { description: 'category:name' } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Appearance',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            typography('eyebrowClass', 'body1-medium'),
            typography('titleClass', 'h1-bold'),
            typography('subtitleClass', 'body1'),
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'boolAddGradient', label: 'Add gradient', type: 'checkbox', defaultValue: true },
            { name: 'boolLeftAligned', label: 'Left aligned', type: 'checkbox', defaultValue: false },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'heroHeight', type: 'number', defaultValue: 686, min: 120, max: 1600, admin: { step: 1 } },
            { name: 'heroInnerWidth', type: 'number', defaultValue: 1440, min: 320, max: 2560, admin: { step: 1 } },
            { name: 'subtitleWidth', type: 'number', defaultValue: 1000, min: 200, max: 2560, admin: { step: 1 } },
          ],
        },
        { name: 'backgroundImage', type: 'upload', relationTo: 'media' },
        {
          name: 'backgroundImageOverlay',
          type: 'text',
          defaultValue: 'rgba(0, 32, 91, 0.85)',
          validate: validateColour,
          admin: { description: 'Colour laid over the background image (dark blue at 85% by default).' },
        },
      ],
    },
    sectionLayoutField(),
  ],
}
