import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { resolveLink, type PageDirectory } from '@/lib/page-links'
import { canonicalRecordId } from '@/lib/record-id'
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
    payload.findGlobal({
      slug: 'site-settings',
      ...PUBLIC_READ,
      depth: 0,
      select: { siteName: true, agencyName: true, navigation: true, footerLinks: true, searchProperties: true },
    }),
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
export const getSiteFrame = cache(
  unstable_cache(loadSiteFrame, ['site-frame'], {
    tags: [CACHE_TAGS.siteSettings, CACHE_TAGS.namedPages],
  }),
)

async function loadSiteIdentity(): Promise<{ siteId: string | null; channelId: string | null }> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    ...PUBLIC_READ,
    depth: 0,
    select: { siteId: true, channelId: true },
  })
  return { siteId: settings.siteId ?? null, channelId: settings.channelId ?? null }
}

const cachedSiteIdentity = unstable_cache(loadSiteIdentity, ['site-identity'], { tags: [CACHE_TAGS.siteSettings] })

/**
 * Whether an id (15 or 18 characters, any case for 18) names this site (0DM...) or its
 * channel (0ap...): the APIs answer only for their own site.
 */
export async function isOwnSiteOrChannel(kind: 'site' | 'channel', id: string): Promise<boolean> {
  const identity = await cachedSiteIdentity()
  const own = kind === 'site' ? identity.siteId : identity.channelId
  const wanted = canonicalRecordId(id)
  return Boolean(own && wanted && canonicalRecordId(own) === wanted)
}
