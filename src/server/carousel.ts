import 'server-only'

import { unstable_cache } from 'next/cache'

import type { CarouselResponse } from '@/lib/api-schemas'
import { isCarouselContentType, type CarouselContentType } from '@/lib/carousel-rules'
import type { CarouselItem as CarouselItemDoc } from '@/payload-types'

import { CACHE_TAGS } from './cache-tags'
import { carouselItemIdsInOrder, type CarouselOrder } from './carousel-listing'
import { toImageView } from './images'
import { getPayloadClient, PAGE_POPULATE, PUBLIC_READ } from './payload-client'
import { richTextToHtml } from './rich-text'

/** At most this many items per carousel: a strip, not an archive. */
const CAROUSEL_ITEM_LIMIT = 24

type Scope = { site?: string; productAlias?: string }

const TYPES_OF: Record<CarouselContentType, CarouselItemDoc['type'][]> = {
  News: ['News'],
  Events: ['Events'],
  Bios: ['Bios'],
  Videos: ['Videos', 'Video'],
  Process: ['Process'],
}

const ORDER_OF: Record<CarouselContentType, CarouselOrder> = {
  News: 'newest',
  Events: 'soonest',
  Bios: 'title',
  Videos: 'newest',
  Process: 'displayOrder',
}

function sectionTitleOf(contentType: CarouselContentType, scope: Scope): string {
  const owner = scope.site || scope.productAlias
  const titles: Record<CarouselContentType, string> = {
    News: 'news',
    Events: 'upcoming events',
    Bios: 'biographies',
    Videos: 'videos',
    Process: 'how it works',
  }
  const title = titles[contentType]
  return owner ? `${owner} ${title}` : title.charAt(0).toUpperCase() + title.slice(1)
}

/**
 * An uploaded file's address on this site, site-relative: Payload writes it absolute from
 * SITE_URL, which `media-src 'self'` refuses when the site is reached at another origin.
 */
function fileUrl(file: CarouselItemDoc['videoFile']): string | undefined {
  if (!file || typeof file !== 'object' || !file.url) return undefined
  try {
    const { pathname, search } = new URL(file.url, 'http://site.invalid')
    return `${pathname}${search}`
  } catch {
    return undefined
  }
}

/** A CMS item in the loaders' wire shape, with the platform's field names for links. */
function toRawCarouselItem(doc: CarouselItemDoc): CarouselResponse['carouselItems'][number] {
  const image = toImageView(doc.image)
  return {
    id: doc.recordId,
    imageUrl: image?.url ?? null,
    imageAltText: image?.altText ?? null,
    title: doc.title,
    caption: richTextToHtml(doc.caption),
    body: richTextToHtml(doc.body),
    meta: doc.meta ?? null,
    type: doc.type,
    videoUrl: fileUrl(doc.videoFile) ?? doc.videoUrl ?? null,
    captionsUrl: fileUrl(doc.captionsFile) ?? null,
    clickUrl: doc.clickUrl ?? null,
    Display_URL__c: doc.displayUrl ?? null,
    Display_URL_Icon__c: doc.displayUrlIcon ?? null,
    Display_URL_Text__c: doc.displayUrlText ?? null,
    displayOrder: doc.displayOrder === null || doc.displayOrder === undefined ? null : String(doc.displayOrder),
    publishDate: doc.publishDate,
    eventDate: doc.eventDate ?? null,
  }
}

async function queryCarousel(contentType: CarouselContentType, scope: Scope): Promise<CarouselResponse> {
  const payload = await getPayloadClient()
  const ids = await carouselItemIdsInOrder(payload, {
    types: TYPES_OF[contentType],
    site: scope.site,
    productAlias: scope.productAlias,
    eventsFrom: contentType === 'Events' ? new Date().toISOString() : undefined,
    order: ORDER_OF[contentType],
    limit: CAROUSEL_ITEM_LIMIT,
  })
  const result =
    ids.length === 0
      ? { docs: [] }
      : await payload.find({
          collection: 'carousel-items',
          ...PUBLIC_READ,
          where: { id: { in: ids } },
          limit: CAROUSEL_ITEM_LIMIT,
          pagination: false,
          depth: 1,
          populate: PAGE_POPULATE,
          select: {
            recordId: true,
            type: true,
            title: true,
            meta: true,
            caption: true,
            body: true,
            image: true,
            videoFile: true,
            videoUrl: true,
            captionsFile: true,
            clickUrl: true,
            displayUrl: true,
            displayUrlIcon: true,
            displayUrlText: true,
            displayOrder: true,
            publishDate: true,
            eventDate: true,
          },
        })
  const position = new Map(ids.map((id, index) => [id, index]))
  const docs = [...result.docs].sort((a, b) => (position.get(Number(a.id)) ?? 0) - (position.get(Number(b.id)) ?? 0))
  return {
    sectionTitle: sectionTitleOf(contentType, scope),
    carouselItems: docs.map((doc) => toRawCarouselItem(doc as CarouselItemDoc)),
  }
}

const cachedCarousel = unstable_cache(
  (contentType: CarouselContentType, site: string, productAlias: string) =>
    queryCarousel(contentType, { site, productAlias }),
  ['carousel'],
  // Upcoming events drop off as their date passes, so the cache also ages out.
  { tags: [CACHE_TAGS.carouselItems, CACHE_TAGS.media], revalidate: 300 },
)

/**
 * Items of one content type for a site and/or product alias. An unknown content type
 * gives an empty list.
 */
async function loadCarousel(contentType: string, scope: Scope): Promise<CarouselResponse> {
  if (!isCarouselContentType(contentType)) return { sectionTitle: '', carouselItems: [] }
  return cachedCarousel(contentType, scope.site?.trim() ?? '', scope.productAlias?.trim() ?? '')
}

/** The five server methods of the spec, with their parameter names. */
export const carouselLoaders = {
  getNews: ({ pSite, pProductAlias }: { pSite?: string; pProductAlias?: string }) =>
    loadCarousel('News', { site: pSite, productAlias: pProductAlias }),
  getUpcomingEvents: ({ pSite }: { pSite?: string }) => loadCarousel('Events', { site: pSite }),
  getBiographies: ({ pProductAlias }: { pProductAlias?: string }) =>
    loadCarousel('Bios', { productAlias: pProductAlias }),
  getVideos: ({ pProductAlias }: { pProductAlias?: string }) => loadCarousel('Videos', { productAlias: pProductAlias }),
  getProcesses: ({ pProductAlias, pSite }: { pProductAlias?: string; pSite?: string }) =>
    loadCarousel('Process', { site: pSite, productAlias: pProductAlias }),
} as const

export const LOADER_OF: Record<CarouselContentType, keyof typeof carouselLoaders> = {
  News: 'getNews',
  Events: 'getUpcomingEvents',
  Bios: 'getBiographies',
  Videos: 'getVideos',
  Process: 'getProcesses',
}
