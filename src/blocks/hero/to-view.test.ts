import { afterEach, describe, expect, it, vi } from 'vitest'

import { HERO_DEFAULTS } from './defaults'
import { toHeroView } from './to-view'
import { logger } from '@/server/log'

const directory = new Map([['Stratus__c', 'offerings/stratus']])

describe('hero view', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the button only when both text and target are set', () => {
    expect(
      toHeroView({ titleText: 'T', buttonText: 'Learn more', buttonTarget: 'Stratus__c' }, directory).button,
    ).toEqual({
      href: '/offerings/stratus',
      external: false,
    })
    expect(toHeroView({ titleText: 'T', buttonTarget: 'Stratus__c' }, directory).button).toBeUndefined()
  })

  it('logs Button Target not set when the target is missing', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    expect(toHeroView({ titleText: 'Missing target', buttonText: 'Go' }, directory).button).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('Button Target not set'))
  })

  it('treats a target starting with http as external (new window)', () => {
    expect(
      toHeroView({ titleText: 'T', buttonText: 'Go', buttonTarget: 'https://www.usa.gov/' }, directory).button,
    ).toEqual({ href: 'https://www.usa.gov/', external: true })
  })

  it('applies the component defaults of the spec when values are missing', () => {
    const view = toHeroView({ titleText: 'T' }, directory)
    expect(view).toMatchObject({
      heroHeight: 304,
      heroInnerWidth: 747,
      eyebrowClass: 'body1-medium',
      titleClass: 'h1-bold',
      subtitleClass: 'body1',
      backgroundImageOverlay: HERO_DEFAULTS.backgroundImageOverlay,
    })
    expect(HERO_DEFAULTS.backgroundImageOverlay).toBe('rgba(0, 32, 91, 0.85)')
  })

  it('keeps the home page’s own values', () => {
    const view = toHeroView(
      {
        titleText: 'T',
        heroHeight: 686,
        heroInnerWidth: 1440,
        subtitleWidth: 1000,
        boolAddGradient: true,
        boolLeftAligned: false,
      },
      directory,
    )
    expect(view).toMatchObject({
      heroHeight: 686,
      heroInnerWidth: 1440,
      subtitleWidth: 1000,
      boolAddGradient: true,
      boolLeftAligned: false,
    })
  })
})
