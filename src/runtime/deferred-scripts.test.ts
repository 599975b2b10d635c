import { describe, expect, it } from 'vitest'

import { deferFrameworkScripts } from './deferred-scripts'

const NONCE = 'bm9uY2UtZm9yLXRlc3Rz'
const chunk = (name: string) => `/_next/static/chunks/${name}.js`

/** The shape of a page as Next 16 writes it, cut down. */
const PAGE = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" imageSrcSet="/cms/delivery/media/HERO?width=640 640w" fetchPriority="high"/>',
  '<style data-precedence="next">.a>.b{color:red}</style>',
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="${chunk('bootstrap')}" integrity="sha256-boot"/>`,
  `<script src="${chunk('react-dom')}" async="" integrity="sha256-dom" nonce="${NONCE}"></script>`,
  `<script src="${chunk('island')}" async="" nonce="${NONCE}"></script>`,
  '<title>Home — ß</title><link rel="icon" href="/favicon.svg"/>',
  `<script src="${chunk('polyfills')}" noModule="" nonce="${NONCE}"></script>`,
  '</head><body><main><img src="/cms/delivery/media/HERO?width=960" fetchPriority="high" alt=""/>',
  '<script>(function(){document.documentElement.dataset.early="1"})()</script>',
  '<p>1 &lt; 2</p></main>',
  `<script nonce="${NONCE}">self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>`,
  `<script src="${chunk('bootstrap')}" nonce="${NONCE}" integrity="sha256-boot" async=""></script>`,
  '</body></html>',
].join('')

/** What the browser reads from an attribute value. */
const decoded = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

const scriptSources = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1])

describe('deferring Next’s scripts until the priority images are shown', () => {
  const rewritten = deferFrameworkScripts(PAGE)

  it('takes the async chunk scripts and the bootstrap preload out of the page', () => {
    expect(scriptSources(rewritten)).toEqual([chunk('polyfills')])
    expect(rewritten).not.toContain('as="script"')
  })

  it('adds one loader before the end of the head, with the render’s nonce, each script once and its integrity', () => {
    const loaders = [...rewritten.matchAll(/<script nonce="([^"]+)" data-scripts='([^']+)'>/g)]
    expect(loaders).toHaveLength(1)
    expect(loaders[0]?.[1]).toBe(NONCE)
    expect(JSON.parse(decoded(loaders[0]?.[2] ?? '[]'))).toEqual([
      { src: chunk('bootstrap'), integrity: 'sha256-boot' },
      { src: chunk('react-dom'), integrity: 'sha256-dom' },
      { src: chunk('island') },
    ])
    expect(rewritten.indexOf('data-scripts')).toBeLessThan(rewritten.indexOf('</head>'))
  })

  it('leaves everything else as it was: styles, image preloads, inline scripts, text', () => {
    for (const kept of [
      '<link rel="preload" as="image"',
      '.a>.b{color:red}',
      '<title>Home — ß</title>',
      'document.documentElement.dataset.early',
      'self.__next_f.push',
      '<p>1 &lt; 2</p>',
      '</body></html>',
    ]) {
      expect(rewritten).toContain(kept)
    }
  })

  it('leaves a page without framework scripts untouched, and a late script it does not list', () => {
    const plain = '<!DOCTYPE html><html><head><title>Plain</title></head><body><p>Hello</p></body></html>'
    expect(deferFrameworkScripts(plain)).toBe(plain)
    const late = `<script src="${chunk('late-boundary')}" async="" nonce="${NONCE}"></script>`
    expect(deferFrameworkScripts(PAGE.replace('</body>', `${late}</body>`))).toContain(late)
  })

  it('ships a loader any browser runs: plain ES5, no type left in it', () => {
    const loader = /data-scripts='[^']+'>([\s\S]*?)<\/script>/.exec(rewritten)?.[1] ?? ''
    expect(loader).toMatch(/^\(function loadScriptsAfterPriorityImages\(waitMs\)/)
    expect(() => new Function(loader)).not.toThrow()
    expect(loader).not.toMatch(/=>|\blet\b|\bconst\b|: HTML|as Chunk/)
  })
})
