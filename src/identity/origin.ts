import { env } from '@/config/env'
import { adminOrigins } from '@/lib/admin-origins'

/** The origins a browser may send a sign-in, reset or forgot-password form from: the admin's own. */
export function signInOrigins(): string[] {
  const settings = env()
  return adminOrigins(settings.siteUrl, settings.corsOrigins)
}

/**
 * True when a browser sent this request from another site (login CSRF): its Origin is
 * not the site's own (or an allowed one), or Fetch Metadata says it is cross-site.
 * Clients that are not browsers send neither header and are not affected.
 */
export function isForeignOrigin(headers: Headers, allowed: string[] = signInOrigins()): boolean {
  const origin = headers.get('origin')
  if (origin !== null) return origin === 'null' || !allowed.includes(origin)
  return headers.get('sec-fetch-site') === 'cross-site'
}
