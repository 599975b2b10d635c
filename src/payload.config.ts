import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import depthLimit from 'graphql-depth-limit'
import sharp from 'sharp'

import { jobsRunner } from './access/jobs-runner'
import { Announcements } from './collections/Announcements'
import { AuditLog } from './collections/AuditLog'
import { CarouselItems } from './collections/CarouselItems'
import { keepFieldErrors } from './hooks/keep-field-errors'
import { ContactRequests } from './collections/ContactRequests'
import { Media } from './collections/Media'
import { NamedPages } from './collections/NamedPages'
import { BrokenLinks } from './collections/BrokenLinks'
import { redirects } from './collections/Redirects'
import { ReviewComments } from './collections/ReviewComments'
import { Users } from './collections/Users'
import { VideoFiles } from './collections/VideoFiles'
import { env } from './config/env'
import { databaseAdapter } from './database'
import { emailAdapter } from './email'
import { HomePage } from './globals/HomePage'
import { SiteSettings } from './globals/SiteSettings'
import { expireCacheTagTask } from './jobs/expire-cache-tag'
import { publishApprovedTask } from './jobs/publish-approved'
import { checkExternalLinksTask, checkInternalLinksTask } from './jobs/check-links'
import { reviewEndpoint } from './endpoints/review'
import { livePreview } from './admin/live-preview'
import { logger } from './runtime/logger.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = env()

export default buildConfig({
  serverURL: settings.siteUrl,
  secret: settings.payloadSecret,
  admin: {
    user: Users.slug,
    // The default avatar is Gravatar, an outside host: no page may call one.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Hybrid Cloud admin' },
    livePreview,
    components: { beforeDashboard: ['/admin/review/ReviewDashboard#ReviewDashboard'] },
  },
  collections: [
    NamedPages,
    CarouselItems,
    Announcements,
    Media,
    VideoFiles,
    ContactRequests,
    AuditLog,
    ReviewComments,
    BrokenLinks,
    Users,
  ],
  endpoints: [reviewEndpoint],
  globals: [HomePage, SiteSettings],
  hooks: { afterError: [keepFieldErrors] },
  editor: lexicalEditor(),
  db: databaseAdapter(settings),
  email: emailAdapter(settings),
  sharp,
  // Refuse oversized bodies while they stream in; each collection then applies its own limit.
  upload: { limits: { fileSize: Math.max(settings.uploadMaxImageBytes, settings.uploadMaxVideoBytes) } },
  jobs: {
    tasks: [expireCacheTagTask, publishApprovedTask, checkInternalLinksTask, checkExternalLinksTask],
    access: { run: jobsRunner, queue: jobsRunner, cancel: jobsRunner },
  },
  // Browsers on other origins may call the API only from the configured allowlist; cookie
  // sessions are honoured only for requests from the site itself or that list (CSRF).
  cors: settings.corsOrigins,
  csrf: [settings.siteUrl, ...settings.corsOrigins],
  graphQL: settings.graphqlEnabled
    ? {
        disable: false,
        maxComplexity: 500,
        disablePlaygroundInProduction: true,
        validationRules: () => [depthLimit(6)],
      }
    : { disable: true },
  // Uploads go to one S3 bucket, seen by every instance, when S3 settings are given;
  // otherwise to MEDIA_DIR, which several instances must share (docs/DEPLOYMENT.md).
  plugins: [
    redirects,
    ...(settings.s3
      ? [
          s3Storage({
            collections: { media: true, 'video-files': { prefix: 'video' } },
            bucket: settings.s3.bucket,
            config: {
              region: settings.s3.region,
              endpoint: settings.s3.endpoint,
              forcePathStyle: settings.s3.forcePathStyle,
              credentials:
                settings.s3.accessKeyId && settings.s3.secretAccessKey
                  ? { accessKeyId: settings.s3.accessKeyId, secretAccessKey: settings.s3.secretAccessKey }
                  : undefined,
            },
          }),
        ]
      : []),
  ],
  logger,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
