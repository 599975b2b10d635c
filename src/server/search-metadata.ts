import 'server-only'

import type { Metadata } from 'next'

import { FELL_BACK_META_NAME } from '@/lib/fell-back'
import { mediaDeliveryUrl } from '@/lib/media-paths'
import type { ImageView, SearchPropertiesView } from '@/lib/views'

import { getSearchProperties } from './search-properties'
import { logger } from '@/server/log'

/** Shared when a page has no image of its own. */
const DEFAULT_SHARE_IMAGE = '/img/og-default.png'

/**
 * The search-properties rule: title, description and head tags; a page that is not
 * indexed asks for noindex,nofollow.
 */
export function searchMetadata(search: SearchPropertiesView, path: string, image?: ImageView): Metadata {
  const shareImage = image
    ? { url: mediaDeliveryUrl(image.contentKey, { width: 1280 }), alt: image.altText }
    : { url: DEFAULT_SHARE_IMAGE, alt: '' }
  return {
    title: search.pageTitle,
    description: search.description,
    openGraph: {
      type: 'website',
      title: search.pageTitle,
      description: search.description,
      url: search.canonicalUrl || path,
      images: [shareImage],
    },
    twitter: {
      card: 'summary_large_image',
      title: search.pageTitle,
      description: search.description,
      images: [shareImage],
    },
    alternates: {
      canonical: search.canonicalUrl || path,
      languages: Object.fromEntries((search.hrefLangUrls ?? []).map(({ lang, url }) => [lang, url])),
    },
    robots: search.isSeoIndexed ? { index: true, follow: true } : { index: false, follow: false },
  }
}

/**
 * The search assistant of a page with a record id: its search-properties record decides
 * the metadata. If the record cannot be read, the failure is logged and the page's own
 * inputs stand unchanged.
 */
export async function recordSearchMetadata(
  recordId: string,
  inputs: SearchPropertiesView,
  path: string,
  image?: ImageView,
): Promise<Metadata> {
  try {
    const record = await getSearchProperties(recordId)
    if (!record) return searchMetadata(inputs, path, image)
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
    return searchMetadata(
      {
        pageTitle: text(record.fields.Title) ?? inputs.pageTitle,
        description: text(record.fields.Description) ?? inputs.description,
        isSeoIndexed: record.isSeoIndexed,
        canonicalUrl: record.canonicalUrl ?? inputs.canonicalUrl,
        hrefLangUrls: record.hrefLangUrls,
        customHeadTags: inputs.customHeadTags,
      },
      path,
      image,
    )
  } catch (error) {
    logger.error({ recordId, err: String(error) }, 'Search properties failed')
    // The server keeps no copy of the page (components/page-regions/FellBack.tsx).
    return { ...searchMetadata(inputs, path, image), other: { [FELL_BACK_META_NAME]: 'search-properties' } }
  }
}
