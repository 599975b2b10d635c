import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NamedPage as NamedPageView } from '@/app/(site)/_components/NamedPage'
import { RecordPage } from '@/components/record-page/RecordPage'
import { getNamedPageByPath } from '@/server/named-pages'
import { recordSearchMetadata } from '@/server/search-metadata'
import { getPageDirectory } from '@/server/page-directory'
import { getRecord } from '@/server/records'

type Props = { params: Promise<{ recordId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const record = await getRecord((await params).recordId)
  if (record?.kind === 'page') {
    const page = await getNamedPageByPath(record.path)
    return page ? recordSearchMetadata(page.recordId, page.searchProperties, `/${page.path}`, page.heroImage) : {}
  }
  if (!record) return {}
  return recordSearchMetadata(
    record.recordId,
    { pageTitle: record.title, description: record.meta, isSeoIndexed: true },
    `/detail/${record.recordId}`,
    record.image,
  )
}

/**
 * A record's view page: a carousel item in full, or a named page (whose canonical
 * address stays its path). Non-canonical identifiers were redirected before rendering
 * (src/lib/response-security.ts).
 */
export default async function RecordDetailPage({ params }: Props) {
  const record = await getRecord((await params).recordId)
  if (!record) notFound()
  if (record.kind === 'page') {
    const page = await getNamedPageByPath(record.path)
    if (!page) notFound()
    return <NamedPageView page={page} />
  }
  return <RecordPage record={record} directory={await getPageDirectory()} />
}
