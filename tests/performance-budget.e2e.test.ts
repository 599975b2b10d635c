/**
 * The home page's first-load JavaScript stays within its budget (docs/PERFORMANCE.md):
 * a size counted by a phone-sized browser, not a time. `npm run bench` measures the rest.
 */
import { describe, expect, inject, it } from 'vitest'

import { measureFirstLoad } from '../bench/first-load.mjs'
import { COMPILE_HINT } from '../src/runtime/compile-hints.mjs'
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

  it('inlines each stylesheet once in the page and once in its payload, not once per boundary', async () => {
    const html = await (await fetch(`${inject('baseUrl')}/`)).text()
    const stylesheets = html.match(/\/_next\/static\/chunks\/[\w-]+\.css/g) ?? []
    expect(stylesheets.length).toBeGreaterThan(0)
    const copies = new Map<string, number>()
    for (const href of stylesheets) copies.set(href, (copies.get(href) ?? 0) + 1)
    for (const [href, count] of copies) expect(count, href).toBeLessThanOrEqual(2)
  })

  describe('script loading (ADR 0013)', () => {
    const suite = useBrowser()

    it('shows the hero photograph before asking for any JavaScript, then the page works', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, inject('baseUrl'), { width: 375, height: 667 })
      // Requests and finished downloads in the order the browser reports them.
      const events: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') events.push(`script ${new URL(request.url()).pathname}`)
      })
      page.on('requestfinished', (request) => {
        if (request.frame() === page.mainFrame() && request.resourceType() === 'image') events.push(`image ${request.url()}`)
      })
      await page.goto('/', { waitUntil: 'networkidle' })
      const hero = await page.locator('[data-testid="hero"] img').evaluate((image: HTMLImageElement) => image.currentSrc)
      const heroLoaded = events.indexOf(`image ${hero}`)
      const scripts = events.filter((event) => event.startsWith('script '))
      expect(heroLoaded, 'the hero photograph loads').toBeGreaterThanOrEqual(0)
      expect(scripts.length).toBeGreaterThan(0)
      expect(events.findIndex((event) => event.startsWith('script '))).toBeGreaterThan(heroLoaded)
      expect(new Set(scripts).size, 'each script is fetched once').toBe(scripts.length)

      // Hydrated: the tabs answer a click, with nothing thrown on the way.
      const secondTab = page.getByRole('tab').nth(1)
      await secondTab.click()
      expect(await secondTab.getAttribute('aria-selected')).toBe('true')
      expect(pageErrors).toEqual([])
      await context.close()
    })

    it('lists the scripts for its one loader, which carries the nonce the policy allows', async () => {
      const response = await fetch(`${inject('baseUrl')}/`)
      const html = await response.text()
      const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
      expect(html).not.toMatch(/<script src="[^"]*\/_next\/static\/[^"]+" async=""/)
      const loaders = [...html.matchAll(/<script nonce="([^"]+)" data-scripts='([^']+)'>/g)]
      expect(loaders).toHaveLength(1)
      expect(loaders[0]?.[1]).toBe(policyNonce)
      expect(JSON.parse(loaders[0]?.[2] ?? '[]').length).toBeGreaterThan(0)
    })
  })

  it("serves React's and Next's chunks with V8's compile hint, and the page's own islands without (ADR 0015)", async () => {
    const html = await (await fetch(`${inject('baseUrl')}/`)).text()
    const listed: string[] = JSON.parse(/data-scripts='([^']+)'/.exec(html)?.[1] ?? '[]')
    const chunks = await Promise.all(
      listed.map(async (src) => ({ src, source: await (await fetch(`${inject('baseUrl')}${src}`)).text() })),
    )
    const hinted = (source: string) => source.startsWith(COMPILE_HINT)
    const runtime = chunks.find(({ src }) => /\/turbopack-[\w-]+\.js$/.test(src))
    const largest = [...chunks].sort((a, b) => b.source.length - a.source.length)[0]
    expect(runtime && hinted(runtime.source), 'the Turbopack runtime').toBe(true)
    expect(largest && hinted(largest.source), `the largest chunk, ${largest?.src}`).toBe(true)
    expect(chunks.filter(({ source }) => !hinted(source)).length, 'chunks left to lazy compilation').toBeGreaterThan(0)
  })
})
