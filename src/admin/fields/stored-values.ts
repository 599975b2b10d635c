import { describeColour } from '@/lib/colour-words'
import { ICON_CHOICES } from '@/lib/icon-choices'
import { formatSiteTime } from '@/lib/site-time'

import type { PageChoice } from './page-choices'

export type HumanValueKind = 'icon' | 'page' | 'yesno' | 'administrators' | 'time' | 'colour'

/** A stored value as staff know it: an icon by its words, a page by its title, a time on the site's clock (issue 48). */
export function describeStoredValue(kind: HumanValueKind, value: unknown, pages: PageChoice[] | null): string {
  if (kind === 'yesno') return value === true ? 'Yes' : 'No'
  if (kind === 'time') return value ? formatSiteTime(String(value)) : 'No date'
  if (kind === 'colour') {
    const text = typeof value === 'string' ? value.trim() : ''
    if (!text) return 'No colour'
    const words = describeColour(text)
    return words.charAt(0).toUpperCase() + words.slice(1)
  }
  const text = typeof value === 'string' ? value.trim() : ''
  if (kind === 'icon') {
    if (!text) return 'No icon'
    return ICON_CHOICES.find((choice) => choice.value === text)?.label ?? 'An icon no longer offered'
  }
  if (kind === 'page') {
    if (!text) return 'No link'
    const page = pages?.find((choice) => choice.apiName === text)
    if (page) return `${page.title} (/${page.path})`
    if (/^https?:\/\//i.test(text) || text.includes('/')) return text
    return pages ? 'A page that no longer exists' : 'Loading…'
  }
  return text
}
