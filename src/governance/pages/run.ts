/**
 * One page-check run (ADR 0051): which public pages are due, each fetched from this very
 * server as a visitor gets it, inspected, and its result stored with history. A run does
 * a bounded batch and says whether more is due, so the job re-queues itself: 10,000 news
 * items are checked in many short jobs, never in one that holds the server.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { INTERNAL_TOKEN_HEADER, internalToken } from '@/config/internal-token'

import { governanceSettings } from '../settings'
import { checkPage } from './inspector'
import { PAGE_CHECKS, SITE_SCORES } from './collection'
import { DEFAULT_TARGETS, scorePage, SEVERITIES, type Finding, type Targets } from './rules'

export type PublicPage = {
  address: string
  contentType: string
  section: string
  sourceCollection: string
  sourceId: string
  /** When what the page shows of its own last changed: its document's last publish. */
  changedAt: string
  lastEditedBy?: number | string | null
  /**
   * What else shows on it: a news item's page, its document and the site's frame; a page,
   * also banners and images; a listing (home, offerings, news), also every page and item.
   */
  shows: 'item' | 'page' | 'listing'
}

export type RunOptions = {
  /** Where this server answers, e.g. http://127.0.0.1:3000. */
  origin: string
  /** Check every page not checked since this time (the nightly run); otherwise only changed ones. */
  allSince?: string
  /**
   * Most pages one run checks, and the time after which it stops between pages: short, so
   * a page just published waits for at most one batch (the runner runs one job at a time).
   */
  maxPages?: number
  maxMillis?: number
  /** Chromium's path: axe's whole rule set runs in it (PAGE_CHECK_BROWSER). */
  browser?: string
  req?: PayloadRequest
}

export type RunResult = { checked: number; due: number; remaining: number; millis: number }

const HISTORY_KEPT = 30
const SEVERE: readonly Finding['severity'][] = SEVERITIES.slice(0, 2)
const read = { depth: 0, overrideAccess: true, pagination: false, limit: 100_000 } as const

/** Every address a visitor can open, with the document behind it. */
export async function publicPages(payload: Payload, req?: PayloadRequest): Promise<PublicPage[]> {
  const withReq = req ? { req } : {}
  const published = { _status: { equals: 'published' } } as Where
  const [home, pages, items] = await Promise.all([
    payload.findGlobal({ slug: 'home-page', depth: 0, draft: false, overrideAccess: true, ...withReq }),
    payload.find({
      collection: 'named-pages',
      ...read,
      ...withReq,
      where: published,
      select: { path: true, kind: true, updatedAt: true, lastEditedBy: true },
    }),
    payload.find({
      collection: 'carousel-items',
      ...read,
      ...withReq,
      where: { and: [published, { type: { not_equals: 'Process' } }] },
      select: { recordId: true, type: true, updatedAt: true, lastEditedBy: true },
    }),
  ])
  const site = (address: string, section: string): PublicPage => ({
    address,
    contentType: 'Site page',
    section,
    sourceCollection: 'home-page',
    sourceId: 'home-page',
    changedAt: String(home.updatedAt ?? ''),
    lastEditedBy: (home as { lastEditedBy?: number | null }).lastEditedBy ?? null,
    shows: 'listing',
  })
  return [
    site('/', 'Home'),
    site('/offerings', 'Offerings'),
    site('/news', 'News'),
    ...pages.docs
      .filter((page) => page.path)
      .map((page): PublicPage => ({
        address: `/${page.path}`,
        contentType: 'Page',
        section: page.kind ? page.kind[0]!.toUpperCase() + page.kind.slice(1) : 'Page',
        sourceCollection: 'named-pages',
        sourceId: String(page.id),
        changedAt: page.updatedAt,
        lastEditedBy: page.lastEditedBy as number | null | undefined,
        shows: 'page',
      })),
    ...items.docs
      .filter((item) => item.recordId)
      .map((item): PublicPage => ({
        address: `/detail/${item.recordId}`,
        contentType: item.type === 'News' ? 'News item' : String(item.type ?? 'Item'),
        section: 'News',
        sourceCollection: 'carousel-items',
        sourceId: String(item.id),
        changedAt: item.updatedAt,
        lastEditedBy: item.lastEditedBy as number | null | undefined,
        shows: 'item',
      })),
  ]
}

