import { announcementsBlock } from './announcements/config'
import { carouselBlock } from './carousel/config'
import { contactBandBlock } from './contact-band/config'
import { heroBlock } from './hero/config'
import { servicesBlock } from './services/config'
import { solutionsTabsBlock } from './solutions-tabs/config'

/** Every block a page layout may hold, in the order the admin offers them. */
export const pageBlocks = [
  announcementsBlock,
  heroBlock,
  solutionsTabsBlock,
  servicesBlock,
  contactBandBlock,
  carouselBlock,
]
