import 'server-only'

import { mapCarouselItem, type CarouselItem } from '@/lib/carousel-item'
import { isCarouselContentType, loaderScope } from '@/lib/carousel-rules'
import { resolveLink } from '@/lib/page-links'
import type { LinkView } from '@/lib/views'
import type { CarouselBlock } from '@/payload-types'
import { carouselLoaders, LOADER_OF } from '@/server/carousel'
import { logger } from '@/server/log'

import type { BlockContext } from '../types'

/** The carousel controller's settings (spec section 3). */
export type CarouselSettings = Pick<
  CarouselBlock,
  'carouselTitle' | 'carouselSubTitle' | 'siteName' | 'productAlias'
> & {
  carouselLocation?: string | null
  contentType?: string | null
}

export type CarouselCard = CarouselItem & { displayLink?: LinkView; clickLink?: LinkView }

export type CarouselView = {
  sectionTitle: string
  subTitle?: string
  cards: CarouselCard[]
  /** The load failed: 'No items found.' shows, and the page is not kept. */
  failed: boolean
}

type CarouselData = { sectionTitle: string; items: CarouselItem[]; failed: boolean }

/**
 * Loads a carousel as the spec describes: an unknown content type gives an empty list;
 * the location decides which of site name and product alias is passed; on failure the
 * title falls back to the given title or 'Carousel' and the list is empty.
 */
async function loadCarouselData(settings: CarouselSettings): Promise<CarouselData> {
  const contentType = settings.contentType ?? ''
  const fallbackTitle = settings.carouselTitle || 'Carousel'
  if (!isCarouselContentType(contentType)) return { sectionTitle: fallbackTitle, items: [], failed: false }
  const scope = loaderScope(
    settings.carouselLocation ?? undefined,
    settings.siteName ?? undefined,
    settings.productAlias ?? undefined,
  )
  try {
    const response = await carouselLoaders[LOADER_OF[contentType]]({
      pSite: scope.site,
      pProductAlias: scope.productAlias,
    })
    return {
      sectionTitle: settings.carouselTitle || response.sectionTitle || fallbackTitle,
      items: response.carouselItems.map((raw, index) => mapCarouselItem(raw, contentType, index)),
      failed: false,
    }
  } catch (error) {
    logger.error({ contentType, err: String(error) }, 'Carousel load failed')
    return { sectionTitle: fallbackTitle, items: [], failed: true }
  }
}

export async function toCarouselView(
  settings: CarouselSettings,
  { directory }: Pick<BlockContext, 'directory'>,
): Promise<CarouselView> {
  const data = await loadCarouselData(settings)
  return {
    sectionTitle: data.sectionTitle,
    subTitle: settings.carouselSubTitle || undefined,
    failed: data.failed,
    cards: data.items.map((item) => ({
      ...item,
      displayLink: resolveLink(item.displayUrl, directory),
      clickLink: resolveLink(item.clickUrl, directory),
    })),
  }
}
