import type React from 'react'

import { buildSrcSet } from '@/lib/srcset'
import type { ImageView } from '@/lib/views'

type Props = {
  image: ImageView
  sizes: string
  className?: string
  /** Above-the-fold images load first; others lazily. */
  priority?: boolean
  /** Decorative images are hidden from assistive technology. */
  decorative?: boolean
  style?: React.CSSProperties
}

/** An image with sources for mobile, tablet and desktop widths. */
export function ResponsiveImage({ image, sizes, className, priority = false, decorative = false, style }: Props) {
  const srcSet = buildSrcSet(image.srcSet)
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={className}
      style={style}
      src={image.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={decorative ? '' : image.altText}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}
