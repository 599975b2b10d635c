/**
 * The admin reached at another name of the machine than SITE_URL (issue 28, problem 1):
 * 127.0.0.1 when the site is http://localhost saves like the site's own address, and an
 * address the site does not accept says so on the sign-in page before anything is typed.
 */
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../bench/chromium.mjs'

import { adminApi, type AdminApi } from './support/admin-api'
import { openPage, screenshot, signInToAdmin } from './support/browser'

const ALIAS_HOST = 'editors-alias.test'

describe('the admin at another address than SITE_URL', () => {
  const baseUrl = inject('baseUrl')
  const site = new URL(baseUrl)
  const loopbackUrl = `http://127.0.0.1:${site.port}`
  const aliasUrl = `http://${ALIAS_HOST}:${site.port}`
  let browser: Browser
  let api: AdminApi
  let bannerId: number

  beforeAll(async () => {
    // The alias resolves to this machine, as another DNS name of the server would.
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${ALIAS_HOST} 127.0.0.1`],
    })
    api = await adminApi()
    const created = await api.post<{ doc: { id: number } }>('/announcements?draft=true', {
      key: `address-check-${Date.now()}`,
      version: 1,
      theme: 'info',
      title: 'Address check',
      _status: 'draft',
    })
    bannerId = created.doc.id
  })

  afterAll(async () => {
    if (bannerId) await api.request('DELETE', `/announcements/${bannerId}`)
    await browser?.close()
  })

  it('saves what an editor types at 127.0.0.1 when SITE_URL is localhost, and signs out', async () => {
    expect(site.hostname).toBe('localhost')
    const { page, context } = await openPage(browser, loopbackUrl)
    try {
      await signInToAdmin(page, inject('adminEmail'), inject('adminPassword'))
      await page.goto(`/admin/collections/announcements/${bannerId}`)
      const title = page.locator('input[name="title"]')
      await title.waitFor()
      expect(await page.getByTestId('wrong-address').count()).toBe(0)
      const typed = `Typed at 127.0.0.1 ${Date.now()}`
      // Autosave keeps it: the admin's own request, from 127.0.0.1, is accepted.
      const saved = page.waitForResponse(
        (response) =>
          response.url().includes(`/api/announcements/${bannerId}`) && response.request().method() === 'PATCH',
        { timeout: 15_000 },
      )
      await title.fill(typed)
      expect((await saved).status()).toBe(200)
      const stored = await api.get<{ title: string }>(`/announcements/${bannerId}?draft=true&depth=0`)
      expect(stored.title).toBe(typed)
      await page.reload()
      await expect.poll(() => page.locator('input[name="title"]').inputValue()).toBe(typed)

      const signOut = await page.evaluate(async () => {
        const response = await fetch('/api/users/logout', { method: 'POST', credentials: 'include' })
        const me = (await (await fetch('/api/users/me', { credentials: 'include' })).json()) as { user: unknown }
        return { status: response.status, user: me.user }
      })
      expect(signOut).toEqual({ status: 200, user: null })
    } finally {
      await context.close()
    }
  })

  it('says on the sign-in page that an unconfigured address cannot save, and links to the right one', async () => {
    const { page, context } = await openPage(browser, aliasUrl)
    try {
      await page.goto('/admin/login')
      const notice = page.getByTestId('wrong-address')
      await notice.waitFor()
      expect(await notice.textContent()).toMatch(/not the site’s configured address/)
      expect(await notice.locator('a').getAttribute('href')).toBe(`${site.origin}/admin/login`)
      await screenshot(page, 'admin-wrong-address-sign-in')
    } finally {
      await context.close()
    }
  })
})
