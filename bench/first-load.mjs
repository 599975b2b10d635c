// What a phone downloads on its first visit to a page, counted by a real browser
// (Debian's Chromium through playwright-core): compressed JavaScript and everything.
import { chromium } from 'playwright-core'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

export async function measureFirstLoad(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const responses = []
    page.on('requestfinished', (request) => responses.push(request))
    await page.goto(url, { waitUntil: 'networkidle' })
    // The hero image: preloaded from the head, and the address the page then shows.
    const hero = await page.evaluate(() => {
      const image = document.querySelector('[data-testid="hero"] img')
      const preload = [...document.querySelectorAll('head link[rel="preload"][as="image"]')].find((link) =>
        (link.getAttribute('imagesrcset') ?? '')
          .split(',')
          .some((entry) => image && new URL(entry.trim().split(/\s+/)[0], location.href).href === image.currentSrc),
      )
      return {
        shown: image?.currentSrc ?? null,
        preloaded: Boolean(preload),
        fetchPriority: image?.getAttribute('fetchpriority') ?? null,
      }
    })
    const images = []
    let javascriptBytes = 0
    let totalBytes = 0
    let requests = 0
    const outside = []
    for (const request of responses) {
      const sizes = await request.sizes()
      const transferred = sizes.responseBodySize + sizes.responseHeadersSize
      totalBytes += transferred
      requests += 1
      if (request.resourceType() === 'script') javascriptBytes += sizes.responseBodySize
      if (request.resourceType() === 'image') {
        const response = await request.response()
        images.push({ url: request.url(), contentType: response?.headers()['content-type'] ?? '' })
      }
      if (new URL(request.url()).origin !== new URL(url).origin) outside.push(request.url())
    }
    return { javascriptBytes, totalBytes, requests, outsideRequests: outside, hero, images }
  } finally {
    await browser.close()
  }
}
