import 'server-only'

import { unstable_cache } from 'next/cache'

import { toContactBandView } from '@/blocks/contact-band/to-view'
import { toHeroView } from '@/blocks/hero/to-view'
import { toSectionView } from '@/blocks/section-view'
import { toServiceTileViews } from '@/blocks/services/to-view'
import { toSolutionsTabsView } from '@/blocks/solutions-tabs/to-view'
import type { PageDirectory } from '@/lib/page-links'
import type { BlockView, HomeView } from '@/lib/views'
import type { HomePage } from '@/payload-types'

import { CACHE_TAGS } from './cache-tags'
import { getPageDirectory } from './page-directory'
import { getPayloadClient, PUBLIC_READ } from './payload-client'

type LayoutBlock = NonNullable<HomePage['layout']>[number]

function toBlockView(block: LayoutBlock, index: number, directory: PageDirectory): BlockView {
  const id = block.id ?? `${block.blockType}-${index}`
  const section = toSectionView(block.section)
  switch (block.blockType) {
    case 'announcements':
      return { blockType: 'announcements', id, section }
    case 'hero':
      return { blockType: 'hero', id, section, hero: toHeroView(block, directory) }
    case 'solutionsTabs':
      return { blockType: 'solutionsTabs', id, section, solutions: toSolutionsTabsView(block, directory) }
    case 'services':
      return {
        blockType: 'services',
        id,
        section,
        headerText: block.headerText ?? undefined,
        tiles: toServiceTileViews(block, directory),
      }
    case 'contactBand':
      return { blockType: 'contactBand', id, section, contact: toContactBandView(block, directory) }
    case 'carousel':
      return {
        blockType: 'carousel',
        id,
        section,
        carousel: {
          carouselTitle: block.carouselTitle ?? undefined,
          carouselSubTitle: block.carouselSubTitle ?? undefined,
          siteName: block.siteName ?? undefined,
          carouselLocation: block.carouselLocation,
          contentType: block.contentType,
          productAlias: block.productAlias ?? undefined,
        },
      }
  }
}

async function loadHomeView(): Promise<HomeView> {
  const payload = await getPayloadClient()
  const [home, directory] = await Promise.all([
    payload.findGlobal({ slug: 'home-page', ...PUBLIC_READ, depth: 1 }),
    getPageDirectory(),
  ])
  const search = home.searchProperties
  return {
    blocks: (home.layout ?? []).map((block, index) => toBlockView(block, index, directory)),
    searchProperties: {
      pageTitle: search?.pageTitle || 'Home',
      description: search?.description ?? undefined,
      isSeoIndexed: search?.isSeoIndexed ?? true,
      customHeadTags: search?.customHeadTags ?? undefined,
    },
  }
}

/** The published home page, cached until an editor changes it or anything it shows. */
export const getHomeView = unstable_cache(loadHomeView, ['home-view'], {
  tags: [CACHE_TAGS.homePage, CACHE_TAGS.namedPages, CACHE_TAGS.media],
})
