/**
 * Cache tags: every cached read names the content it depends on, and every change
 * to what is live expires the tag (src/runtime/live-content.ts), so listings refresh
 * with the record they show.
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
