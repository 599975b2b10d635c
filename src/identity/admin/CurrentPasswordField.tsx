'use client'
import { useAuth, useDocumentInfo, useField } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { formatSiteTime } from '@/lib/site-time'

/** What the gate asks of this person for a credential change (GET /api/users/change-proof). */
type Proof = {
  needs: 'nothing' | 'password' | 'code' | 'password-or-code' | 'sign-in-again'
  message: string
  until?: string
  freshMinutes?: number
}

const LABELS = {
  password: 'Your current password',
  code: 'A code from your authenticator app',
  'password-or-code': 'Your current password, or a code from your authenticator app',
} as const

/**
 * Asks the person editing an account for proof that it is still them, in words that fit
 * them (issue 45): their current password; a code from their authenticator app when they
 * have no password (an account made by single sign-on); nothing for a few minutes after a
 * card or single sign-on sign-in; or, with neither, to sign in again. Needed to change a
 * password, an e-mail address, a card number or single sign-on linking, theirs or (for an
 * administrator) someone else's. A code goes in the same box: the server tells six digits
 * from a password.
 */
export function CurrentPasswordField({ path }: { path: string }) {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const [proof, setProof] = useState<Proof | null>(null)
  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!user) return
    let live = true
    fetch('/api/users/change-proof', { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<Proof>) : null))
      .then((answer) => {
        if (live) setProof(answer)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [user, version])
  // The few minutes after a card or single sign-on sign-in end: ask again what is needed now.
  useEffect(() => {
    if (proof?.needs !== 'nothing' || !proof.until) return
    const timer = setTimeout(
      () => setVersion((value) => value + 1),
      Math.max(new Date(proof.until).getTime() - Date.now(), 0) + 1000,
    )
    return () => clearTimeout(timer)
  }, [proof])

  if (!user || id === undefined) return null
  const own = String(user.id) === String(id)
  const admin = (user as { role?: string }).role === 'admin'
  const what = !admin
    ? 'your password or e-mail address'
    : own
      ? 'your password, e-mail address, card number or single sign-on linking'
      : 'this person’s password, e-mail address, card number, single sign-on linking or sign-in'
  const error =
    showError && errorMessage ? (
      <p id="field-currentPassword-error" className="field-error" role="alert">
        {errorMessage}
      </p>
    ) : null

  if (proof?.needs === 'nothing' || proof?.needs === 'sign-in-again') {
    return (
      <div className="field-type text" style={{ marginBottom: 'var(--spacing-field)' }}>
        <p className="field-label">Proof that it is you</p>
        <p className="field-description" role="status">
          {proof.needs === 'nothing' && proof.until
            ? `${proof.message} It stays so until ${formatSiteTime(proof.until)}, for changes to ${what}.`
            : proof.message}{' '}
          {proof.needs === 'sign-in-again' ? <a href="/admin/logout">Sign out, then sign in again.</a> : null}
        </p>
        {error}
      </div>
    )
  }
  const needs = proof?.needs ?? 'password'
  return (
    <div className="field-type text" style={{ marginBottom: 'var(--spacing-field)' }}>
      <label className="field-label" htmlFor="field-currentPassword">
        {LABELS[needs]}
      </label>
      <input
        id="field-currentPassword"
        type={needs === 'code' ? 'text' : 'password'}
        inputMode={needs === 'code' ? 'numeric' : undefined}
        autoComplete={needs === 'code' ? 'one-time-code' : 'current-password'}
        value={value ?? ''}
        onChange={(event) => setValue(event.target.value)}
        aria-describedby={`field-currentPassword-help${error ? ' field-currentPassword-error' : ''}`}
        aria-invalid={Boolean(error)}
      />
      <p id="field-currentPassword-help" className="field-description">
        {proof
          ? `${proof.message.replace(/ to make this change\.$/, '')} to change ${what}.`
          : `Needed to change ${what}.`}
      </p>
      {error}
    </div>
  )
}
