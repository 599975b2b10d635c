import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'
import { CAROUSEL_CONTENT_TYPES, CAROUSEL_LOCATIONS } from '@/lib/carousel-rules'

/** The news carousel: which content it loads and how it is titled. */
export const carouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: 'Carousel', plural: 'Carousels' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'carouselTitle', type: 'text' },
        { name: 'carouselSubTitle', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'contentType',
          type: 'select',
          defaultValue: 'News',
          required: true,
          options: CAROUSEL_CONTENT_TYPES.map((value) => ({ label: value, value })),
        },
        {
          name: 'carouselLocation',
          type: 'select',
          defaultValue: 'Site',
          required: true,
          options: CAROUSEL_LOCATIONS.map((value) => ({ label: value, value })),
          admin: { description: 'Site: items of the site name below. Product: items of the product alias.' },
        },
        { name: 'siteName', type: 'text', defaultValue: 'Hybrid Cloud' },
        { name: 'productAlias', type: 'text' },
      ],
    },
    sectionLayoutField({ maxContentWidth: '1300px' }),
  ],
}
