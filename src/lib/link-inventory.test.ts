import { describe, expect, it } from 'vitest'

import { collectLinks, describeLocation } from './link-inventory'

describe('links and images of a document', () => {
  it('finds rich-text links, images and link fields, and says where they are in words', () => {
    const page = {
      apiName: 'Stratus__c',
      body: {
        root: {
          children: [
            {
              type: 'paragraph',
              children: [
                {
                  type: 'link',
                  fields: { linkType: 'custom', url: 'https://www.usa.gov/' },
                  children: [{ text: 'USA.gov' }],
                },
                { type: 'link', fields: { linkType: 'custom', url: '/contact' }, children: [{ text: 'Contact us' }] },
                {
                  type: 'link',
                  fields: { linkType: 'internal', doc: { relationTo: 'named-pages', value: { id: 7 } } },
                  children: [{ text: 'JWCC' }],
                },
              ],
            },
            { type: 'upload', relationTo: 'media', value: 12 },
          ],
        },
      },
      layout: [
        { blockType: 'hero', buttonLink: 'Vulcan__c' },
        { blockType: 'contactBand', buttonPage: 'https://example.mil/x' },
      ],
    }
    expect(collectLinks(page)).toEqual([
      { kind: 'external', url: 'https://www.usa.gov/', where: 'Body › link “USA.gov”' },
      { kind: 'path', path: '/contact', where: 'Body › link “Contact us”' },
      { kind: 'document', collection: 'named-pages', id: 7, where: 'Body › link “JWCC”' },
      { kind: 'media', id: 12, where: 'Body › image' },
      { kind: 'page-name', name: 'Vulcan__c', where: 'Layout 1 › Button link' },
      { kind: 'external', url: 'https://example.mil/x', where: 'Layout 2 › Button page' },
    ])
  })

  it('checks where a tile or a card leads, but not the page’s own API name or address', () => {
    const page = {
      apiName: 'Own_Page__c',
      url: 'https://example.mil/own',
      layout: [
        { blockType: 'services', tiles: [{ apiName: 'Hidden_Page__c', contactTarget: '' }] },
        { blockType: 'solutionsTabs', tabs: [{ cards: [{ apiName: '', url: 'https://example.gov/card' }] }] },
      ],
    }
    expect(collectLinks(page)).toEqual([
      { kind: 'page-name', name: 'Hidden_Page__c', where: 'Layout 1 › Tiles 1 › Linked page' },
      { kind: 'external', url: 'https://example.gov/card', where: 'Layout 2 › Tabs 1 › Cards 1 › Link' },
    ])
  })

  it('names nested places plainly', () => {
    expect(describeLocation(['layout', 0, 'tabs', 2, 'linkUrl'])).toBe('Layout 1 › Tabs 3 › Link')
    expect(describeLocation(['linkHref'])).toBe('Link')
  })
})
