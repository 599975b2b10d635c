import type { CollectionConfig } from 'payload'

import { copyOf } from '@/fields/copies'
import { recordIdField } from '@/fields/record-id'
import { linkTargetPicker } from '@/fields/pickers'
import { validateLinkValue } from '@/fields/validators'
import { bannerStatus, siteTimeZoneLabel } from '@/lib/site-time'
import type { Publishing } from '@/publishing'
import { CACHE_TAGS } from '@/server/cache-tags'

import { raiseBannerVersion } from '@/hooks/raise-banner-version'
import { scheduleBannerRefresh } from '@/hooks/schedule-banner-refresh'

type AnnouncementTheme = 'info' | 'success' | 'warning' | 'error'

type Sibling = { activeFrom?: string | null }

/** Site-wide banners. A visitor's dismissal is remembered per Key and Version. */
export const Announcements: CollectionConfig = {
  slug: 'announcements',
  labels: { singular: 'Banner', plural: 'Banners' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'onSite', 'activeFrom', 'activeUntil', 'theme', 'reviewState'],
    group: 'Banners',
    description: 'Messages shown across the top of every page, each between its show-from and show-until times.',
  },
  // Every change reaches the site through review (src/publishing, ADR 0038).
  custom: {
    publishing: { kind: 'Banner', changes: 'reviewed', cacheTag: CACHE_TAGS.announcements } satisfies Publishing,
  },
  hooks: {
    beforeChange: [raiseBannerVersion],
    afterChange: [scheduleBannerRefresh],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'key',
          label: 'Banner name',
          type: 'text',
          required: true,
          unique: true,
          hooks: { beforeDuplicate: [copyOf.key] },
          validate: (value: unknown) =>
            typeof value === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(value)
              ? true
              : 'A key is 1 to 80 letters, digits, - or _.',
          admin: {
            description:
              'A short name of your choice (letters, digits, - or _); the site remembers which banners a visitor closed by it.',
          },
        },
        {
          name: 'version',
          label: 'Times shown again',
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
              'Counts up by itself when a changed title, message or link is published. Raise it by hand to show the banner again to visitors who closed it.',
          },
        },
        {
          name: 'theme',
          label: 'Theme',
          type: 'select',
          defaultValue: 'info',
          required: true,
          options: [
            { label: 'Information (blue)', value: 'info' },
            { label: 'Good news (green)', value: 'success' },
            { label: 'Warning (yellow)', value: 'warning' },
            { label: 'Urgent (red)', value: 'error' },
          ] satisfies { label: string; value: AnnouncementTheme }[],
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
    { name: 'message', label: 'Message', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'linkHref',
          label: 'Link',
          type: 'text',
          validate: validateLinkValue,
          admin: {
            components: linkTargetPicker(),
            description: 'Where the banner’s link leads: a page of this site or another address. Empty: no link.',
          },
        },
        { name: 'linkLabel', label: 'Words of the link', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'activeFrom',
          label: 'Show from',
          type: 'date',
          index: true,
          timezone: true,
          admin: {
            date: { pickerAppearance: 'dayAndTime', timeIntervals: 1 },
            description: `Empty: shown as soon as published. Times are in ${siteTimeZoneLabel()}.`,
          },
        },
        {
          name: 'activeUntil',
          label: 'Show until',
          type: 'date',
          index: true,
          timezone: true,
          admin: {
            date: { pickerAppearance: 'dayAndTime', timeIntervals: 1 },
            description: `Empty: shown until unpublished. Times are in ${siteTimeZoneLabel()}.`,
          },
          validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => {
            if (!value || !siblingData.activeFrom) return true
            return new Date(String(value)) > new Date(siblingData.activeFrom)
              ? true
              : 'The end must come after the start.'
          },
        },
      ],
    },
    {
      // Not stored: worked out on every read from the published state and the two times.
      name: 'onSite',
      label: 'On the site',
      type: 'text',
      virtual: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Active now, Scheduled (starts later), Ended (its show-until time has passed) or Not published.',
      },
      hooks: { afterRead: [({ siblingData }) => bannerStatus(siblingData as Parameters<typeof bannerStatus>[0])] },
    },
    recordIdField('announcement'),
  ],
}
