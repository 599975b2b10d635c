import 'server-only'

import type { Media } from '@/payload-types'
import type { ImageView } from '@/lib/views'

/** A media document (or its id, when not populated) as the image view components use. */
export function toImageView(media: Media | number | null | undefined): ImageView | undefined {
  if (!media || typeof media === 'number' || !media.url) return undefined
  const srcSet = Object.values(media.sizes ?? {})
    .filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width))
    .map((size) => ({ url: size.url, width: size.width }))
    .sort((a, b) => a.width - b.width)
  return {
    url: media.url,
    altText: media.altText,
    contentKey: media.contentKey,
    width: media.width ?? null,
    height: media.height ?? null,
    srcSet,
    bgPosition: media.bgPosition ?? 'center',
    bgSizeOrRepeat: media.bgSizeOrRepeat ?? 'cover',
  }
}
