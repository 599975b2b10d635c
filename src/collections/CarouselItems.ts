import type { CollectionConfig } from 'payload'

import { deleteUnlessPublished } from '@/access/delete-unless-published'
import { writeUnlessPublishing } from '@/access/write-unless-publishing'
import { previewUrlFor } from '@/admin/live-preview'
import { publishedOrStaff } from '@/access/published-or-staff'
import { collectionVersions, lastEditedByField } from '@/fields/editorial'
import { contentKeyField } from '@/fields/content-key'
import { recordIdField } from '@/fields/record-id'
import { reviewFields } from '@/fields/review'
import { validateIconName, validateLinkValue } from '@/fields/validators'
import { CAROUSEL_ITEM_TYPES, isVideoType } from '@/lib/carousel-rules'
import { CACHE_TAGS } from '@/server/cache-tags'

import { expireOnChange, expireOnDelete } from '@/hooks/expire-cache-tag'
import { guardCollectionPublishing } from '@/hooks/guard-publishing'
import { trackCollectionReview } from '@/hooks/track-review'
import { auditCollectionChange, auditCollectionDelete } from '@/hooks/record-audit'
import { removeFromSearchIndex, syncSearchIndex } from '@/hooks/sync-search-index'
import { checkLinksAfterChange, checkLinksAfterDelete } from '@/hooks/queue-link-check'

type Sibling = { type?: string }

/** News, events, biographies, videos and process steps shown in carousels. */
export const CarouselItems: CollectionConfig = {
  slug: 'carousel-items',
  labels: { singular: 'Carousel item', plural: 'Carousel items' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'publishDate', '_status', 'reviewState'],
    preview: (doc) => previewUrlFor('carousel-items', doc),
    group: 'Content',
    listSearchableFields: ['title', 'meta'],
  },
  access: {
    read: publishedOrStaff,
    create: writeUnlessPublishing,
    update: writeUnlessPublishing,
    delete: deleteUnlessPublished,
  },
  versions: collectionVersions,
  hooks: {
    beforeOperation: [guardCollectionPublishing],
    beforeChange: [trackCollectionReview],
    afterChange: [
      syncSearchIndex('carousel-items'),
      expireOnChange(CACHE_TAGS.carouselItems),
      auditCollectionChange,
      checkLinksAfterChange,
    ],
    afterDelete: [
      removeFromSearchIndex,
      expireOnDelete(CACHE_TAGS.carouselItems),
      auditCollectionDelete,
      checkLinksAfterDelete,
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'News',
          options: CAROUSEL_ITEM_TYPES.map((value) => ({ label: value, value })),
        },
        {
          name: 'publishDate',
          type: 'date',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'eventDate',
          type: 'date',
          index: true,
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            condition: (_, sibling: Sibling) => sibling.type === 'Events',
          },
          validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
            siblingData.type === 'Events' && !value ? 'An event needs its date.' : true,
        },
      ],
    },
    { name: 'title', type: 'text', required: true },
    { name: 'meta', type: 'text', admin: { description: 'A short line under the title, such as a date or a role.' } },
    { name: 'caption', type: 'richText' },
    {
      name: 'body',
      type: 'richText',
      admin: { components: { afterInput: ['/admin/checks/EditingWarnings#RichTextWarnings'] } },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'collapsible',
      label: 'Video',
      admin: { condition: (_, sibling: Sibling) => isVideoType(sibling.type) },
      fields: [
        {
          name: 'videoFile',
          type: 'upload',
          relationTo: 'video-files',
          filterOptions: { mimeType: { like: 'video/' } },
        },
        {
          name: 'videoUrl',
          type: 'text',
          validate: (value: unknown) =>
            !value || (typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value))
              ? true
              : 'A video address must start with https://.',
          admin: { description: 'Used when no file is uploaded: an https address of the video.' },
        },
        {
          name: 'captionsFile',
          label: 'Captions (WebVTT)',
          type: 'upload',
          relationTo: 'video-files',
          filterOptions: { mimeType: { equals: 'text/vtt' } },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Links',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'displayUrl', type: 'text', validate: validateLinkValue },
            { name: 'displayUrlText', type: 'text' },
            { name: 'displayUrlIcon', type: 'text', validate: validateIconName },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'clickUrl',
              type: 'text',
              validate: validateLinkValue,
              admin: { description: 'Makes the whole card a link (process steps).' },
            },
            {
              name: 'displayOrder',
              type: 'number',
              min: 0,
              max: 99,
              index: true,
              admin: { step: 1, description: 'Step number of a process item.' },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Where it appears',
      fields: [
        {
          name: 'sites',
          type: 'text',
          hasMany: true,
          defaultValue: ['Hybrid Cloud'],
          admin: { description: 'Site names whose carousels show this item.' },
        },
        {
          name: 'productAliases',
          type: 'text',
          hasMany: true,
          admin: { description: 'Product aliases (e.g. Stratus) whose carousels show this item.' },
        },
        { name: 'relatedPages', type: 'relationship', relationTo: 'named-pages', hasMany: true },
      ],
    },
    recordIdField('carouselItem'),
    contentKeyField,
    lastEditedByField,
    ...reviewFields,
  ],
}
