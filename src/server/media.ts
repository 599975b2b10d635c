import 'server-only'

import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rename } from 'node:fs/promises'
import path from 'node:path'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import sharp from 'sharp'

import { CONTENT_KEY_SHAPE } from '@/lib/record-id'
import type { Media } from '@/payload-types'

import { CACHE_TAGS } from './cache-tags'
import { readUploadedOriginal } from './media-storage'
import { imageVersion, renditionDir } from './renditions'
import { getPayloadClient, PUBLIC_READ } from './payload-client'

export type StoredImage = {
  contentKey: string
  filename: string
  mimeType: string
  width: number | null
  height: number | null
  altText: string
  bgPosition: string
  bgSizeOrRepeat: string
  version: string
}

export function toStoredImage(media: Media): StoredImage | null {
  if (!media.filename) return null
  return {
    contentKey: media.contentKey,
    filename: media.filename,
    mimeType: media.mimeType ?? 'application/octet-stream',
    width: media.width ?? null,
    height: media.height ?? null,
    altText: media.altText,
    bgPosition: media.bgPosition ?? 'center',
    bgSizeOrRepeat: media.bgSizeOrRepeat ?? 'cover',
    version: imageVersion(media),
  }
}

async function loadImage(contentKey: string): Promise<StoredImage | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'media',
    ...PUBLIC_READ,
    where: { contentKey: { equals: contentKey } },
    limit: 1,
    depth: 0,
  })
  const media = result.docs[0]
  return media ? toStoredImage(media) : null
}

const cachedImage = cache(unstable_cache(loadImage, ['image-by-content-key'], { tags: [CACHE_TAGS.media] }))

/** The image stored under a managed-content key, or null for an unknown or malformed key. */
export async function getImageByContentKey(contentKey: string): Promise<StoredImage | null> {
  return CONTENT_KEY_SHAPE.test(contentKey) ? cachedImage(contentKey) : null
}

/**
 * The image as WebP at the given width, rendered once and kept, named by its content key,
 * version and width, so two images never share a file (written to a temporary name
 * first, so a crash never leaves half a file).
 */
export async function renderImageVariant(image: StoredImage, width: number): Promise<string> {
  const variantDir = renditionDir()
  const target = path.join(variantDir, `${image.contentKey}-${image.version}-${width}.webp`)
  if (existsSync(target)) return target
  await mkdir(variantDir, { recursive: true })
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`
  await sharp(await readUploadedOriginal(image.filename))
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toFile(temporary)
  await rename(temporary, target)
  return target
}
