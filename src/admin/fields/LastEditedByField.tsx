'use client'

import type { RelationshipFieldClientComponent } from 'payload'
import { FieldLabel, useField } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/**
 * "Last edited by" as a name for everyone on the staff: the plain relationship shows
 * "Untitled - ID: 3" to authors and editors, who may not open user accounts. The names
 * come from /api/users/names (src/endpoints/staff-names.ts).
 */
export const LastEditedByField: RelationshipFieldClientComponent = ({ path, field }) => {
  const { value } = useField<number | { id: number } | null>({ path })
  const id = value && typeof value === 'object' ? value.id : value
  // undefined while asking; null when the account is gone.
  const [name, setName] = useState<string | null | undefined>(undefined)

  useEffect(() => {
    if (!id) return
    let live = true
    fetch(`/api/users/names?ids=${id}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { names: {} }))
      .then((data: { names?: Record<string, string> }) => live && setName(data.names?.[String(id)] ?? null))
      .catch(() => live && setName(null))
    return () => {
      live = false
    }
  }, [id])

  const label = typeof field.label === 'string' ? field.label : 'Last edited by'
  const shown = !id ? 'Not recorded' : name === undefined ? '…' : (name ?? 'A removed account')
  return (
    <div className="field-type" data-last-edited-by="">
      <FieldLabel label={label} path={path} />
      <p style={{ margin: '0.25rem 0 0' }}>{shown}</p>
    </div>
  )
}
