import 'server-only'

import type { PageDirectory } from '@/lib/page-links'
import type { BlockView } from '@/lib/views'
import type { HomePage } from '@/payload-types'

import { toContactBandView } from './contact-band/to-view'
import { toHeroView } from './hero/to-view'
import { toSectionView } from './section-view'
import { toServiceTileViews } from './services/to-view'
import { toSolutionsTabsView } from './solutions-tabs/to-view'

/** A block of any page layout (the home page's and the named pages' share one set). */
export type LayoutBlock = NonNullable<HomePage['layout']>[number]

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

export function toBlockViews(layout: LayoutBlock[] | null | undefined, directory: PageDirectory): BlockView[] {
  return (layout ?? []).map((block, index) => toBlockView(block, index, directory))
}
