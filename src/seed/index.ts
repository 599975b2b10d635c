/**
 * Fills an empty site with everything the home page and its links show. Idempotent:
 * it creates only what is missing (matched by a natural key) and never overwrites an
 * editor's change, so running it twice changes nothing.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload, RequestContext } from 'payload'

import { env } from '@/config/env'
import { generateContentKey, generateRecordId } from '@/lib/record-id'
import { siteTimeZone } from '@/lib/site-time'
import type { HomePage } from '@/payload-types'

import { renderArtwork, type ArtworkKind } from './artwork'
import { seedCarouselItems } from './content/carousel'
import {
  announcement,
  carousel,
  hero,
  homeSearchProperties,
  serviceTiles,
  solutionsHeader,
  solutionsTabs,
} from './content/home'
import { seedPages } from './content/pages'
import { footerLinks, siteNavigation } from './content/site'
import { richText } from './rich-text'

// Relative to the project root (scripts and tests run there), so bundled scripts find it too.
const assetsDir = path.join(process.cwd(), 'src/seed/assets')
const DAY = 24 * 60 * 60 * 1000

export type SeedReport = { created: string[]; adminPassword?: string }

type Log = (message: string) => void

const context: RequestContext = { skipRevalidate: true, skipAudit: true }

async function ensureImage(
  payload: Payload,
  name: string,
  art: { kind: ArtworkKind; hue: number },
  altText: string,
  report: SeedReport,
  size: { width: number; height: number } = { width: 1600, height: 900 },
): Promise<number> {
  const filename = `seed-${name}.jpg`
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const seedNumber = [...name].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7)
  const data = await renderArtwork(art.kind, art.hue, seedNumber, size.width, size.height)
  const doc = await payload.create({
    collection: 'media',
    data: { altText, contentKey: generateContentKey() },
    file: { data, mimetype: 'image/jpeg', name: filename, size: data.length },
    context,
  })
  report.created.push(`media ${filename}`)
  return doc.id
}

async function ensureVideoFile(
  payload: Payload,
  filename: string,
  mimetype: string,
  title: string,
  report: SeedReport,
): Promise<number> {
  const existing = await payload.find({
    collection: 'video-files',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const data = readFileSync(path.join(assetsDir, filename))
  const doc = await payload.create({
    collection: 'video-files',
    data: { title },
    file: { data, mimetype, name: filename, size: data.length },
    context,
  })
  report.created.push(`video file ${filename}`)
  return doc.id
}

async function seedSiteSettings(payload: Payload, report: SeedReport) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.siteId) return
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      siteName: 'Hybrid Cloud',
      agencyName: 'Hosting and Compute Center',
      siteId: generateRecordId('site'),
      channelId: generateRecordId('channel'),
      navigation: siteNavigation,
      footerLinks,
      searchProperties: {
        description: 'The hybrid cloud offerings of the Hosting and Compute Center.',
        isSeoIndexed: true,
      },
    },
    context,
  })
  report.created.push('site settings')
}

async function seedPagesCollection(payload: Payload, report: SeedReport): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const page of seedPages) {
    const existing = await payload.find({
      collection: 'named-pages',
      where: { apiName: { equals: page.apiName } },
      limit: 1,
      depth: 0,
      draft: true,
    })
    if (existing.docs[0]) {
      ids.set(page.apiName, existing.docs[0].id)
      continue
    }
    const heroImage = await ensureImage(
      payload,
      `page-${page.path.replace(/\//g, '-')}`,
      page.art,
      `Abstract artwork for ${page.title}`,
      report,
    )
    const doc = await payload.create({
      collection: 'named-pages',
      data: {
        recordId: generateRecordId('namedPage'),
        contentKey: generateContentKey(),
        title: page.title,
        apiName: page.apiName,
        path: page.path,
        kind: page.kind,
        productAlias: page.productAlias,
        summary: page.summary,
        heroImage,
        body: richText(...page.body),
        layout: (page.carousels ?? []).map((carousel) => ({
          blockType: 'carousel' as const,
          blockName: carousel.title,
          carouselTitle: carousel.title,
          carouselSubTitle: carousel.subtitle,
          contentType: carousel.contentType,
          carouselLocation: 'Site' as const,
          siteName: 'Hybrid Cloud',
          section: { maxContentWidth: '1300px' },
        })),
        searchProperties: { pageTitle: page.title, description: page.description, isSeoIndexed: true },
        _status: 'published',
      },
      context,
    })
    ids.set(page.apiName, doc.id)
    report.created.push(`page ${page.apiName}`)
  }
  return ids
}

async function seedCarousel(payload: Payload, pageIds: Map<string, number>, report: SeedReport) {
  const now = Date.now()
  // Record identifiers are chosen up front, so one item can link to another's record page.
  const recordIds = new Map(seedCarouselItems.map((item) => [item.title, generateRecordId('carouselItem')]))
  for (const [index, item] of seedCarouselItems.entries()) {
    const existing = await payload.find({
      collection: 'carousel-items',
      where: { and: [{ title: { equals: item.title } }, { type: { equals: item.type } }] },
      limit: 1,
      depth: 0,
      draft: true,
    })
    if (existing.docs[0]) continue
    const image = await ensureImage(
      payload,
      `carousel-${index + 1}`,
      item.art,
      `Illustration for ${item.title}`,
      report,
      {
        width: 1200,
        height: 800,
      },
    )
    const videoFile =
      item.video === 'file' || item.video === 'file-with-captions'
        ? await ensureVideoFile(payload, 'hybrid-cloud-overview.webm', 'video/webm', 'Hybrid cloud overview', report)
        : undefined
    const captionsFile =
      item.video === 'file-with-captions'
        ? await ensureVideoFile(
            payload,
            'hybrid-cloud-overview.en.vtt',
            'text/vtt',
            'Hybrid cloud overview captions (English)',
            report,
          )
        : undefined
    const publishDate = item.publishDate ?? new Date(now - (item.publishDaysAgo ?? index) * DAY).toISOString()
    await payload.create({
      collection: 'carousel-items',
      data: {
        recordId: recordIds.get(item.title) ?? generateRecordId('carouselItem'),
        contentKey: generateContentKey(),
        type: item.type,
        title: item.title,
        meta: item.meta,
        caption: richText(...item.caption),
        body: item.body ? richText(...item.body) : undefined,
        image,
        videoFile,
        captionsFile,
        displayUrl: item.displayRecordOf ? await recordIdOf(payload, item.displayRecordOf, recordIds) : item.displayUrl,
        displayUrlText: item.displayUrlText,
        displayUrlIcon: item.displayUrlIcon,
        clickUrl: item.clickUrl,
        displayOrder: item.displayOrder,
        publishDate,
        publishDate_tz: siteTimeZone(),
        eventDate: item.eventInDays === undefined ? undefined : new Date(now + item.eventInDays * DAY).toISOString(),
        sites: ['Hybrid Cloud'],
        productAliases: item.productAliases,
        relatedPages: (item.relatedApiNames ?? []).flatMap((name) => pageIds.get(name) ?? []),
        _status: 'published',
      },
      context,
    })
    report.created.push(`carousel item ${item.type}: ${item.title}`)
  }
}

/** The record identifier of a seeded item: the stored one if it exists already. */
async function recordIdOf(payload: Payload, title: string, planned: Map<string, string>): Promise<string | undefined> {
  const existing = await payload.find({
    collection: 'carousel-items',
    where: { title: { equals: title } },
    limit: 1,
    depth: 0,
    draft: true,
  })
  return existing.docs[0]?.recordId ?? planned.get(title)
}

