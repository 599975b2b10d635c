import path from 'node:path'

import type { CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

const EXTENSION_OF: Record<string, { extension: string; mimetype: string }> = {
  png: { extension: 'png', mimetype: 'image/png' },
  jpeg: { extension: 'jpg', mimetype: 'image/jpeg' },
  webp: { extension: 'webp', mimetype: 'image/webp' },
  gif: { extension: 'gif', mimetype: 'image/gif' },
  heif: { extension: 'avif', mimetype: 'image/avif' },
}

/**
 * An image is stored under a name that says what it is: a PNG sent as `x.html` becomes
 * `x.png` (issue 29 #16), so no server or browser ever takes it for a page. What is not
 * an image is left to the collection's type check, which refuses it.
 */
export const nameImagesByContent: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file?.data) return args
  const format = await sharp(req.file.data)
    .metadata()
    .then(
      (meta) => meta.format,
      () => undefined,
    )
  const detected = format ? EXTENSION_OF[format] : undefined
  if (!detected) return args
  const base = path.parse(req.file.name).name || 'image'
  req.file.name = `${base}.${detected.extension}`
  req.file.mimetype = detected.mimetype
  return args
}
