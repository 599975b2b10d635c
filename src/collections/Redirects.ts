import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field } from 'payload'

import { contentStaff } from '@/access/content-staff'
import { checkRedirect } from '@/hooks/check-redirect'
import type { Publishing } from '@/publishing'
import { CACHE_TAGS } from '@/server/cache-tags'

/**
 * Redirects editors manage, from Payload's redirects plugin (its collection shape: from,
 * to.type/reference/url, type), with labels in plain words and the checks of ADR 0028.
 * The server answers them before any page (src/runtime/redirect-table.ts).
 */
const fields: Field[] = [
  {
    name: 'from',
    label: 'Old address',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { description: 'The address people or links still use, as a path on this site, e.g. /services/old-page.' },
  },
  {
    name: 'to',
    type: 'group',
    label: false,
    fields: [
      {
        name: 'type',
        label: 'Send visitors to',
        type: 'radio',
        defaultValue: 'reference',
        admin: { layout: 'horizontal' },
        options: [
          { label: 'A page of this site', value: 'reference' },
          { label: 'Another address', value: 'custom' },
        ],
      },
      {
        name: 'reference',
        label: 'Page',
        type: 'relationship',
        relationTo: ['named-pages'],
        required: true,
        admin: {
          condition: (_, sibling) => sibling?.type === 'reference',
          description: 'Visitors follow the page if its address changes later.',
        },
      },
      {
        name: 'url',
        label: 'New address',
        type: 'text',
        required: true,
        admin: {
          condition: (_, sibling) => sibling?.type === 'custom',
          description: 'A path on this site such as /contact, or a full address starting with https://.',
        },
      },
    ],
  },
  {
    name: 'type',
    label: 'Kind of redirect',
    type: 'select',
    required: true,
    defaultValue: '301',
    options: [
      { label: 'Permanent (301): the page has moved for good', value: '301' },
      { label: 'Temporary (302): the old address will come back', value: '302' },
    ],
  },
]

export const redirects = redirectsPlugin({
  collections: ['named-pages'],
  redirectTypes: ['301', '302'],
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: {
      group: 'Content',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
      description:
        'Send visitors from an old address to a page or another address. A redirect that would bounce visitors twice or in a loop is refused.',
    },
    access: { read: contentStaff },
    // Editors redirect within the site directly; to another website through review; the
    // site's own addresses never (src/publishing, ADR 0038).
    custom: {
      publishing: { kind: 'Redirect', changes: 'redirects', cacheTag: CACHE_TAGS.redirects } satisfies Publishing,
    },
    hooks: { beforeChange: [checkRedirect] },
    fields: () => fields,
  },
})
