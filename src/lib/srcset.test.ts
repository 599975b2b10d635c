import { describe, expect, it } from 'vitest'

import { buildSrcSet, isValidImageUrl, isValidSrcSetEntry, sanitiseSrcSet } from './srcset'

describe('image URLs', () => {
  it('accepts http(s) addresses, the site’s own resource paths and image data URIs', () => {
    expect(isValidImageUrl('https://example.mil/a.png')).toBe(true)
    expect(isValidImageUrl('http://example.mil/a.png')).toBe(true)
    expect(isValidImageUrl('/cms/delivery/media/MCABC?width=640')).toBe(true)
    expect(isValidImageUrl('/img/carousel-placeholder.svg')).toBe(true)
    expect(isValidImageUrl('/sfsites/c/assets/logo.svg')).toBe(true)
    expect(isValidImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true)
    expect(isValidImageUrl('/admin/logout')).toBe(false)
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
    expect(isValidSrcSetEntry('/img/a.webp 640w')).toBe(true)
    expect(isValidSrcSetEntry('/img/a.webp 1.5x')).toBe(true)
    expect(isValidSrcSetEntry('/img/a.webp')).toBe(true)
    expect(isValidSrcSetEntry('/img/a.webp 640')).toBe(false)
    expect(isValidSrcSetEntry('/img/a.webp 640w extra')).toBe(false)
    expect(isValidSrcSetEntry('javascript:x 1x')).toBe(false)
  })

  it('skips invalid entries and keeps the rest', () => {
    expect(sanitiseSrcSet('/img/m.webp 640w, javascript:alert(1) 960w, /img/d.webp 1920w, /img/t.webp big')).toBe(
      '/img/m.webp 640w, /img/d.webp 1920w',
    )
  })

  it('builds mobile, tablet and desktop entries from the generated sizes', () => {
    expect(
      buildSrcSet({
        desktop: { url: '/cms/delivery/media/MCA?width=1920', width: 1920 },
        mobile: { url: '/cms/delivery/media/MCA?width=640', width: 640 },
        tablet: { url: '/cms/delivery/media/MCA?width=960', width: 960 },
      }),
    ).toBe(
      '/cms/delivery/media/MCA?width=640 640w, /cms/delivery/media/MCA?width=960 960w, /cms/delivery/media/MCA?width=1920 1920w',
    )
  })
})
