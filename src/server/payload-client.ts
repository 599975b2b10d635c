import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload, type PopulateType } from 'payload'

import type { User } from '@/payload-types'

/** The one Payload instance of this process (getPayload caches it). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * Options for every read on a public path: access rules applied as for an anonymous
 * visitor, and published content only, so a draft can never leak onto a public page.
 */
export const PUBLIC_READ: ReadOptions = { overrideAccess: false, draft: false }

/** How content is read: always under access rules; drafts only for a previewing editor. */
export type ReadOptions = { overrideAccess: false; draft: boolean; user?: User }

/**
 * The fields of related documents that pages show. Populating whole media documents
 * (every image size, every computed URL) made a carousel read about eight times slower.
 */
export const PAGE_POPULATE = {
  media: {
    contentKey: true,
    filename: true,
    mimeType: true,
    width: true,
    height: true,
    altText: true,
    bgPosition: true,
    bgSizeOrRepeat: true,
    updatedAt: true,
  },
  'video-files': { url: true, filename: true, mimeType: true },
} satisfies PopulateType
