/**
 * The home page's first-load JavaScript stays within its budget (docs/PERFORMANCE.md):
 * a size counted by a phone-sized browser, not a time. `npm run bench` measures the rest.
 */
import { describe, expect, inject, it } from 'vitest'

import { measureFirstLoad } from '../bench/first-load.mjs'

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
})