/** The newest change of what shows on many pages: the frame (settings), banners and images, pages and items. */
async function siteChangedAt(payload: Payload, req?: PayloadRequest): Promise<Record<PublicPage['shows'], string>> {
  const newest = async (collection: 'announcements' | 'media' | 'redirects' | 'named-pages' | 'carousel-items') => {
    const { docs } = await payload.find({
      collection,
      depth: 0,
      limit: 1,
      sort: '-updatedAt',
      overrideAccess: true,
      select: { updatedAt: true },
      ...(req ? { req } : {}),
    })
    return docs[0]?.updatedAt ?? ''
  }
  // A deletion leaves no newer date behind: the change history's newest "deleted" entry stands for it.
  const deletion = async () => {
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'deleted' } },
      depth: 0,
      limit: 1,
      sort: '-createdAt',
      overrideAccess: true,
      select: { createdAt: true },
      ...(req ? { req } : {}),
    })
    return docs[0]?.createdAt ?? ''
  }
  const [settings, deleted, banners, images, redirects, pages, items] = await Promise.all([
    governanceSettings(payload, req),
    deletion(),
    ...(['announcements', 'media', 'redirects', 'named-pages', 'carousel-items'] as const).map(newest),
  ])
  const latest = (...times: string[]) => times.sort().at(-1) ?? ''
  const item = String(settings.updatedAt ?? '')
  const page = latest(item, deleted, banners as string, images as string)
  return { item, page, listing: latest(page, redirects as string, pages as string, items as string) }
}

type Latest = { id: number | string; address: string; checkedAt: string }

async function latestChecks(payload: Payload, req?: PayloadRequest): Promise<Map<string, Latest>> {
  const { docs } = await payload.find({
    collection: PAGE_CHECKS,
    ...read,
    ...(req ? { req } : {}),
    where: { latest: { equals: true } },
    select: { address: true, checkedAt: true },
  })
  return new Map(docs.map((doc) => [doc.address, doc as Latest]))
}

/** Pages whose newest check is older than what they show. */
export async function duePages(payload: Payload, options: Pick<RunOptions, 'allSince' | 'req'> = {}) {
  const [pages, latest, changed] = await Promise.all([
    publicPages(payload, options.req),
    latestChecks(payload, options.req),
    siteChangedAt(payload, options.req),
  ])
  const due = pages.filter((page) => {
    const checkedAt = latest.get(page.address)?.checkedAt
    if (!checkedAt) return true
    if (options.allSince && checkedAt < options.allSince) return true
    return page.changedAt > checkedAt || changed[page.shows] > checkedAt
  })
  // Pages whose own document just changed first, newest first: an editor is waiting for them.
  const ownChange = (page: PublicPage) => {
    const checkedAt = latest.get(page.address)?.checkedAt
    return !checkedAt || page.changedAt > checkedAt ? page.changedAt : ''
  }
  due.sort((a, b) => ownChange(b).localeCompare(ownChange(a)))
  const addresses = new Set(pages.map((page) => page.address))
  const gone = [...latest.values()].filter((check) => !addresses.has(check.address))
  return { due, gone }
}

/** Each run's pages share what they fetch, and only they. */
let runs = 0
const MAX_PAUSE_MS = 2_000

async function targetsOf(payload: Payload, req?: PayloadRequest): Promise<Targets> {
  const set = (await governanceSettings(payload, req)).siteChecks ?? {}
  return {
    readingGrade: set.readingGrade ?? DEFAULT_TARGETS.readingGrade,
    pageWeightKb: set.pageWeightKb ?? DEFAULT_TARGETS.pageWeightKb,
    requests: set.requests ?? DEFAULT_TARGETS.requests,
  }
}

async function brokenExternalLinks(payload: Payload, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'broken-links',
    ...read,
    ...(req ? { req } : {}),
    where: { kind: { equals: 'external' } },
    select: { url: true, problem: true },
  })
  return new Map(docs.map((doc) => [doc.url, doc.problem]))
}

async function editorNames(payload: Payload, ids: (number | string)[], req?: PayloadRequest) {
  if (!ids.length) return new Map<string, string>()
  const { docs } = await payload.find({
    collection: 'users',
    ...read,
    ...(req ? { req } : {}),
    where: { id: { in: ids } },
    select: { name: true, email: true },
  })
  return new Map(docs.map((user) => [String(user.id), user.name || user.email]))
}

async function store(payload: Payload, page: PublicPage, data: Record<string, unknown>, req?: PayloadRequest) {
  const withReq = { overrideAccess: true, ...(req ? { req } : {}) } as const
  await payload.create({ collection: PAGE_CHECKS, data: { ...data, latest: true } as never, ...withReq })
  // Two runs can check one page at once (a runner's call timed out and it called again; two
  // replicas): each stores its result as the newest, then steps down the ones it sees are older,
  // by id, so whichever runs last leaves exactly one, the newest, on the dashboard.
  const { docs: current } = await payload.find({
    collection: PAGE_CHECKS,
    where: { and: [{ address: { equals: page.address } }, { latest: { equals: true } }] },
    ...read,
    sort: ['-checkedAt', '-id'],
    select: { checkedAt: true },
    ...withReq,
  })
  const older = current.slice(1).map((check) => check.id)
  if (older.length)
    await payload.update({ collection: PAGE_CHECKS, where: { id: { in: older } }, data: { latest: false }, ...withReq })
  const { docs: old } = await payload.find({
    collection: PAGE_CHECKS,
    where: { address: { equals: page.address } },
    sort: '-checkedAt',
    depth: 0,
    limit: 1,
    page: HISTORY_KEPT + 1,
    select: { checkedAt: true },
    ...withReq,
  })
  if (old[0])
    await payload.delete({
      collection: PAGE_CHECKS,
      where: { and: [{ address: { equals: page.address } }, { checkedAt: { less_than_equal: old[0].checkedAt } }] },
      ...withReq,
    })
}

