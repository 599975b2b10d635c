import { describe, expect, it } from 'vitest'

import { describeStoredValue } from './stored-values'

const pages = [{ apiName: 'Stratus__c', title: 'Stratus', path: 'offerings/stratus' }]

describe('stored values in staff words', () => {
  it('names an icon by its words, and says when there is none', () => {
    expect(describeStoredValue('icon', 'utility:arrowright', pages)).toBe('Arrow pointing right')
    expect(describeStoredValue('icon', '', pages)).toBe('No icon')
    expect(describeStoredValue('icon', 'utility:retired', pages)).toBe('An icon no longer offered')
  })

  it('answers a tick box with yes or no, never true or false', () => {
    expect(describeStoredValue('yesno', true, pages)).toBe('Yes')
    expect(describeStoredValue('yesno', false, pages)).toBe('No')
    expect(describeStoredValue('yesno', null, pages)).toBe('No')
  })

  it('names a linked page by its title and address, never by its link name', () => {
    expect(describeStoredValue('page', 'Stratus__c', pages)).toBe('Stratus (/offerings/stratus)')
    expect(describeStoredValue('page', 'Gone__c', pages)).toBe('A page that no longer exists')
    expect(describeStoredValue('page', 'https://www.disa.mil/', pages)).toBe('https://www.disa.mil/')
    expect(describeStoredValue('page', null, pages)).toBe('No link')
  })

  it('gives a time on the site’s clock with its zone named, whatever the computer’s clock says', () => {
    expect(describeStoredValue('time', '2026-11-26T14:27:00.000Z', pages)).toBe('Nov 26, 2026, 9:27 AM Eastern time')
    expect(describeStoredValue('time', null, pages)).toBe('No date')
  })

  it('names a colour in words, never in its CSS notation', () => {
    expect(describeStoredValue('colour', 'rgba(0, 32, 91, 0.85)', pages)).toBe('Dark blue, 85% opaque')
    expect(describeStoredValue('colour', '', pages)).toBe('No colour')
  })
})
