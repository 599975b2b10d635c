import 'server-only'

import { unstable_cache } from 'next/cache'

import { lastReviewedShown } from '@/governance'
import type { ImageView, LayoutBlock, SearchPropertiesView } from '@/lib/views'

import { CACHE_TAGS } from './cache-tags'
import { toImageView } from './images'
import { getPayloadClient, PAGE_POPULATE, PUBLIC_READ, type ReadOptions } from './payload-client'
import { readOptionsForRequest } from './preview'
import { richTextToHtml } from './rich-text'

export type NamedPageView = {
  recordId: string
  apiName: string
  path: string
  title: string
  kind: string
  summary?: string
  productAlias?: string
  heroImage?: ImageView
  bodyHtml: string
  layout: LayoutBlock[]
  searchProperties: SearchPropertiesView
  /** When the page was last marked as reviewed, where the agency shows it. */
  lastReviewedAt?: string
}

async function loadNamedPageByPath(path: string, read: ReadOptions = PUBLIC_READ): Promise<NamedPageView | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'named-pages',
    ...read,
    where: { path: { equals: path } },
    limit: 1,
    depth: 1,
    populate: PAGE_POPULATE,
  })
  const page = result.docs[0]
  if (!page) return null
  const search = page.searchProperties
  const lastReviewedAt = await lastReviewedShown(payload, 'named-pages', page.id)
  return {
    ...(lastReviewedAt ? { lastReviewedAt } : {}),
    recordId: page.recordId,
    apiName: page.apiName,
    path: page.path,
    title: page.title,
    kind: page.kind,
    summary: page.summary ?? undefined,
    productAlias: page.productAlias ?? undefined,
    heroImage: toImageView(page.heroImage),
    bodyHtml: richTextToHtml(page.body),
    layout: page.layout ?? [],
    searchProperties: {
      pageTitle: search?.pageTitle || page.title,
      description: search?.description || page.summary || undefined,
      isSeoIndexed: search?.isSeoIndexed ?? true,
      canonicalUrl: search?.canonicalUrl ?? undefined,
      customHeadTags: search?.customHeadTags ?? undefined,
      hrefLangUrls: (search?.hrefLangUrls ?? []).map(({ lang, url }) => ({ lang, url })),
    },
  }
}

const getPublishedPageByPath = unstable_cache((path: string) => loadNamedPageByPath(path), ['named-page-by-path'], {
  tags: [CACHE_TAGS.namedPages, CACHE_TAGS.media, CACHE_TAGS.siteSettings],
})

/**
 * A page by its path (offerings/stratus), or null: unpublished pages are not found,
 * except by the editor previewing them.
 */
export async function getNamedPageByPath(path: string): Promise<NamedPageView | null> {
  const preview = await readOptionsForRequest()
  return preview ? loadNamedPageByPath(path, preview) : getPublishedPageByPath(path)
}
