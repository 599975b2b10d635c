'use client'

import { useFormFields } from '@payloadcms/ui'

import type { EditorialWarning } from '../editing/checks'
import { contactBandButtonWarnings, heroButtonWarnings, type SpecWarning } from '@/lib/spec-warnings'

import { Warnings } from './EditingWarnings'

type FieldProps = { path?: string }

/** The path of a field beside this one in the same block (`layout.2.buttonWarnings` → `layout.2.buttonText`). */
const sibling = (path: string | undefined, name: string) =>
  path?.includes('.') ? `${path.slice(0, path.lastIndexOf('.'))}.${name}` : name

const shown = (warnings: SpecWarning[]): EditorialWarning[] =>
  warnings.map((warning) => ({ rule: warning.message, message: `${warning.message}. ${warning.explanation}` }))

const NOTE = 'you can still save; the page is shown without the button until this is fixed'

/** Under a hero's button fields: words with no page to open, an icon the site does not have. */
export function HeroButtonWarnings({ path }: FieldProps) {
  const buttonText = useFormFields(([fields]) => fields[sibling(path, 'buttonText')]?.value) as string | undefined
  const buttonTarget = useFormFields(([fields]) => fields[sibling(path, 'buttonTarget')]?.value) as string | undefined
  const buttonIcon = useFormFields(([fields]) => fields[sibling(path, 'buttonIcon')]?.value) as string | undefined
  return (
    <Warnings
      warnings={shown(heroButtonWarnings({ buttonText, buttonTarget, buttonIcon }))}
      label="Check the button"
      note={NOTE}
    />
  )
}

/** Under the contact band's button fields: no page to open. */
export function ContactBandButtonWarnings({ path }: FieldProps) {
  const buttonPage = useFormFields(([fields]) => fields[sibling(path, 'buttonPage')]?.value) as string | undefined
  return <Warnings warnings={shown(contactBandButtonWarnings({ buttonPage }))} label="Check the button" note={NOTE} />
}
