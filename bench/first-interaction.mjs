// How long after the first paint a visitor's first tap on a solutions tab takes effect,
// on a phone as Lighthouse's mobile preset models it (4x slower CPU, 150 ms round trips,
// 1.6 Mbit/s down): the time the page looks ready but does not answer yet.
import { chromium } from 'playwright-core'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Taps the second tab every 10 ms from the first contentful paint until it is selected. */
function tapUntilItAnswers() {
  window.__firstInteraction = new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0]
      if (!paint) return
      observer.disconnect()
      const attempt = () => {
        const tab = document.querySelectorAll('[role="tab"]')[1]
        if (tab?.getAttribute('aria-selected') === 'true') {
          return resolve({ firstPaintMs: paint.startTime, answeredAfterPaintMs: performance.now() - paint.startTime })
        }
        tab?.click()
        setTimeout(attempt, 10)
      }
      attempt()
    }).observe({ type: 'paint', buffered: true })
  })
}

/** Median over `runs` fresh page loads of the home page at `url`. */
export async function measureFirstInteraction(url, runs = 5) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const results = []
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      })
      await context.addInitScript(tapUntilItAnswers)
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await page.goto(url, { waitUntil: 'commit' })
      const answered = page.evaluate(() => window.__firstInteraction)
      const timeout = new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`The tab on ${url} did not answer a tap within 30 s`)), 30_000),
      )
      results.push(await Promise.race([answered, timeout]))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return {
    runs,
    firstPaintMs: Math.round(median(results.map((result) => result.firstPaintMs))),
    answeredAfterPaintMs: Math.round(median(results.map((result) => result.answeredAfterPaintMs))),
    each: results.map((result) => Math.round(result.answeredAfterPaintMs)),
  }
}
