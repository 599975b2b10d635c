import 'server-only'

import { resolveLink } from '@/lib/page-links'
import { BUTTON_TARGET_NOT_SET } from '@/lib/spec-warnings'
import type { ImageView, LinkView } from '@/lib/views'
import type { HeroBlock } from '@/payload-types'
import { toImageView } from '@/server/images'
import { warn } from '@/server/log'

import type { BlockContext } from '../types'
import { HERO_DEFAULTS } from './defaults'

export type HeroView = {
  eyebrowText?: string
  titleText: string
  subtitleText?: string
  buttonText?: string
  /** The target as the editor entered it (API name or address). */
  buttonTarget?: string
  button?: LinkView
  buttonIcon?: string
  eyebrowClass: string
  titleClass: string
  subtitleClass: string
  boolAddGradient: boolean
  boolLeftAligned: boolean
  subtitleWidth: number
  heroInnerWidth: number
  heroHeight: number
  backgroundImage?: ImageView
  backgroundImageOverlay: string
}

export function toHeroView(
  block: Omit<HeroBlock, 'blockType' | 'section'>,
  { directory }: Pick<BlockContext, 'directory'>,
): HeroView {
  const buttonTarget = block.buttonTarget?.trim() || undefined
  const buttonText = block.buttonText?.trim() || undefined
  if (buttonText && !buttonTarget) warn(BUTTON_TARGET_NOT_SET.message, { hero: block.titleText })
  return {
    eyebrowText: block.eyebrowText ?? undefined,
    titleText: block.titleText,
    subtitleText: block.subtitleText ?? undefined,
    buttonText,
    buttonTarget,
    button: buttonText && buttonTarget ? resolveLink(buttonTarget, directory) : undefined,
    buttonIcon: block.buttonIcon ?? undefined,
    eyebrowClass: block.eyebrowClass ?? HERO_DEFAULTS.eyebrowClass,
    titleClass: block.titleClass ?? HERO_DEFAULTS.titleClass,
    subtitleClass: block.subtitleClass ?? HERO_DEFAULTS.subtitleClass,
    boolAddGradient: block.boolAddGradient ?? HERO_DEFAULTS.boolAddGradient,
    boolLeftAligned: block.boolLeftAligned ?? HERO_DEFAULTS.boolLeftAligned,
    subtitleWidth: block.subtitleWidth ?? HERO_DEFAULTS.subtitleWidth,
    heroInnerWidth: block.heroInnerWidth ?? HERO_DEFAULTS.heroInnerWidth,
    heroHeight: block.heroHeight ?? HERO_DEFAULTS.heroHeight,
    backgroundImage: toImageView(block.backgroundImage),
    backgroundImageOverlay: block.backgroundImageOverlay || HERO_DEFAULTS.backgroundImageOverlay,
  }
}
