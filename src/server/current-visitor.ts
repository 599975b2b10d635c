import 'server-only'

import type { CurrentVisitor } from '@/lib/api-schemas'

import { getPayloadClient } from './payload-client'

/** The visitor behind a request: a user id is exposed only for a signed-in user. */
export async function getCurrentVisitor(requestHeaders: Headers): Promise<CurrentVisitor> {
  try {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: requestHeaders })
    return user ? { isGuest: false, userId: String(user.id) } : { isGuest: true }
  } catch {
    return { isGuest: true }
  }
}
