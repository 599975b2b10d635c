/**
 * What a revision's content is, apart from the bookkeeping the CMS and the review keep
 * beside it (ADR 0043): the same content gives the same hash, so a submission can be
 * named and an approval can prove it publishes what was submitted.
 */
import { createHash } from 'node:crypto'

/** What the review and the CMS keep about a document beside its content: not a change by itself. */
const NOT_CONTENT = new Set([
  'id',
  'createdAt',
  'updatedAt',
  '_status',
  'reviewState',
  'review',
  'lastEditedBy',
  'globalType',
  'reviewPanel',
])

/** One value with object keys in one order (documents are read at depth 0: relations are ids). */
function canonical(one: unknown): unknown {
  if (Array.isArray(one)) return one.map(canonical)
  if (one && typeof one === 'object') {
    return Object.fromEntries(
      Object.keys(one)
        .sort()
        .map((key) => [key, canonical((one as Record<string, unknown>)[key])]),
    )
  }
  return one ?? null
}

const contentEntries = (doc: Record<string, unknown>) => Object.entries(doc).filter(([key]) => !NOT_CONTENT.has(key))

/** The document's content as one string, for comparing two revisions. */
export function contentOf(doc: Record<string, unknown>): string {
  return JSON.stringify(canonical(Object.fromEntries(contentEntries(doc))))
}

/** A short, stable name for a revision's content. */
export function contentHash(doc: Record<string, unknown>): string {
  return createHash('sha256').update(contentOf(doc)).digest('hex').slice(0, 16)
}

/** Whether a write (some fields, as a form or API client sends them) changes the document's content. */
export function changesContent(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): boolean {
  if (!previous) return true
  return contentEntries(data).some(
    ([key, value]) =>
      value !== undefined && JSON.stringify(canonical(value)) !== JSON.stringify(canonical(previous[key])),
  )
}
