import type { GlobalConfig } from 'payload'

import { layoutBlockReferences } from '@/blocks/registry'
import { searchPropertiesField } from '@/fields/search-properties'
import type { Publishing } from '@/publishing'
import { CACHE_TAGS } from '@/server/cache-tags'

/** The home view: its blocks in order, and what search engines see of it. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  // In the menu as its first entry (admin/nav/HomePageLink), ahead of the groups.
  admin: { group: false },
  // Every change reaches the site through review (src/publishing, ADR 0038).
  custom: {
    publishing: {
      kind: 'Home page',
      changes: 'reviewed',
      cacheTag: CACHE_TAGS.homePage,
      publicPath: () => '/',
    } satisfies Publishing,
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Blocks',
          fields: [
            {
              name: 'layout',
              label: 'Sections of the home page',
              labels: { singular: 'Section', plural: 'Sections' },
              type: 'blocks',
              ...layoutBlockReferences(),
              admin: { initCollapsed: true, description: 'From top to bottom. Open a section to change it.' },
            },
          ],
        },
        { label: 'Search engines', fields: [searchPropertiesField({ defaultTitle: 'Home', withCanonical: false })] },
      ],
    },
  ],
}
