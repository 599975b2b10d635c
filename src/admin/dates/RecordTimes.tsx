'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { formatSiteTime } from '@/lib/site-time'

/**
 * In a record's side column: when it was last changed and created, on the site's clock with
 * the zone named. Payload's own "Last Modified" follows the computer's clock and names no
 * zone, so it is hidden (admin-theme.css; ADR 0049).
 */
export function RecordTimes() {
  const { data, id, globalSlug } = useDocumentInfo()
  if ((id === undefined && !globalSlug) || !data) return null
  const updatedAt = typeof data.updatedAt === 'string' ? data.updatedAt : undefined
  const createdAt = typeof data.createdAt === 'string' ? data.createdAt : undefined
  if (!updatedAt && !createdAt) return null
  return (
    <dl className="record-times">
      {updatedAt && (
        <div>
          <dt>Last changed</dt>
          <dd>
            <time dateTime={updatedAt}>{formatSiteTime(updatedAt)}</time>
          </dd>
        </div>
      )}
      {createdAt && (
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={createdAt}>{formatSiteTime(createdAt)}</time>
          </dd>
        </div>
      )}
    </dl>
  )
}
