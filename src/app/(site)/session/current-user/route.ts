import { headers } from 'next/headers'

import { getCurrentVisitor } from '@/server/current-visitor'

export const dynamic = 'force-dynamic'

/** Who is visiting: a guest, or a signed-in staff member with their id. Never cached. */
export async function GET() {
  const visitor = await getCurrentVisitor(await headers())
  return Response.json(visitor, { headers: { 'Cache-Control': 'private, no-store' } })
}
