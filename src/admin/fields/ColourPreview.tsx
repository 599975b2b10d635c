'use client'

import { useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

import { describeColour, parseColour } from '@/lib/colour-words'

/** Under a colour's box: the colour itself and its name ("dark blue, 85% opaque"). */
export function ColourPreview({ path, field }: TextFieldClientProps) {
  const { value } = useField<string>({ path: path ?? field.name })
  if (!value || !parseColour(value)) return null
  return (
    <p className="colour-preview">
      <span className="colour-preview__swatch" style={{ background: value }} aria-hidden="true" />
      Shows as {describeColour(value)}
    </p>
  )
}
