import type { CollectionConfig } from 'payload'

import { deleteUnlessPublished } from '@/access/delete-unless-published'
import { writeUnlessPublishing } from '@/access/write-unless-publishing'
import { publishedOrStaff } from '@/access/published-or-staff'
import { collectionVersions, lastEditedByField } from '@/fields/editorial'
import { recordIdField } from '@/fields/record-id'
import { reviewFields } from '@/fields/review'
import { validateLinkValue } from '@/fields/validators'
import { CACHE_TAGS } from '@/server/cache-tags'

import { expireOnChange, expireOnDelete } from '@/hooks/expire-cache-tag'
import { guardCollectionPublishing } from '@/hooks/guard-publishing'
import { trackCollectionReview } from '@/hooks/track-review'
import { raiseBannerVersion } from '@/hooks/raise-banner-version'
import { auditCollectionChange, auditCollectionDelete } from '@/hooks/record-audit'
import { scheduleBannerRefresh } from '@/hooks/schedule-banner-refresh'
import { checkLinksAfterChange, checkLinksAfterDelete } from '@/hooks/queue-link-check'

const ANNOUNCEMENT_THEMES = ['info', 'success', 'warning', 'error'] as const

type Sibling = { activeFrom?: string | null }

/** Site-wide banners. A visitor's dismissal is remembered per Key and Version. */
export const Announcements: CollectionConfig = {
  slug: 'announcements',
  labels: { singular: 'Site announcement', plural: 'Site announcements' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', 'version', 'theme', 'activeFrom', 'activeUntil', '_status', 'reviewState'],
    group: 'Content',
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
    beforeChange: [trackCollectionReview, raiseBannerVersion],
    afterChange: [
      expireOnChange(CACHE_TAGS.announcements),
      scheduleBannerRefresh,
      auditCollectionChange,
      checkLinksAfterChange,
    ],
    afterDelete: [expireOnDelete(CACHE_TAGS.announcements), auditCollectionDelete, checkLinksAfterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'key',
          label: 'Key',
          type: 'text',
          required: true,
          unique: true,
          validate: (value: unknown) =>
            typeof value === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(value)
              ? true
              : 'A key is 1 to 80 letters, digits, - or _.',
          admin: { description: 'Names the banner in visitors’ dismissals.' },
        },
        {
          name: 'version',
          label: 'Version',
          type: 'number',
          required: true,
          defaultValue: 1,
          min: 1,
          validate: (value: unknown) =>
            typeof value === 'number' && Number.isInteger(value) && value >= 1
              ? true
              : 'A banner needs a Version: a whole number from 1. Raise it to show the banner again to visitors who dismissed it.',
          admin: {
            description:
              'Raised automatically when a changed title, message or link is published; raise it by hand to show the banner again.',
          },
        },
        {
          name: 'theme',
          label: 'Theme',
          type: 'select',
          defaultValue: 'info',
          required: true,
          options: ANNOUNCEMENT_THEMES.map((value) => ({ label: value, value })),
        },
      ],
    },
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'message', label: 'Message', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'linkHref', label: 'Link', type: 'text', validate: validateLinkValue },
        { name: 'linkLabel', label: 'Link label', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'activeFrom',
          type: 'date',
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: shown as soon as published.' },
        },
        {
          name: 'activeUntil',
          type: 'date',
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: shown until unpublished.' },
          validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => {
            if (!value || !siblingData.activeFrom) return true
            return new Date(String(value)) > new Date(siblingData.activeFrom)
              ? true
              : 'The end must come after the start.'
          },
        },
      ],
    },
    recordIdField('announcement'),
    lastEditedByField,
    ...reviewFields,
  ],
}
