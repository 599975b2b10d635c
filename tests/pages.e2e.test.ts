/**
 * Every page behind the home page's links, the contact form, search-engine readiness
 * (titles, canonical, robots, sitemap, RSS) and the site search, in a real browser.
 */
import { randomInt } from 'node:crypto'

import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'

import { seriousViolations } from './support/axe'
import { openPage, screenshot, signInToAdmin, waitForHydration } from './support/browser'
import { useBrowserAndApi } from './support/suite'

const baseUrl = inject('baseUrl')

/** A distinct client address per test, so the contact form's rate limit is per test. */
const clientAddress = () => `198.51.100.${randomInt(1, 254)}`

describe('pages and search-engine readiness', () => {
  const suite = useBrowserAndApi()

  it('leads every link of the home page to a page with the right title', async () => {
    const { page, context } = await openPage(suite.browser, baseUrl)
    await page.goto('/')
    const links = await page.evaluate(() => {
      const pick = (selector: string) =>
        [...document.querySelectorAll<HTMLAnchorElement>(selector)].map((link) => ({
          href: link.getAttribute('href') ?? '',
          text: link.textContent?.trim() ?? '',
        }))
      return {
        hero: pick('[data-testid="hero"] a'),
        cards: pick('[role="tabpanel"] a'),
        tiles: pick('[data-api-name] a'),
        contact: pick('section[aria-label="Contact a representative"] a'),
      }
    })
    expect(links.hero).toHaveLength(1)
    expect(links.cards).toHaveLength(11)
    expect(links.tiles).toHaveLength(3)
    expect(links.contact).toHaveLength(1)
    const pages = await suite.api.get<{ docs: { path: string; title: string }[] }>('/named-pages?limit=100&depth=0')
    const titleOf = new Map(pages.docs.map((doc) => [`/${doc.path}`, doc.title]))
    for (const link of [...links.hero, ...links.cards, ...links.tiles, ...links.contact]) {
      const response = await page.goto(link.href)
      expect(response?.status(), link.href).toBe(200)
      expect(await page.title(), link.href).toBe(`${titleOf.get(link.href)} | Hybrid Cloud`)
    }
    await context.close()
  })

  it('gives each page its title, description, canonical URL, share tags and robots rule', async () => {
    const html = await (await fetch(`${baseUrl}/offerings/stratus`)).text()
    expect(html).toContain('<title>Stratus | Hybrid Cloud</title>')
    expect(html).toMatch(/<meta name="description" content="Stratus is the agency’s on-premises private cloud[^"]*"/)
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/offerings/stratus"/>`)
    // The same description and robots rule as the record's own page.
    const own = await (await fetch(`${baseUrl}/offerings/stratus`)).text()
    const description = (page: string) => /<meta name="description" content="([^"]*)"/.exec(page)?.[1]
    const robots = (page: string) => /<meta name="robots" content="([^"]*)"/.exec(page)?.[1]
    expect(description(html)).toBeTruthy()
    expect(description(html)).toBe(description(own))
    expect(robots(html)).toBe(robots(own))
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/cms\/delivery\/media\/MC[A-Z0-9]{26}\?width=1280"/)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(html).toContain('<meta name="robots" content="index, follow"/>')
  })

  it('applies a record’s search properties to the home view when asked with ?recordId=', async () => {
    const found = await suite.api.get<{ docs: { recordId: string }[] }>(
      '/named-pages?where[apiName][equals]=Stratus__c&depth=0',
    )
    const recordId = found.docs[0]?.recordId ?? ''
    const html = await (await fetch(`${baseUrl}/?recordId=${recordId}`)).text()
    expect(html).toContain('<title>Stratus</title>')
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/offerings/stratus"/>`)
    // The same description and robots rule as the record's own page.
    const own = await (await fetch(`${baseUrl}/offerings/stratus`)).text()
    const description = (page: string) => /<meta name="description" content="([^"]*)"/.exec(page)?.[1]
    const robots = (page: string) => /<meta name="robots" content="([^"]*)"/.exec(page)?.[1]
    expect(description(html)).toBeTruthy()
    expect(description(html)).toBe(description(own))
    expect(robots(html)).toBe(robots(own))
    const plain = await (await fetch(`${baseUrl}/?recordId=not-a-record`)).text()
    expect(plain).toContain(`<link rel="canonical" href="${baseUrl}"/>`)
    expect(plain).not.toContain('<title>Stratus')
  })

  it('gives browsers and home screens the site’s icon as PNG images of the declared sizes', async () => {
    const html = await (await fetch(`${baseUrl}/offerings/stratus`)).text()
    const icons = [...html.matchAll(/<link rel="(icon|apple-touch-icon)" href="([^"]+)"(?: sizes="(\d+)x\d+")?/g)]
    expect(icons.map((match) => match[1]).sort()).toEqual(['apple-touch-icon', 'icon'])
    for (const [, rel, href, declaredSize] of icons) {
      const response = await fetch(`${baseUrl}${href}`)
      expect(response.headers.get('content-type'), rel).toBe('image/png')
      const bytes = Buffer.from(await response.arrayBuffer())
      // The PNG header's width: what the tab or home screen will show.
      expect(bytes.readUInt32BE(16), rel).toBe(Number(declaredSize ?? 180))
    }
  })

  it('adds an editor’s alternate-language links and custom head tags to the page head', async () => {
    const found = await suite.api.get<{ docs: { id: number; searchProperties: Record<string, unknown> }[] }>(
      '/named-pages?where[apiName][equals]=OSMaaS__c&depth=0',
    )
    const page = found.docs[0] as { id: number; searchProperties: Record<string, unknown> }
    await expect(
      suite.api.patch(`/named-pages/${page.id}`, {
        searchProperties: { ...page.searchProperties, customHeadTags: '<script>alert(1)</script>' },
      }),
    ).rejects.toThrow(/failed: 400.*(Head Tags|customHeadTags)/i)
    await suite.api.patch(`/named-pages/${page.id}`, {
      searchProperties: {
        ...page.searchProperties,
        hrefLangUrls: [{ lang: 'es-US', url: 'https://example.mil/es/osmaas' }],
        customHeadTags: '<meta name="keywords" content="operations, support">',
      },
      _status: 'published',
    })
    try {
      const html = await (await fetch(`${baseUrl}/offerings/osmaas`)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).toContain('<link rel="alternate" hrefLang="es-US" href="https://example.mil/es/osmaas"/>')
      expect(head).toContain('<meta name="keywords" content="operations, support"/>')
      expect(html).not.toContain('<script>alert(1)</script>')
    } finally {
      await suite.api.patch(`/named-pages/${page.id}`, {
        searchProperties: page.searchProperties,
        _status: 'published',
      })
    }
  })

  it('answers an unknown address with the site’s 404 page and a way home', async () => {
    const { page, context } = await openPage(suite.browser, baseUrl)
    const response = await page.goto('/offerings/does-not-exist')
    expect(response?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('Page not found')
    expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true)
    await context.close()
  })

  it('returns 404 for an unpublished page, and serves it again once republished', async () => {
    const found = await suite.api.get<{ docs: { id: number }[] }>('/named-pages?where[apiName][equals]=VMS__c&depth=0')
    const id = found.docs[0]?.id
    await suite.api.patch(`/named-pages/${id}`, { _status: 'draft' })
    try {
      expect((await fetch(`${baseUrl}/offerings/vms`)).status).toBe(404)
      const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
      expect(sitemap).not.toContain('/offerings/vms<')
      // Links to it disappear instead of leading to a 404 (the card stays, without a link).
      const home = await (await fetch(`${baseUrl}/`)).text()
      expect(home).not.toMatch(/href="\/(VMS__c|offerings\/vms)"/)
      expect((await fetch(`${baseUrl}/VMS__c`, { redirect: 'manual' })).status).toBe(404)
    } finally {
      await suite.api.patch(`/named-pages/${id}`, { _status: 'published' })
    }
    expect((await fetch(`${baseUrl}/offerings/vms`)).status).toBe(200)
  })

  it('sends an address made of a page’s API name to the page’s path', async () => {
    const response = await fetch(`${baseUrl}/Stratus__c`, { redirect: 'manual' })
    expect([307, 308]).toContain(response.status)
    expect(new URL(response.headers.get('location') ?? '', baseUrl).pathname).toBe('/offerings/stratus')
    expect((await fetch(`${baseUrl}/No_Such_Page__c`, { redirect: 'manual' })).status).toBe(404)
  })

  it('lays a section out in columns: side by side on a wide screen, one under the other on a phone', async () => {
    const created = await suite.api.post<{ doc: { id: number } }>('/named-pages', {
      title: 'Two columns',
      apiName: 'Two_Columns__c',
      path: 'about/two-columns',
      kind: 'information',
      _status: 'published',
      layout: [
        {
          blockType: 'columns',
          section: { layoutDirectionDesktop: 'row', layoutDirectionTablet: 'column', layoutDirectionMobile: 'column' },
          sectionConfig: [
            { name: 'Main', columnWidth: 8, blocks: [{ blockType: 'contactBand', headerText: 'Left column band' }] },
            { name: 'Side', columnWidth: 4, blocks: [{ blockType: 'contactBand', headerText: 'Right column band' }] },
          ],
        },
      ],
    })
    try {
      const stored = await suite.api.get<{ layout: { columnCount: number; sectionConfig: { key: string }[] }[] }>(
        `/named-pages/${created.doc.id}?depth=0`,
      )
      expect(stored.layout[0]?.columnCount).toBe(2)
      expect(stored.layout[0]?.sectionConfig.map((column) => column.key)).toEqual(['col1', 'col2'])
      for (const [width, sideBySide] of [
        [1280, true],
        [375, false],
      ] as const) {
        const { page, context } = await openPage(suite.browser, baseUrl, { width, height: 900 })
        expect((await page.goto('/about/two-columns'))?.status()).toBe(200)
        const regionOf = (name: string) =>
          page.getByRole('heading', { name }).locator('xpath=ancestor::section[1]').boundingBox()
        const left = await regionOf('Left column band')
        const right = await regionOf('Right column band')
        expect(left && right, `${width}px`).toBeTruthy()
        if (!left || !right) continue
        if (sideBySide) {
          expect(right.x).toBeGreaterThan(left.x + width / 2)
          expect(Math.abs(right.y - left.y)).toBeLessThan(5)
        } else {
          expect(right.y).toBeGreaterThanOrEqual(left.y + left.height - 1)
        }
        await context.close()
      }
    } finally {
      await suite.api.request('DELETE', `/named-pages/${created.doc.id}`)
    }
  })

  it('gives a section’s background image a source per device width and its alternative text', async () => {
    const widest = (
      await suite.api.get<{ docs: { id: number; width: number; altText: string }[] }>(
        '/media?sort=-width&limit=1&depth=0',
      )
    ).docs[0]!
    expect(widest.width).toBeGreaterThanOrEqual(1920)
    const created = await suite.api.post<{ doc: { id: number } }>('/named-pages', {
      title: 'With a background',
      apiName: 'With_Background__c',
      path: 'about/with-background',
      kind: 'information',
      _status: 'published',
      layout: [
        {
          blockType: 'contactBand',
          headerText: 'Band on a picture',
          section: { backgroundImage: widest.id, backgroundImageOverlay: 'rgba(0, 0, 0, 0.5)' },
        },
      ],
    })
    try {
      for (const [width, chosen] of [
        [375, 640],
        [1280, 1920],
      ] as const) {
        const { page, context } = await openPage(suite.browser, baseUrl, { width, height: 900 })
        expect((await page.goto('/about/with-background'))?.status()).toBe(200)
        const image = page.locator(`main img[alt="${widest.altText}"]`).first()
        const srcset = (await image.getAttribute('srcset')) ?? ''
        for (const each of [640, 960, 1920]) expect(srcset).toContain(`width=${each}`)
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() => image.evaluate((element) => (element as HTMLImageElement).currentSrc), { timeout: 10_000 })
          .toContain(`width=${chosen}`)
        await context.close()
      }
    } finally {
      await suite.api.patch(`/named-pages/${created.doc.id}`, { _status: 'draft' })
      await suite.api.request('DELETE', `/named-pages/${created.doc.id}`)
    }
  })

  it('lists every published, indexed page and record in the sitemap, and no others', async () => {
    const found = await suite.api.get<{ docs: { id: number }[] }>(
      '/named-pages?where[apiName][equals]=DCaaS__c&depth=0',
    )
    const id = found.docs[0]?.id
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
    for (const path of ['/offerings/stratus', '/offerings/jwcc', '/contact', '/about', '/offerings/dcaas']) {
      expect(sitemap).toContain(`<loc>${baseUrl}${path}</loc>`)
    }
    expect(sitemap.match(/\/detail\/a0C[a-zA-Z0-9]{15}/g)?.length).toBeGreaterThanOrEqual(18)
    await suite.api.patch(`/named-pages/${id}`, { searchProperties: { isSeoIndexed: false }, _status: 'published' })
    try {
      const after = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
      expect(after).not.toContain('/offerings/dcaas<')
      const html = await (await fetch(`${baseUrl}/offerings/dcaas`)).text()
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    } finally {
      await suite.api.patch(`/named-pages/${id}`, { searchProperties: { isSeoIndexed: true }, _status: 'published' })
    }
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`)
    expect(robots).toMatch(/Disallow: \/admin/)
  })

  it('publishes a news feed that parses as RSS', async () => {
    const { page, context } = await openPage(suite.browser, baseUrl)
    await page.goto('/')
    const response = await fetch(`${baseUrl}/news/rss.xml`)
    expect(response.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await response.text()
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml')
      return {
        error: document.querySelector('parsererror')?.textContent ?? null,
        root: document.documentElement.nodeName,
        items: [...document.querySelectorAll('item > title')].map((title) => title.textContent),
      }
    }, xml)
    expect(parsed.error).toBeNull()
    expect(parsed.root).toBe('rss')
    expect(parsed.items[0]).toBe('Stratus opens a European region')
    expect(parsed.items.length).toBeGreaterThanOrEqual(8)
    await context.close()
  })

  describe('site search', () => {
    it('finds an offering by a word of its body and highlights it', async () => {
      const { page, context } = await openPage(suite.browser, baseUrl)
      await page.goto('/search')
      await page.getByLabel('Search offerings and news').fill('milCloud')
      await page.getByRole('button', { name: 'Search' }).click()
      await page.waitForURL(/\/search\?q=milCloud/)
      const first = page.locator('ol li').first()
      expect(await first.getByRole('link').textContent()).toBe('Stratus')
      expect(await first.locator('mark').first().textContent()).toMatch(/milCloud/i)
      expect(await page.getByRole('status').textContent()).toMatch(/result/)
      await context.close()
    })

    it('handles hostile or empty queries without an error', async () => {
      for (const query of ['"', 'NEAR(', 'AND OR NOT', '*', '<script>alert(1)</script>', '🙂', 'a'.repeat(500)]) {
        const response = await fetch(`${baseUrl}/search?q=${encodeURIComponent(query)}`)
        expect(response.status, query).toBe(200)
        expect(await response.text()).not.toContain('<script>alert(1)</script>')
      }
    })
  })

  describe('contact form', () => {
    async function openContact(javaScriptEnabled = true): Promise<{ page: Page; close: () => Promise<void> }> {
      const context = await suite.browser.newContext({
        baseURL: baseUrl,
        javaScriptEnabled,
        extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
      })
      const page = await context.newPage()
      await page.goto('/contact')
      if (javaScriptEnabled) await waitForHydration(page)
      return { page, close: () => context.close() }
    }

    async function fill(page: Page, values: Partial<Record<string, string>>) {
      if (values.name !== undefined) await page.getByLabel('Your name').fill(values.name)
      if (values.email !== undefined) await page.getByLabel('E-mail address').fill(values.email)
      if (values.organisation !== undefined) await page.getByLabel('Organization (optional)').fill(values.organisation)
      if (values.offering !== undefined)
        await page.getByLabel('Offering of interest (optional)').selectOption(values.offering)
      if (values.message !== undefined) await page.getByLabel('How can we help?').fill(values.message)
    }

    const valid = {
      name: 'Pat Example',
      email: 'pat@example.mil',
      organisation: 'Program office',
      offering: 'Stratus',
      message: 'We would like to discuss moving two workloads this year.',
    }

    async function requestsFrom(email: string) {
      const found = await suite.api.get<{ docs: { email: string; message: string }[] }>(
        `/contact-requests?where[email][equals]=${encodeURIComponent(email)}`,
      )
      return found.docs
    }

    it('sends a message, confirms it, and stores it for staff', async () => {
      const { page, close } = await openContact()
      const email = `pat.${Date.now()}@example.mil`
      await fill(page, { ...valid, email })
      await page.getByRole('button', { name: 'Send message' }).click()
      await page.getByTestId('contact-confirmation').waitFor()
      expect(await page.getByTestId('contact-confirmation').textContent()).toContain('Your message has been sent')
      expect(await requestsFrom(email)).toEqual([expect.objectContaining({ email, message: valid.message })])
      await screenshot(page, 'contact-sent-1280')
      await close()
    })

    it('shows each error next to its field, in the browser, before sending', async () => {
      const { page, close } = await openContact()
      await fill(page, { name: '', email: 'not-an-address', message: 'short' })
      await page.getByRole('button', { name: 'Send message' }).click()
      const alert = page.locator('form').getByRole('alert')
      expect(await alert.isVisible()).toBe(true)
      expect(await page.locator('#contact-name-error').textContent()).toBe('Enter your name.')
      expect(await page.locator('#contact-email-error').textContent()).toBe(
        'Enter an e-mail address like name@example.mil.',
      )
      expect(await page.locator('#contact-message-error').textContent()).toBe(
        'Tell us a little more: at least 10 characters.',
      )
      expect(await page.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true')
      expect(await page.getByLabel('Your name').getAttribute('aria-describedby')).toBe('contact-name-error')
      expect(await seriousViolations(page)).toEqual([])
      await close()
    })

    it('works without JavaScript: the server checks the same rules and confirms', async () => {
      const { page, close } = await openContact(false)
      await fill(page, { name: 'No Script', email: 'bad', message: 'Too short' })
      await page.getByRole('button', { name: 'Send message' }).click()
      await page.waitForLoadState('domcontentloaded')
      expect(await page.locator('#contact-email-error').textContent()).toBe(
        'Enter an e-mail address like name@example.mil.',
      )
      expect(await page.locator('#contact-message-error').textContent()).toBe(
        'Tell us a little more: at least 10 characters.',
      )
      expect(await page.getByLabel('Your name').inputValue()).toBe('No Script')
      const email = `noscript.${Date.now()}@example.mil`
      await fill(page, { email, message: 'Please call me about containers.' })
      await page.getByRole('button', { name: 'Send message' }).click()
      await page.getByTestId('contact-confirmation').waitFor()
      expect(await requestsFrom(email)).toHaveLength(1)
      await close()
    })

    it('stores nothing when the hidden honeypot field is filled', async () => {
      const { page, close } = await openContact()
      const email = `robot.${Date.now()}@example.mil`
      await fill(page, { ...valid, email })
      await page.locator('input[name="website"]').fill('http://spam.example', { force: true })
      await page.getByRole('button', { name: 'Send message' }).click()
      await page.getByTestId('contact-confirmation').waitFor()
      expect(await requestsFrom(email)).toEqual([])
      await close()
    })

    it('refuses the sixth message in a minute from one client with a clear message', async () => {
      const { page, close } = await openContact()
      for (let attempt = 1; attempt <= 5; attempt++) {
        await page.goto('/contact')
        await waitForHydration(page)
        await fill(page, { ...valid, email: `burst${attempt}.${Date.now()}@example.mil` })
        await page.getByRole('button', { name: 'Send message' }).click()
        await page.getByTestId('contact-confirmation').waitFor()
      }
      await page.goto('/contact')
      await waitForHydration(page)
      const email = `burst6.${Date.now()}@example.mil`
      await fill(page, { ...valid, email })
      await page.getByRole('button', { name: 'Send message' }).click()
      await page.locator('form').getByRole('alert').waitFor()
      expect(await page.locator('form').getByRole('alert').textContent()).toMatch(
        /Too many messages from your connection\. Please wait \d+ seconds/,
      )
      expect(await requestsFrom(email)).toEqual([])
      await close()
    })

    it('keeps requests from guests: REST and the admin refuse them', async () => {
      const rest = await fetch(`${baseUrl}/api/contact-requests`)
      expect(rest.status).toBe(403)
      const create = await fetch(`${baseUrl}/api/contact-requests`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'x', email: 'x@example.mil', message: 'sneaking in' }),
      })
      expect(create.status).toBe(403)
      const { page, context } = await openPage(suite.browser, baseUrl)
      await page.goto('/admin/collections/contact-requests')
      await page.waitForURL(/\/admin\/login/)
      await context.close()
    })

    it('shows requests to an editor in the admin', async () => {
      const password = 'editor-password-1234'
      const email = `editor.${Date.now()}@example.mil`
      await suite.api.post('/users', { email, password, role: 'editor', name: 'Test editor' })
      const { page, context } = await openPage(suite.browser, baseUrl)
      await signInToAdmin(page, email, password)
      await page.goto('/admin/collections/contact-requests')
      await page.getByText('Pat Example').first().waitFor()
      await context.close()
    })
  })

  it('has no serious or critical axe violations on each page type', async () => {
    const { page, context } = await openPage(suite.browser, baseUrl)
    const record = (await suite.api.get<{ docs: { recordId: string }[] }>('/carousel-items?limit=1&depth=0')).docs[0]
      ?.recordId
    for (const path of [
      '/offerings',
      '/offerings/stratus',
      '/news',
      '/contact',
      `/detail/${record}`,
      '/search?q=cloud',
      '/about',
      '/nope',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), path).toEqual([])
    }
    await context.close()
  })
})
