import { describe, expect, it } from 'vitest'

import { classifyLinkTarget, isAcceptableLinkValue } from './link-target'
import { resolveFirstLink, resolveLink } from './page-links'

describe('card navigation rule (spec section 2)', () => {
  it('sends http and https addresses to a new tab, case-insensitively', () => {
    expect(classifyLinkTarget('https://www.usa.gov/')).toEqual({ kind: 'external', href: 'https://www.usa.gov/' })
    expect(classifyLinkTarget('http://example.mil/x')).toMatchObject({ kind: 'external' })
    expect(classifyLinkTarget('HTTPS://EXAMPLE.MIL')).toMatchObject({ kind: 'external' })
  })

  it('treats other schemes as page names, never as addresses', () => {
    expect(classifyLinkTarget('ftp://files.example.mil').kind).toBe('named-page')
    expect(classifyLinkTarget('javascript:alert(1)').kind).toBe('named-page')
    expect(classifyLinkTarget('mailto:help@example.mil').kind).toBe('named-page')
  })

  it('reads 15 to 18 letters and digits as a record identifier, at the boundaries', () => {
    expect(classifyLinkTarget('a'.repeat(14)).kind).toBe('named-page')
    expect(classifyLinkTarget('a0CAbCdEfGhIjKl').kind).toBe('record')
    expect(classifyLinkTarget('a0CAbCdEfGhIjKlMNO').kind).toBe('record')
    expect(classifyLinkTarget('a0CAbCdEfGhIjKlMNOP').kind).toBe('named-page')
    expect(classifyLinkTarget('A0CABCDEFGHIJKLMNO').kind).toBe('record')
  })

  it('treats anything else as the name of a page', () => {
    expect(classifyLinkTarget('Stratus__c')).toEqual({ kind: 'named-page', name: 'Stratus__c' })
    expect(classifyLinkTarget('offerings/stratus')).toEqual({ kind: 'named-page', name: 'offerings/stratus' })
  })
})

describe('resolving links through the page directory', () => {
  const directory = new Map([
    ['Stratus__c', 'offerings/stratus'],
    ['Contact__c', 'contact'],
    ['Caas__c', 'offerings/caas'],
    ['Vms__c', 'offerings/vms'],
  ])

  it('maps API names to their page path', () => {
    expect(resolveLink('Stratus__c', directory)).toEqual({ href: '/offerings/stratus', external: false })
    expect(resolveLink('Contact__c', directory)).toEqual({ href: '/contact', external: false })
  })

  it('keeps site paths and opens record identifiers on their record page', () => {
    expect(resolveLink('offerings/caas', directory)).toEqual({ href: '/offerings/caas', external: false })
    expect(resolveLink('/offerings/caas', directory)).toEqual({ href: '/offerings/caas', external: false })
    expect(resolveLink('a0CAbCdEfGhIjKlMNO', directory)).toEqual({
      href: '/detail/a0CAbCdEfGhIjKlMNO',
      external: false,
    })
    expect(resolveLink('/', directory)).toEqual({ href: '/', external: false })
  })

  it('marks addresses as external', () => {
    expect(resolveLink('https://www.usa.gov/', directory)).toEqual({ href: 'https://www.usa.gov/', external: true })
  })

  it('gives nothing for an empty value and falls back to the next candidate', () => {
    expect(resolveLink('', directory)).toBeUndefined()
    expect(resolveLink('   ', directory)).toBeUndefined()
    expect(resolveFirstLink([null, '', 'offerings/vms'], directory)).toEqual({
      href: '/offerings/vms',
      external: false,
    })
  })
})

describe('link values an editor may enter', () => {
  it('accepts addresses, API names, paths and record identifiers', () => {
    for (const value of ['https://www.usa.gov/', 'Stratus__c', 'offerings/stratus', '/contact', 'a0CAbCdEfGhIjKlMNO']) {
      expect(isAcceptableLinkValue(value), value).toBe(true)
    }
  })

  it('refuses script and data URLs, spaces and protocol-relative addresses', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,x', 'two words', '//evil.example', 'https://']) {
      expect(isAcceptableLinkValue(value), value).toBe(false)
    }
  })
})
