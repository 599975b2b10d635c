import type { Field, GlobalConfig } from 'payload'

import { adminsOnly } from '@/access/admins-only'
import { anyone } from '@/access/anyone'
import { hiddenFromEditors } from '@/access/hidden-from-editors'
import { staffField } from '@/access/staff-field'
import { expireOnGlobalChange } from '@/hooks/expire-cache-tag'
import { auditGlobalChange } from '@/hooks/record-audit'
import { searchPropertiesField } from '@/fields/search-properties'
import { validateLinkValue } from '@/fields/validators'
import { RECORD_ID_PREFIX } from '@/lib/record-id'
import { CACHE_TAGS } from '@/server/cache-tags'
import { forgetTwoPersonRule } from '@/server/review/two-person-rule'
import { checkLinksAfterGlobalChange } from '@/hooks/queue-link-check'

const platformId = (name: string, prefix: string, label: string) => ({
  name,
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
      { name: 'label', type: 'text', required: true },
      {
        name: 'href',
        label: 'Link',
        type: 'text',
        required: true,
        validate: validateLinkValue,
        admin: { description: 'A page API name, a site path or an https:// address.' },
      },
    ],
  },
]

/** Site-wide settings: the site's name and identifiers, defaults for search engines. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Administration', hidden: hiddenFromEditors },
  access: { read: anyone, update: adminsOnly },
  hooks: {
    afterChange: [
      expireOnGlobalChange(CACHE_TAGS.siteSettings),
      auditGlobalChange,
      forgetTwoPersonRule,
      checkLinksAfterGlobalChange,
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'siteName', type: 'text', required: true, defaultValue: 'Hybrid Cloud' },
        {
          name: 'agencyName',
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
        platformId('siteId', RECORD_ID_PREFIX.site, 'site'),
        platformId('channelId', RECORD_ID_PREFIX.channel, 'channel'),
      ],
    },
    {
      name: 'contactNotificationEmail',
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
