import { describe, expect, it } from 'vitest'

import { resolveFirstLink, resolveLink } from './page-links'

const directory = new Map([['Stratus__c', 'offerings/stratus']])

describe('links to pages', () => {
  it('lead to the published page’s path', () => {
    expect(resolveLink('Stratus__c', directory)).toEqual({ href: '/offerings/stratus', external: false })
  })

  it('are left out when the named page is not published, so the next candidate is used', () => {
    expect(resolveLink('Vulcan__c', directory)).toBeUndefined()
    expect(resolveFirstLink(['Vulcan__c', 'https://www.disa.mil/contact'], directory)).toEqual({
      href: 'https://www.disa.mil/contact',
      external: true,
    })
    expect(resolveFirstLink(['Vulcan__c', 'Stratus__c'], directory)?.href).toBe('/offerings/stratus')
  })

  it('are left out when a site path leads to no published page', () => {
    expect(resolveLink('offerings/vulcan', directory)).toBeUndefined()
    expect(resolveFirstLink(['Vulcan__c', 'offerings/vulcan'], directory)).toBeUndefined()
    expect(resolveLink('offerings/stratus', directory)?.href).toBe('/offerings/stratus')
  })

  it('keep the site’s own pages, record pages and addresses as they are', () => {
    expect(resolveLink('/news', directory)?.href).toBe('/news')
    expect(resolveLink('search', directory)?.href).toBe('/search')
    expect(resolveLink('a0P000000000001AAA', directory)?.href).toBe('/detail/a0P000000000001AAA')
    expect(resolveLink(' ', directory)).toBeUndefined()
  })
})
