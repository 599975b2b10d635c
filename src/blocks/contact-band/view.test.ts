import { afterEach, describe, expect, it, vi } from 'vitest'

import { logger } from '@/server/log'

import { toContactBandView } from './view'

const context = { directory: new Map([['Contact__c', 'contact']]) }

describe('contact call-to-action view', () => {
  afterEach(() => vi.restoreAllMocks())

  it('uses the spec’s defaults', () => {
    expect(toContactBandView({}, context)).toMatchObject({
      headerText: "We're here to help you identify the right solution.",
      subHeaderText: 'Reach out to a representative for expert guidance and support.',
      buttonLabel: 'Contact us',
      targetIsUrl: false,
    })
  })

  it('opens the named page in the same window', () => {
    expect(toContactBandView({ buttonPage: 'Contact__c', targetIsUrl: false }, context).button).toEqual({
      href: '/contact',
      external: false,
    })
  })

  it('opens an address in a new window when targetIsUrl is set, whatever its shape', () => {
    expect(toContactBandView({ buttonPage: 'https://www.usa.gov/', targetIsUrl: true }, context).button).toEqual({
      href: 'https://www.usa.gov/',
      external: true,
    })
    expect(
      toContactBandView({ buttonPage: 'https://www.usa.gov/', targetIsUrl: false }, context).button?.external,
    ).toBe(false)
  })

  it('logs Button page is not specified and shows no button without a page', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    expect(toContactBandView({ buttonPage: '' }, context).button).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('Button page is not specified'))
  })
})
