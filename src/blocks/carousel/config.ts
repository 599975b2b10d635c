import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'
import { CAROUSEL_CONTENT_TYPES, CAROUSEL_LOCATIONS } from '@/lib/carousel-rules'

/** The news carousel: which content it loads and how it is titled. */
export const carouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: 'News & events carousel', plural: 'News & events carousels' },
  // How the block looks, shown in the block picker (issue 28, item 9).
  imageURL: '/admin-blocks/carousel.svg',
  imageAltText: 'A row of news or event cards with previous and next buttons',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'carouselTitle', label: 'Heading', type: 'text' },
        { name: 'carouselSubTitle', label: 'Text under the heading', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'contentType',
          label: 'What it shows',
          type: 'select',
          defaultValue: 'News',
          required: true,
          options: CAROUSEL_CONTENT_TYPES.map((value) => ({ label: value, value })),
        },
        {
          name: 'carouselLocation',
          label: 'Which items',
          type: 'select',
          defaultValue: 'Site',
          required: true,
          options: CAROUSEL_LOCATIONS.map((value) => ({ label: value, value })),
          admin: {
            description:
              'Site: the items shown on the site named below. Product: the items of the product named below.',
          },
        },
        { name: 'siteName', label: 'Site name', type: 'text', defaultValue: 'Hybrid Cloud' },
        { name: 'productAlias', label: 'Product name', type: 'text' },
      ],
    },
    sectionLayoutField({ maxContentWidth: '1300px' }),
  ],
}
