import type { GlobalConfig } from 'payload'

import { writeUnlessPublishing } from '@/access/write-unless-publishing'
import { previewUrlFor } from '@/admin/live-preview'
import { publishedOrStaff } from '@/access/published-or-staff'
import { layoutBlocks } from '@/blocks/registry'
import { expireOnGlobalChange } from '@/hooks/expire-cache-tag'
import { guardGlobalPublishing } from '@/hooks/guard-publishing'
import { trackGlobalReview } from '@/hooks/track-review'
import { auditGlobalChange } from '@/hooks/record-audit'
import { globalVersions, lastEditedByField, versionHistoryViews } from '@/fields/editorial'
import { reviewFields } from '@/fields/review'
import { searchPropertiesField } from '@/fields/search-properties'
import { CACHE_TAGS } from '@/server/cache-tags'
import { checkLinksAfterGlobalChange } from '@/hooks/queue-link-check'

/** The home view: its blocks in order, and what search engines see of it. */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  // In the menu as its first entry (admin/nav/HomePageLink), ahead of the groups.
  admin: { group: false, preview: () => previewUrlFor('home-page', {}), components: { views: versionHistoryViews } },
  access: {
    read: publishedOrStaff,
    update: writeUnlessPublishing,
  },
  versions: globalVersions,
  hooks: {
    beforeOperation: [guardGlobalPublishing],
    beforeChange: [trackGlobalReview],
    afterChange: [expireOnGlobalChange(CACHE_TAGS.homePage), auditGlobalChange, checkLinksAfterGlobalChange],
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
              blocks: layoutBlocks,
              admin: { initCollapsed: true, description: 'From top to bottom. Open a section to change it.' },
            },
          ],
        },
        { label: 'Search engines', fields: [searchPropertiesField({ defaultTitle: 'Home', withCanonical: false })] },
      ],
    },
    lastEditedByField,
    ...reviewFields,
  ],
}
