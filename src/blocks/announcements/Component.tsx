import { HIDE_DISMISSED_BANNERS_SCRIPT } from '@/lib/announcements'
import type { BannerView, LinkView } from '@/lib/views'

import { BannerStack } from './BannerStack.client'

export type BannerWithLink = BannerView & { link?: LinkView }

/** The announcement banners; dismissed ones are hidden before they are painted. */
export function AnnouncementsBlock({ banners }: { banners: BannerWithLink[] }) {
  if (banners.length === 0) return null
  return (
    <>
      <BannerStack banners={banners} />
      <script dangerouslySetInnerHTML={{ __html: HIDE_DISMISSED_BANNERS_SCRIPT }} />
    </>
  )
}