async function seedAnnouncement(payload: Payload, report: SeedReport) {
  const existing = await payload.find({
    collection: 'announcements',
    where: { key: { equals: announcement.key } },
    limit: 1,
    depth: 0,
    draft: true,
  })
  if (existing.docs[0]) return
  await payload.create({
    collection: 'announcements',
    data: { ...announcement, recordId: generateRecordId('announcement'), _status: 'published' },
    context,
  })
  report.created.push(`announcement ${announcement.key}`)
}

async function seedHomePage(payload: Payload, report: SeedReport) {
  const current = await payload.findGlobal({ slug: 'home-page', depth: 0, draft: true })
  if (current.layout?.length) return
  const heroImage = await ensureImage(
    payload,
    'hero-background',
    { kind: 'network', hue: 218 },
    'Abstract network of connected points on a dark blue background',
    report,
    {
      width: 1920,
      height: 1080,
    },
  )
  const tiles = []
  for (const tile of serviceTiles) {
    const image = await ensureImage(
      payload,
      `service-${tile.name.toLowerCase().replace(/\s+/g, '-')}`,
      tile.art,
      `Illustration for ${tile.title}`,
      report,
      {
        width: 1200,
        height: 788,
      },
    )
    tiles.push({
      name: tile.name,
      apiName: tile.apiName,
      contactTarget: tile.contactTarget,
      overlayText: tile.overlayText,
      title: tile.title,
      description: tile.description,
      image,
    })
  }
  const cards = (apiNames: string[]) =>
    apiNames.map((apiName) => {
      const page = seedPages.find((candidate) => candidate.apiName === apiName)
      if (!page) throw new Error(`Seed page ${apiName} is missing`)
      return { title: page.title, text: page.summary, url: page.path, apiName }
    })
  const layout: NonNullable<HomePage['layout']> = [
    { blockType: 'announcements', blockName: 'Site announcements', section: {} },
    { blockType: 'hero', blockName: 'Stratus spotlight', ...hero, backgroundImage: heroImage, section: {} },
    {
      blockType: 'solutionsTabs',
      blockName: 'Solutions',
      headerText: solutionsHeader,
      tabs: solutionsTabs.map((tab) => ({ header: tab.header, cards: cards(tab.apiNames) })),
      section: { sectionColumnGutterWidth: '0rem' },
    },
    { blockType: 'services', blockName: 'Available services', tiles, section: {} },
    { blockType: 'contactBand', blockName: 'Contact band', section: {} },
    { blockType: 'carousel', blockName: 'News carousel', ...carousel, section: { maxContentWidth: '1300px' } },
  ]
  await payload.updateGlobal({
    slug: 'home-page',
    data: { layout, searchProperties: homeSearchProperties, _status: 'published' },
    context,
  })
  report.created.push('home page')
}

/**
 * The first administrator: from ADMIN_EMAIL / ADMIN_PASSWORD, else with a generated
 * one-time password returned to the caller to print once. Never leaves the admin's
 * first-user registration open.
 */
export async function seedAdmin(payload: Payload, report: SeedReport = { created: [] }): Promise<SeedReport> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return report
  const settings = env()
  const email = settings.adminEmail ?? 'admin@example.mil'
  const password = settings.adminPassword ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Site administrator', role: 'admin' },
    context,
  })
  report.created.push(`admin user ${email}`)
  if (!settings.adminPassword) report.adminPassword = password
  return report
}

export async function seed(payload: Payload, log: Log = () => {}): Promise<SeedReport> {
  const report: SeedReport = { created: [] }
  await seedSiteSettings(payload, report)
  const pageIds = await seedPagesCollection(payload, report)
  await seedCarousel(payload, pageIds, report)
  await seedAnnouncement(payload, report)
  await seedHomePage(payload, report)
  await seedAdmin(payload, report)
  log(
    report.created.length
      ? `Seeded ${report.created.length} records.`
      : 'Nothing to seed: the site already has its content.',
  )
  return report
}
