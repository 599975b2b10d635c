import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { toImageView } from './images'

function media(width: number, height: number): Media {
  return {
    id: 1,
    contentKey: 'MC0000000000000000000001',
    altText: 'Racks of servers in a data center',
    filename: 'servers.jpg',
    mimeType: 'image/jpeg',
    width,
    height,
    updatedAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
  } as Media
}

describe('image data as the spec lists it', () => {
  it('gives the original as RawUrl and a source for mobile, tablet and desktop', () => {
    const view = toImageView(media(2400, 1600))!
    expect(view.rawUrl).toMatch(/^\/cms\/delivery\/media\/MC0000000000000000000001(\?v=[^&]+)?$/)
    expect(view.altText).toBe('Racks of servers in a data center')
    expect(Object.keys(view.srcSet)).toEqual(['mobile', 'tablet', 'desktop'])
    expect(Object.values(view.srcSet).map((source) => source?.width)).toEqual([640, 960, 1920])
    for (const source of Object.values(view.srcSet)) expect(source?.url).toContain(`width=${source?.width}`)
  })

  it('offers a small image once, at its own width, for the devices it is too small for', () => {
    const view = toImageView(media(800, 600))!
    expect(view.srcSet).toEqual({
      mobile: expect.objectContaining({ width: 640 }),
      tablet: expect.objectContaining({ width: 800 }),
    })
  })
})
