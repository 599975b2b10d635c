import { describe, expect, it } from 'vitest'

import { blockWarnings, contactBandButtonWarnings, heroButtonWarnings } from './spec-warnings'

const messages = (warnings: { message: string }[]) => warnings.map((warning) => warning.message)

describe("the spec's warnings about blocks", () => {
  it('warns of a hero button with words but no page to open, in the spec’s words', () => {
    expect(messages(heroButtonWarnings({ buttonText: 'Learn more', buttonTarget: '  ' }))).toEqual([
      'Button Target not set',
    ])
    expect(heroButtonWarnings({ buttonText: 'Learn more', buttonTarget: 'Stratus__c' })).toEqual([])
    // No words, no button: nothing is missing.
    expect(heroButtonWarnings({ buttonTarget: '' })).toEqual([])
  })

  it('warns of an icon the site does not have, naming it', () => {
    const [warning] = heroButtonWarnings({ buttonText: 'Go', buttonTarget: 'x', buttonIcon: 'arrowright' })
    expect(warning).toMatchObject({ message: 'Invalid icon name', detail: 'arrowright' })
    expect(heroButtonWarnings({ buttonText: 'Go', buttonTarget: 'x', buttonIcon: 'utility:arrowright' })).toEqual([])
  })

  it('warns of a contact band with no page for its button', () => {
    expect(messages(contactBandButtonWarnings({ buttonPage: null }))).toEqual(['Button page is not specified'])
    expect(contactBandButtonWarnings({ buttonPage: 'Contact_Us__c' })).toEqual([])
  })

  it('finds the warnings of a block of a layout by its kind, and none for other kinds', () => {
    expect(messages(blockWarnings({ blockType: 'contactBand', buttonPage: '' } as never))).toEqual([
      'Button page is not specified',
    ])
    expect(blockWarnings({ blockType: 'carousel' } as never)).toEqual([])
  })
})
