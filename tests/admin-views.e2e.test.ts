/**
 * Every admin view staff use, as an author and as an editor, at 1280 and 390 px, with the
 * browser in a time zone far from the site's (issue 48): lists, edit views, versions, the
 * image upload drawer, the broken-link report and the account page. On each, axe finds
 * nothing serious or critical (less Payload's own leftovers listed in tests/support/axe.ts
 * and ADR 0037), and nothing is wider than the screen.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { signedInApi } from './support/admin-api'
import { adminViolations } from './support/axe'
import { openPage, screenshot, signInToAdmin } from './support/browser'
import { useBrowserAndApi } from './support/suite'

type Doc = { id: number; [key: string]: unknown }

const FAR_TIME_ZONE = 'Pacific/Honolulu'

describe('every admin view staff use, at 1280 and 390 px', () => {
  const baseUrl = inject('baseUrl')
  const suite = useBrowserAndApi()
  const stamp = Date.now()
  const people = {
    author: { email: `views.author.${stamp}@example.mil`, password: 'copper meadow lantern 42', role: 'author' },
    editor: { email: `views.editor.${stamp}@example.mil`, password: 'violet harbor kettle 17', role: 'editor' },
  } as const
  let newsId = 0
  let pageId = 0

  beforeAll(async () => {
    for (const [who, person] of Object.entries(people))
      await suite.api.post('/users', { ...person, name: `Views ${who}` })
    // A news item with a picture, so its edit view shows the image field filled in.
    const news = await suite.api.get<{ docs: Doc[] }>('/carousel-items?where[image][exists]=true&limit=1&depth=0')
    newsId = news.docs[0]!.id
    pageId = (await suite.api.get<{ docs: Doc[] }>('/named-pages?where[path][equals]=offerings/stratus&depth=0'))
      .docs[0]!.id
    // An author must have been able to sign in with these (no two-step set-up in the way).
    await signedInApi(people.author.email, people.author.password)
  })

  afterAll(async () => {
    const { docs } = await suite.api.get<{ docs: Doc[] }>(`/users?where[email][like]=views.&limit=10&depth=0`)
    for (const user of docs) await suite.api.request('DELETE', `/users/${user.id}`)
  })

  /** Views by name, each opened by a function that leaves the page showing it. */
  const views: Record<string, (page: Page) => Promise<void>> = {
    dashboard: (page) => open(page, '/admin'),
    'pages list': (page) => open(page, '/admin/collections/named-pages'),
    'news list': (page) => open(page, '/admin/collections/carousel-items'),
    'banners list': (page) => open(page, '/admin/collections/announcements'),
    'media list': (page) => open(page, '/admin/collections/media'),
    'broken links': (page) => open(page, '/admin/collections/broken-links'),
    'page edit': (page) => open(page, `/admin/collections/named-pages/${pageId}`),
    'page versions': (page) => open(page, `/admin/collections/named-pages/${pageId}/versions`),
    'page compare': async (page) => {
      await open(page, `/admin/collections/named-pages/${pageId}/versions`)
      await page.locator('[data-version-history] table tbody tr a').first().click()
      // Empty (no height) when the newest version changed nothing: other tests publish this page too.
      await page.locator('.view-version .render-field-diffs').first().waitFor({ state: 'attached' })
      await page.locator('.view-version .shimmer-effect').first().waitFor({ state: 'detached' })
      await page.waitForLoadState('networkidle').catch(() => undefined)
    },
    'news item edit': (page) => open(page, `/admin/collections/carousel-items/${newsId}`),
    'image upload drawer': async (page) => {
      await open(page, '/admin/collections/carousel-items/create')
      await page.locator('.upload').getByRole('button', { name: 'Create New' }).first().click()
      await page.locator('.drawer--is-open').first().waitFor()
      await page.waitForTimeout(300)
    },
    account: (page) => open(page, '/admin/account'),
  }

  async function open(page: Page, path: string) {
    await page.goto(path)
    await page.locator('.template-default, .template-minimal').first().waitFor()
    // Lists and forms fetch after hydration; wait until nothing is loading.
    await page.waitForLoadState('networkidle').catch(() => undefined)
  }

  /**
   * Times of day on the screen that do not name the site's zone: with the browser in
   * Honolulu, any such time is the computer's clock (5 or 6 hours behind) or unnamed.
   */
  async function timesWithoutTheZone(page: Page): Promise<string[]> {
    const text = await page.locator('body').innerText()
    return [...text.matchAll(/\b\d{1,2}:\d{2}\s?(?:AM|PM|am|pm)\b(?! Eastern time)/g)].map((match) =>
      text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 15).replace(/\s+/g, ' '),
    )
  }

  it('shows a version of the home page in staff words: icons and linked pages by name, tick boxes as yes or no', async () => {
    // The newest version holding what Payload alone would show as platform names (an icon,
    // a page's link name): other tests change the home page and leave other versions behind.
    const versions = await suite.api.get<{ docs: { id: string; version: unknown }[] }>(
      '/globals/home-page/versions?limit=200&sort=-updatedAt&depth=0',
    )
    const chosen = versions.docs.find((entry) => {
      const stored = JSON.stringify(entry.version)
      return stored.includes('"utility:arrowright"') && stored.includes('"Stratus__c"')
    })
    expect(chosen).toBeDefined()
    const { page, context } = await openPage(suite.browser, baseUrl, { width: 1280, height: 900 })
    try {
      await signInToAdmin(page, people.editor.email, people.editor.password)
      await open(page, `/admin/globals/home-page/versions/${chosen!.id}`)
      const modifiedOnly = page.getByLabel('Modified only')
      if (await modifiedOnly.isChecked()) await modifiedOnly.click()
      await page.getByText('Arrow pointing right').first().waitFor()
      // Linked pages are named once the page list has loaded.
      await page.getByText('Stratus (/offerings/stratus)').first().waitFor()
      const text = await page.locator('main, .template-default__wrap').first().innerText()
      expect(text).not.toMatch(/Loading…/)
      expect(text).not.toMatch(/utility:|__c\b|\btrue\b|\bfalse\b|rgba?\(/)
      // The hero's colour over its image, by name.
      expect(text).toMatch(/Dark blue, 85% opaque/)
      expect(text).toMatch(/\bYes\b/)
      expect(await adminViolations(page)).toEqual([])
      await screenshot(page, 'views-editor-home-page-version-1280')
    } finally {
      await context.close()
    }
  })

  for (const role of ['author', 'editor'] as const) {
    it(`passes axe and fits the screen on every view for an ${role}`, async () => {
      const problems: string[] = []
      for (const width of [1280, 390]) {
        const { page, context } = await openPage(
          suite.browser,
          baseUrl,
          { width, height: 900 },
          { timezoneId: FAR_TIME_ZONE },
        )
        try {
          await signInToAdmin(page, people[role].email, people[role].password)
          for (const [name, show] of Object.entries(views)) {
            await show(page)
            for (const violation of await adminViolations(page))
              problems.push(
                `${name} at ${width}: ${violation.id} (${violation.help}) on ${violation.targets.join(', ')}`,
              )
            for (const time of await timesWithoutTheZone(page))
              problems.push(`${name} at ${width}: "${time}" does not name the site's time zone`)
            if (
              / edit$/.test(name) &&
              !/Last changed:?\s*\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M Eastern time/.test(
                await page.locator('body').innerText(),
              )
            )
              problems.push(`${name} at ${width}: no "Last changed" on the site's clock`)
            const wide = await page.evaluate(() => document.documentElement.scrollWidth)
            if (wide > width) problems.push(`${name} at ${width}: ${wide} px wide`)
            await screenshot(page, `views-${role}-${name.replace(/\s+/g, '-')}-${width}`)
          }
        } finally {
          await context.close()
        }
      }
      expect(problems).toEqual([])
    }, 240_000)
  }
})
