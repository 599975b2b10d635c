/**
 * The site's link checks (ADR 0029). Internal: every link to a page of this site and
 * every image in published content, after each change (a queued job). External: every
 * link to another website, by the daily job or on demand, through the polite checker
 * (check-urls.ts). Results go to the "broken-links" report: an entry is
 * added when a link breaks (keeping the time it was first seen) and removed once it works.
 * Free of 'server-only': the jobs and hooks load it into the Payload CLI too.
 */
import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { collectLinks, type FoundLink } from '@/lib/link-inventory'

import { checkUrls, type LinkCheckOptions } from './check-urls'

type Source = { collection: string; id: string; title: string; links: FoundLink[] }
type Broken = {
  source: Source
  where: string
  url: string
  kind: 'internal' | 'media' | 'external'
  problem: string
  status?: number
}

/** Bounds: a site of this size has far fewer; a runaway list must not run for hours. */
const MAX_DOCUMENTS = 2_000
const MAX_EXTERNAL_URLS = 1_000

/** Routes the app serves whatever the named pages are (src/app). */
const SITE_ROUTES =
  /^\/(?:|offerings|news|news\/rss\.xml|search|sitemap\.xml|robots\.txt|api-docs|\.well-known\/security\.txt|detail\/[A-Za-z0-9]{15,18})$/

async function publishedSources(payload: Payload, req?: PayloadRequest): Promise<Source[]> {
  const read = {
    depth: 0,
    draft: false,
    overrideAccess: true,
    limit: MAX_DOCUMENTS,
    pagination: false,
    ...(req ? { req } : {}),
  } as const
  const sources: Source[] = []
  for (const collection of ['named-pages', 'carousel-items', 'announcements'] as const) {
    const { docs } = await payload.find({ collection, ...read, where: { _status: { equals: 'published' } } })
    for (const doc of docs)
      sources.push({ collection, id: String(doc.id), title: String(doc.title ?? doc.id), links: collectLinks(doc) })
  }
  for (const [slug, title] of [
    ['home-page', 'Home page'],
    ['site-settings', 'Site settings'],
  ] as const) {
    const doc = await payload.findGlobal({
      slug,
      depth: 0,
      draft: false,
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
    sources.push({ collection: slug, id: slug, title, links: collectLinks(doc) })
  }
  return sources
}

/** Replaces the report's entries of these kinds with what was found now. */
async function record(payload: Payload, kinds: Broken['kind'][], broken: Broken[], req?: PayloadRequest) {
  const now = new Date().toISOString()
  const options = { overrideAccess: true, ...(req ? { req } : {}) } as const
  const { docs: existing } = await payload.find({
    collection: 'broken-links',
    where: { kind: { in: kinds } },
    limit: 10_000,
    pagination: false,
    depth: 0,
    ...options,
  })
  const keyOf = (entry: { sourceCollection: string; sourceId: string; where: string; url: string }) =>
    [entry.sourceCollection, entry.sourceId, entry.where, entry.url].join('\u0000')
  const known = new Map(existing.map((entry) => [keyOf(entry), entry]))
  const still = new Set<string>()
  for (const item of broken) {
    const data = {
      sourceCollection: item.source.collection,
      sourceId: item.source.id,
      sourceTitle: item.source.title,
      where: item.where,
      url: item.url,
      kind: item.kind,
      problem: item.problem,
      status: item.status ?? null,
      lastChecked: now,
    }
    const key = keyOf(data)
    still.add(key)
    const entry = known.get(key)
    if (entry) await payload.update({ collection: 'broken-links', id: entry.id, data, ...options })
    else await payload.create({ collection: 'broken-links', data: { ...data, firstSeen: now }, ...options })
  }
  for (const [key, entry] of known)
    if (!still.has(key)) await payload.delete({ collection: 'broken-links', id: entry.id, ...options })
}

/** Links to pages of this site and images, in all published content. Returns the broken ones. */
export async function checkInternalLinks(payload: Payload, req?: PayloadRequest): Promise<Broken[]> {
  const sources = await publishedSources(payload, req)
  const options = {
    depth: 0,
    overrideAccess: true,
    limit: MAX_DOCUMENTS,
    pagination: false,
    ...(req ? { req } : {}),
  } as const
  const pages = await payload.find({
    collection: 'named-pages',
    draft: false,
    ...options,
    where: { _status: { equals: 'published' } },
  })
  const names = new Set(pages.docs.map((page) => page.apiName))
  const paths = new Set(pages.docs.map((page) => `/${page.path}`))
  const ids = new Set(pages.docs.map((page) => String(page.id)))
  const redirects = await payload.find({ collection: 'redirects', ...options })
  for (const redirect of redirects.docs) paths.add(redirect.from)
  const mediaIds = new Set(
    (await payload.find({ collection: 'media', ...options, select: {} })).docs.map((doc) => String(doc.id)),
  )

  const broken: Broken[] = []
  for (const source of sources) {
    for (const link of source.links) {
      const add = (url: string, kind: Broken['kind'], problem: string) =>
        broken.push({ source, where: link.where, url, kind, problem })
      if (link.kind === 'page-name' && !names.has(link.name))
        add(
          link.name,
          'internal',
          `No published page has the link name ${link.name}: it was unpublished, deleted or renamed.`,
        )
      else if (link.kind === 'path') {
        const path = link.path.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1')
        if (!SITE_ROUTES.test(path) && !paths.has(path))
          add(link.path, 'internal', `No published page lives at ${path}.`)
      } else if (link.kind === 'document' && link.collection === 'named-pages' && !ids.has(String(link.id)))
        add(`Page #${link.id}`, 'internal', 'The linked page was unpublished or deleted.')
      else if (link.kind === 'media' && !mediaIds.has(String(link.id)))
        add(`Image #${link.id}`, 'media', 'The image was deleted from the media library.')
    }
  }
  await record(payload, ['internal', 'media'], broken, req)
  return broken
}

export type ExternalCheckOptions = Partial<Omit<LinkCheckOptions, 'siteUrl'>>

/** Links to other websites in all published content, checked politely. Returns the broken ones. */
export async function checkExternalLinks(payload: Payload, options: ExternalCheckOptions = {}, req?: PayloadRequest) {
  const sources = await publishedSources(payload, req)
  const found = sources.flatMap((source) =>
    source.links.flatMap((link) => (link.kind === 'external' ? [{ source, link, url: link.url }] : [])),
  )
  const urls = [...new Set(found.map((item) => item.url))].slice(0, MAX_EXTERNAL_URLS)
  const results = new Map(
    (await checkUrls(urls, { siteUrl: env().siteUrl, ...options })).map((result) => [result.url, result]),
  )
  const broken: Broken[] = []
  for (const item of found) {
    const result = results.get(item.url)
    if (!result || result.ok) continue
    broken.push({
      source: item.source,
      where: item.link.where,
      url: item.url,
      kind: 'external',
      status: result.status,
      problem:
        result.problem ?? (result.status ? `The website answered ${result.status}.` : 'The website did not answer.'),
    })
  }
  await record(payload, ['external'], broken, req)
  return broken
}
