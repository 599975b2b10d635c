import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'
import { validateApiName, validateLinkValue } from '@/fields/validators'

const SERVICE_TILE_COUNT = 3

/** The block of available services: three image tiles. */
export const servicesBlock: Block = {
  slug: 'services',
  interfaceName: 'ServicesBlock',
  labels: { singular: 'Available services', plural: 'Available services' },
  fields: [
    { name: 'headerText', type: 'text' },
    {
      name: 'tiles',
      type: 'array',
      minRows: SERVICE_TILE_COUNT,
      maxRows: SERVICE_TILE_COUNT,
      required: true,
      labels: { singular: 'Service tile', plural: 'Service tiles' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { description: 'Internal name of the tile.' } },
            {
              name: 'apiName',
              type: 'text',
              validate: validateApiName,
              admin: { description: 'The page the tile opens, e.g. CaaS__c.' },
            },
          ],
        },
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'overlayText', type: 'text' },
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        {
          name: 'contactTarget',
          label: 'Link',
          type: 'text',
          validate: validateLinkValue,
          admin: { description: 'Used when no API name is set, e.g. offerings/caas.' },
        },
      ],
    },
    sectionLayoutField(),
  ],
}
