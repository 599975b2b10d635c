import { FellBack } from '@/components/page-regions/FellBack'
import { HIDE_DISMISSED_BANNERS_SCRIPT } from '@/lib/announcements'

import type { AnnouncementsBlock as AnnouncementsBlockData } from '@/payload-types'

import { defineBlockRenderer } from '../types'
import { BannerStack } from './BannerStack.client'
import { toAnnouncementsView, type AnnouncementsView } from './view'

/** The announcement banners; dismissed ones are hidden before they are painted. */
export function AnnouncementsBlock({ view: { banners, failed } }: { view: AnnouncementsView }) {
  if (failed) return <FellBack part="announcements" />
  if (banners.length === 0) return null
  return (
    <>
      <BannerStack banners={banners} />
      <script dangerouslySetInnerHTML={{ __html: HIDE_DISMISSED_BANNERS_SCRIPT }} />
    </>
  )
}

export const renderer = defineBlockRenderer<AnnouncementsBlockData, AnnouncementsView>({
  regionLabel: 'Site announcements',
  element: 'div',
  toView: toAnnouncementsView,
  Component: ({ view }) => <AnnouncementsBlock view={view} />,
})
