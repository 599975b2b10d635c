'use client'
import { useAuth, useDocumentInfo, useField } from '@payloadcms/ui'

/** Asks for the current password, on your own account only (needed to change it). */
export function CurrentPasswordField({ path }: { path: string }) {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const { value, setValue } = useField<string>({ path })
  if (!user || String(user.id) !== String(id)) return null
  return (
    <div className="field-type text" style={{ marginBottom: 'var(--spacing-field)' }}>
      <label className="field-label" htmlFor="field-currentPassword">
        Current password
      </label>
      <input
        id="field-currentPassword"
        type="password"
        autoComplete="current-password"
        value={value ?? ''}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby="field-currentPassword-help"
      />
      <p id="field-currentPassword-help" className="field-description">
        Needed to change your own password.
      </p>
    </div>
  )
}
