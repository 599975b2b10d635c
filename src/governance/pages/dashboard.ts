/**
 * What the site checks dashboard and the content inventory show, read with the signed-in
 * person's access: every public page's newest check, worst first, filtered as asked, and
 * the site score's trend.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { publishedOwnership, reviewState, type Ownership } from '../ownership/schedule'
import { PAGE_CHECKS, SITE_SCORES } from './collection'
import { CHECK_NAMES, CHECKS, SEVERITIES, type CheckName, type Finding, type Scores, type Severity } from './rules'

export type PageResult = {
  address: string
  title: string
  contentType: string
  section: string
  sourceCollection: string
  sourceId: string
  lastChangedBy: string
  lastChangedAt: string
  checkedAt: string
  score: number
  scores: Scores
  readingGrade: number | null
  bytes: number | null
  requests: number | null
  findings: Finding[]
  problem: string
  owner: string
  reviewBy: string | null
  lastReviewedAt: string | null
}

export type Filters = {
  section?: string
  check?: CheckName
  severity?: Severity
  changedBy?: string
  /** An owner's name or team; "nobody" for pages without one. */
  owner?: string
}

export type Overview = {
  pages: PageResult[]
  /** Pages after the filters, worst first; a page shows only the findings the filters keep. */
  shown: PageResult[]
  trend: { checkedAt: string; score: number; serious: number }[]
  score: number | null
  sections: string[]
  editors: string[]
  owners: string[]
  /** Published content overdue for review or due within 30 days, soonest first. */
  dueForReview: (Ownership & { state: 'overdue' | 'due soon' })[]
}

export function filtersFrom(params: Record<string, string | string[] | undefined>): Filters {
  const one = (name: string) => {
    const value = params[name]
    return typeof value === 'string' && value ? value : undefined
  }
  const check = one('check')
  const severity = one('severity')
  return {
    ...(one('section') ? { section: one('section') } : {}),
    ...(one('changedBy') ? { changedBy: one('changedBy') } : {}),
    ...(one('owner') ? { owner: one('owner') } : {}),
    ...(check && (CHECK_NAMES as string[]).includes(check) ? { check: check as CheckName } : {}),
    ...(severity && (SEVERITIES as readonly string[]).includes(severity) ? { severity: severity as Severity } : {}),
  }
}

const ownerOf = (ownership?: Ownership) =>
  ownership ? [ownership.ownerName, ownership.ownerGroup].filter(Boolean).join(', ') : ''

export async function latestResults(
  payload: Payload,
  req: PayloadRequest,
  ownership?: Ownership[],
): Promise<PageResult[]> {
  const owners = new Map(
    (ownership ?? (await publishedOwnership(payload, req))).map((ownership) => [
      `${ownership.collection}:${ownership.id}`,
      ownership,
    ]),
  )
  const { docs } = await payload.find({
    collection: PAGE_CHECKS,
    where: { latest: { equals: true } } as Where,
    depth: 0,
    pagination: false,
    limit: 100_000,
    overrideAccess: false,
    req,
    user: req.user,
  })
  return docs.map((doc) => {
    const ownership = owners.get(`${doc.sourceCollection}:${doc.sourceId}`)
    return {
      owner: ownerOf(ownership),
      reviewBy: ownership?.reviewBy ?? null,
      lastReviewedAt: ownership?.lastReviewedAt ?? null,
      address: doc.address,
      title: doc.title ?? doc.address,
      contentType: doc.contentType ?? '',
      section: doc.section ?? '',
      sourceCollection: doc.sourceCollection ?? '',
      sourceId: doc.sourceId ?? '',
      lastChangedBy: doc.lastChangedBy ?? '',
      lastChangedAt: doc.lastChangedAt ?? '',
      checkedAt: doc.checkedAt,
      score: doc.score,
      scores: Object.fromEntries(CHECK_NAMES.map((check) => [check, doc.scores?.[check] ?? 100])) as Scores,
      readingGrade: doc.readingGrade ?? null,
      bytes: doc.bytes ?? null,
      requests: doc.requests ?? null,
      findings: (doc.findings as Finding[] | null) ?? [],
      problem: doc.problem ?? '',
    }
  })
}

