import type { GlobalConfig } from 'payload'

import { editorsAndAdmins } from '@/access/editors-and-admins'
import { previewUrlFor } from '@/admin/live-preview'
import { publishedOrStaff } from '@/access/published-or-staff'
import { pageBlocks } from '@/blocks'
import { expireOnGlobalChange } from '@/collections/hooks/expire-cache-tag'
import { auditGlobalChange } from '@/collections/hooks/record-audit'
import { globalVersions, lastEditedByField } from '@/fields/editorial'
import { searchPropertiesField } from '@/fields/search-properties'
import { CACHE_TAGS } from '@/server/cache-tags'

/** The home view: its blocks in order, and what search engines see of it. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: { group: 'Content', preview: () => previewUrlFor('home-page', {}) },
  access: {
    read: publishedOrStaff,
    update: editorsAndAdmins,
  },
  versions: globalVersions,
  hooks: { afterChange: [expireOnGlobalChange(CACHE_TAGS.homePage), auditGlobalChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Blocks',
          fields: [
            {
              name: 'layout',
              type: 'blocks',
              blocks: pageBlocks,
              admin: { initCollapsed: true },
            },
          ],
        },
        { label: 'Search engines', fields: [searchPropertiesField({ defaultTitle: 'Home', withCanonical: false })] },
      ],
    },
    lastEditedByField,
  ],
}
