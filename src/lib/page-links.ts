/**
 * Turns a link value (an address, a record identifier, a page API name or a site path)
 * into an href, through the one directory of named pages, so an editor can move a
 * page by changing its path in one place.
 */
import { classifyLinkTarget } from './link-target'
import type { LinkView } from './views'

/** API name → path, e.g. Stratus__c → offerings/stratus. */
export type PageDirectory = ReadonlyMap<string, string>

export function resolveLink(value: string | null | undefined, directory: PageDirectory): LinkView | undefined {
  if (!value?.trim()) return undefined
  const target = classifyLinkTarget(value)
  if (target.kind === 'external') return { href: target.href, external: true }
  if (target.kind === 'record') return { href: `/detail/${target.recordId}`, external: false }
  const name = target.name.replace(/^\/+/, '')
  const path = directory.get(name) ?? name
  return { href: `/${path}`, external: false }
}

/** The first of several candidate values that resolves (e.g. a card's apiName, then its url). */
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
