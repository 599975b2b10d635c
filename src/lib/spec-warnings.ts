/**
 * The warnings the spec names for content that renders but is incomplete. They never stop
 * a save or a page: the server logs them, the admin shows them beside the field, and a
 * draft preview writes them to the browser's console (issue 29, row 9).
 */
import { parseIconName } from './icon-name'
import type { LayoutBlock } from './views'

export type SpecWarning = {
  /** The spec's words, as logged and written to the console. */
  message: string
  /** What it concerns, written after the message (the icon name that is not valid). */
  detail?: string
  /** What it means for the page, for the editor beside the field. */
  explanation: string
}

export const BUTTON_TARGET_NOT_SET: SpecWarning = {
  message: 'Button Target not set',
  explanation: 'The button has words but no page to open, so visitors will not see it. Choose the page it opens.',
}

export const BUTTON_PAGE_NOT_SPECIFIED: SpecWarning = {
  message: 'Button page is not specified',
  explanation: 'The contact button has no page to open, so visitors will not see it. Choose the page it opens.',
}

export function invalidIconName(iconName: string): SpecWarning {
  return {
    message: 'Invalid icon name',
    detail: iconName,
    explanation: `“${iconName}” is not an icon of the site, so no icon is shown. Pick one from the list.`,
  }
}

const filled = (value: string | null | undefined) => Boolean(value?.trim())

/** A hero's button: words without a page, or an icon the site does not have. */
export function heroButtonWarnings(hero: {
  buttonText?: string | null
  buttonTarget?: string | null
  buttonIcon?: string | null
}): SpecWarning[] {
  const warnings: SpecWarning[] = []
  if (filled(hero.buttonText) && !filled(hero.buttonTarget)) warnings.push(BUTTON_TARGET_NOT_SET)
  if (filled(hero.buttonIcon) && !parseIconName(hero.buttonIcon)) warnings.push(invalidIconName(hero.buttonIcon!))
  return warnings
}

/** The contact band's button: no page to open. */
export function contactBandButtonWarnings(band: { buttonPage?: string | null }): SpecWarning[] {
  return filled(band.buttonPage) ? [] : [BUTTON_PAGE_NOT_SPECIFIED]
}

/** The spec's warnings for one block of a layout, by its kind. */
export function blockWarnings(block: LayoutBlock): SpecWarning[] {
  if (block.blockType === 'hero') return heroButtonWarnings(block)
  if (block.blockType === 'contactBand') return contactBandButtonWarnings(block)
  return []
}
