'use client'

import {
  escapeDiffHTML,
  FieldDiffContainer,
  getHTMLDiffComponents,
  unescapeDiffHTML,
  useAuth,
  useTranslation,
} from '@payloadcms/ui'
import type { FieldDiffClientProps } from 'payload'

import { isAdministrator } from '@/lib/roles'

import { usePageChoices } from './page-choices'
import { describeStoredValue, type HumanValueKind } from './stored-values'

/**
 * Compare versions, for fields whose stored value is a platform name: Payload would show
 * "utility:arrowright" or "Stratus__c"; this shows "Arrow pointing right" or "Stratus
 * (/offerings/stratus)", in Payload's own two-column comparison. Names only
 * administrators see in the form are shown to them only here too.
 */
export function HumanValueDiff(props: FieldDiffClientProps & { kind?: HumanValueKind }) {
  const { comparisonValue, versionValue, field, locale, nestingLevel, kind = 'page' } = props
  const { i18n } = useTranslation()
  const { user } = useAuth<{ role?: string }>()
  const pages = usePageChoices(kind === 'page')
  if (kind === 'administrators' && !isAdministrator(user?.role)) return null
  let from = describeStoredValue(kind, comparisonValue, pages)
  let to = describeStoredValue(kind, versionValue, pages)
  // Two colours with the same name still differ: then each shows its own notation too.
  if (kind === 'colour' && from === to && comparisonValue !== versionValue) {
    from = `${from} (${String(comparisonValue ?? '')})`
    to = `${to} (${String(versionValue ?? '')})`
  }
  const { From, To } = getHTMLDiffComponents({
    fromHTML: `<p>${escapeDiffHTML(from)}</p>`,
    toHTML: `<p>${escapeDiffHTML(to)}</p>`,
    postProcess: unescapeDiffHTML,
    tokenizeByCharacter: false,
  })
  return (
    <FieldDiffContainer
      className="text-diff"
      From={From}
      To={To}
      i18n={i18n}
      label={{ label: 'label' in field ? field.label : undefined, locale }}
      nestingLevel={nestingLevel}
    />
  )
}
