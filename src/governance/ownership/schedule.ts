/**
 * Owners and review dates (issue 49): who answers for a page, news item or banner, and
 * by when someone must read it again. Kept beside the content, not in it: naming an owner
 * or recording a review changes nothing visitors see, so it needs no approval and makes
 * no new version. A document without a date of its own is due a set time after its last
 * change, by type, from Site settings.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import { entityLabel } from '@/lib/entity-labels'

import { governanceSettings } from '../settings'

export const CONTENT_OWNERS = 'content-owners'

/** The content that has owners, and how long each kind stays current unless set otherwise. */
export const OWNED = {
  'named-pages': { settingsField: 'pagesMonths', defaultMonths: 12 },
  announcements: { settingsField: 'bannersMonths', defaultMonths: 6 },
  'carousel-items': { settingsField: 'newsMonths', defaultMonths: 0 },
} as const
export type OwnedCollection = keyof typeof OWNED
export const isOwned = (slug: string): slug is OwnedCollection => slug in OWNED

/** Within this many days a review is "due soon" on the dashboard and in the digest. */
export const DUE_SOON_DAYS = 30

export type ReviewMonths = Record<OwnedCollection, number>

export async function reviewMonths(payload: Payload, req?: PayloadRequest): Promise<ReviewMonths> {
  const set = (await governanceSettings(payload, req)).reviewSchedule ?? {}
  return Object.fromEntries(
    Object.entries(OWNED).map(([slug, kind]) => [slug, Number(set[kind.settingsField] ?? kind.defaultMonths)]),
  ) as ReviewMonths
}

export function addMonths(from: string | Date, months: number): string {
  const date = new Date(from)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString()
}

export type Ownership = {
  collection: OwnedCollection
  id: string
  title: string
  /** Where visitors find it, when they can. */
  address?: string
  ownerId: number | null
  ownerName: string
  ownerEmail: string
  ownerGroup: string
  /** When it is due for review, or null for never. */
  reviewBy: string | null
  /** True when the date is the default (last change plus the type's months). */
  reviewByDefault: boolean
  lastReviewedAt: string | null
  lastReviewedBy: string
  lastChangedAt: string
}

type OwnerRecord = {
  id: number
  sourceCollection: string
  sourceId: string
  owner?: number | { id: number; name?: string | null; email: string } | null
  ownerGroup?: string | null
  reviewBy?: string | null
  lastReviewedAt?: string | null
  lastReviewedBy?: number | { id: number; name?: string | null; email: string } | null
}

const addressOf = (collection: OwnedCollection, doc: { path?: unknown; recordId?: unknown }) =>
  collection === 'named-pages' && typeof doc.path === 'string'
    ? `/${doc.path}`
    : collection === 'carousel-items' && typeof doc.recordId === 'string'
      ? `/detail/${doc.recordId}`
      : undefined

export async function ownershipRecords(
  payload: Payload,
  where: Where,
  req?: PayloadRequest,
): Promise<Map<string, OwnerRecord>> {
  const { docs } = await payload.find({
    collection: CONTENT_OWNERS,
    where,
    depth: 1,
    pagination: false,
    limit: 100_000,
    overrideAccess: true,
    ...(req ? { req } : {}),
    select: {
      sourceCollection: true,
      sourceId: true,
      owner: true,
      ownerGroup: true,
      reviewBy: true,
      lastReviewedAt: true,
      lastReviewedBy: true,
    },
    populate: { users: { name: true, email: true } },
  })
  return new Map((docs as OwnerRecord[]).map((doc) => [`${doc.sourceCollection}:${doc.sourceId}`, doc]))
}

const person = (value: OwnerRecord['owner']) => (value && typeof value === 'object' ? value : undefined)

/** Every published document that has owners, with its owner and review date. */
export async function publishedOwnership(payload: Payload, req?: PayloadRequest): Promise<Ownership[]> {
  const months = await reviewMonths(payload, req)
  const records = await ownershipRecords(payload, {}, req)
  const result: Ownership[] = []
  for (const collection of Object.keys(OWNED) as OwnedCollection[]) {
    const { docs } = await payload.find({
      collection,
      where: { _status: { equals: 'published' } },
      depth: 0,
      pagination: false,
      limit: 100_000,
      overrideAccess: true,
      ...(req ? { req } : {}),
      select: {
        title: true,
        updatedAt: true,
        ...(collection === 'named-pages' ? { path: true } : {}),
        ...(collection === 'carousel-items' ? { recordId: true } : {}),
      } as never,
    })
    for (const doc of docs as { id: number; title?: string; updatedAt: string; path?: string; recordId?: string }[]) {
      result.push(ownershipOf(collection, doc, records.get(`${collection}:${doc.id}`), months))
    }
  }
  return result
}

export function ownershipOf(
  collection: OwnedCollection,
  doc: { id: number | string; title?: string | null; updatedAt: string; path?: string; recordId?: string },
  record: OwnerRecord | undefined,
  months: ReviewMonths,
): Ownership {
  const owner = person(record?.owner)
  const reviewer = person(record?.lastReviewedBy)
  // The clock restarts at the last change or the last review, whichever is later.
  const since = [doc.updatedAt, record?.lastReviewedAt ?? ''].sort().at(-1)!
  const defaultDate = months[collection] > 0 ? addMonths(since, months[collection]) : null
  const address = addressOf(collection, doc)
  return {
    collection,
    id: String(doc.id),
    title: doc.title || `${entityLabel(collection)} ${doc.id}`,
    ...(address ? { address } : {}),
    ownerId: owner?.id ?? null,
    ownerName: owner ? owner.name || owner.email : '',
    ownerEmail: owner?.email ?? '',
    ownerGroup: record?.ownerGroup ?? '',
    reviewBy: record?.reviewBy ?? defaultDate,
    reviewByDefault: !record?.reviewBy,
    lastReviewedAt: record?.lastReviewedAt ?? null,
    lastReviewedBy: reviewer ? reviewer.name || reviewer.email : '',
    lastChangedAt: doc.updatedAt,
  }
}

export type ReviewState = 'overdue' | 'due soon' | 'current' | 'never'

export function reviewState(reviewBy: string | null, now = new Date()): ReviewState {
  if (!reviewBy) return 'never'
  const due = new Date(reviewBy).getTime()
  if (due < now.getTime()) return 'overdue'
  return due - now.getTime() <= DUE_SOON_DAYS * 86_400_000 ? 'due soon' : 'current'
}
