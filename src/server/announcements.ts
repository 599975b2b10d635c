import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { BannerView } from '@/lib/views'
import type { Announcement } from '@/payload-types'

import { CACHE_TAGS } from './cache-tags'
import { getPayloadClient, PUBLIC_READ } from './payload-client'

function toBannerView(announcement: Announcement): BannerView {
  return {
    Key: announcement.key,
    Version: announcement.version,
    Title: announcement.title,
    Message: announcement.message ?? undefined,
    LinkHref: announcement.linkHref ?? undefined,
    LinkLabel: announcement.linkLabel ?? undefined,
    Theme: announcement.theme ?? 'info',
  }
}

async function loadActiveBanners(): Promise<BannerView[]> {
  const payload = await getPayloadClient()
  const now = new Date().toISOString()
  const result = await payload.find({
    collection: 'announcements',
    ...PUBLIC_READ,
    depth: 0,
    limit: 20,
    pagination: false,
    sort: '-activeFrom',
    where: {
      and: [
        { or: [{ activeFrom: { exists: false } }, { activeFrom: { less_than_equal: now } }] },
        { or: [{ activeUntil: { exists: false } }, { activeUntil: { greater_than: now } }] },
      ],
    },
  })
  return result.docs.map(toBannerView)
}

const cachedActiveBanners = cache(
  unstable_cache(loadActiveBanners, ['active-banners'], {
    tags: [CACHE_TAGS.announcements],
    // Banners start and end on their own schedule, not only when edited.
    revalidate: 60,
  }),
)

/** The banners to show now (a load failure is the caller's to handle). */
export async function getActiveBanners(): Promise<BannerView[]> {
  return cachedActiveBanners()
}
