import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { NamedPage as NamedPageView } from '@/app/(site)/_components/NamedPage'
import { API_NAME_SHAPE } from '@/lib/link-target'
import { getNamedPageByPath } from '@/server/named-pages'
import { publishedPathOf } from '@/server/page-directory'
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
  const { path } = await params
  // A page addressed by its API name (/Stratus__c) moves to its path, wherever that is now.
  if (path.length === 1 && API_NAME_SHAPE.test(path[0] ?? '')) {
    const target = await publishedPathOf(path[0] ?? '')
    if (target) redirect(`/${target}`)
    notFound()
  }
  const page = await pageFor(params)
  if (!page) notFound()
  return <NamedPageView page={page} />
}
