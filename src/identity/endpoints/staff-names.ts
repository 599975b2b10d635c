/**
 * The names of colleagues, for "Last edited by": authors and editors may not read user
 * accounts (users are for administrators), so the admin would show "Untitled - ID: 3".
 * Staff get each asked-for person's name (or e-mail when no name is set), nothing else.
 */
import type { Endpoint } from 'payload'

import { isContentStaff } from '@/lib/roles'

const MAX_IDS = 50

export const staffNamesEndpoint: Endpoint = {
  path: '/names',
  method: 'get',
  handler: async (req) => {
    if (!isContentStaff(req.user?.role)) {
      return Response.json({ message: 'Sign in to see who edited what.' }, { status: 401 })
    }
    const raw = new URL(req.url ?? '', 'http://site').searchParams.get('ids') ?? ''
    const ids = [...new Set(raw.split(','))].filter((id) => /^\d{1,12}$/.test(id)).slice(0, MAX_IDS)
    if (ids.length === 0) {
      return Response.json({ message: 'Give the people as ids=1,2 (numbers, at most 50).' }, { status: 400 })
    }
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { id: { in: ids.map(Number) } },
      select: { name: true, email: true },
      depth: 0,
      limit: MAX_IDS,
      pagination: false,
      overrideAccess: true,
    })
    const names = Object.fromEntries(docs.map((user) => [String(user.id), user.name?.trim() || user.email]))
    return Response.json({ names }, { headers: { 'Cache-Control': 'private, no-store' } })
  },
}
