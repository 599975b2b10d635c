'use client'
import { useAuth, useDocumentInfo, useField } from '@payloadcms/ui'

/**
 * Asks the person editing an account for their own current password: needed to change a
 * password or an e-mail address, theirs or (for an administrator) someone else's.
 */
export function CurrentPasswordField({ path }: { path: string }) {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const { value, setValue } = useField<string>({ path })
  if (!user || id === undefined) return null
  const own = String(user.id) === String(id)
  return (
    <div className="field-type text" style={{ marginBottom: 'var(--spacing-field)' }}>
      <label className="field-label" htmlFor="field-currentPassword">
        Your current password
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
        {own
          ? 'Needed to change your password or e-mail address.'
          : 'Needed to change this person’s password or e-mail address.'}
      </p>
    </div>
  )
}
