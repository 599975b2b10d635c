import type { Metadata } from 'next'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { HeadTags } from '@/components/page-regions/HeadTags'
import { searchMetadata } from '@/server/search-metadata'
import { getHomeView } from '@/server/home-page'

export async function generateMetadata(): Promise<Metadata> {
  const view = await getHomeView()
  return searchMetadata(view.searchProperties, '/')
}

export default async function HomePage() {
  const view = await getHomeView()
  return (
    <>
      <HeadTags source={view.searchProperties.customHeadTags} />
      <RenderBlocks blocks={view.blocks} />
    </>
  )
}
