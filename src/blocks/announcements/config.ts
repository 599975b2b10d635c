import type { Block } from 'payload'

import { sectionLayoutField } from '@/fields/section-layout'

/** Where the active site announcements appear; the banners themselves are a collection. */
export const announcementsBlock: Block = {
  slug: 'announcements',
  interfaceName: 'AnnouncementsBlock',
  labels: { singular: 'Announcement banners', plural: 'Announcement banners' },
  // How the block looks, shown in the block picker (issue 28, item 9).
  imageURL: '/admin-blocks/announcements.svg',
  imageAltText: 'The site’s active banners, one above the other, at the top of the page',
  fields: [sectionLayoutField()],
}
