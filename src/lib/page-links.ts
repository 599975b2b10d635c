/**
 * Turns a link value (an address, a record identifier, a page API name or a site path)
 * into an href, through the one directory of named pages, so an editor can move a
 * page by changing its path in one place.
 */
import { API_NAME_SHAPE, classifyLinkTarget } from './link-target'
import type { LinkView } from './views'

/** API name → path of the published pages, e.g. Stratus__c → offerings/stratus. */
export type PageDirectory = ReadonlyMap<string, string>

/** The site's own pages, served whatever the named pages are (src/app/(site)). */
const SITE_ROUTES = /^(|offerings|news|news\/rss\.xml|search|detail\/[A-Za-z0-9]+|(api|cms)\/.+)$/

const publishedPaths = new WeakMap<PageDirectory, Set<string>>()

/** Whether a site path leads to a page that answers: a published page or one of the site's own. */
function isLivePath(path: string, directory: PageDirectory): boolean {
  if (SITE_ROUTES.test(path)) return true
  let paths = publishedPaths.get(directory)
  if (!paths) publishedPaths.set(directory, (paths = new Set(directory.values())))
  return paths.has(path)
}

/**
 * The link, or nothing when it leads to a page that is not published (or does not
 * exist), by API name or by path: a link that would answer 404 is left out, so the
 * block's next candidate can be used.
 */
export function resolveLink(value: string | null | undefined, directory: PageDirectory): LinkView | undefined {
  if (!value?.trim()) return undefined
  const target = classifyLinkTarget(value)
  if (target.kind === 'external') return { href: target.href, external: true }
  if (target.kind === 'record') return { href: `/detail/${target.recordId}`, external: false }
  const name = target.name.replace(/^\/+/, '')
  const path = API_NAME_SHAPE.test(name) ? directory.get(name) : name.replace(/\/+$/, '')
  return path !== undefined && isLivePath(path, directory) ? { href: `/${path}`, external: false } : undefined
}

/** The first of several candidate values that resolves (e.g. a tile's page, then its contact target). */
export function resolveFirstLink(
  values: (string | null | undefined)[],
  directory: PageDirectory,
): LinkView | undefined {
  for (const value of values) {
    const link = resolveLink(value, directory)
    if (link) return link
  }
  return undefined
}
