import type { GlobalConfig } from 'payload'

import { editorsAndAdmins } from '@/access/editors-and-admins'
import { publishedOrStaff } from '@/access/published-or-staff'
import { pageBlocks } from '@/blocks'
import { expireOnGlobalChange } from '@/collections/hooks/expire-cache-tag'
import { searchPropertiesField } from '@/fields/search-properties'
import { CACHE_TAGS } from '@/server/cache-tags'

/** The home view: its blocks in order, and what search engines see of it. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: { group: 'Content' },
  access: {
    read: publishedOrStaff,
    update: editorsAndAdmins,
  },
  versions: { drafts: true, max: 50 },
  hooks: { afterChange: [expireOnGlobalChange(CACHE_TAGS.homePage)] },
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
  ],
}
