/**
 * Addresses of images and other resources (spec section 7): images are delivered from
 * /cms/delivery/media/{contentKey} (also under the platform's site base path /sfsites/c),
 * at a requested width never below 100 pixels.
 */

const MEDIA_DELIVERY_PREFIX = '/cms/delivery/media'
const SITE_BASE_PATH = '/sfsites/c'

/** Widths the media route renders; a request snaps up to the next one. */
const DELIVERY_WIDTHS = [100, 160, 320, 480, 640, 960, 1280, 1600, 1920, 2560] as const
const MINIMUM_IMAGE_WIDTH = 100
const LARGEST_WIDTH = 2560

export function deliveryWidth(requested: number | null | undefined, originalWidth?: number | null): number | null {
  if (requested === null || requested === undefined || !Number.isFinite(requested)) return null
  const wanted = Math.max(MINIMUM_IMAGE_WIDTH, Math.ceil(requested))
  const snapped: number = DELIVERY_WIDTHS.find((width) => width >= wanted) ?? LARGEST_WIDTH
  return originalWidth ? Math.min(snapped, Math.max(MINIMUM_IMAGE_WIDTH, originalWidth)) : snapped
}

export function mediaDeliveryUrl(contentKey: string, options: { width?: number; version?: string } = {}): string {
  const params = new URLSearchParams()
  if (options.width) params.set('width', String(options.width))
  if (options.version) params.set('v', options.version)
  const query = params.toString()
  return `${MEDIA_DELIVERY_PREFIX}/${encodeURIComponent(contentKey)}${query ? `?${query}` : ''}`
}

export type ResourceKind = 'cms' | 'image' | 'asset'

/** Paths starting with /cms/, /img/ or /assets/ (optionally under the site base path). */
export function classifyResourcePath(path: string): ResourceKind | null {
  const local = path.startsWith(`${SITE_BASE_PATH}/`) ? path.slice(SITE_BASE_PATH.length) : path
  if (local.startsWith('/cms/')) return 'cms'
  if (local.startsWith('/img/')) return 'image'
  if (local.startsWith('/assets/')) return 'asset'
  return null
}
