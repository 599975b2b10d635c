/**
 * What a new editor sees while writing (ADR 0029): a page with a vague link, a long
 * sentence, capitals and a skipped heading shows suggestions beside its text; an image
 * whose alternative text is a file name or starts "image of" shows them beside that
 * field; a page with a broken link shows the warning from the broken-link report. None
 * of them stops a save.
 */
import { describe, expect, inject, it } from 'vitest'

import { richText } from '@/seed/rich-text'

import { openPage, signInToAdmin } from './support/browser'
import { useBrowserAndApi } from './support/suite'

const baseUrl = inject('baseUrl')

const longSentence =
  'Our organization provides comprehensive infrastructure modernization capabilities, facilitating operational ' +
  'transformation across numerous heterogeneous environments, notwithstanding considerable administrative ' +
  'complexity, interdependencies, and institutional requirements that necessitate extraordinarily careful ' +
  'coordination among stakeholders.'

describe('editing checks in the admin', () => {
  const suite = useBrowserAndApi()

  it('shows suggestions beside the text and the alternative text, and still saves', async () => {
    const stamp = Date.now()
    const created = await suite.api.post<{ doc: { id: number } }>('/named-pages?draft=true', {
      title: `Checks page ${stamp}`,
      apiName: `Checks_${stamp}__c`,
      path: `checks-${stamp}`,
      kind: 'information',
      _status: 'draft',
      body: richText(
        { h2: 'About the service' },
        `To ask a question, [click here](/contact). THIS SERVICE IS AVAILABLE TO ALL COMPONENTS.`,
        { h3: 'Details' },
        `${longSentence} ${longSentence} ${longSentence}`,
      ),
    })
    const { page, context } = await openPage(suite.browser, baseUrl)
    await signInToAdmin(page, inject('adminEmail'), inject('adminPassword'))
    await page.goto(`/admin/collections/named-pages/${created.doc.id}`)
    const box = page.getByRole('status', { name: 'Suggestions for this text' })
    await box.waitFor({ timeout: 20_000 })
    const text = (await box.textContent()) ?? ''
    expect(text).toContain('never stop you from saving')
    expect(text).toMatch(/click here/i)
    expect(text).toMatch(/capital/i)
    expect(text).toMatch(/grade/i)

    // A warning is not an error: the draft saves.
    await page.locator('input[name="title"]').fill(`Checks page ${stamp}, edited`)
    await page.keyboard.press('Control+s') // the admin's shortcut: saves a draft
    await page
      .getByText(/saved successfully|Draft saved|Updated successfully/i)
      .first()
      .waitFor({ timeout: 15_000 })

    // Alternative text that is a file name.
    const media = await suite.api.get<{ docs: { id: number; altText: string }[] }>('/media?limit=1&depth=0')
    const image = media.docs[0]!
    await page.goto(`/admin/collections/media/${image.id}`)
    const alt = page.locator('input[name="altText"]')
    await alt.fill('IMG_2041.jpg')
    const altBox = page.getByRole('status', { name: 'Suggestions for the alternative text' })
    await expect.poll(async () => (await altBox.textContent()) ?? '', { timeout: 10_000 }).toMatch(/file name/)
    await alt.fill('Image of a server rack')
    await expect.poll(async () => (await altBox.textContent()) ?? '', { timeout: 10_000 }).toMatch(/Leave out/)
    await alt.fill(image.altText)
    await expect.poll(async () => altBox.count()).toBe(0)
    await context.close()
    await suite.api.request('DELETE', `/named-pages/${created.doc.id}`)
  }, 120_000)

  it('shows the broken-link warning on a page whose link leads nowhere', async () => {
    const stamp = Date.now()
    const created = await suite.api.post<{ doc: { id: number } }>('/named-pages', {
      title: `Broken link page ${stamp}`,
      apiName: `Broken_${stamp}__c`,
      path: `broken-${stamp}`,
      kind: 'information',
      _status: 'published',
      body: richText(`See [our retired page](/retired-page-${stamp}) for the history.`),
    })
    // Leave no broken link behind for the site check (tests/site-check.e2e.test.ts), even when
    // a step below fails.
    const { page, context } = await openPage(suite.browser, baseUrl)
    try {
      // The check runs as a job after the publish; the jobs runner picks it up within seconds.
      await expect
        .poll(
          async () =>
            (await suite.api.get<{ totalDocs: number }>(`/broken-links?where[sourceId][equals]=${created.doc.id}`))
              .totalDocs,
          { timeout: 20_000 },
        )
        .toBe(1)
      const report = await suite.api.get<{ docs: { where: string; url: string; firstSeen: string }[] }>(
        `/broken-links?where[sourceId][equals]=${created.doc.id}`,
      )
      expect(report.docs[0]).toMatchObject({ where: 'Body › link “our retired page”', url: `/retired-page-${stamp}` })

      await signInToAdmin(page, inject('adminEmail'), inject('adminPassword'))
      await page.goto(`/admin/collections/named-pages/${created.doc.id}`)
      const warning = page.getByText('A link on this page is broken')
      await warning.waitFor({ timeout: 20_000 })
      expect(await page.getByText(`/retired-page-${stamp}`).first().textContent()).toContain('Broken since')

      // The report lists it too, with the button to check now.
      await page.goto('/admin/collections/broken-links')
      await page.getByText(`Broken link page ${stamp}`).first().waitFor({ timeout: 15_000 })
      await page.getByRole('button', { name: 'Check all links now' }).click()
      await page.getByText('The check has started').waitFor({ timeout: 10_000 })
    } finally {
      await context.close()
      await suite.api.patch(`/named-pages/${created.doc.id}`, { _status: 'draft' })
      expect((await suite.api.request('DELETE', `/named-pages/${created.doc.id}`)).status).toBe(200)
    }
  }, 120_000)
})
