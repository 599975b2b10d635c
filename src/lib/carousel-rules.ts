/** The carousel's rules from the spec (sections 3, 5 and 9), as pure functions. */

export const CAROUSEL_CONTENT_TYPES = ['News', 'Events', 'Bios', 'Videos', 'Process'] as const
export type CarouselContentType = (typeof CAROUSEL_CONTENT_TYPES)[number]

/** Item types: the content types plus Video, a card type of its own. */
export const CAROUSEL_ITEM_TYPES = [...CAROUSEL_CONTENT_TYPES, 'Video'] as const
export type CarouselItemType = (typeof CAROUSEL_ITEM_TYPES)[number]

export const CAROUSEL_LOCATIONS = ['Site', 'Product'] as const
export type CarouselLocation = (typeof CAROUSEL_LOCATIONS)[number]

export function isCarouselContentType(value: unknown): value is CarouselContentType {
  return typeof value === 'string' && (CAROUSEL_CONTENT_TYPES as readonly string[]).includes(value)
}

/** 'Site' uses only the site name, 'Product' only the product alias, anything else neither. */
export function loaderScope(
  location: string | null | undefined,
  siteName: string | null | undefined,
  productAlias: string | null | undefined,
): { site: string; productAlias: string } {
  if (location === 'Site') return { site: siteName ?? '', productAlias: '' }
  if (location === 'Product') return { site: '', productAlias: productAlias ?? '' }
  return { site: '', productAlias: '' }
}

export function isVideoType(type: string | null | undefined): boolean {
  return type === 'Video' || type === 'Videos'
}

/** A process card's step label: displayOrder padded with zeros to 2 characters, 0 when missing. */
export function stepNumber(displayOrder: string | number | null | undefined): string {
  const value = displayOrder === null || displayOrder === undefined || displayOrder === '' ? '0' : String(displayOrder)
  return value.padStart(2, '0')
}

/** A process card's link label: the link text, else the link itself, else 'Open link'. */
export function linkLabel(displayUrlText: string | null | undefined, displayUrl: string | null | undefined): string {
  return displayUrlText || displayUrl || 'Open link'
}

/** Scroll arrows show only when there are more than 3 items. */
export function showsScrollArrows(itemCount: number): boolean {
  return itemCount > 3
}

/** One arrow press scrolls by the smaller of the container width and two panel widths. */
export function scrollStep(containerWidth: number, panelWidth: number): number {
  return Math.min(containerWidth, 2 * panelWidth)
}
