import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'
import { validateColour, validateIconName, validateLinkValue } from '@/fields/validators'

import { HERO_DEFAULTS } from './defaults'

const TYPOGRAPHY_CLASSES = [
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

/** Spotlight at the top of a page, starting with the component's defaults. */
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
            typography('eyebrowClass', HERO_DEFAULTS.eyebrowClass),
            typography('titleClass', HERO_DEFAULTS.titleClass),
            typography('subtitleClass', HERO_DEFAULTS.subtitleClass),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'boolAddGradient',
              label: 'Add gradient',
              type: 'checkbox',
              defaultValue: HERO_DEFAULTS.boolAddGradient,
            },
            {
              name: 'boolLeftAligned',
              label: 'Left aligned',
              type: 'checkbox',
              defaultValue: HERO_DEFAULTS.boolLeftAligned,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'heroHeight',
              type: 'number',
              defaultValue: HERO_DEFAULTS.heroHeight,
              min: 120,
              max: 1600,
              admin: { step: 1 },
            },
            {
              name: 'heroInnerWidth',
              type: 'number',
              defaultValue: HERO_DEFAULTS.heroInnerWidth,
              min: 320,
              max: 2560,
              admin: { step: 1 },
            },
            {
              name: 'subtitleWidth',
              type: 'number',
              defaultValue: HERO_DEFAULTS.subtitleWidth,
              min: 200,
              max: 2560,
              admin: { step: 1 },
            },
          ],
        },
        { name: 'backgroundImage', type: 'upload', relationTo: 'media' },
        {
          name: 'backgroundImageOverlay',
          type: 'text',
          defaultValue: HERO_DEFAULTS.backgroundImageOverlay,
          validate: validateColour,
          admin: { description: 'Colour laid over the background image (dark blue at 85% by default).' },
        },
      ],
    },
    sectionLayoutField(),
  ],
}
