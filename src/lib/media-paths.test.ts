import { describe, expect, it } from 'vitest'

import { classifyResourcePath, deliveryWidth, mediaDeliveryUrl } from './media-paths'

describe('media delivery paths', () => {
  it('builds the delivery address of a content key', () => {
    expect(mediaDeliveryUrl('MCABC')).toBe('/cms/delivery/media/MCABC')
    expect(mediaDeliveryUrl('MCABC', { width: 640, version: '1a2b' })).toBe(
      '/cms/delivery/media/MCABC?width=640&v=1a2b',
    )
  })

  it('never goes below 100 pixels and snaps to the rendered widths', () => {
    expect(deliveryWidth(1)).toBe(100)
    expect(deliveryWidth(-50)).toBe(100)
    expect(deliveryWidth(100)).toBe(100)
    expect(deliveryWidth(641)).toBe(960)
    expect(deliveryWidth(99999)).toBe(2560)
    expect(deliveryWidth(null)).toBeNull()
    expect(deliveryWidth(Number.NaN)).toBeNull()
  })

  it('does not enlarge past the original image', () => {
    expect(deliveryWidth(1920, 1200)).toBe(1200)
    expect(deliveryWidth(200, 50)).toBe(100)
  })

  it('recognises CMS, static image and asset paths, also under the site base path', () => {
    expect(classifyResourcePath('/cms/delivery/media/MCABC')).toBe('cms')
    expect(classifyResourcePath('/sfsites/c/cms/delivery/media/MCABC')).toBe('cms')
    expect(classifyResourcePath('/img/carousel-placeholder.svg')).toBe('image')
    expect(classifyResourcePath('/assets/icons/utility-sprite/svg/symbols.svg')).toBe('asset')
    expect(classifyResourcePath('/sfsites/c/assets/x.css')).toBe('asset')
    expect(classifyResourcePath('/offerings/stratus')).toBeNull()
    expect(classifyResourcePath('/cmsx/a')).toBeNull()
  })
})
