import { ICON_CHOICES } from '@/lib/icon-choices'

import type { PageChoice } from './page-choices'

export type HumanValueKind = 'icon' | 'page' | 'yesno' | 'administrators'

/** A stored value as staff know it: an icon by its words, a page by its title (issue 48). */
export function describeStoredValue(kind: HumanValueKind, value: unknown, pages: PageChoice[] | null): string {
  if (kind === 'yesno') return value === true ? 'Yes' : 'No'
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
