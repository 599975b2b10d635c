import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isPreviewablePath } from '@/lib/preview-path'

export const dynamic = 'force-dynamic'

/** Leaves draft preview and returns to the published page. */
export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path')
  ;(await draftMode()).disable()
  redirect(isPreviewablePath(path) ? path : '/')
}
