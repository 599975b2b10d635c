import type { CollectionConfig } from 'payload'

import { layoutBlockReferences } from '@/blocks/registry'
import { contentKeyField } from '@/fields/content-key'
import { copyOf } from '@/fields/copies'
import { recordIdField } from '@/fields/record-id'
import { searchPropertiesField } from '@/fields/search-properties'
import { pageLinkNameField } from '@/fields/page-link-name'
import { validatePagePath } from '@/fields/validators'
import { CACHE_TAGS } from '@/server/cache-tags'

import type { Publishing } from '@/publishing'
import { removeFromSearchIndex, syncSearchIndex } from '@/hooks/sync-search-index'
import { redirectOldPagePath, rememberPublishedPath } from '@/hooks/redirect-old-page-path'
import { EDITING_WARNINGS } from '@/governance'

const PAGE_KINDS = ['offering', 'contact', 'information'] as const

/**
 * Pages the site links to by link name (Stratus__c) and serves at a path
 * (offerings/stratus): the offerings, JWCC and the contact page.
 */
export const NamedPages: CollectionConfig = {
  slug: 'named-pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'kind', '_status', 'reviewState'],
    group: 'Pages',
    // The list reads only the columns it shows, not every page's body and sections (issue 48).
    enableListViewSelectAPI: true,
  },
  // Every change reaches the site through review (src/publishing, ADR 0038).
  custom: {
    publishing: {
      kind: 'Page',
      changes: 'reviewed',
      cacheTag: CACHE_TAGS.namedPages,
      publicPath: (doc) => (typeof doc.path === 'string' && doc.path ? `/${doc.path}` : null),
    } satisfies Publishing,
  },
  hooks: {
    beforeChange: [rememberPublishedPath],
    afterChange: [syncSearchIndex('named-pages'), redirectOldPagePath],
    afterDelete: [removeFromSearchIndex],
  },
  fields: [
    {
      name: 'title',
      label: 'Page title',
      type: 'text',
      required: true,
      hooks: { beforeDuplicate: [copyOf.title] },
    },
    {
      type: 'row',
      fields: [
        pageLinkNameField,
        {
          name: 'path',
          label: 'Address on the site',
          type: 'text',
          required: true,
          unique: true,
          hooks: { beforeDuplicate: [copyOf.path] },
          validate: validatePagePath,
          admin: {
            description:
              'Where the page lives, e.g. offerings/stratus. If you change it on a published page, the old address keeps working: visitors are sent on to the new one (see Redirects).',
          },
        },
        {
          name: 'kind',
          label: 'Kind of page',
          type: 'select',
          required: true,
          defaultValue: 'offering',
          options: PAGE_KINDS.map((value) => ({ label: value[0]?.toUpperCase() + value.slice(1), value })),
        },
      ],
    },
    {
      name: 'productAlias',
      label: 'Product name for related news',
      type: 'text',
      index: true,
      admin: { description: 'News and events tagged with this product name appear on this page as related news.' },
    },
    {
      name: 'summary',
      label: 'Summary',
      type: 'textarea',
      maxLength: 400,
      admin: { description: 'One or two sentences shown in listings and search results.' },
    },
    { name: 'heroImage', label: 'Banner image at the top', type: 'upload', relationTo: 'media' },
    {
      name: 'body',
      label: 'Page text',
      type: 'richText',
      admin: { components: { afterInput: [EDITING_WARNINGS.richText] } },
    },
    {
      name: 'layout',
      label: 'More sections',
      labels: { singular: 'Section', plural: 'Sections' },
      type: 'blocks',
      ...layoutBlockReferences(),
      admin: { description: 'Optional sections shown after the body, such as a carousel of events or steps.' },
    },
    searchPropertiesField(),
    recordIdField('namedPage'),
    contentKeyField,
  ],
}