const severityRank = (severity: Severity) => SEVERITIES.indexOf(severity)

export async function overview(payload: Payload, req: PayloadRequest, filters: Filters): Promise<Overview> {
  const ownership = await publishedOwnership(payload, req)
  const [pages, trend] = await Promise.all([
    latestResults(payload, req, ownership),
    payload.find({
      collection: SITE_SCORES,
      sort: '-checkedAt',
      limit: 30,
      depth: 0,
      overrideAccess: false,
      req,
      user: req.user,
    }),
  ])
  const ownerMatches = (owner: string) =>
    !filters.owner || (filters.owner === 'nobody' ? !owner : owner.split(', ').includes(filters.owner))
  const keep = (finding: Finding) =>
    (!filters.check || finding.check === filters.check) &&
    (!filters.severity || severityRank(finding.severity) <= severityRank(filters.severity))
  const findingFilter = Boolean(filters.check || filters.severity)
  const shown = pages
    .filter((page) => !filters.section || page.section === filters.section)
    .filter((page) => !filters.changedBy || page.lastChangedBy === filters.changedBy)
    .filter((page) => ownerMatches(page.owner))
    .map((page) => ({
      ...page,
      findings: page.findings.filter(keep).sort((a, b) => severityRank(a.severity) - severityRank(b.severity)),
    }))
    .filter((page) => !findingFilter || page.findings.length > 0)
    .sort((a, b) => a.score - b.score || a.address.localeCompare(b.address))
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))].sort()
  return {
    pages,
    shown,
    trend: trend.docs
      .map((point) => ({ checkedAt: point.checkedAt, score: point.score, serious: point.serious }))
      .reverse(),
    score: pages.length ? Math.round(pages.reduce((sum, page) => sum + page.score, 0) / pages.length) : null,
    sections: distinct(pages.map((page) => page.section)),
    editors: distinct(pages.map((page) => page.lastChangedBy)),
    owners: distinct(ownership.flatMap((one) => [one.ownerName, one.ownerGroup])),
    dueForReview: ownership
      .map((one) => ({ ...one, state: reviewState(one.reviewBy) }))
      .filter(
        (one): one is Ownership & { state: 'overdue' | 'due soon' } =>
          one.state === 'overdue' || one.state === 'due soon',
      )
      .filter((one) => ownerMatches(ownerOf(one)))
      .sort((a, b) => (a.reviewBy ?? '').localeCompare(b.reviewBy ?? '')),
  }
}

/** A field for a CSV file: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvField(value: unknown): string {
  let text = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The content inventory: every public address with what the dashboard knows of it. */
export function inventoryCsv(pages: PageResult[], siteUrl: string): string {
  const header = [
    'Address',
    'Title',
    'Type',
    'Section',
    'Last changed',
    'Last changed by',
    'Owner',
    'Review by',
    'Last reviewed',
    'Last checked',
    'Score',
    ...CHECK_NAMES.map((check) => `Score: ${CHECKS[check]}`),
    'Reading grade',
    'Weight (KB)',
    'Files',
    'Critical or serious findings',
  ]
  const rows = [...pages]
    .sort((a, b) => a.address.localeCompare(b.address))
    .map((page) => [
      `${siteUrl}${page.address}`,
      page.title,
      page.contentType,
      page.section,
      page.lastChangedAt,
      page.lastChangedBy,
      page.owner,
      page.reviewBy ?? 'never',
      page.lastReviewedAt ?? '',
      page.checkedAt,
      page.score,
      ...CHECK_NAMES.map((check) => page.scores[check]),
      page.readingGrade ?? '',
      page.bytes == null ? '' : Math.round(page.bytes / 1024),
      page.requests ?? '',
      page.findings.filter((finding) => severityRank(finding.severity) <= 1).length,
    ])
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
