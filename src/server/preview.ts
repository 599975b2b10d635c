import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import type { User } from '@/payload-types'

import { getPayloadClient, type ReadOptions } from './payload-client'

/**
 * The staff member previewing drafts in this request, or null. Preview needs both Next's
 * draft-mode cookie and a valid admin session: a copied draft-mode cookie alone shows
 * only published content. Checked once per request: metadata and page share it.
 */
const getPreviewUser = cache(async (): Promise<User | null> => {
  const draft = await draftMode()
  if (!draft.isEnabled) return null
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user?.collection === 'users' ? user : null
})

/** Reads the latest draft, still under the previewing user's access rules. */
function draftReadFor(user: User): ReadOptions {
  return { overrideAccess: false, draft: true, user }
}

/** Published content for visitors, the latest drafts for a previewing editor. */
export async function readOptionsForRequest(): Promise<ReadOptions | null> {
  const user = await getPreviewUser()
  return user ? draftReadFor(user) : null
}
