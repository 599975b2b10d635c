import type { CollectionConfig } from 'payload'

import { VIDEO_TYPES } from '@/lib/upload-rules'

import { env } from '@/config/env'
import type { Publishing } from '@/publishing'
import { CACHE_TAGS } from '@/server/cache-tags'

import { limitUploadSize } from '@/hooks/limit-upload-size'
import { answerMissingUploads } from '@/endpoints/missing-upload'

/** Video files and their caption tracks, played on the site without outside hosts. */
export const VideoFiles: CollectionConfig = {
  slug: 'video-files',
  labels: { singular: 'Video file', plural: 'Video files' },
  admin: {
    useAsTitle: 'title',
    group: 'Media',
    description:
      'A new video stays off the site until an item that uses it is approved: it goes live with that approval. Replacing the file or its captions goes through review: the site keeps the old one until the change is approved.',
  },
  // A new upload goes live with the first approved item that uses it; replacing a published
  // video is reviewed. Videos play in carousels.
  custom: {
    publishing: {
      kind: 'Video file',
      changes: 'replacements',
      cacheTag: CACHE_TAGS.carouselItems,
    } satisfies Publishing,
  },
  upload: {
    staticDir: `${env().mediaDir}/video`,
    // Local storage only: with S3 the storage plugin answers for files.
    handlers: env().s3 ? [] : [answerMissingUploads(`${env().mediaDir}/video`)],
    mimeTypes: VIDEO_TYPES.map((type) => type.mimeType),
    pasteURL: false,
  },
  hooks: {
    beforeOperation: [limitUploadSize(env().uploadMaxVideoBytes)],
  },
  fields: [
    {
      name: 'uploadRules',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/admin/upload/UploadRules#UploadRules',
            clientProps: { accepted: VIDEO_TYPES, maxBytes: env().uploadMaxVideoBytes },
          },
        },
      },
    },
    { name: 'title', label: 'Title', type: 'text', required: true },
  ],
}
