import type { Metadata } from 'next'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { HeadTags } from '@/components/page-regions/HeadTags'
import { canonicalRecordId } from '@/lib/record-id'
import { recordSearchMetadata, searchMetadata } from '@/server/search-metadata'
import { getHomeView } from '@/server/home-page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The home view's optional recordId (spec section 1), handed to the search assistant. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [view, { recordId }] = await Promise.all([getHomeView(), searchParams])
  const record = typeof recordId === 'string' ? canonicalRecordId(recordId) : null
  return record ? recordSearchMetadata(record, view.searchProperties, '/') : searchMetadata(view.searchProperties, '/')
}

export default async function HomePage() {
  const view = await getHomeView()
  return (
    <>
      <HeadTags source={view.searchProperties.customHeadTags} />
      <RenderBlocks layout={view.layout} />
    </>
  )
}
