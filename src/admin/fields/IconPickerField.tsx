'use client'

import type { TextFieldClientComponent } from 'payload'
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'

import { ICON_CHOICES, iconSpriteHref } from '@/lib/icon-choices'

/** Icons chosen by picture and name (issue 28, problem 3); the stored value stays category:name. */
export const IconPickerField: TextFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const label = typeof field.label === 'string' ? field.label : field.name
  const current = value ?? ''
  return (
    <div className="field-type" style={{ flex: '1 1 auto' }} data-icon-picker={path}>
      <FieldLabel label={label} path={path} required={field.required} />
      <FieldError path={path} message={errorMessage} showError={showError} />
      <div role="radiogroup" aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
        {[{ value: '', label: 'No icon' }, ...ICON_CHOICES].map((choice) => {
          const href = iconSpriteHref(choice.value)
          const checked = current === choice.value
          return (
            <button
              key={choice.value || 'none'}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={choice.label}
              title={choice.label}
              disabled={readOnly}
              onClick={() => setValue(choice.value)}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                minWidth: 40,
                height: 40,
                padding: '0 0.4rem',
                border: checked
                  ? '2px solid var(--theme-success-500, #0a7d27)'
                  : '1px solid var(--theme-elevation-250)',
                borderRadius: 4,
                background: checked ? 'var(--theme-elevation-100)' : 'var(--theme-elevation-0)',
                color: 'var(--theme-text)',
                cursor: 'pointer',
              }}
            >
              {href ? (
                <svg width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
                  <use href={href} />
                </svg>
              ) : (
                <span style={{ fontSize: '0.75rem' }}>None</span>
              )}
            </button>
          )
        })}
      </div>
      <p style={{ margin: '0.25rem 0 0', fontSize: '0.8rem' }}>
        {ICON_CHOICES.find((choice) => choice.value === current)?.label ?? (current ? current : 'No icon')}
      </p>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
