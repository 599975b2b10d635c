import type { CollectionBeforeOperationHook } from 'payload'

import { publicError } from './public-error'

/**
 * Refuses an upload above the collection's size limit before anything is stored.
 * (Payload itself checks the content against the allowed types, so a renamed SVG or
 * script is refused whatever its name says.)
 */
export const limitUploadSize =
  (maxBytes: number): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const size = req.file?.size ?? req.file?.data?.length ?? 0
    if (size > maxBytes) {
      const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10
      throw publicError(`The file is too large: the limit is ${megabytes} MB.`, 413, 'FileTooLarge')
    }
    return args
  }
