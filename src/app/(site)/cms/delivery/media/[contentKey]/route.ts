import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'

import { deliveryWidth } from '@/lib/media-paths'
import { getImageByContentKey, renderImageVariant } from '@/server/media'
import { logger } from '@/server/log'

const json = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * An image by managed-content key, resized to the requested width (never below 100
 * pixels) as WebP. With the current version in `v`, the response may be cached for a
 * year: a changed image gets a new version, hence a new address.
 */
export async function GET(request: Request, { params }: { params: Promise<{ contentKey: string }> }) {
  const { contentKey } = await params
  const url = new URL(request.url)
  const widthParam = url.searchParams.get('width')
  if (widthParam !== null && !/^\d{1,5}$/.test(widthParam)) {
    return json(400, 'The width parameter must be a whole number of pixels.')
  }
  const image = await getImageByContentKey(contentKey)
  if (!image) return json(404, `No image has the content key ${contentKey.slice(0, 40)}.`)

  const width = deliveryWidth(widthParam === null ? (image.width ?? 1920) : Number(widthParam), image.width)
  let file: string
  try {
    file = await renderImageVariant(image, width ?? 1920)
  } catch (error) {
    logger.error({ contentKey, err: String(error) }, 'Image rendering failed')
    return json(404, 'The image file is not available.')
  }
  const { size } = await stat(file)
  const immutable = url.searchParams.get('v') === image.version
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(size),
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
      ETag: `"${image.version}-${width}"`,
    },
  })
}
