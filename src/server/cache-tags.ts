import { revalidateTag } from 'next/cache'

import { metrics } from '@/runtime/metrics'

/**
 * Cache tags: every cached read names the content it depends on, and every change
 * to that content expires the tag, so listings refresh with the record they show.
 */
export const CACHE_TAGS = {
  homePage: 'home-page',
  siteSettings: 'site-settings',
  carouselItems: 'carousel-items',
  announcements: 'announcements',
  namedPages: 'named-pages',
  media: 'media',
  redirects: 'redirects',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

/**
 * Expires the tag at once, so the next request renders fresh content. Outside a Next
 * server (seed script, migrations, tests on the Local API) there is no cache to expire.
 */
export function expireCacheTag(tag: CacheTag): void {
  metrics.liveContentChanges.inc({ tag })
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next request: nothing is cached in this process.
  }
}
