import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { editorsAndAdmins } from '@/access/editors-and-admins'
import { env } from '@/config/env'
import { CONTENT_KEY_SHAPE, generateContentKey } from '@/lib/record-id'
import { CACHE_TAGS } from '@/server/cache-tags'

import { expireOnChange, expireOnDelete } from './hooks/expire-cache-tag'
import { limitUploadSize } from './hooks/limit-upload-size'
import { auditCollectionChange, auditCollectionDelete } from './hooks/record-audit'

/** Responsive widths of the spec: mobile 640, tablet 960, desktop 1920. */
export const IMAGE_WIDTHS = { mobile: 640, tablet: 960, desktop: 1920 } as const

/** Images of the site, addressed by a stable managed-content key. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    useAsTitle: 'altText',
    defaultColumns: ['filename', 'altText', 'contentKey'],
    group: 'Content',
  },
  access: {
    read: anyone,
    create: editorsAndAdmins,
    update: editorsAndAdmins,
    delete: editorsAndAdmins,
  },
  upload: {
    staticDir: env().mediaDir,
    // Checked against the file's content. No SVG: it can carry script.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    adminThumbnail: 'mobile',
    // No fetching of an editor-supplied URL on the server (no SSRF path): files are uploaded.
    pasteURL: false,
    focalPoint: true,
    imageSizes: Object.entries(IMAGE_WIDTHS).map(([name, width]) => ({
      name,
      width,
      withoutEnlargement: true,
      formatOptions: { format: 'webp' as const, options: { quality: 78 } },
    })),
  },
  hooks: {
    beforeOperation: [limitUploadSize(env().uploadMaxImageBytes)],
    afterChange: [expireOnChange(CACHE_TAGS.media), auditCollectionChange],
    afterDelete: [expireOnDelete(CACHE_TAGS.media), auditCollectionDelete],
  },
  fields: [
    {
      name: 'altText',
      label: 'Alternative text',
      type: 'text',
      required: true,
      admin: { description: 'What the image shows, for people who cannot see it.' },
    },
    {
      name: 'contentKey',
      type: 'text',
      unique: true,
      index: true,
      required: true,
      admin: { position: 'sidebar', readOnly: true },
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' && value ? value : generateContentKey())],
      },
      validate: (value: string | null | undefined) =>
        value && CONTENT_KEY_SHAPE.test(value) ? true : 'A content key is MC followed by 26 letters and digits.',
    },
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
          ].map((value) => ({ label: value, value })),
        },
        {
          name: 'bgSizeOrRepeat',
          label: 'Background size',
          type: 'select',
          defaultValue: 'cover',
          options: ['cover', 'contain', 'auto', 'repeat', 'no-repeat'].map((value) => ({ label: value, value })),
        },
      ],
    },
  ],
}
