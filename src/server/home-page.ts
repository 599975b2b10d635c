import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { HomeView } from '@/lib/views'

import { CACHE_TAGS } from './cache-tags'
import { getPayloadClient, PAGE_POPULATE, PUBLIC_READ, type ReadOptions } from './payload-client'
import { readOptionsForRequest } from './preview'

async function loadHomeView(read: ReadOptions = PUBLIC_READ): Promise<HomeView> {
  const payload = await getPayloadClient()
  const home = await payload.findGlobal({
    slug: 'home-page',
    ...read,
    depth: 1,
    populate: PAGE_POPULATE,
    // Not the editorial fields: populating who last edited it is a wasted query here.
    select: { layout: true, searchProperties: true },
  })
  const search = home.searchProperties
  return {
    layout: home.layout ?? [],
    searchProperties: {
      pageTitle: search?.pageTitle || 'Home',
      description: search?.description ?? undefined,
      isSeoIndexed: search?.isSeoIndexed ?? true,
      customHeadTags: search?.customHeadTags ?? undefined,
    },
  }
}

/** The published home page, cached until an editor changes it or anything it shows. */
const getPublishedHomeView = cache(
  unstable_cache(() => loadHomeView(), ['home-view'], {
    tags: [CACHE_TAGS.homePage, CACHE_TAGS.namedPages, CACHE_TAGS.media],
  }),
)

/** The home page as this request should see it: published, or the draft being previewed. */
export async function getHomeView(): Promise<HomeView> {
  const preview = await readOptionsForRequest()
  return preview ? loadHomeView(preview) : getPublishedHomeView()
}
