import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NamedPageView } from '@/components/named-page/NamedPageView'
import { getNamedPageByPath } from '@/server/named-pages'
import { recordSearchMetadata } from '@/server/search-metadata'

type Props = { params: Promise<{ path: string[] }> }

async function pageFor(params: Props['params']) {
  const { path } = await params
  const joined = path.map((segment) => decodeURIComponent(segment)).join('/')
  return /^[a-z0-9/-]{1,200}$/.test(joined) ? getNamedPageByPath(joined) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageFor(params)
  return page ? recordSearchMetadata(page.recordId, page.searchProperties, `/${page.path}`, page.heroImage) : {}
}

export default async function NamedPage({ params }: Props) {
  const page = await pageFor(params)
  if (!page) notFound()
  return <NamedPageView page={page} />
}
