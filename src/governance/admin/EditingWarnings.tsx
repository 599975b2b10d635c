'use client'

import { useFormFields } from '@payloadcms/ui'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { useDeferredValue } from 'react'

import { checkAltText, checkRichText, type EditorialWarning } from '../editing/checks'

type FieldProps = { path?: string; field?: { name?: string } }

/** A list of warnings beside a field; `note` says they never stop a save. */
export function Warnings({
  warnings,
  label,
  note = 'suggestions only: they never stop you from saving or publishing',
}: {
  warnings: EditorialWarning[]
  label: string
  note?: string
}) {
  if (warnings.length === 0) return null
  return (
    <div
      role="status"
      aria-label={label}
      data-editing-warnings=""
      style={{
        borderLeft: '4px solid #b36b00',
        background: 'var(--theme-warning-50, #fff6e5)',
        padding: '0.5rem 0.75rem',
        margin: '0.5rem 0 1rem',
      }}
    >
      <strong>{label}</strong> <span>({note})</span>
      <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.25rem' }}>
        {warnings.map((warning, index) => (
          <li key={`${warning.rule}-${index}`}>
            {warning.where ? <>{warning.where}: </> : null}
            {warning.message}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Beside a rich text field (ADR 0029): accessibility and plain-language suggestions on
 * what is being written, from editing/checks.ts, updated as the editor types.
 */
export function RichTextWarnings({ path, field }: FieldProps) {
  const name = path ?? field?.name ?? 'body'
  const value = useFormFields(([fields]) => fields[name]?.value) as SerializedEditorState | undefined
  const deferred = useDeferredValue(value)
  return <Warnings warnings={checkRichText(deferred)} label="Suggestions for this text" />
}

/** Beside an image's alternative text: empty, a file name, "image of …", too long. */
export function AltTextWarnings({ path, field }: FieldProps) {
  const name = path ?? field?.name ?? 'altText'
  const alt = useFormFields(([fields]) => fields[name]?.value) as string | undefined
  return <Warnings warnings={checkAltText(alt)} label="Suggestions for the alternative text" />
}
