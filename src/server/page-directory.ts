import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { PageDirectory } from '@/lib/page-links'

import { CACHE_TAGS } from './cache-tags'
import { getPayloadClient, PUBLIC_READ } from './payload-client'

async function loadPageDirectory(): Promise<[string, string][]> {
  const payload = await getPayloadClient()
  const pages = await payload.find({
    collection: 'named-pages',
    ...PUBLIC_READ,
    depth: 0,
    limit: 1000,
    pagination: false,
    select: { apiName: true, path: true },
  })
  return pages.docs.map((page) => [page.apiName, page.path])
}

const cachedDirectory = cache(unstable_cache(loadPageDirectory, ['page-directory'], { tags: [CACHE_TAGS.namedPages] }))

/** The published pages' API names and paths: the one mapping every link goes through. */
export async function getPageDirectory(): Promise<PageDirectory> {
  return new Map(await cachedDirectory())
}

/** The path of a published page by its API name (links written before a page moved). */
export async function publishedPathOf(apiName: string): Promise<string | undefined> {
  return (await getPageDirectory()).get(apiName)
}
