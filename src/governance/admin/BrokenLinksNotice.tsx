'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { formatSiteTime } from '@/lib/site-time'

type Entry = { id: number; where: string; url: string; problem: string; firstSeen: string }

/**
 * A warning on the document when the broken-link report lists links or images of it
 * (ADR 0029): what, where, since when. It never blocks saving or publishing.
 */
export function BrokenLinksNotice() {
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const source = globalSlug ?? collectionSlug
  const sourceId = globalSlug ?? (id === undefined ? undefined : String(id))
  const [entries, setEntries] = useState<Entry[]>([])

  useEffect(() => {
    if (!source || !sourceId) return
    const query = new URLSearchParams({
      'where[sourceCollection][equals]': source,
      'where[sourceId][equals]': sourceId,
      limit: '50',
      depth: '0',
      sort: 'firstSeen',
    })
    let cancelled = false
    fetch(`/api/broken-links?${query}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((body: { docs: Entry[] }) => !cancelled && setEntries(body.docs))
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [source, sourceId])

  if (entries.length === 0) return null
  return (
    <div
      role="status"
      style={{ border: '2px solid #b50909', borderRadius: 4, padding: '0.75rem', marginBottom: '1rem' }}
    >
      <strong>
        {entries.length === 1 ? 'A link on this page is broken' : `${entries.length} links on this page are broken`}
      </strong>
      <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.where}: {entry.url}. {entry.problem} Broken since {formatSiteTime(entry.firstSeen)}.
          </li>
        ))}
      </ul>
    </div>
  )
}
