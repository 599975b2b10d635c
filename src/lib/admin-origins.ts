/**
 * The addresses a signed-in editor's browser may save from (Payload's CSRF list): the
 * site's own address, the origins configured in CORS_ORIGINS and, when the site is
 * addressed as this machine (localhost, 127.0.0.1 or [::1]), the other names of this
 * machine on the same port, since all of them reach the same server and nobody else's.
 */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

export function adminOrigins(siteUrl: string, configuredOrigins: readonly string[] = []): string[] {
  const site = new URL(siteUrl)
  const origins = [site.origin]
  if (LOOPBACK_HOSTS.includes(site.hostname) || site.hostname === '::1') {
    for (const host of LOOPBACK_HOSTS) {
      const alias = new URL(site.origin)
      alias.hostname = host
      origins.push(alias.origin)
    }
  }
  for (const origin of configuredOrigins) origins.push(new URL(origin).origin)
  return [...new Set(origins)]
}

/** Whether a page opened at `origin` can save: otherwise the admin says so before anything is typed. */
export function isAcceptedOrigin(origin: string, accepted: readonly string[]): boolean {
  return accepted.includes(origin)
}
