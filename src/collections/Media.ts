import type { CollectionConfig } from 'payload'

import { IMAGE_TYPES } from '@/lib/upload-rules'
import { env } from '@/config/env'
import { contentKeyField } from '@/fields/content-key'
import { mediaDeliveryUrl } from '@/lib/media-paths'
import { CACHE_TAGS } from '@/server/cache-tags'

import { limitUploadSize } from '@/hooks/limit-upload-size'
import { removeDeletedRenditions, removeReplacedRenditions } from '@/hooks/remove-renditions'
import type { Publishing } from '@/publishing'
import { answerMissingUploads } from '@/endpoints/missing-upload'
import { nameImagesByContent } from '@/hooks/name-by-content'
import { EDITING_WARNINGS } from '@/governance'

/** Images of the site, addressed by a stable managed-content key. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    useAsTitle: 'altText',
    defaultColumns: ['filename', 'altText', 'updatedAt'],
    group: 'Media',
    description:
      'A new image stays off the site until a page or item that uses it is approved: it goes live with that approval. Replacing the file or the alternative text of an image on the site goes through review: the site keeps the old one until the change is approved.',
  },
  // A new upload goes live with the first approved document that uses it; replacing a
  // published image is reviewed (src/publishing, ADRs 0038 and 0043).
  custom: {
    publishing: { kind: 'Image', changes: 'replacements', cacheTag: CACHE_TAGS.media } satisfies Publishing,
  },
  upload: {
    staticDir: env().mediaDir,
    // Local storage only: with S3 the storage plugin answers for files.
    handlers: env().s3 ? [] : [answerMissingUploads(env().mediaDir)],
    // Checked against the file's content. No SVG: it can carry script.
    mimeTypes: IMAGE_TYPES.map((type) => type.mimeType),
    // Renditions come from the public delivery route (src/server/media.ts), not from stored
    // sizes. A new image waiting for its page's approval is not public yet: staff see its
    // file through Payload's own route, which checks who asks.
    adminThumbnail: ({ doc }) =>
      doc._status === 'draft' && typeof doc.url === 'string'
        ? doc.url
        : typeof doc.contentKey === 'string'
          ? mediaDeliveryUrl(doc.contentKey, { width: 320 })
          : null,
    // No fetching of an editor-supplied URL on the server (no SSRF path): files are uploaded.
    pasteURL: false,
    focalPoint: true,
  },
  hooks: {
    beforeOperation: [limitUploadSize(env().uploadMaxImageBytes), nameImagesByContent],
    afterChange: [removeReplacedRenditions],
    afterDelete: [removeDeletedRenditions],
  },
  fields: [
    {
      name: 'uploadRules',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/admin/upload/UploadRules#UploadRules',
            clientProps: { accepted: IMAGE_TYPES, maxBytes: env().uploadMaxImageBytes },
          },
        },
      },
    },
    {
      name: 'altText',
      label: 'Alternative text',
      type: 'text',
      required: true,
      admin: {
        description: 'What the image shows, for people who cannot see it.',
        components: { afterInput: [EDITING_WARNINGS.altText] },
      },
    },
    contentKeyField,
    {
      type: 'row',
      fields: [
        {
          name: 'bgPosition',
          label: 'Background position',
          type: 'select',
          defaultValue: 'center',
          options: [
            'center',
            'top',
            'bottom',
            'left',
            'right',
            'left top',
            'right top',
            'left bottom',
            'right bottom',
          ].map((value) => ({ label: value[0]?.toUpperCase() + value.slice(1), value })),
        },
        {
          name: 'bgSizeOrRepeat',
          label: 'Background size',
          type: 'select',
          defaultValue: 'cover',
          options: [
            { label: 'Fill the area (may crop)', value: 'cover' },
            { label: 'Fit inside the area', value: 'contain' },
            { label: 'Natural size', value: 'auto' },
            { label: 'Repeat as tiles', value: 'repeat' },
            { label: 'Natural size, once', value: 'no-repeat' },
          ],
        },
      ],
    },
  ],
}
