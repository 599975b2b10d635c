import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'
import { validateColour, validateIconName, validateLinkValue } from '@/fields/validators'

import { colourInWords, iconPicker, linkTargetPicker } from '@/fields/pickers'
import { TEXT_STYLE_CHOICES } from '@/lib/icon-choices'

import { HERO_DEFAULTS } from './defaults'
import { EDITING_WARNINGS } from '@/governance'

type TextStyle = (typeof TEXT_STYLE_CHOICES)[number]['value']

/** A text style chosen by name (Heading 1, bold); the style sheet's class is stored. */
const typography = (name: string, label: string, defaultValue: TextStyle) => ({
  name,
  label,
  type: 'select' as const,
  defaultValue,
  options: TEXT_STYLE_CHOICES.map(({ label, value }) => ({ label, value })),
})

/** Spotlight at the top of a page, starting with the component's defaults. */
export const heroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  // How the block looks, shown in the block picker (issue 28, item 9).
  imageURL: '/admin-blocks/hero.svg',
  imageAltText: 'Large banner: image behind a title, text and a button',
  fields: [
    { name: 'eyebrowText', label: 'Small line above the title', type: 'text' },
    { name: 'titleText', label: 'Title', type: 'text', required: true },
    { name: 'subtitleText', label: 'Text under the title', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'buttonText', label: 'Words on the button', type: 'text' },
        {
          name: 'buttonTarget',
          label: 'Page the button opens',
          type: 'text',
          validate: validateLinkValue,
          admin: {
            components: linkTargetPicker(),
            description: 'Where the button leads: a page of this site, or another address (opens in a new window).',
          },
        },
        {
          name: 'buttonIcon',
          label: 'Icon on the button',
          type: 'text',
          validate: validateIconName,
          admin: { components: iconPicker },
        },
      ],
    },
    {
      // Shown, never stored: the spec's warnings about the button, as the editor fills it in.
      name: 'buttonWarnings',
      type: 'ui',
      admin: { components: { Field: EDITING_WARNINGS.heroButton } },
    },
    {
      type: 'collapsible',
      label: 'Appearance',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            typography('eyebrowClass', 'Style of the small line', HERO_DEFAULTS.eyebrowClass),
            typography('titleClass', 'Style of the title', HERO_DEFAULTS.titleClass),
            typography('subtitleClass', 'Style of the text', HERO_DEFAULTS.subtitleClass),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'boolAddGradient',
              label: 'Darken the image behind the text',
              type: 'checkbox',
              defaultValue: HERO_DEFAULTS.boolAddGradient,
            },
            {
              name: 'boolLeftAligned',
              label: 'Text on the left (instead of centred)',
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
              label: 'Height of the banner (pixels)',
              type: 'number',
              defaultValue: HERO_DEFAULTS.heroHeight,
              min: 120,
              max: 1600,
              admin: { step: 1 },
            },
            {
              name: 'heroInnerWidth',
              label: 'Width of the text area (pixels)',
              type: 'number',
              defaultValue: HERO_DEFAULTS.heroInnerWidth,
              min: 320,
              max: 2560,
              admin: { step: 1 },
            },
            {
              name: 'subtitleWidth',
              label: 'Width of the text under the title (pixels)',
              type: 'number',
              defaultValue: HERO_DEFAULTS.subtitleWidth,
              min: 200,
              max: 2560,
              admin: { step: 1 },
            },
          ],
        },
        { name: 'backgroundImage', label: 'Background image', type: 'upload', relationTo: 'media' },
        {
          name: 'backgroundImageOverlay',
          label: 'Colour over the image',
          type: 'text',
          defaultValue: HERO_DEFAULTS.backgroundImageOverlay,
          validate: validateColour,
          admin: {
            description: 'Colour laid over the background image (dark blue at 85% by default).',
            components: colourInWords,
          },
        },
      ],
    },
    sectionLayoutField(),
  ],
}
