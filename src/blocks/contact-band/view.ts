import 'server-only'

import { resolveLink } from '@/lib/page-links'
import { BUTTON_PAGE_NOT_SPECIFIED } from '@/lib/spec-warnings'
import type { LinkView } from '@/lib/views'
import type { ContactBandBlock } from '@/payload-types'
import { warn } from '@/server/log'

import type { BlockContext } from '../types'
import { CONTACT_BAND_DEFAULTS } from './config'

export type ContactBandView = {
  headerText: string
  subHeaderText: string
  buttonLabel: string
  buttonPage?: string
  targetIsUrl: boolean
  button?: LinkView
}

/**
 * The contact button opens a named page in the same window, or, when targetIsUrl is
 * set, an address in a new window: the flag decides, not the value's shape.
 */
export function toContactBandView(
  block: Omit<ContactBandBlock, 'blockType' | 'section'>,
  { directory }: Pick<BlockContext, 'directory'>,
): ContactBandView {
  const buttonPage = block.buttonPage?.trim() || undefined
  const targetIsUrl = block.targetIsUrl ?? false
  if (!buttonPage) warn(BUTTON_PAGE_NOT_SPECIFIED.message)
  let button
  if (buttonPage && targetIsUrl) {
    button = { href: buttonPage, external: true }
  } else if (buttonPage) {
    const resolved = resolveLink(buttonPage, directory)
    button = resolved && { ...resolved, external: false }
  }
  return {
    headerText: block.headerText ?? CONTACT_BAND_DEFAULTS.headerText,
    subHeaderText: block.subHeaderText ?? CONTACT_BAND_DEFAULTS.subHeaderText,
    buttonLabel: block.buttonLabel || CONTACT_BAND_DEFAULTS.buttonLabel,
    buttonPage,
    targetIsUrl,
    button,
  }
}
