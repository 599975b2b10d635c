'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { DateFieldClientProps } from 'payload'

import { formatSiteTime } from '@/lib/site-time'

/**
 * A date that nobody edits here (when access was removed, when a change was submitted):
 * read as text on the site's clock, the zone named, instead of a disabled date picker on
 * the computer's clock.
 */
export function SiteTimeField({ field, path }: DateFieldClientProps) {
  const { value } = useField<string>({ path: path ?? field.name })
  const description = field.admin?.description
  return (
    <div className="field-type site-time-field">
      <FieldLabel label={field.label} path={path} as="span" />
      <p>{value ? formatSiteTime(value) : 'Not set'}</p>
      {typeof description === 'string' && <FieldDescription description={description} path={path ?? field.name} />}
    </div>
  )
}
