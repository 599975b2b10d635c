import { describe, expect, it } from 'vitest'

import { mapCarouselItem, PLACEHOLDER_IMAGE_URL } from './carousel-item'
import {
  isCarouselContentType,
  isVideoType,
  linkLabel,
  loaderScope,
  scrollStep,
  showsScrollArrows,
  stepNumber,
} from './carousel-rules'

describe('carousel rules', () => {
  it('accepts only the five content types', () => {
    for (const type of ['News', 'Events', 'Bios', 'Videos', 'Process']) expect(isCarouselContentType(type)).toBe(true)
    for (const type of ['Video', 'news', 'Podcasts', '', undefined]) expect(isCarouselContentType(type)).toBe(false)
  })

  it('uses the site name for Site, the product alias for Product, neither otherwise', () => {
    expect(loaderScope('Site', 'Hybrid Cloud', 'Stratus')).toEqual({ site: 'Hybrid Cloud', productAlias: '' })
    expect(loaderScope('Product', 'Hybrid Cloud', 'Stratus')).toEqual({ site: '', productAlias: 'Stratus' })
    expect(loaderScope('Region', 'Hybrid Cloud', 'Stratus')).toEqual({ site: '', productAlias: '' })
    expect(loaderScope(undefined, 'Hybrid Cloud', 'Stratus')).toEqual({ site: '', productAlias: '' })
  })

  it('treats Video and Videos as videos', () => {
    expect(isVideoType('Video')).toBe(true)
    expect(isVideoType('Videos')).toBe(true)
    expect(isVideoType('News')).toBe(false)
    expect(isVideoType(undefined)).toBe(false)
  })

  it('pads the step number to two characters, 0 when missing', () => {
    expect(stepNumber(1)).toBe('01')
    expect(stepNumber('7')).toBe('07')
    expect(stepNumber(12)).toBe('12')
    expect(stepNumber(123)).toBe('123')
    expect(stepNumber(undefined)).toBe('00')
    expect(stepNumber(null)).toBe('00')
    expect(stepNumber('')).toBe('00')
  })

  it('labels the link with its text, else the link, else Open link', () => {
    expect(linkLabel('Read more', 'Stratus__c')).toBe('Read more')
    expect(linkLabel('', 'Stratus__c')).toBe('Stratus__c')
    expect(linkLabel(undefined, undefined)).toBe('Open link')
  })

  it('shows scroll arrows only for more than three items', () => {
    expect(showsScrollArrows(3)).toBe(false)
    expect(showsScrollArrows(4)).toBe(true)
  })

  it('scrolls by the smaller of the container width and two panel widths', () => {
    expect(scrollStep(1300, 440)).toBe(880)
    expect(scrollStep(375, 375)).toBe(375)
  })
})

describe('carousel item mapping (spec section 3)', () => {
  it('falls back to the placeholder image and to the content type', () => {
    const item = mapCarouselItem({ id: 'a', title: 'T' }, 'News')
    expect(item.imageUrl).toBe(PLACEHOLDER_IMAGE_URL)
    expect(item.imageAltText).toBe('')
    expect(item.type).toBe('News')
  })

  it('keeps the item’s own type and image', () => {
    const item = mapCarouselItem({ id: 'a', type: 'Video', imageUrl: '/i.webp', imageAltText: 'Alt' }, 'Videos')
    expect(item).toMatchObject({ type: 'Video', imageUrl: '/i.webp', imageAltText: 'Alt' })
  })

  it('takes displayUrl from clickUrl, else Display_URL__c', () => {
    expect(mapCarouselItem({ clickUrl: 'a', Display_URL__c: 'b' }, 'Process').displayUrl).toBe('a')
    expect(mapCarouselItem({ Display_URL__c: 'b' }, 'Process').displayUrl).toBe('b')
    expect(mapCarouselItem({}, 'Process').displayUrl).toBeUndefined()
  })

  it('takes the icon and text from either field name, the text falling back to Display_URL__c', () => {
    expect(mapCarouselItem({ displayUrlIcon: 'utility:link', Display_URL_Icon__c: 'x:y' }, 'News').displayUrlIcon).toBe(
      'utility:link',
    )
    expect(mapCarouselItem({ Display_URL_Icon__c: 'utility:new_window' }, 'News').displayUrlIcon).toBe(
      'utility:new_window',
    )
    expect(mapCarouselItem({ displayUrlText: 'A', Display_URL_Text__c: 'B' }, 'News').displayUrlText).toBe('A')
    expect(mapCarouselItem({ Display_URL_Text__c: 'B', Display_URL__c: 'C' }, 'News').displayUrlText).toBe('B')
    expect(mapCarouselItem({ Display_URL__c: 'C' }, 'News').displayUrlText).toBe('C')
  })

  it('keeps displayOrder as text and corrects video addresses', () => {
    expect(mapCarouselItem({ displayOrder: 3 }, 'Process').displayOrder).toBe('3')
    expect(mapCarouselItem({}, 'Process').displayOrder).toBeUndefined()
    expect(mapCarouselItem({ videoUrl: 'https://www.youtube.com/watch?v=abc123' }, 'Videos').correctedVideoUrl).toBe(
      'https://www.youtube-nocookie.com/embed/abc123',
    )
    expect(mapCarouselItem({ videoUrl: '/api/video-files/file/a.webm' }, 'Videos').correctedVideoUrl).toBe(
      '/api/video-files/file/a.webm',
    )
    expect(mapCarouselItem({}, 'Videos').correctedVideoUrl).toBeUndefined()
  })
})
