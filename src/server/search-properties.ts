import 'server-only'

import { unstable_cache } from 'next/cache'

import type { SearchPropertiesRecord } from '@/lib/api-schemas'
import { canonicalRecordId } from '@/lib/record-id'

import { CACHE_TAGS } from './cache-tags'
import { findPublishedByRecordId } from './records'

/** Cached for one hour (36e5 ms), and refreshed at once when the record changes. */
export const SEARCH_PROPERTIES_CACHE_MS = 3_600_000

async function loadSearchProperties(recordId: string): Promise<SearchPropertiesRecord | null> {
  const page = await findPublishedByRecordId('named-pages', recordId)
  if (page) {
    const search = page.searchProperties
    return {
      recordName: page.title,
      objectName: 'Named_Page__c',
      fields: {
        Title: search?.pageTitle || page.title,
        Description: search?.description || page.summary || null,
        Path: `/${page.path}`,
        ApiName: page.apiName,
        CustomHeadTags: search?.customHeadTags || null,
      },
      complexFields: [],
      hrefLangUrls: (search?.hrefLangUrls ?? []).map(({ lang, url }) => ({ lang, url })),
      canonicalUrl: search?.canonicalUrl || `/${page.path}`,
      isSeoIndexed: search?.isSeoIndexed ?? true,
    }
  }
  const item = await findPublishedByRecordId('carousel-items', recordId)
  if (!item) return null
  return {
    recordName: item.title,
    objectName: 'Carousel_Item__c',
    fields: { Title: item.title, Description: item.meta ?? null, Type: item.type, PublishDate: item.publishDate },
    complexFields: [],
    hrefLangUrls: [],
    canonicalUrl: `/detail/${item.recordId}`,
    isSeoIndexed: true,
  }
}

const cached = unstable_cache(loadSearchProperties, ['search-properties'], {
  tags: [CACHE_TAGS.namedPages, CACHE_TAGS.carouselItems],
  revalidate: SEARCH_PROPERTIES_CACHE_MS / 1000,
})

export async function getSearchProperties(recordId: string): Promise<SearchPropertiesRecord | null> {
  const canonical = canonicalRecordId(recordId)
  return canonical ? cached(canonical) : null
}

/** Keeps only the named fields (the API's optional `fields` parameter). */
export function selectFields(record: SearchPropertiesRecord, fields: string[] | null): SearchPropertiesRecord {
  if (!fields?.length) return record
  const wanted = new Set(fields.map((field) => field.toLowerCase()))
  return {
    ...record,
    fields: Object.fromEntries(Object.entries(record.fields).filter(([name]) => wanted.has(name.toLowerCase()))),
  }
}
