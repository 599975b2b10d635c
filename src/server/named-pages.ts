import 'server-only'

import { unstable_cache } from 'next/cache'

import { toBlockViews } from '@/blocks/to-block-view'
import type { BlockView, ImageView, SearchPropertiesView } from '@/lib/views'

import { CACHE_TAGS } from './cache-tags'
import { toImageView } from './images'
import { getPageDirectory } from './page-directory'
import { getPayloadClient, PUBLIC_READ } from './payload-client'
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
  blocks: BlockView[]
  searchProperties: SearchPropertiesView
}

async function loadNamedPageByPath(path: string): Promise<NamedPageView | null> {
  const payload = await getPayloadClient()
  const [result, directory] = await Promise.all([
    payload.find({
      collection: 'named-pages',
      ...PUBLIC_READ,
      where: { path: { equals: path } },
      limit: 1,
      depth: 1,
    }),
    getPageDirectory(),
  ])
  const page = result.docs[0]
  if (!page) return null
  const search = page.searchProperties
  return {
    recordId: page.recordId,
    apiName: page.apiName,
    path: page.path,
    title: page.title,
    kind: page.kind,
    summary: page.summary ?? undefined,
    productAlias: page.productAlias ?? undefined,
    heroImage: toImageView(page.heroImage),
    bodyHtml: richTextToHtml(page.body),
    blocks: toBlockViews(page.layout, directory),
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

/** A published page by its path (offerings/stratus), or null: unpublished pages are not found. */
export const getNamedPageByPath = unstable_cache(loadNamedPageByPath, ['named-page-by-path'], {
  tags: [CACHE_TAGS.namedPages, CACHE_TAGS.media],
})
