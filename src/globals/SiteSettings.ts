import type { Field, GlobalConfig } from 'payload'

import { adminsOnly } from '@/access/admins-only'
import { anyone } from '@/access/anyone'
import { hiddenFromEditors } from '@/access/hidden-from-editors'
import { staffField } from '@/access/staff-field'
import { searchPropertiesField } from '@/fields/search-properties'
import { linkTargetPicker } from '@/fields/pickers'
import { validateLinkValue } from '@/fields/validators'
import { RECORD_ID_PREFIX } from '@/lib/record-id'
import { CACHE_TAGS } from '@/server/cache-tags'
import { forgetTwoPersonRule, type Publishing } from '@/publishing'
import { DOD_NOTICE } from '@/identity'

const platformId = (name: string, prefix: string, label: string, fieldLabel: string, description: string) => ({
  name,
  label: fieldLabel,
  admin: { description },
  type: 'text' as const,
  required: true,
  validate: (value: unknown) =>
    typeof value === 'string' && new RegExp(`^${prefix}[a-zA-Z0-9]{12}([a-zA-Z0-9]{3})?$`).test(value)
      ? true
      : `The ${label} id is 15 or 18 letters and digits starting with ${prefix}.`,
})

const linkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', label: 'Words of the link', type: 'text', required: true },
      {
        name: 'href',
        label: 'Link',
        type: 'text',
        required: true,
        validate: validateLinkValue,
        admin: {
          components: linkTargetPicker(),
          description: 'Where the link leads: a page of this site or another address.',
        },
      },
    ],
  },
]

/** Site-wide settings: the site's name and identifiers, defaults for search engines. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings', hidden: hiddenFromEditors },
  access: { read: anyone, update: adminsOnly },
  // Settings, not content: administrators change them directly, each change recorded (ADR 0038).
  custom: {
    publishing: {
      kind: 'Site settings',
      changes: 'administrators',
      cacheTag: CACHE_TAGS.siteSettings,
    } satisfies Publishing,
  },
  hooks: { afterChange: [forgetTwoPersonRule] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'siteName', label: 'Site name', type: 'text', required: true, defaultValue: 'Hybrid Cloud' },
        {
          name: 'agencyName',
          label: 'Agency name',
          type: 'text',
          required: true,
          defaultValue: 'Hosting and Compute Center',
          admin: { description: 'Shown in the footer identifier.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        platformId(
          'siteId',
          RECORD_ID_PREFIX.site,
          'site',
          'Site number',
          'The number older systems use for this site in their addresses. Change only when told to.',
        ),
        platformId(
          'channelId',
          RECORD_ID_PREFIX.channel,
          'channel',
          'Publishing channel number',
          'The number older systems use for the site’s images. Change only when told to.',
        ),
      ],
    },
    {
      name: 'signInNotice',
      label: 'Notice shown before sign-in',
      type: 'textarea',
      required: true,
      defaultValue: DOD_NOTICE,
      admin: {
        description:
          'Everyone signing in must read and accept this first. The default is the standard DoD notice and consent text; one paragraph per line.',
      },
    },
    {
      name: 'contactNotificationEmail',
      label: 'E-mail for contact requests',
      type: 'email',
      access: { read: staffField },
      admin: { description: 'Where contact requests are announced, when e-mail is configured.' },
    },
    {
      name: 'navigation',
      label: 'Header navigation',
      type: 'array',
      maxRows: 8,
      fields: linkFields,
    },
    {
      name: 'footerLinks',
      label: 'Footer identifier links',
      type: 'array',
      maxRows: 16,
      admin: {
        description:
          'Federal sites link to About, Accessibility, FOIA, No FEAR Act data, the Inspector General, the privacy and security notice, USA.gov and the vulnerability disclosure policy.',
      },
      fields: linkFields,
    },
    {
      name: 'review',
      label: 'Review before publishing',
      type: 'group',
      access: { read: staffField },
      fields: [
        {
          name: 'twoPersonRule',
          label: 'Two-person rule: nobody approves their own change',
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description:
              'On: every change to what the site shows is approved by someone who did not write it. Administrators can still publish with a recorded reason.',
          },
        },
      ],
    },
    searchPropertiesField({ withCanonical: false }),
  ],
}
