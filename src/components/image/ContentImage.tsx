import { mediaDeliveryUrl } from '@/lib/media-paths'
import { isValidImageUrl } from '@/lib/srcset'
import { storedImageToView } from '@/server/images'
import { getImageByContentKey, type StoredImage } from '@/server/media'

import { ResponsiveImage } from './ResponsiveImage'
import { logger } from '@/server/log'

type Props = {
  contentKey: string
  /** Used when the content cannot be fetched. */
  defaultUrl?: string
  sizes: string
  className?: string
}

/**
 * An image from managed content by its key. If the content cannot be fetched, it falls
 * back to the default URL, else to the content-key delivery path.
 */
export async function ContentImage({ contentKey, defaultUrl, sizes, className }: Props) {
  let image: StoredImage | null = null
  try {
    image = await getImageByContentKey(contentKey)
  } catch (error) {
    logger.warn({ contentKey, err: String(error) }, 'Image content fetch failed')
  }
  if (image) return <ResponsiveImage image={storedImageToView(image)} sizes={sizes} className={className} />
  const src = defaultUrl && isValidImageUrl(defaultUrl) ? defaultUrl : mediaDeliveryUrl(contentKey)
  // eslint-disable-next-line @next/next/no-img-element
  return <img className={className} src={src} alt="" loading="lazy" decoding="async" />
}