/** The site's mean score over every public page's newest check, stored as one point of the trend. */
export async function recordSiteScore(payload: Payload, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: PAGE_CHECKS,
    ...read,
    ...(req ? { req } : {}),
    where: { latest: { equals: true } },
    // Scores and counts only: the findings of 10,000 pages would be tens of megabytes.
    select: { score: true, serious: true },
  })
  if (!docs.length) return
  const score = Math.round(docs.reduce((sum, doc) => sum + doc.score, 0) / docs.length)
  const serious = docs.reduce((sum, doc) => sum + (doc.serious ?? 0), 0)
  await payload.create({
    collection: SITE_SCORES,
    data: { checkedAt: new Date().toISOString(), score, pages: docs.length, serious },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
}

/** Checks the due pages, up to the run's bounds; the caller queues another run when some remain. */
export async function checkDuePages(payload: Payload, options: RunOptions): Promise<RunResult> {
  const started = performance.now()
  const { req } = options
  const { due, gone } = await duePages(payload, options)
  for (const check of gone)
    await payload.update({
      collection: PAGE_CHECKS,
      id: check.id,
      data: { latest: false },
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
  const maxPages = options.maxPages ?? 40
  const maxMillis = options.maxMillis ?? 5_000
  const batch = due.slice(0, maxPages)
  if (!batch.length) return { checked: 0, due: 0, remaining: 0, millis: 0 }

  const [targets, brokenExternal, names] = await Promise.all([
    targetsOf(payload, req),
    brokenExternalLinks(payload, req),
    editorNames(
      payload,
      [...new Set(batch.flatMap((page) => (page.lastEditedBy == null ? [] : [page.lastEditedBy])))],
      req,
    ),
  ])
  const run = ++runs
  let lastPageMillis = 0
  // The site counts these requests apart from visitors' (page_cache_requests_total).
  const headers = { [INTERNAL_TOKEN_HEADER]: internalToken('check-pages') }
  let checked = 0
  for (const page of batch) {
    if (checked > 0 && performance.now() - started > maxMillis) break
    // As long a pause as the last page took: at most half the machine's time goes to checks,
    // and visitors' requests find the server free between pages.
    if (checked > 0) await new Promise((resolve) => setTimeout(resolve, lastPageMillis))
    const pageStarted = performance.now()
    const checkedAt = new Date().toISOString()
    const base = {
      address: page.address,
      section: page.section,
      contentType: page.contentType,
      sourceCollection: page.sourceCollection,
      sourceId: page.sourceId,
      lastChangedBy: page.lastEditedBy == null ? null : (names.get(String(page.lastEditedBy)) ?? null),
      lastChangedAt: page.changedAt || null,
      checkedAt,
    }
    const answer = await checkPage({
      batch: run,
      address: page.address,
      origin: options.origin,
      headers,
      brokenExternal: [...brokenExternal],
      targets,
      ...(options.browser ? { browser: options.browser } : {}),
    })
    if ('inspection' in answer) {
      const { inspection } = answer
      const { score, scores } = scorePage(inspection.findings)
      await store(
        payload,
        page,
        {
          ...base,
          title: inspection.title,
          score,
          scores,
          readingGrade: inspection.readingGrade,
          bytes: inspection.bytes,
          requests: inspection.requests,
          findings: inspection.findings,
          serious: inspection.findings.filter((finding) => SEVERE.includes(finding.severity)).length,
        },
        req,
      )
    } else {
      // A page that cannot be fetched or checked is itself a finding; the run goes on with the next.
      await store(
        payload,
        page,
        { ...base, title: page.address, score: 0, serious: 0, problem: answer.problem, findings: [] },
        req,
      )
    }
    checked += 1
    lastPageMillis = Math.min(MAX_PAUSE_MS, performance.now() - pageStarted)
  }
  // One point of the trend per run, when its last batch is done (not one per batch).
  const remaining = due.length - checked
  if (remaining === 0) await recordSiteScore(payload, req)
  return {
    checked,
    due: due.length,
    remaining,
    millis: Math.round(performance.now() - started),
  }
}
