import 'server-only'

import type { Metadata } from 'next'

import type { SearchPropertiesView } from '@/lib/views'

/**
 * The search-properties rule: title, description and head tags; a page that is not
 * indexed asks for noindex,nofollow.
 */
export function searchMetadata(search: SearchPropertiesView, path: string): Metadata {
  return {
    title: search.pageTitle,
    description: search.description,
    alternates: {
      canonical: search.canonicalUrl || path,
      languages: Object.fromEntries((search.hrefLangUrls ?? []).map(({ lang, url }) => [lang, url])),
    },
    robots: search.isSeoIndexed ? { index: true, follow: true } : { index: false, follow: false },
  }
}
