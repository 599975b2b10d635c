import 'server-only'

import { mediaDeliveryUrl } from '@/lib/media-paths'
import type { ImageView } from '@/lib/views'
import type { Media } from '@/payload-types'

import { toStoredImage, type StoredImage } from './media'

/** The spec's responsive widths. */
const RESPONSIVE_WIDTHS = { mobile: 640, tablet: 960, desktop: 1920 } as const

/**
 * A media document (or its id, when not populated) as the image components use it:
 * delivered by content key, at the responsive widths up to the original's.
 */
export function toImageView(media: Media | number | null | undefined): ImageView | undefined {
  if (!media || typeof media === 'number') return undefined
  const stored = toStoredImage(media)
  return stored ? storedImageToView(stored) : undefined
}

function storedImageToView(stored: StoredImage): ImageView {
  const source = (width: number) => ({
    url: mediaDeliveryUrl(stored.contentKey, { width, version: stored.version }),
    width,
  })
  const srcSet: ImageView['srcSet'] = {}
  for (const [device, width] of Object.entries(RESPONSIVE_WIDTHS) as [keyof typeof RESPONSIVE_WIDTHS, number][]) {
    // An image narrower than a device's width is offered at its own width for that device, once.
    const fitted = stored.width ? Math.min(width, stored.width) : width
    if (!Object.values(srcSet).some((entry) => entry?.width === fitted)) srcSet[device] = source(fitted)
  }
  return {
    url: mediaDeliveryUrl(stored.contentKey, { width: Math.min(960, stored.width ?? 960), version: stored.version }),
    rawUrl: mediaDeliveryUrl(stored.contentKey, { version: stored.version }),
    altText: stored.altText,
    contentKey: stored.contentKey,
    width: stored.width,
    height: stored.height,
    srcSet,
    bgPosition: stored.bgPosition,
    bgSizeOrRepeat: stored.bgSizeOrRepeat,
  }
}
