import { afterEach, describe, expect, it, vi } from 'vitest'

import { logger } from '@/server/log'

import { HERO_DEFAULTS } from './defaults'
import { toHeroView } from './view'

const context = { directory: new Map([['Stratus__c', 'offerings/stratus']]) }

describe('hero view', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the button only when both text and target are set', () => {
    expect(
      toHeroView({ titleText: 'T', buttonText: 'Learn more', buttonTarget: 'Stratus__c' }, context).button,
    ).toEqual({
      href: '/offerings/stratus',
      external: false,
    })
    expect(toHeroView({ titleText: 'T', buttonTarget: 'Stratus__c' }, context).button).toBeUndefined()
  })

  it('logs Button Target not set when the target is missing', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    expect(toHeroView({ titleText: 'Missing target', buttonText: 'Go' }, context).button).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('Button Target not set'))
  })

  it('treats a target starting with http as external (new window)', () => {
    expect(
      toHeroView({ titleText: 'T', buttonText: 'Go', buttonTarget: 'https://www.usa.gov/' }, context).button,
    ).toEqual({ href: 'https://www.usa.gov/', external: true })
  })

  it('applies the component defaults of the spec when values are missing', () => {
    const view = toHeroView({ titleText: 'T' }, context)
    // The spec's numbers, written out: height 304, inner width 747, the three classes, the overlay.
    expect(view).toMatchObject({
      heroHeight: 304,
      heroInnerWidth: 747,
      eyebrowClass: 'body1-medium',
      titleClass: 'h1-bold',
      subtitleClass: 'body1',
      boolAddGradient: false,
      backgroundImageOverlay: 'rgba(0, 32, 91, 0.85)',
    })
  })

  it('starts a new block in the admin with the same defaults as the page falls back to', async () => {
    const { heroBlock } = await import('./config')
    const defaults = new Map<string, unknown>()
    const collect = (fields: unknown[]) => {
      for (const field of fields as { name?: string; defaultValue?: unknown; fields?: unknown[] }[]) {
        if (field.name && field.defaultValue !== undefined) defaults.set(field.name, field.defaultValue)
        if (field.fields) collect(field.fields)
      }
    }
    collect(heroBlock.fields)
    for (const [name, value] of Object.entries(HERO_DEFAULTS)) expect(defaults.get(name), name).toBe(value)
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
      context,
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
