import type { CollectionConfig } from 'payload'

import { iconPicker, linkTargetPicker } from '@/fields/pickers'
import { contentKeyField } from '@/fields/content-key'
import { copyOf } from '@/fields/copies'
import { recordIdField } from '@/fields/record-id'
import { validateIconName, validateLinkValue } from '@/fields/validators'
import { CAROUSEL_ITEM_TYPES, isVideoType } from '@/lib/carousel-rules'
import type { Publishing } from '@/publishing'
import { CACHE_TAGS } from '@/server/cache-tags'

import { removeFromSearchIndex, syncSearchIndex } from '@/hooks/sync-search-index'
import { EDITING_WARNINGS } from '@/governance'

type Sibling = { type?: string }

/** News, events, biographies, videos and process steps shown in carousels. */
export const CarouselItems: CollectionConfig = {
  slug: 'carousel-items',
  labels: { singular: 'News or event item', plural: 'News & events' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'publishDate', '_status', 'reviewState'],
    group: 'News & events',
    listSearchableFields: ['title', 'meta'],
    // The list reads only the columns it shows, not every page's body and sections (issue 48).
    enableListViewSelectAPI: true,
  },
  // Every change reaches the site through review (src/publishing, ADR 0038).
  custom: {
    publishing: {
      kind: 'News or event item',
      changes: 'reviewed',
      cacheTag: CACHE_TAGS.carouselItems,
      publicPath: (doc) => (typeof doc.recordId === 'string' && doc.recordId ? `/detail/${doc.recordId}` : null),
    } satisfies Publishing,
  },
  hooks: {
    afterChange: [syncSearchIndex('carousel-items')],
    afterDelete: [removeFromSearchIndex],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          label: 'Kind of item',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'News',
          options: CAROUSEL_ITEM_TYPES.map((value) => ({ label: value, value })),
        },
        {
          name: 'publishDate',
          label: 'Date shown',
          type: 'date',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          timezone: true,
          admin: {
            date: { pickerAppearance: 'dayAndTime', timeIntervals: 1 },
            description:
              'The date on the card; newest first in carousels. Entered on the clock of the time zone chosen beside it.',
          },
        },
        {
          name: 'eventDate',
          label: 'Date of the event',
          type: 'date',
          index: true,
          timezone: true,
          admin: {
            date: { pickerAppearance: 'dayAndTime', timeIntervals: 1 },
            condition: (_, sibling: Sibling) => sibling.type === 'Events',
          },
          validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
            siblingData.type === 'Events' && !value ? 'An event needs its date.' : true,
        },
      ],
    },
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      hooks: { beforeDuplicate: [copyOf.title] },
    },
    {
      name: 'meta',
      label: 'Line under the title',
      type: 'text',
      admin: { description: 'A short line under the title, such as a date or a role.' },
    },
    { name: 'caption', label: 'Short text on the card', type: 'richText' },
    {
      name: 'body',
      label: 'Full text (opens from the card)',
      type: 'richText',
      admin: { components: { afterInput: [EDITING_WARNINGS.richText] } },
    },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media' },
    {
      type: 'collapsible',
      label: 'Video',
      admin: { condition: (_, sibling: Sibling) => isVideoType(sibling.type) },
      fields: [
        {
          name: 'videoFile',
          label: 'Video file',
          type: 'upload',
          relationTo: 'video-files',
          filterOptions: { mimeType: { like: 'video/' } },
        },
        {
          name: 'videoUrl',
          label: 'Or the address of a video',
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
            {
              name: 'displayUrl',
              label: 'Link under the text',
              type: 'text',
              validate: validateLinkValue,
              admin: {
                components: linkTargetPicker(),
                description:
                  'Where the link shown at the bottom of the card leads: a page of this site or another address.',
              },
            },
            { name: 'displayUrlText', label: 'Words of that link', type: 'text' },
            {
              name: 'displayUrlIcon',
              label: 'Icon beside that link',
              type: 'text',
              validate: validateIconName,
              admin: { components: iconPicker },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'clickUrl',
              label: 'Link of the whole card',
              type: 'text',
              validate: validateLinkValue,
              admin: {
                components: linkTargetPicker(),
                description: 'Where a click anywhere on the card leads (used by process steps). Leave empty otherwise.',
              },
            },
            {
              name: 'displayOrder',
              label: 'Step number',
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
          label: 'Shown on these sites',
          type: 'text',
          hasMany: true,
          defaultValue: ['Hybrid Cloud'],
          admin: { description: 'Site names whose carousels show this item.' },
        },
        {
          name: 'productAliases',
          label: 'Shown with these products',
          type: 'text',
          hasMany: true,
          admin: { description: 'Product names (e.g. Stratus) whose pages show this item in their carousels.' },
        },
        {
          name: 'relatedPages',
          label: 'Related pages',
          type: 'relationship',
          relationTo: 'named-pages',
          hasMany: true,
        },
      ],
    },
    recordIdField('carouselItem'),
    contentKeyField,
  ],
}
