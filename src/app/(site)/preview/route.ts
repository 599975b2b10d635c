import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isPreviewablePath } from '@/lib/preview-path'
import { jsonError } from '@/server/api-errors'
import { getPayloadClient } from '@/server/payload-client'

export const dynamic = 'force-dynamic'

/**
 * Turns draft preview on for a signed-in editor, then opens the page. Visitors (and
 * anybody without an admin session) are refused; preview state lives in this browser's
 * cookie only.
 */
export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  if (!isPreviewablePath(path)) return jsonError(400, 'path must be a page of this site, such as /offerings/stratus.')
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return jsonError(401, 'Sign in to the admin to preview drafts.')
  ;(await draftMode()).enable()
  redirect(path)
}
