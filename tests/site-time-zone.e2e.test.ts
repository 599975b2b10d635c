/**
 * The site's time zone is a setting (SITE_TIME_ZONE, ADR 0049): a site set to Central time,
 * opened from a browser in Honolulu, shows and names Central time on a page's last change,
 * in a list's dates and beside a date picker, and nowhere Eastern time or the browser's.
 */
import { describe, expect, it } from 'vitest'

import { signInToAdmin } from './support/browser'
import { useOwnSite } from './support/own-site'

const ADMIN = { email: 'central-admin@example.mil', password: 'prairie lantern copper 28' }

describe('a site in another time zone', () => {
  const own = useOwnSite(async () => ({
    extraEnv: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MFA_REQUIRED_ROLES: 'none',
      SITE_TIME_ZONE: 'America/Chicago',
    },
  }))

  it('shows every time on the site’s clock, named, whatever the browser’s zone', async () => {
    const context = await own.browser.newContext({ baseURL: own.cacheUrl, timezoneId: 'Pacific/Honolulu' })
    const page = await context.newPage()
    try {
      await signInToAdmin(page, ADMIN.email, ADMIN.password)
      const timesOf = async (path: string, ready: string) => {
        await page.goto(path)
        await page.locator(ready).first().waitFor()
        await page.waitForLoadState('networkidle').catch(() => undefined)
        const text = await page.locator('body').innerText()
        return [...text.matchAll(/\b\d{1,2}:\d{2}\s?[AP]M\b(?: [A-Z][a-z]+ time)?/g)].map((match) => match[0])
      }

      const listed = await timesOf('/admin/collections/carousel-items?limit=5', '.collection-list table tbody tr')
      expect(listed.length).toBeGreaterThan(0)
      for (const time of listed) expect(time).toMatch(/ Central time$/)

      const edit = await page
        .locator('.collection-list table tbody tr a')
        .first()
        .getAttribute('href')
        .then((href) => href!)
      const shown = await timesOf(edit, '#field-title')
      expect(shown.length).toBeGreaterThan(0)
      for (const time of shown) expect(time).toMatch(/ Central time$/)
      // The news item's date picker offers the site's zone first.
      await page.getByText('Central time (Chicago)').first().waitFor()
      expect(await page.locator('body').innerText()).not.toMatch(/Eastern time/)
    } finally {
      await context.close()
    }
  })
})
