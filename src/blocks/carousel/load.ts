import 'server-only'

import { mapCarouselItem, type CarouselItem } from '@/lib/carousel-item'
import { isCarouselContentType, loaderScope } from '@/lib/carousel-rules'
import type { CarouselSettingsView } from '@/lib/views'
import { carouselLoaders, LOADER_OF } from '@/server/carousel'
import { logger } from '@/server/log'

export type CarouselData = { sectionTitle: string; items: CarouselItem[]; failed: boolean }

/**
 * Loads a carousel as the spec describes: an unknown content type gives an empty list;
 * the location decides which of site name and product alias is passed; on failure the
 * title falls back to the given title or 'Carousel' and the list is empty.
 */
export async function loadCarouselData(settings: CarouselSettingsView): Promise<CarouselData> {
  const contentType = settings.contentType ?? ''
  const fallbackTitle = settings.carouselTitle || 'Carousel'
  if (!isCarouselContentType(contentType)) return { sectionTitle: fallbackTitle, items: [], failed: false }
  const scope = loaderScope(settings.carouselLocation, settings.siteName, settings.productAlias)
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
