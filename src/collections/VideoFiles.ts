import type { CollectionConfig } from 'payload'

import { VIDEO_TYPES } from '@/lib/upload-rules'

import { anyone } from '@/access/anyone'
import { contentStaff } from '@/access/content-staff'
import { editorsAndAdmins } from '@/access/editors-and-admins'
import { env } from '@/config/env'

import { limitUploadSize } from '@/hooks/limit-upload-size'
import { auditCollectionChange, auditCollectionDelete } from '@/hooks/record-audit'
import { answerMissingUploads } from '@/endpoints/missing-upload'

/** Video files and their caption tracks, played on the site without outside hosts. */
export const VideoFiles: CollectionConfig = {
  slug: 'video-files',
  labels: { singular: 'Video file', plural: 'Video files' },
  admin: { useAsTitle: 'title', group: 'Media' },
  access: {
    read: anyone,
    create: contentStaff,
    update: contentStaff,
    // Files may be in use on published pages: removing one is an editor's decision.
    delete: editorsAndAdmins,
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
    afterChange: [auditCollectionChange],
    afterDelete: [auditCollectionDelete],
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
