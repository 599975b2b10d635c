/**
 * The home page in a real browser: every block server-rendered, the announcement,
 * tabs, tooltip and button rules of the spec, layout at three widths, accessibility.
 */
import path from 'node:path'

import { createClient } from '@libsql/client'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'

import { seriousViolations } from './support/axe'
import { openPage, screenshot, waitForHydration } from './support/browser'
import { useBrowserAndApi } from './support/suite'

const baseUrl = inject('baseUrl')

type Doc = Record<string, unknown> & { id: number }
type Block = Record<string, unknown> & { blockType: string }

describe('home page', () => {
  const suite = useBrowserAndApi()

  async function homeLayout(): Promise<Block[]> {
    const home = await suite.api.get<{ layout: Block[] }>('/globals/home-page?depth=0')
    return home.layout
  }

  async function updateBlock(type: string, change: Record<string, unknown>) {
    const layout = (await homeLayout()).map((block) => (block.blockType === type ? { ...block, ...change } : block))
    await suite.api.post('/globals/home-page', { layout, _status: 'published' })
  }

  describe('server-rendered HTML', () => {
    let html: string

    beforeAll(async () => {
      html = await (await fetch(`${baseUrl}/`)).text()
    })

    it('is US English, left to right, titled Home, with a description and indexable', () => {
      expect(html).toMatch(/<html lang="en-US" dir="ltr"/)
      expect(html).toMatch(/<title>Home<\/title>/)
      expect(html).toMatch(/<meta name="description" content="[^"]+"/)
      expect(html).toMatch(/<meta name="robots" content="index, follow"/)
    })

    it('writes no attribute that reads "undefined" (a solutions tab’s heading once had class="undefined visually-hidden")', () => {
      expect(html.match(/\s[\w-]+="[^"]*\bundefined\b[^"]*"/g) ?? []).toEqual([])
    })

    it('contains every block’s content without JavaScript', () => {
      for (const text of [
        'An official website of the United States government',
        'Skip to main content',
        'Welcome to the new Hybrid Cloud site',
        'Learn more',
        'The agency&#x27;s hybrid cloud solutions',
        'Accelerating cloud adoption',
        'Fully managed environments',
        'Security &amp; compliance',
        'Faster access &amp; start-up times',
        'The agency&#x27;s mainframe offering',
        'Containers as a Service',
        'JWCC Cloud (CAC Required)',
        'We&#x27;re here to help you identify the right solution.',
        'Reach out to a representative for expert guidance and support.',
        'Contact us',
        'Hybrid Cloud news',
        'Stratus opens a European region',
        'Accessibility statement',
        'No FEAR Act data',
        'Office of the Inspector General',
        'Privacy and security notice',
        'Vulnerability disclosure policy',
        'USA.gov',
      ]) {
        expect(html, text).toContain(text)
      }
    })

    it('shows each service tile with its managed-content image at the responsive widths', () => {
      for (const apiName of ['Mainframe_Computing__c', 'CaaS__c', 'JWCC__c']) {
        const start = html.indexOf(`data-api-name="${apiName}"`)
        expect(start, apiName).toBeGreaterThan(0)
        const tile = html.slice(start, html.indexOf('</li>', start))
        const image = /<img [^>]*>/.exec(tile)?.[0] ?? ''
        expect(image, apiName).toMatch(/srcSet="\/cms\/delivery\/media\/MC[0-9A-Z]+\?width=640[^"]* 640w, [^"]+ 960w/)
        expect(image, apiName).toMatch(/alt="[^"]+"/)
      }
    })

    it('links every card and tile to its offering page through the page directory', () => {
      for (const path of [
        'dod-cloud-iac',
        'caas',
        'dod-olympus',
        'stratus',
        'dcaas',
        'osmaas',
        'vulcan',
        'server-hosting-and-virtualization',
        'mainframe-computing',
        'vms',
        'scca',
        'jwcc',
      ]) {
        expect(html).toContain(`href="/offerings/${path}"`)
      }
    })
  })

  it('shows every section readably with JavaScript disabled', async () => {
    const { page, context } = await openPage(
      suite.browser,
      baseUrl,
      { width: 1280, height: 900 },
      { javaScriptEnabled: false },
    )
    await page.goto('/')
    const panels = page.locator('[role="tabpanel"]')
    expect(await panels.count()).toBe(4)
    for (let index = 0; index < 4; index++) {
      expect(await panels.nth(index).isVisible()).toBe(true)
      // Stacked panels are told apart by their own headings, shown at full size.
      const heading = await panels.nth(index).locator('h3').boundingBox()
      expect(heading?.height).toBeGreaterThan(16)
    }
    expect(await page.locator('[role="tabpanel"] a').count()).toBe(11)
    expect(await page.getByText('Hybrid Cloud news').isVisible()).toBe(true)
    await screenshot(page, 'home-no-javascript-1280')
    await context.close()
  })

  describe('announcement banners', () => {
    let banner: Doc

    beforeAll(async () => {
      const result = await suite.api.get<{ docs: Doc[] }>('/announcements?limit=1')
      banner = result.docs[0] as Doc
    })

    async function open(page: Page) {
      await page.goto('/')
      await page.waitForLoadState('networkidle')
    }

    it('dismisses a banner at once and remembers it under host, Key and Version', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, baseUrl)
      await open(page)
      const region = page.getByRole('region', { name: `Announcement: ${banner.title}` })
      expect(await region.isVisible()).toBe(true)
      await page.getByRole('button', { name: `Dismiss announcement: ${banner.title}` }).click()
      expect(await region.count()).toBe(0)
      const host = new URL(baseUrl).host
      expect(await page.evaluate((key) => localStorage.getItem(key), `${host}_${banner.key}_${banner.version}`)).toBe(
        'dismissed',
      )

      // Reload with the page's scripts held back: only the inline pre-paint script can hide it.
      await page.route('**/_next/static/chunks/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      await page.goto('/', { waitUntil: 'domcontentloaded' })
      expect(await page.locator(`[data-banner-key="${banner.key}"]`).isHidden()).toBe(true)
      // Let the held-back script requests finish before the route goes (else they are answered twice).
      await page.unrouteAll({ behavior: 'wait' })
      await page.waitForLoadState('networkidle')
      expect(await page.locator(`[data-banner-key="${banner.key}"]`).count()).toBe(0)
      expect(pageErrors).toEqual([])

      // A new Version of the same banner shows again.
      await suite.api.patch(`/announcements/${banner.id}`, {
        version: Number(banner.version) + 1,
        _status: 'published',
      })
      await open(page)
      expect(await page.getByRole('region', { name: `Announcement: ${banner.title}` }).isVisible()).toBe(true)
      await context.close()
    })

    it('ignores a storage failure: the banner still goes, nothing breaks', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, baseUrl)
      await context.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new Error('QuotaExceededError')
        }
      })
      await open(page)
      const title = (await suite.api.get<{ docs: Doc[] }>('/announcements?limit=1')).docs[0]?.title
      await page.getByRole('button', { name: `Dismiss announcement: ${title}` }).click()
      expect(await page.locator('[data-banner-key]').count()).toBe(0)
      expect(pageErrors).toEqual([])
      await context.close()
    })
  })

  // Breaks the database of the server these tests started; never an outside server's.
  it.skipIf(!inject('dataDir'))(
    'shows no banner, and the rest of the page, when the banners fail to load',
    async () => {
      const dataDir = inject('dataDir')
      const database = createClient({ url: `file:${path.join(dataDir, 'e2e.db')}` })
      await database.execute('ALTER TABLE announcements RENAME TO announcements_unavailable')
      try {
        await suite.api.expireAllCaches()
        const response = await fetch(`${baseUrl}/`)
        expect(response.status).toBe(200)
        const html = await response.text()
        expect(html).not.toContain('data-banner-key')
        expect(html).toContain('Hybrid Cloud news')
      } finally {
        await database.execute('ALTER TABLE announcements_unavailable RENAME TO announcements')
        database.close()
        await suite.api.expireAllCaches()
      }
    },
  )

  describe('solutions tabs', () => {
    it('shows exactly one panel, the first by default, and switches on click', async () => {
      const { page, context } = await openPage(suite.browser, baseUrl)
      await page.goto('/')
      await waitForHydration(page)
      const tabs = page.getByRole('tab')
      expect(await tabs.count()).toBe(4)
      expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true')
      expect(await page.locator('[role="tabpanel"]:visible').count()).toBe(1)
      await tabs.nth(2).click()
      expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true')
      expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('false')
      const visible = page.locator('[role="tabpanel"]:visible')
      expect(await visible.count()).toBe(1)
      expect(await visible.getAttribute('aria-labelledby')).toBe(await tabs.nth(2).getAttribute('id'))
      expect(await visible.getByRole('link', { name: 'Secure Cloud Computing Architecture' }).isVisible()).toBe(true)
      await context.close()
    })

    it('moves with the arrow keys (wrapping), Home and End, with a roving tabindex', async () => {
      const { page, context } = await openPage(suite.browser, baseUrl)
      await page.goto('/')
      await waitForHydration(page)
      const tabs = page.getByRole('tab')
      await tabs.nth(0).focus()
      await page.keyboard.press('ArrowLeft')
      expect(await tabs.nth(3).getAttribute('aria-selected')).toBe('true')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Faster access & start-up times')
      await page.keyboard.press('ArrowRight')
      expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true')
      await page.keyboard.press('End')
      expect(await tabs.nth(3).getAttribute('aria-selected')).toBe('true')
      await page.keyboard.press('Home')
      expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true')
      expect(await tabs.evaluateAll((elements) => elements.map((tab) => tab.getAttribute('tabindex')))).toEqual([
        '0',
        '-1',
        '-1',
        '-1',
      ])
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]') !== null)).toBe(true)
      await context.close()
    })
  })

  describe('buttons and links', () => {
    it('opens the hero and contact targets by API name in the same window', async () => {
      const { page, context } = await openPage(suite.browser, baseUrl)
      await page.goto('/')
      const hero = page.getByTestId('hero').getByRole('link', { name: /Learn more/ })
      expect(await hero.getAttribute('href')).toBe('/offerings/stratus')
      expect(await hero.getAttribute('target')).toBeNull()
      const contact = page.getByRole('link', { name: 'Contact us' })
      expect(await contact.getAttribute('href')).toBe('/contact')
      expect(await contact.getAttribute('target')).toBeNull()
      await hero.click()
      await page.waitForURL('**/offerings/stratus')
      expect(await page.title()).toBe('Stratus | Hybrid Cloud')
      await context.close()
    })

    it('opens http targets in a new window, and hides the hero button without a target', async () => {
      await updateBlock('hero', { buttonTarget: 'https://www.usa.gov/' })
      await updateBlock('contactBand', { buttonPage: 'https://www.usa.gov/', targetIsUrl: true })
      try {
        const { page, context } = await openPage(suite.browser, baseUrl)
        await page.goto('/')
        const hero = page.getByTestId('hero').getByRole('link', { name: /Learn more/ })
        expect(await hero.getAttribute('target')).toBe('_blank')
        expect(await hero.getAttribute('rel')).toContain('noopener')
        const contact = page.getByRole('link', { name: /Contact us/ })
        expect(await contact.getAttribute('href')).toBe('https://www.usa.gov/')
        expect(await contact.getAttribute('target')).toBe('_blank')

        await updateBlock('hero', { buttonTarget: '' })
        await page.goto('/')
        expect(await page.getByTestId('hero').getByRole('link').count()).toBe(0)
        expect(await page.getByTestId('hero').locator('h1').isVisible()).toBe(true)
        await context.close()
      } finally {
        await updateBlock('hero', { buttonTarget: 'Stratus__c' })
        await updateBlock('contactBand', { buttonPage: 'Contact__c', targetIsUrl: false })
      }
    })
  })

  describe('tooltips', () => {
    it('show on hover and focus, hide on leave, blur, click and Escape, one at a time', async () => {
      const { page, context } = await openPage(suite.browser, baseUrl)
      // A hover before the page has hydrated shows nothing: wait until the scripts have run.
      await page.goto('/', { waitUntil: 'networkidle' })
      const next = page.getByRole('button', { name: 'Next items' })
      const previous = page.getByRole('button', { name: 'Previous items' })
      const tooltips = page.getByRole('tooltip')

      await next.hover()
      await expect.poll(() => tooltips.count()).toBe(1)
      expect(await tooltips.first().textContent()).toBe('Next')
      expect(await next.locator('xpath=..').getAttribute('aria-describedby')).toBe(
        await tooltips.first().getAttribute('id'),
      )
      await page.mouse.move(5, 5)
      await expect.poll(() => tooltips.count()).toBe(0)

      await next.focus()
      await expect.poll(() => tooltips.count()).toBe(1)
      await page.keyboard.press('Escape')
      await expect.poll(() => tooltips.count()).toBe(0)
      await next.blur()
      await expect.poll(() => tooltips.count()).toBe(0)

      await next.focus()
      await expect.poll(() => tooltips.count()).toBe(1)
      await previous.hover({ force: true })
      await expect.poll(async () => (await tooltips.allTextContents()).join('|')).toBe('Previous')

      await next.hover()
      await expect.poll(() => tooltips.count()).toBe(1)
      await next.click()
      await expect.poll(() => tooltips.count()).toBe(0)
      await next.blur()

      await next.focus()
      await expect.poll(() => tooltips.count()).toBe(1)
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Shift+Tab')
      await expect.poll(async () => (await tooltips.allTextContents()).join('|')).not.toContain('Next')
      await context.close()
    })
  })

  describe('layout', () => {
    for (const [width, columns] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      it(`fits ${width}px without horizontal scrolling, with ${columns} card column(s)`, async () => {
        const { page, context, outsideRequests } = await openPage(suite.browser, baseUrl, { width, height: 900 })
        await page.goto('/')
        await page.waitForLoadState('networkidle')
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
        const grid = page.locator('[role="tabpanel"]:visible ul').first()
        const templateColumns = await grid.evaluate(
          (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
        )
        expect(templateColumns).toBe(columns)
        const tileImageHeight = await page
          .locator('[data-api-name="CaaS__c"] img')
          .evaluate((image) => image.getBoundingClientRect().height)
        expect(tileImageHeight).toBe(width < 768 ? 240 : 394)
        // The home page's hero height, 686 px, on a desktop; on a phone at most 32rem (ADR 0022).
        const heroHeight = await page
          .getByTestId('hero')
          .first()
          .evaluate((element) => element.getBoundingClientRect().height)
        if (width >= 1025) expect(heroHeight).toBe(686)
        else if (width < 768) expect(heroHeight).toBeLessThanOrEqual(512)
        else expect(heroHeight).toBe(Math.min(686, 0.8 * 900))
        const band = await page
          .getByRole('region', { name: 'Contact a representative' })
          .evaluate((element) => element.getBoundingClientRect().height)
        expect(band).toBeGreaterThanOrEqual(240)
        for (let y = 0; y < 6000; y += 700) await page.evaluate((top) => window.scrollTo(0, top), y)
        await page.waitForLoadState('networkidle')
        await screenshot(page, `home-${width}`)
        expect(outsideRequests).toEqual([])
        await context.close()
      })
    }
  })

  describe('accessibility', () => {
    it('has no serious or critical axe violations in any tab', async () => {
      const { page, context } = await openPage(suite.browser, baseUrl)
      await page.goto('/')
      await waitForHydration(page)
      for (let index = 0; index < 4; index++) {
        await page.getByRole('tab').nth(index).click()
        expect(await seriousViolations(page), `tab ${index + 1}`).toEqual([])
      }
      await context.close()
    })

    it('has a skip link that moves focus to the main content', async () => {
      const { page, context } = await openPage(suite.browser, baseUrl)
      await page.goto('/')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content')
      await page.keyboard.press('Enter')
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content')
      await context.close()
    })

    it('exposes the hidden regions: page data layer and view-change notifier', async () => {
      const { page, context } = await openPage(suite.browser, baseUrl)
      await page.goto('/')
      await page.waitForFunction(() => document.getElementById('page-data-layer')?.dataset.isGuest === 'true')
      expect(await page.evaluate(() => window.pageDataLayer)).toEqual({
        crmId: '',
        attributes: { isGuest: true },
        provider: { type: 'user' },
      })
      expect(await page.getByTestId('view-change-notifier').getAttribute('aria-live')).toBe('polite')
      await context.close()
    })
  })
})

