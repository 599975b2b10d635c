import Link from 'next/link'
import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { env } from '@/config/env'

import { AskAnAdministrator } from './AskAnAdministrator'
import { adminPathOfSource, handOverMessage, onlyAdministratorsChange } from '../links/where-links-live'

type Row = {
  sourceCollection?: string
  sourceId?: string
  sourceTitle?: string
  where?: string
  url?: string
  problem?: string
}

/** The administrators' addresses, read once per list however many rows need them. */
const administratorAddresses = cache(async (payload: Payload): Promise<string[]> => {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    select: { email: true },
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((admin) => admin.email)
})

/**
 * "Found on" in the broken-link report: a link to the page, news item, banner or settings
 * the broken link is on (issue 48). Site settings are for administrators only, so an
 * editor gets an e-mail to them, written for them, instead.
 */
export async function FoundOnCell({ rowData, payload }: DefaultServerCellComponentProps) {
  const row = rowData as Row
  const source = { collection: String(row.sourceCollection ?? ''), id: String(row.sourceId ?? '') }
  const title = row.sourceTitle ?? 'Unknown'
  const href = adminPathOfSource(source)
  if (!onlyAdministratorsChange(source))
    return (
      // A prefetch per row renders each document's whole view on the server: only on a click.
      <Link href={href} prefetch={false}>
        {title}
      </Link>
    )
  const addresses = await administratorAddresses(payload)
  const message = handOverMessage(
    { sourceTitle: title, where: row.where ?? '', url: row.url ?? '', problem: row.problem ?? '' },
    `${env().siteUrl}/admin/collections/broken-links`,
  )
  const mailto = `mailto:${addresses.join(',')}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}`
  return <AskAnAdministrator title={title} href={href} mailto={mailto} />
}
