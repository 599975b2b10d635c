import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'
import { linkTargetPicker } from '@/fields/pickers'
import { validateApiName, validateLinkValue } from '@/fields/validators'

const SERVICE_TILE_COUNT = 3

/** The block of available services: three image tiles. */
export const servicesBlock: Block = {
  slug: 'services',
  interfaceName: 'ServicesBlock',
  labels: { singular: 'Available services', plural: 'Available services' },
  // How the block looks, shown in the block picker (issue 28, item 9).
  imageURL: '/admin-blocks/services.svg',
  imageAltText: 'Three service tiles, each an image with a title and text',
  fields: [
    { name: 'headerText', label: 'Heading', type: 'text' },
    {
      name: 'tiles',
      type: 'array',
      minRows: SERVICE_TILE_COUNT,
      maxRows: SERVICE_TILE_COUNT,
      required: true,
      label: 'Service tiles',
      labels: { singular: 'Service tile', plural: 'Service tiles' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              label: 'Name for editors',
              type: 'text',
              required: true,
              admin: { description: 'Not shown on the site.' },
            },
            {
              name: 'apiName',
              label: 'Page the tile opens',
              type: 'text',
              validate: validateApiName,
              admin: {
                components: linkTargetPicker({ pagesOnly: true }),
                description:
                  'Where a click on the tile leads. For an address outside the site, leave this empty and fill in the address below.',
              },
            },
          ],
        },
        { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', required: true },
        { name: 'overlayText', label: 'Words on the image', type: 'text' },
        { name: 'title', label: 'Title', type: 'text', required: true },
        { name: 'description', label: 'Description', type: 'textarea' },
        {
          name: 'contactTarget',
          label: 'Or an address',
          type: 'text',
          validate: validateLinkValue,
          admin: {
            // One link per tile: the address is offered only while no page is chosen.
            condition: (_, sibling: { apiName?: string | null }) => !sibling.apiName,
            description:
              'Where the tile leads when no page is chosen above: a site path (offerings/caas) or an https:// address.',
          },
        },
      ],
    },
    sectionLayoutField(),
  ],
}
