/**
 * The Nu HTML Checker wrapper (tests/support/html-checker.ts) against pages whose
 * problems are known: it must flag real errors, pass a valid page, and say what it
 * makes of the markup Next 16 and React 19 render.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { checkHtml, checkHtmlFiles } from './support/html-checker'

const valid =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Valid</title></head>' +
  '<body><main><h1>Valid</h1><p>A cat <img src="cat.png" alt="A grey cat asleep"></p></main></body></html>'

const invalid =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Invalid</title></head><body>\n' +
  '<p id="intro">One</p>\n' +
  '<p id="intro">Two <img src="a.png"></p>\n' +
  '<p>Start <div>a block</div> end</p>\n' +
  '</body></html>'

// Markup as Next 16 renders it with React 19 (compare .next/server/app/*.html after a build).
const nextStyle = [
  '<!DOCTYPE html><html lang="en-US" dir="ltr"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<link rel="stylesheet" href="/_next/static/css/0a1b2c3d.css" data-precedence="next"/>',
  '<link rel="preload" href="/_next/static/media/font.p.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js" integrity="sha256-abc="/>',
  '<script src="/_next/static/chunks/b.js" async="" nonce="n0nce"></script>',
  '<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fhero.webp&amp;w=640&amp;q=75 640w, ',
  '/_next/image?url=%2Fhero.webp&amp;w=1080&amp;q=75 1080w" imageSizes="100vw" fetchPriority="high"/>',
  '<meta name="next-size-adjust" content=""/><meta name="theme-color" content="#00205b"/>',
  '<title>Hybrid Cloud</title><meta name="description" content="Hybrid cloud services."/>',
  '<link rel="canonical" href="https://cloud.example.mil/"/><meta property="og:title" content="Hybrid Cloud"/>',
  '<link rel="alternate" type="application/rss+xml" href="/news/rss.xml"/>',
  '<link rel="icon" href="/img/icons/favicon-32.png" sizes="32x32" type="image/png"/>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><div hidden=""><!--$--><!--/$--></div><a href="#main-content">Skip to main content</a>',
  '<header><nav aria-label="Main"><ul><li><a href="/offerings">Offerings</a></li></ul></nav>',
  '<button type="button" aria-expanded="false">Menu<svg aria-hidden="true" focusable="false" viewBox="0 0 16 16">',
  '<path d="M0 0h16v16H0z"></path></svg></button></header>',
  '<main id="main-content" tabindex="-1"><h1>Hybrid Cloud</h1>',
  '<img alt="Servers in a data centre" fetchPriority="high" width="1200" height="600" decoding="async" ',
  'data-nimg="1" style="color:transparent" sizes="100vw" srcSet="/_next/image?url=%2Fhero.webp&amp;w=640&amp;q=75 640w" ',
  'src="/_next/image?url=%2Fhero.webp&amp;w=640&amp;q=75"/>',
  '<!--$!--><template data-dgst="BAILOUT_TO_CLIENT_SIDE_RENDERING"></template><!--/$-->',
  // A form whose action is a server action (the contact form).
  '<form action="" encType="multipart/form-data" method="POST"><input type="hidden" name="$ACTION_REF_1"/>',
  '<label for="name">Name</label><input id="name" name="name"/><button type="submit">Send</button></form>',
  '</main><script id="_R_">self.x=1</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('')

describe('Nu HTML Checker', () => {
  it('flags real errors, passes a valid page, and reports Next markup, in one run', async () => {
    const started = performance.now()
    const [validResult, invalidResult, nextResult] = await checkHtml([valid, invalid, nextStyle])
    const seconds = (performance.now() - started) / 1000
    console.info(`vnu checked 3 pages in ${seconds.toFixed(1)} s`)

    expect(validResult).toEqual({ errors: [], warnings: [] })

    expect(invalidResult?.errors.map((error) => [error.line, error.message])).toEqual([
      [3, 'Duplicate ID “intro”.'],
      [
        3,
        'An “img” element must have an “alt” attribute, except under certain conditions. For details, consult guidance on providing text alternatives for images.',
      ],
      [4, 'No “p” element in scope but a “p” end tag seen.'],
    ])
    expect(invalidResult?.errors[0]?.extract).toContain('<p id="intro">Two')
    expect(invalidResult?.warnings.map((warning) => warning.message)).toEqual([
      'The first occurrence of ID “intro” was here.',
    ])

    expect(nextResult?.errors.map((error) => error.message)).toEqual([
      'Bad value “” for attribute “action” on element “form”: Must be non-empty.',
    ])
    expect(nextResult?.warnings).toEqual([])
    expect(seconds).toBeLessThan(30)
  })

  it('leaves out messages the caller accepts', async () => {
    const [result] = await checkHtml([nextStyle], { ignore: [/attribute “action” on element “form”/] })
    expect(result).toEqual({ errors: [], warnings: [] })
  })

  it('refuses a file that does not exist, which vnu itself would pass silently', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'html-check-missing-'))
    try {
      await expect(checkHtmlFiles([path.join(dir, 'missing.html')])).rejects.toThrow(/ENOENT/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
