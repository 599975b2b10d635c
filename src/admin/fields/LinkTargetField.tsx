'use client'

import type { TextFieldClientComponent } from 'payload'
import { FieldDescription, FieldError, FieldLabel, useAuth, useField } from '@payloadcms/ui'
import { useId, useState } from 'react'
import { isAdministrator } from '@/lib/roles'

import { usePageChoices } from './page-choices'

const ANOTHER = '__another__'

/**
 * A link chosen from the site's pages by title (issue 28, problem 3): the page's link name
 * is stored, and shown under the choice to administrators only (issue 48). Unless `pagesOnly`, an
 * editor may instead type an address (https://…, a site path or a record identifier).
 */
export const LinkTargetField: TextFieldClientComponent = (props) => {
  const { field, path, readOnly } = props
  const pagesOnly = Boolean((props as { pagesOnly?: boolean }).pagesOnly)
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const pages = usePageChoices()
  const [typing, setTyping] = useState(false)
  const selectId = useId()
  const { user } = useAuth<{ role?: string }>()

  const current = value ?? ''
  const page = pages?.find((candidate) => candidate.apiName === current)
  const isAddress = current !== '' && pages !== null && !page
  const showText = !pagesOnly && (typing || isAddress)
  const selected = showText ? ANOTHER : page ? page.apiName : ''
  const label = typeof field.label === 'string' ? field.label : field.name

  return (
    <div className="field-type text" style={{ flex: '1 1 auto' }} data-link-target={path}>
      <FieldLabel htmlFor={selectId} label={label} path={path} required={field.required} />
      <FieldError path={path} message={errorMessage} showError={showError} />
      <select
        id={selectId}
        aria-label={label}
        disabled={readOnly || pages === null}
        value={selected}
        onChange={(event) => {
          const choice = event.target.value
          if (choice === ANOTHER) {
            setTyping(true)
            return
          }
          setTyping(false)
          setValue(choice)
        }}
        style={{ width: '100%', minHeight: 40, padding: '0 0.5rem' }}
      >
        <option value="">{pages === null ? 'Loading pages…' : '— No link —'}</option>
        {(pages ?? []).map((choice) => (
          <option key={choice.apiName} value={choice.apiName}>
            {choice.title} (/{choice.path})
          </option>
        ))}
        {pagesOnly && current !== '' && pages !== null && !page ? (
          <option value={current}>A page that no longer exists ({current})</option>
        ) : null}
        {pagesOnly ? null : <option value={ANOTHER}>Another address…</option>}
      </select>
      {showText ? (
        <input
          type="text"
          aria-label={`${label}: address`}
          placeholder="https://… or a site path such as offerings/stratus"
          disabled={readOnly}
          value={current}
          onChange={(event) => setValue(event.target.value)}
          style={{ marginTop: '0.5rem', width: '100%', minHeight: 40, padding: '0 0.5rem' }}
        />
      ) : null}
      {page && isAdministrator(user?.role) ? (
        <p style={{ margin: '0.25rem 0 0', fontSize: '0.8rem', opacity: 0.75 }}>
          Link name for older systems: <code>{page.apiName}</code>
        </p>
      ) : null}
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
