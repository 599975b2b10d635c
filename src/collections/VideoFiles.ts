import type { CollectionConfig } from 'payload'

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
  admin: { useAsTitle: 'title', group: 'Content' },
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
    mimeTypes: ['video/mp4', 'video/webm', 'text/vtt'],
    pasteURL: false,
  },
  hooks: {
    beforeOperation: [limitUploadSize(env().uploadMaxVideoBytes)],
    afterChange: [auditCollectionChange],
    afterDelete: [auditCollectionDelete],
  },
  fields: [{ name: 'title', type: 'text', required: true }],
}
