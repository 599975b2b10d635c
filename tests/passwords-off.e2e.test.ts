/**
 * A site that signs staff in with a CAC/PIV card only (PASSWORD_SIGN_IN=false), from the
 * production build, as a member of staff sees it on a phone and a laptop: the admin's
 * "forgot password" page says there is no password to reset (it no longer shows a form
 * that answered "Email Sent" while the server refused), and the sign-in page offers the card.
 */
import { describe, expect, it } from 'vitest'

import { adminViolations } from './support/axe'
import { screenshot } from './support/browser'
import { useOwnSite } from './support/own-site'

describe('the admin with password sign-in turned off', () => {
  const own = useOwnSite(async () => ({
    extraEnv: { PASSWORD_SIGN_IN: 'false', CLIENT_CERT_PROXY_SECRET: 'e4'.repeat(16) },
  }))

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`says there is no password to reset, and how to sign in (${viewport.width} px)`, async () => {
      const context = await own.browser.newContext({ baseURL: own.cacheUrl, viewport })
      const page = await context.newPage()
      await page.goto('/admin/forgot')
      await page.getByRole('heading', { name: 'Passwords are not used on this site' }).waitFor()
      expect(await page.getByText('There is no password to reset, and no e-mail will be sent.').count()).toBe(1)
      expect(await page.getByText('Sign in with your CAC/PIV card on the sign-in page').count()).toBe(1)
      expect(await page.locator('input[name="email"]').count()).toBe(0)
      await screenshot(page, `passwords-off-forgot-${viewport.width}`)
      expect(await adminViolations(page)).toEqual([])
      await page.getByRole('link', { name: 'Go to the sign-in page' }).click()
      await page.waitForURL(/\/admin\/login/)
      await page.getByRole('button', { name: 'I understand and consent' }).click()
      await page.getByRole('button', { name: 'Sign in with your CAC/PIV card' }).waitFor()
      expect(await page.locator('input[name="password"]').count()).toBe(0)
      await screenshot(page, `passwords-off-sign-in-${viewport.width}`)
      expect(await adminViolations(page)).toEqual([])
      await context.close()
    })
  }
})
