import 'server-only'

import { resolveLink, type PageDirectory } from '@/lib/page-links'
import type { HeroView } from '@/lib/views'
import type { HeroBlock } from '@/payload-types'
import { toImageView } from '@/server/images'
import { warn } from '@/server/log'

import { HERO_DEFAULTS } from './defaults'

export function toHeroView(block: Omit<HeroBlock, 'blockType'>, directory: PageDirectory): HeroView {
  const buttonTarget = block.buttonTarget?.trim() || undefined
  const buttonText = block.buttonText?.trim() || undefined
  if (buttonText && !buttonTarget) warn('Button Target not set', { hero: block.titleText })
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
    boolAddGradient: block.boolAddGradient ?? false,
    boolLeftAligned: block.boolLeftAligned ?? false,
    subtitleWidth: block.subtitleWidth ?? block.heroInnerWidth ?? HERO_DEFAULTS.heroInnerWidth,
    heroInnerWidth: block.heroInnerWidth ?? HERO_DEFAULTS.heroInnerWidth,
    heroHeight: block.heroHeight ?? HERO_DEFAULTS.heroHeight,
    backgroundImage: toImageView(block.backgroundImage),
    backgroundImageOverlay: block.backgroundImageOverlay || HERO_DEFAULTS.backgroundImageOverlay,
  }
}
