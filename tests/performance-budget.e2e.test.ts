/**
 * The home page's first-load JavaScript stays within its budget (docs/PERFORMANCE.md):
 * a size counted by a phone-sized browser, not a time. `npm run bench` measures the rest.
 */
import { createHash } from 'node:crypto'

import { describe, expect, inject, it } from 'vitest'

import { measureFirstLoad } from '../bench/first-load.mjs'
import { openPage } from './support/browser'
import { useBrowser } from './support/suite'

const JAVASCRIPT_BUDGET_BYTES = 160 * 1024

describe('performance budget', () => {
  it(`loads at most ${JAVASCRIPT_BUDGET_BYTES / 1024} KB of compressed JavaScript on the home page, all from the site`, async () => {
    const firstLoad = await measureFirstLoad(`${inject('baseUrl')}/`)
    console.log(
      `home first load: JavaScript ${(firstLoad.javascriptBytes / 1024).toFixed(1)} KB, ` +
        `total ${(firstLoad.totalBytes / 1024).toFixed(1)} KB in ${firstLoad.requests} requests`,
    )
    expect(firstLoad.javascriptBytes).toBeGreaterThan(0)
    expect(firstLoad.javascriptBytes).toBeLessThanOrEqual(JAVASCRIPT_BUDGET_BYTES)
    expect(firstLoad.outsideRequests).toEqual([])
  })

  it('preloads the hero image and sends the CMS images as WebP or AVIF at the srcset widths', async () => {
    const firstLoad = await measureFirstLoad(`${inject('baseUrl')}/`)
    expect(firstLoad.hero.shown).toMatch(/\/cms\/delivery\/media\/MC[0-9A-Z]+\?width=(640|960|1920)&/)
    expect(firstLoad.hero.preloaded).toBe(true)
    expect(firstLoad.hero.fetchPriority).toBe('high')
    const cmsImages = firstLoad.images.filter((image) => image.url.includes('/cms/delivery/media/'))
    expect(cmsImages.length).toBeGreaterThan(0)
    for (const image of cmsImages) {
      expect(image.url, image.url).toMatch(/[?&]width=(640|960|1920)(&|$)/)
      expect(image.contentType, image.url).toMatch(/^image\/(webp|avif)$/)
    }
  })

  it('links its stylesheets instead of sending their text in the page and again in its payload (ADR 0048)', async () => {
    const html = await (await fetch(`${inject('baseUrl')}/`)).text()
    const linked = [...html.matchAll(/<link rel="stylesheet" href="(\/_next\/static\/chunks\/[\w-]+\.css)"/g)].map(
      (match) => match[1]!,
    )
    expect(linked.length).toBeGreaterThan(0)
    // The only style element left is the small no-script rule of the solutions tabs.
    for (const [, css] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) expect(css!.length).toBeLessThan(600)
    for (const href of linked) {
      const css = await (await fetch(`${inject('baseUrl')}${href}`)).text()
      // A stretch of every stylesheet's rules: nowhere in the page, neither as HTML nor in its payload.
      const sample = css.slice(0, 80)
      expect(sample.length).toBeGreaterThan(20)
      expect(html.includes(sample) || html.includes(JSON.stringify(sample).slice(1, -1)), href).toBe(false)
    }
  })

  describe('scripts', () => {
    const suite = useBrowser()

    it('asks for no framework script until the hero photograph is loaded, through one loader (ADR 0013)', async () => {
      const html = await (await fetch(`${inject('baseUrl')}/`)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      // Next's async chunk tags and script preloads left the head; one loader lists them.
      expect(head).not.toMatch(/<script [^>]*src="[^"]*\/_next\/static\/[^"]+" [^>]*async/)
      expect(head).not.toMatch(/<link [^>]*as="script"/)
      const listed = /<script [^>]*data-scripts='([^']+)'/.exec(head)?.[1]
      expect(listed, 'the loader in the head').toBeDefined()
      const chunks = JSON.parse(listed!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { src: string }[]
      expect(chunks.length).toBeGreaterThan(3)

      const { page, context } = await openPage(suite.browser, inject('baseUrl'), { width: 375, height: 667 })
      const events: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') events.push(`script ${new URL(request.url()).pathname}`)
      })
      page.on('requestfinished', (request) => {
        if (request.frame() === page.mainFrame() && request.resourceType() === 'image')
          events.push(`image ${request.url()}`)
      })
      await page.goto('/', { waitUntil: 'networkidle' })
      const hero = await page
        .locator('[data-testid="hero"] img')
        .evaluate((image: HTMLImageElement) => image.currentSrc)
      const heroLoaded = events.indexOf(`image ${hero}`)
      expect(heroLoaded, 'the hero photograph loads').toBeGreaterThanOrEqual(0)
      expect(events.findIndex((event) => event.startsWith('script '))).toBeGreaterThan(heroLoaded)
      await context.close()
    })

    it('loads each framework script once, checked against its integrity hash, and the page works', async () => {
      const html = await (await fetch(`${inject('baseUrl')}/`)).text()
      const tags = [...html.matchAll(/<script [^>]*src="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)].map(([tag, src]) => ({
        src: src!,
        integrity: /integrity="(sha256-[^"]+)"/.exec(tag)?.[1],
      }))
      expect(tags.length).toBeGreaterThan(0)
      // React's and Next's own chunks carry Subresource Integrity (ADR 0020); the browser refuses a changed file.
      const withIntegrity = tags.filter((tag) => tag.integrity)
      expect(withIntegrity.length).toBeGreaterThan(0)
      for (const { src, integrity } of withIntegrity) {
        const body = Buffer.from(await (await fetch(`${inject('baseUrl')}${src}`)).arrayBuffer())
        expect(`sha256-${createHash('sha256').update(body).digest('base64')}`, src).toBe(integrity)
      }

      const { page, context, pageErrors, consoleMessages } = await openPage(suite.browser, inject('baseUrl'), {
        width: 375,
        height: 667,
      })
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await page.goto('/', { waitUntil: 'networkidle' })
      expect(new Set(scripts).size, 'each script is fetched once').toBe(scripts.length)
      // Hydrated: the tabs answer a click, with nothing thrown or refused on the way.
      const secondTab = page.getByRole('tab').nth(1)
      await secondTab.click()
      await expect.poll(() => secondTab.getAttribute('aria-selected')).toBe('true')
      expect(pageErrors).toEqual([])
      expect(consoleMessages.filter((message) => /Content Security Policy|integrity/i.test(message))).toEqual([])
      await context.close()
    })
  })
})
