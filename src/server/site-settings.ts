import 'server-only'

import { unstable_cache } from 'next/cache'

import { resolveLink, type PageDirectory } from '@/lib/page-links'
import type { NavLinkView, SiteFrameView } from '@/lib/views'

import { CACHE_TAGS } from './cache-tags'
import { getPageDirectory } from './page-directory'
import { getPayloadClient, PUBLIC_READ } from './payload-client'

function toNavLinks(
  links: { label: string; href: string }[] | null | undefined,
  directory: PageDirectory,
): NavLinkView[] {
  return (links ?? []).flatMap(({ label, href }) => {
    const link = resolveLink(href, directory)
    return link ? [{ label, ...link }] : []
  })
}

async function loadSiteFrame(): Promise<SiteFrameView> {
  const payload = await getPayloadClient()
  const [settings, directory] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', ...PUBLIC_READ, depth: 0 }),
    getPageDirectory(),
  ])
  return {
    siteName: settings.siteName || 'Hybrid Cloud',
    agencyName: settings.agencyName || 'Hosting and Compute Center',
    navigation: toNavLinks(settings.navigation, directory),
    footerLinks: toNavLinks(settings.footerLinks, directory),
    defaultDescription: settings.searchProperties?.description ?? undefined,
  }
}

/** What every page's header and footer show. */
export const getSiteFrame = unstable_cache(loadSiteFrame, ['site-frame'], {
  tags: [CACHE_TAGS.siteSettings, CACHE_TAGS.namedPages],
})