describe('pages behind the header navigation', () => {
  it('answers every navigation and footer link of the site with a real page', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text()
    const internal = [...html.matchAll(/href="(\/[^"#?]*)"/g)]
      .map((match) => match[1] ?? '')
      .filter(
        (href) =>
          !href.startsWith('/_next/') &&
          !href.startsWith('/cms/') &&
          !href.startsWith('/assets/') &&
          !href.startsWith('/img/'),
      )
    const unique = [...new Set(internal)]
    expect(unique).toEqual(expect.arrayContaining(['/', '/offerings', '/news', '/contact', '/about', '/accessibility']))
    for (const href of unique) {
      const response = await fetch(`${baseUrl}${href}`)
      expect(response.status, href).toBe(200)
    }
  })

  it('lists every offering and pages the news by type', async () => {
    const offerings = await (await fetch(`${baseUrl}/offerings`)).text()
    expect(offerings.match(/href="\/offerings\/[a-z-]+"/g)?.length).toBe(12)
    const events = await (await fetch(`${baseUrl}/news?type=Events`)).text()
    expect(events).toContain('Hybrid cloud customer day')
    expect(events).not.toContain('Stratus opens a European region')
    expect((await fetch(`${baseUrl}/news?page=abc&type=<script>`)).status).toBe(200)
  })
})
