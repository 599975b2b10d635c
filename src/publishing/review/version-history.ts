// Server code without a `server-only` mark: the module's entry point, which the CMS's own
// tools load with the configuration, exports it.
import type { Payload, TypedUser, Where } from 'payload'

import { REVIEW_STATE_LABELS, type ReviewState } from '../rules'
import { formatSiteTime } from '@/lib/site-time'

import { pendingScheduledPublishing } from './scheduled-publishing'
import { namesOf } from './people'
import { adminPathOf, idOf, type Related, type ReviewTarget } from './targets'

/**
 * The "Versions" tab of a document in editors' words (ADR 0031): every saved version,
 * newest first, with when, who, its status and its review state, and a link to Payload's
 * comparison of that version. Read with the signed-in person's own access.
 */

export const VERSIONS_PER_PAGE = 20

export type VersionStatus = 'Currently published' | 'Published' | 'Scheduled' | 'Draft'

export type VersionRow = {
  id: string
  /** When it was saved (ISO). */
  savedAt: string
  /** The same in the site's time zone, the zone named. */
  savedAtText: string
  /** The person's name, else their e-mail; "Unknown" when the account is gone or none was recorded. */
  savedBy: string
  status: VersionStatus
  /** The review state stored with the version, when one was. */
  reviewState?: string
  /** Payload's view of this version, compared with another. */
  href: string
}

export type VersionHistoryPage = {
  rows: VersionRow[]
  page: number
  totalPages: number
  totalVersions: number
}

type StoredVersion = {
  id: number | string
  updatedAt: string
  version: {
    _status?: 'draft' | 'published' | null
    lastEditedBy?: Related
    reviewState?: string | null
    review?: { publishAt?: string | null; reviewedBy?: Related; reviewedAt?: string | null } | null
  }
}

const SELECT = {
  updatedAt: true,
  version: {
    _status: true,
    lastEditedBy: true,
    reviewState: true,
    review: { publishAt: true, reviewedBy: true, reviewedAt: true },
  },
} as const

type Access = { overrideAccess: false; user: TypedUser | null }

/** Versions of one document matching `where`, newest first, as the person may read them. */
async function findVersions(
  payload: Payload,
  target: ReviewTarget,
  access: Access,
  { where, limit, page, counted = true }: { where?: Where; limit: number; page: number; counted?: boolean },
) {
  // The same moment twice (two quick saves) still lists the later one first.
  const sort = ['-updatedAt', '-id']
  const found = target.global
    ? // Payload 3.90 drops nested fields from a select of global versions: read them whole.
      await payload.findGlobalVersions({
        slug: target.global,
        where,
        sort,
        limit,
        page,
        pagination: counted,
        depth: 0,
        ...access,
      })
    : await payload.findVersions({
        collection: target.collection,
        where: { and: [{ parent: { equals: target.id } }, ...(where ? [where] : [])] },
        sort,
        limit,
        page,
        pagination: counted,
        depth: 0,
        select: SELECT,
        ...access,
      })
  return { ...found, docs: found.docs as unknown as StoredVersion[] }
}

/** Whether the document is on the site now (its unpublished state is a draft). */
async function isLive(payload: Payload, target: ReviewTarget, access: Access): Promise<boolean> {
  const live = target.global
    ? await payload.findGlobal({ slug: target.global, draft: false, depth: 0, select: { _status: true }, ...access })
    : await payload.findByID({
        collection: target.collection,
        id: target.id,
        draft: false,
        depth: 0,
        select: { _status: true },
        ...access,
      })
  return (live as { _status?: unknown })._status === 'published'
}

const inFuture = (moment: string | null | undefined, now: number) => Boolean(moment && Date.parse(moment) > now)

/** Payload's view of a version, compared with the one before it (a version opened alone compares with nothing). */
export function versionHref(target: ReviewTarget, versionId: number | string, previousId?: number | string) {
  const base = `${adminPathOf(target)}/versions/${String(versionId)}`
  return previousId === undefined ? base : `${base}?versionFrom=${String(previousId)}`
}

/** An approval publishes within a moment of its decision; a scheduled publish, at its time, long after. */
const APPROVAL_SLACK_MS = 60_000

/**
 * One page of a document's version history, newest first. Throws Payload's Forbidden or
 * NotFound when the person may not read the document or its versions.
 */
