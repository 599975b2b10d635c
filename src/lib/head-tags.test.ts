import { describe, expect, it } from 'vitest'

import { parseHeadTags } from './head-tags'

describe('custom head tags', () => {
  it('keeps meta tags and harmless links', () => {
    expect(
      parseHeadTags(
        '<meta name="keywords" content="cloud, hosting"><meta property="og:locale" content="en_US" /><link rel="alternate" hreflang="es" href="https://example.mil/es">',
      ),
    ).toEqual([
      { tag: 'meta', attributes: { name: 'keywords', content: 'cloud, hosting' } },
      { tag: 'meta', attributes: { property: 'og:locale', content: 'en_US' } },
      { tag: 'link', attributes: { rel: 'alternate', hreflang: 'es', href: 'https://example.mil/es' } },
    ])
  })

  it('drops scripts, refreshes, event handlers, stylesheets and odd links', () => {
    expect(
      parseHeadTags(
        '<script>alert(1)</script><meta http-equiv="refresh" content="0;url=https://evil.example"><meta name="x" content="y" onload="alert(1)"><link rel="stylesheet" href="https://cdn.example/a.css"><link rel="alternate" href="javascript:alert(1)"><base href="https://evil.example">',
      ),
    ).toEqual([{ tag: 'meta', attributes: { name: 'x', content: 'y' } }])
  })

  it('gives nothing for nothing', () => {
    expect(parseHeadTags('')).toEqual([])
    expect(parseHeadTags(undefined)).toEqual([])
  })
})
