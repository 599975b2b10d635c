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
import { redirects } from './collections/Redirects'
import { VideoFiles } from './collections/VideoFiles'
import { env } from './config/env'
import { databaseAdapter } from './database'
import { emailAdapter } from './email'
import { layoutBlocks } from './blocks/registry'
import { HomePage } from './globals/HomePage'
import { SiteSettings } from './globals/SiteSettings'
import { expireCacheTagTask } from './jobs/expire-cache-tag'
import { adminOrigins } from './lib/admin-origins'
import { siteTimeZone, SUPPORTED_TIME_ZONES } from './lib/site-time'
import { apiTabForAdministrators } from './admin/api-tab'
import { datesOnSiteClock } from './admin/dates/site-clock'
import { tickBoxesInWords } from './admin/version-words'
import { guardInternalCollections } from './admin/internal-collections'
import { adminWording } from './admin/wording'
import { logger } from './runtime/logger.ts'
import { contentImport } from './content-import'
import { governance } from './governance'
import { identity } from './identity'
import { keepStoredObjects, publishing } from './publishing'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = env()
const acceptedOrigins = adminOrigins(settings.siteUrl, settings.corsOrigins)
const wrongAddressNotice = {
  path: '/admin/address/WrongAddressNotice#WrongAddressNotice',
  clientProps: { accepted: acceptedOrigins, siteUrl: settings.siteUrl },
}

// Payload adds its locks and preferences collections after every plugin: guarded once built (ADR 0038).
export default buildConfig({
  serverURL: settings.siteUrl,
  secret: settings.payloadSecret,
  admin: {
    // The default avatar is Gravatar, an outside host: no page may call one.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Hybrid Cloud admin' },
    // Dates and schedules are entered in the site's time zone, named beside each time.
    timezones: { supportedTimezones: SUPPORTED_TIME_ZONES, defaultTimezone: siteTimeZone() },
    // Where Payload still formats a moment itself (compare's title and version labels, list
    // filters), the day alone: it cannot name the site's zone (ADR 0049).
    dateFormat: 'MMMM d, yyyy',
    components: {
      beforeDashboard: ['/admin/nav/HomePageCard#HomePageCard'],
      graphics: { Logo: '/admin/brand/SiteLogo#SiteLogo', Icon: '/admin/brand/SiteLogo#SiteIcon' },
      // The home page first in the menu (issue 28, problem 7).
      beforeNavLinks: ['/admin/nav/HomePageLink#HomePageLink'],
      header: [wrongAddressNotice],
      // The site's time zone in the browser's code too (ADR 0049); names Payload's unnamed controls
      // (ADR 0037); the menu kept open on desktop widths (issue 28, problem 7).
      providers: [
        '/admin/dates/SiteClock#SiteClock',
        '/admin/accessibility/NamedControls#NamedControls',
        '/admin/nav/KeepMenuOpen#KeepMenuOpen',
      ],
    },
  },
  collections: [NamedPages, CarouselItems, Announcements, Media, VideoFiles, ContactRequests, AuditLog],
  globals: [HomePage, SiteSettings],
  // Layout blocks once, referred to by name from each layout (ADR 0050).
  blocks: layoutBlocks,
  hooks: { afterError: [keepFieldErrors] },
  i18n: { translations: adminWording },
  editor: lexicalEditor(),
  db: databaseAdapter(settings),
  email: emailAdapter(settings),
  sharp,
  // Refuse oversized bodies while they stream in; each collection then applies its own limit.
  upload: { limits: { fileSize: Math.max(settings.uploadMaxImageBytes, settings.uploadMaxVideoBytes) } },
  jobs: {
    tasks: [expireCacheTagTask],
    access: { run: jobsRunner, queue: jobsRunner, cancel: jobsRunner },
  },
  // Browsers on other origins may call the API only from the configured allowlist; cookie
  // sessions are honoured only for requests from the site itself (under any of this
  // machine's names when it is addressed as localhost) or that list (CSRF).
  cors: settings.corsOrigins,
  csrf: acceptedOrigins,
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
    identity(),
    redirects,
    // Before publishing: the fields it adds are versioned with the rest.
    contentImport(),
    // Before publishing: its notice and settings fields are laid out with the rest.
    governance({
      collections: ['named-pages', 'carousel-items', 'announcements'],
      globals: ['home-page', 'site-settings'],
      files: ['media'],
      settings: 'site-settings',
    }),
    // After every collection (the redirects plugin's too): governs those that declare it.
    publishing(),
    // Always present, enabled with S3 settings: its fields (the object's folder) are in the
    // schema either way, so the committed migrations fit both (issue 44).
    s3Storage({
      enabled: Boolean(settings.s3),
      alwaysInsertFields: true,
      collections: { media: true, 'video-files': { prefix: 'video' } },
      bucket: settings.s3?.bucket ?? 'not-configured',
      config: {
        region: settings.s3?.region,
        endpoint: settings.s3?.endpoint,
        forcePathStyle: settings.s3?.forcePathStyle,
        credentials:
          settings.s3?.accessKeyId && settings.s3.secretAccessKey
            ? { accessKeyId: settings.s3.accessKeyId, secretAccessKey: settings.s3.secretAccessKey }
            : undefined,
      },
    }),
    // After the storage plugin: puts back the objects its replacement deleted (ADR 0043).
    keepStoredObjects(),
  ],
  logger,
  telemetry: false,
  // Types come from `npm run generate:types` only: generating them whenever Payload starts
  // outside production wrote into the install on every `npm start` (its migration step).
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})
  .then(guardInternalCollections)
  .then(apiTabForAdministrators)
  .then(tickBoxesInWords)
  .then(datesOnSiteClock)
