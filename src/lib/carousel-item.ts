/**
 * The carousel item as the product maps it (spec section 3), from the raw item a loader
 * returns. Every fallback of the spec lives here, used by the server render and the
 * browser alike.
 */
import { isCarouselContentType } from './carousel-rules'
import { correctVideoUrl } from './video'

/** A static resource shown when an item has no image. */
export const PLACEHOLDER_IMAGE_URL = '/img/carousel-placeholder.svg'

/** An item as the server methods return it (platform field names included). */
export type RawCarouselItem = {
  id?: string | null
  imageUrl?: string | null
  imageAltText?: string | null
  title?: string | null
  caption?: string | null
  body?: string | null
  meta?: string | null
  type?: string | null
  videoUrl?: string | null
  captionsUrl?: string | null
  clickUrl?: string | null
  Display_URL__c?: string | null
  displayUrlIcon?: string | null
  Display_URL_Icon__c?: string | null
  displayUrlText?: string | null
  Display_URL_Text__c?: string | null
  displayOrder?: string | number | null
  publishDate?: string | null
  eventDate?: string | null
}

export type CarouselItem = {
  id: string
  imageUrl: string
  imageAltText: string
  title: string
  caption: string
  body: string
  meta: string
  type: string
  correctedVideoUrl?: string
  captionsUrl?: string
  displayUrl?: string
  displayUrlIcon?: string
  displayUrlText?: string
  displayOrder?: string
  clickUrl?: string
  publishDate?: string
  eventDate?: string
}

const text = (value: string | null | undefined) => (value ?? '').toString()
const optional = (...values: (string | null | undefined)[]) => values.find((value) => value) ?? undefined

export function mapCarouselItem(raw: RawCarouselItem, contentType: string, index = 0): CarouselItem {
  return {
    id: text(raw.id) || `item-${index}`,
    imageUrl: raw.imageUrl || PLACEHOLDER_IMAGE_URL,
    imageAltText: raw.imageUrl ? text(raw.imageAltText) : '',
    title: text(raw.title),
    caption: text(raw.caption),
    body: text(raw.body),
    meta: text(raw.meta),
    type: raw.type || (isCarouselContentType(contentType) ? contentType : text(contentType)),
    correctedVideoUrl: correctVideoUrl(raw.videoUrl),
    captionsUrl: optional(raw.captionsUrl),
    displayUrl: optional(raw.clickUrl, raw.Display_URL__c),
    displayUrlIcon: optional(raw.displayUrlIcon, raw.Display_URL_Icon__c),
    displayUrlText: optional(raw.displayUrlText, raw.Display_URL_Text__c, raw.Display_URL__c),
    displayOrder:
      raw.displayOrder === null || raw.displayOrder === undefined || raw.displayOrder === ''
        ? undefined
        : String(raw.displayOrder),
    clickUrl: optional(raw.clickUrl),
    publishDate: optional(raw.publishDate),
    eventDate: optional(raw.eventDate),
  }
}
