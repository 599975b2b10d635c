import 'server-only'

import { resolveLink } from '@/lib/page-links'
import { getActiveBanners } from '@/server/announcements'
import { getPageDirectory } from '@/server/page-directory'

import type { BannerWithLink } from './Component'

export async function loadBanners(): Promise<BannerWithLink[]> {
  const [banners, directory] = await Promise.all([getActiveBanners(), getPageDirectory()])
  return banners.map((banner) => ({ ...banner, link: resolveLink(banner.LinkHref, directory) }))
}
