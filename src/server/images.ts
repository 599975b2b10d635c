import 'server-only'

import { mediaDeliveryUrl } from '@/lib/media-paths'
import type { ImageView } from '@/lib/views'
import type { Media } from '@/payload-types'

import { toStoredImage, type StoredImage } from './media'

/** The spec's responsive widths: mobile 640, tablet 960, desktop 1920. */
const RESPONSIVE_WIDTHS = [640, 960, 1920]

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
  const widths = RESPONSIVE_WIDTHS.filter((width) => !stored.width || width <= stored.width)
  if (stored.width && !widths.includes(stored.width) && stored.width < 1920) widths.push(stored.width)
  const srcSet = widths.map((width) => ({
    url: mediaDeliveryUrl(stored.contentKey, { width, version: stored.version }),
    width,
  }))
  return {
    url: mediaDeliveryUrl(stored.contentKey, { width: Math.min(960, stored.width ?? 960), version: stored.version }),
    altText: stored.altText,
    contentKey: stored.contentKey,
    width: stored.width,
    height: stored.height,
    srcSet,
    bgPosition: stored.bgPosition,
    bgSizeOrRepeat: stored.bgSizeOrRepeat,
  }
}
