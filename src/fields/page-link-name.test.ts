import { describe, expect, it } from 'vitest'

import { API_NAME_SHAPE } from '@/lib/link-target'

import { linkNameFromTitle, nextFreeLinkName } from './page-link-name'

describe('link names made from page titles', () => {
  it('joins the title’s words in the old platform’s shape', () => {
    expect(linkNameFromTitle('Stratus')).toBe('Stratus__c')
    expect(linkNameFromTitle('cloud storage & backup')).toBe('Cloud_Storage_Backup__c')
    expect(linkNameFromTitle('Café “Résumé” guide')).toBe('Cafe_Resume_Guide__c')
  })

  it('always gives a name the link check accepts, whatever the title', () => {
    for (const title of ['', '   ', '2026 plans', '日本語のページ', 'a-b_c', 'One two three four five six seven eight'])
      expect(linkNameFromTitle(title)).toMatch(API_NAME_SHAPE)
  })

  it('numbers a name that is already taken', () => {
    expect(nextFreeLinkName('Stratus__c', new Set())).toBe('Stratus__c')
    expect(nextFreeLinkName('Stratus__c', new Set(['Stratus__c', 'Stratus_2__c']))).toBe('Stratus_3__c')
  })
})
