import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (getPayload caches it). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * Options for every read on a public path: access rules applied as for an anonymous
 * visitor, and published content only, so a draft can never leak onto a public page.
 */
export const PUBLIC_READ = { overrideAccess: false, draft: false } as const
