import 'server-only'

import { resolveLink } from '@/lib/page-links'
import type { BannerView, LinkView } from '@/lib/views'
import { getActiveBanners } from '@/server/announcements'
import { logger } from '@/server/log'

import type { BlockContext } from '../types'

export type BannerWithLink = BannerView & { link?: LinkView }

export type AnnouncementsView = { banners: BannerWithLink[]; failed: boolean }

/** The banners to show now; on a load failure none, rather than breaking the page. */
export async function toAnnouncementsView(
  _block: unknown,
  { directory }: Pick<BlockContext, 'directory'>,
): Promise<AnnouncementsView> {
  try {
    const banners = await getActiveBanners()
    return {
      banners: banners.map((banner) => ({ ...banner, link: resolveLink(banner.LinkHref, directory) })),
      failed: false,
    }
  } catch (error) {
    logger.error({ err: String(error) }, 'Announcement load failed')
    return { banners: [], failed: true }
  }
}