export async function versionHistory(
  payload: Payload,
  target: ReviewTarget,
  user: TypedUser | null,
  { page = 1, perPage = VERSIONS_PER_PAGE }: { page?: number; perPage?: number } = {},
): Promise<VersionHistoryPage> {
  const access: Access = { overrideAccess: false, user }
  const wantedPage = Number.isInteger(page) && page > 0 ? page : 1
  const [first, live, latest] = await Promise.all([
    findVersions(payload, target, access, { limit: perPage, page: wantedPage }),
    isLive(payload, target, access),
    // On the first page, its first row is the newest.
    wantedPage === 1 ? undefined : findVersions(payload, target, access, { limit: 1, page: 1, counted: false }),
  ])
  // A page past the end (an old link, versions pruned since) shows the last page.
  const listed =
    first.docs.length === 0 && wantedPage > 1 && first.totalPages > 0
      ? await findVersions(payload, target, access, { limit: perPage, page: first.totalPages })
      : first
  const published = live
    ? await findVersions(payload, target, access, {
        where: { 'version._status': { equals: 'published' } },
        limit: 1,
        page: 1,
        counted: false,
      })
    : undefined
  const liveId = published?.docs[0]?.id

  // The newest version, when a draft, is what a schedule publishes: an approval for a
  // time (ADR 0030) or Payload's own scheduled publishing.
  const now = Date.now()
  const newest = (latest ?? first).docs[0]
  let scheduledId: number | string | undefined
  if (newest && newest.version._status !== 'published') {
    const approvedForLater =
      newest.version.reviewState === 'approved' && inFuture(newest.version.review?.publishAt, now)
    const queued = approvedForLater
      ? []
      : (await pendingScheduledPublishing(payload, target)).filter((job) => job.type === 'publish')
    if (approvedForLater || queued.length > 0) scheduledId = newest.id
  }

  const names = await namesOf(
    payload,
    listed.docs
      .flatMap((doc) => [idOf(doc.version.lastEditedBy), idOf(doc.version.review?.reviewedBy)])
      .filter((id): id is number | string => id !== undefined),
  )
  // The version just older than the last one listed, for its comparison link.
  const beyond =
    listed.docs.length > 0
      ? (
          await findVersions(payload, target, access, {
            limit: 1,
            page: (listed.page ?? 1) * perPage + 1,
            counted: false,
          }).catch(() => null)
        )?.docs[0]
      : undefined
  /**
   * Who saved a version, as an editor would say it: the person who edited it; for a
   * version published by an approval or by an editor directly, that person; for one
   * published at its approved time, the site.
   */
  const savedBy = (doc: (typeof listed.docs)[number]) => {
    const named = (id: number | string | undefined) => (id !== undefined && names.get(String(id))) || undefined
    const approver = named(idOf(doc.version.review?.reviewedBy))
    const approvedAt = doc.version.review?.reviewedAt ? Date.parse(doc.version.review.reviewedAt) : undefined
    if (doc.version._status === 'published' && approver && approvedAt !== undefined) {
      const late = Date.parse(doc.updatedAt) - approvedAt > APPROVAL_SLACK_MS
      return late ? `The site, on schedule (approved by ${approver})` : `${approver} (published)`
    }
    return named(idOf(doc.version.lastEditedBy)) ?? 'Unknown'
  }
  const rows = listed.docs.map((doc, index): VersionRow => {
    const status: VersionStatus =
      liveId !== undefined && String(doc.id) === String(liveId)
        ? 'Currently published'
        : doc.version._status === 'published'
          ? 'Published'
          : scheduledId !== undefined && String(doc.id) === String(scheduledId)
            ? 'Scheduled'
            : 'Draft'
    const state = doc.version.reviewState as ReviewState | null | undefined
    return {
      id: String(doc.id),
      savedAt: doc.updatedAt,
      savedAtText: formatSiteTime(doc.updatedAt),
      savedBy: savedBy(doc),
      status,
      reviewState: state && state in REVIEW_STATE_LABELS ? REVIEW_STATE_LABELS[state] : undefined,
      // Compared with the published version by default (what a reviewer asks: what would change
      // on the site), else with the one before it.
      href: versionHref(
        target,
        doc.id,
        liveId !== undefined && String(doc.id) !== String(liveId) ? liveId : (listed.docs[index + 1] ?? beyond)?.id,
      ),
    }
  })
  return {
    rows,
    page: listed.page ?? 1,
    totalPages: Math.max(1, listed.totalPages),
    totalVersions: listed.totalDocs,
  }
}
