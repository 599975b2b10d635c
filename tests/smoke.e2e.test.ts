import { describe, expect, inject, it } from 'vitest'

import { openPage, signInToAdmin } from './support/browser'
import { useBrowser } from './support/suite'

const baseUrl = inject('baseUrl')

describe('production build smoke test', () => {
  const suite = useBrowser()

  it('serves the home page and the admin with 200', async () => {
    const home = await fetch(`${baseUrl}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Hybrid Cloud news')
    const admin = await fetch(`${baseUrl}/admin`, { redirect: 'follow' })
    expect(admin.status).toBe(200)
  })

  it('lets an administrator sign in, change the hero title and see it on the home page', async () => {
    const { page, context } = await openPage(suite.browser, baseUrl)
    await signInToAdmin(page, inject('adminEmail'), inject('adminPassword'))

    const newTitle = `Private cloud, edited at ${Date.now()}`
    await page.goto('/admin/globals/home-page')
    await page.getByRole('button', { name: 'Show All' }).click()
    const heroTitle = page.locator('input[name$=".titleText"]').first()
    await heroTitle.fill(newTitle)
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await page
      .getByText(/Updated successfully|successfully/i)
      .first()
      .waitFor({ timeout: 15_000 })

    const visitor = await openPage(suite.browser, baseUrl)
    await visitor.page.goto('/')
    await expect.poll(async () => visitor.page.locator('h1').textContent(), { timeout: 5_000 }).toBe(newTitle)
    await visitor.context.close()
    await context.close()
  })
})
