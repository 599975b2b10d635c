import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'

/** Where the active site announcements appear; the banners themselves are a collection. */
export const announcementsBlock: Block = {
  slug: 'announcements',
  interfaceName: 'AnnouncementsBlock',
  labels: { singular: 'Announcement banners', plural: 'Announcement banners' },
  fields: [sectionLayoutField()],
}
