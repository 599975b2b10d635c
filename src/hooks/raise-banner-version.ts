import type { CollectionBeforeChangeHook } from 'payload'

import type { Announcement } from '@/payload-types'

/** What a visitor reads in a banner: a change to any of these shows it again. */
const VISIBLE_FIELDS = ['title', 'message', 'linkHref', 'linkLabel'] as const

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '')

/**
 * Publishing a banner whose wording or link differs from the published one raises its
 * Version above the published Version, so visitors who dismissed the old wording see the
 * new one. An editor who raised it already keeps their number; drafts are left alone
 * until they are published.
 */
export const raiseBannerVersion: CollectionBeforeChangeHook<Announcement> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc?.id || data._status !== 'published') return data
  const published = await req.payload
    .findByID({ collection: 'announcements', id: originalDoc.id, draft: false, depth: 0, req, overrideAccess: true })
    .catch(() => null)
  if (!published || published._status !== 'published') return data
  const merged = { ...originalDoc, ...data }
  const changed = VISIBLE_FIELDS.some((field) => !same(merged[field], published[field]))
  const publishedVersion = published.version ?? 1
  if (changed && (merged.version ?? 1) <= publishedVersion) data.version = publishedVersion + 1
  return data
}
