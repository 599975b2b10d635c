import { describe, expect, it } from 'vitest'

import { buildSrcSet, isValidImageUrl, isValidSrcSetEntry, sanitiseSrcSet } from './srcset'

describe('image URLs', () => {
  it('accepts http(s) addresses, site paths and image data URIs', () => {
    expect(isValidImageUrl('https://example.mil/a.png')).toBe(true)
    expect(isValidImageUrl('http://example.mil/a.png')).toBe(true)
    expect(isValidImageUrl('/api/media/file/a.webp')).toBe(true)
    expect(isValidImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true)
  })

  it('refuses other schemes, protocol-relative addresses and non-image data', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/a.png',
      'ftp://x/a.png',
      '',
      null,
    ]) {
      expect(isValidImageUrl(url), String(url)).toBe(false)
    }
  })
})

describe('source sets', () => {
  it('keeps entries with a URL and an optional density or width descriptor', () => {
    expect(isValidSrcSetEntry('/a.webp 640w')).toBe(true)
    expect(isValidSrcSetEntry('/a.webp 1.5x')).toBe(true)
    expect(isValidSrcSetEntry('/a.webp')).toBe(true)
    expect(isValidSrcSetEntry('/a.webp 640')).toBe(false)
    expect(isValidSrcSetEntry('/a.webp 640w extra')).toBe(false)
    expect(isValidSrcSetEntry('javascript:x 1x')).toBe(false)
  })

  it('skips invalid entries and keeps the rest', () => {
    expect(sanitiseSrcSet('/m.webp 640w, javascript:alert(1) 960w, /d.webp 1920w, /t.webp big')).toBe(
      '/m.webp 640w, /d.webp 1920w',
    )
  })

  it('builds mobile, tablet and desktop entries from the generated sizes', () => {
    expect(
      buildSrcSet([
        { url: '/m.webp', width: 640 },
        { url: '/t.webp', width: 960 },
        { url: '/d.webp', width: 1920 },
      ]),
    ).toBe('/m.webp 640w, /t.webp 960w, /d.webp 1920w')
  })
})
