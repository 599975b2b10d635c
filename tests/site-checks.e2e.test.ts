/**
 * Site checks as an editor lives them (issue 49, ADR 0051): the editor publishes a page
 * whose image has no real alternative text and whose link leads nowhere; within 10 s the
 * dashboard lists both, with the WCAG criterion, a fix in plain words and the editor's
 * name; the editor fixes both and the page's score recovers. The inventory downloads as
 * CSV; an author sees neither. The dashboard passes axe and fits the screen at 1280 and
 * 390 px.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { richText } from '@/seed/rich-text'

import { signedInApi, type AdminApi } from './support/admin-api'
import { openPage, signInToAdmin } from './support/browser'
import { lookAt } from './support/review-browser'
import { useBrowserAndApi } from './support/suite'
import { imageForm, solidPng } from './support/upload-form'

const PASSWORD = 'copper meadow signal harbor'

type Check = {
  address: string
  score: number
  scores: Record<string, number>
  lastChangedBy: string | null
  findings: { check: string; rule: string; severity: string; criteria?: string[]; fix: string; element?: string }[]
}

describe('site checks', () => {
  const baseUrl = inject('baseUrl')
  const suite = useBrowserAndApi()
  const stamp = Date.now()
  const EDITOR = { email: `checks.editor.${stamp}@example.mil`, name: 'Edna Editor', role: 'editor' }
  const AUTHOR = { email: `checks.author.${stamp}@example.mil`, name: 'Art Author', role: 'author' }
  const path = `site-checks-${stamp}`
  let editorApi: AdminApi
  let authorApi: AdminApi
  let pageId: number | undefined
  let imageId: number | undefined

  beforeAll(async () => {
    for (const person of [EDITOR, AUTHOR]) await suite.api.post('/users', { ...person, password: PASSWORD })
    editorApi = await signedInApi(EDITOR.email, PASSWORD)
    authorApi = await signedInApi(AUTHOR.email, PASSWORD)
  })

  afterAll(async () => {
    if (pageId) {
      await suite.api.patch(`/named-pages/${pageId}`, { _status: 'draft' })
      await suite.api.request('DELETE', `/named-pages/${pageId}`)
    }
  })

  const latest = async (api: AdminApi = editorApi) =>
    (
      await api.get<{ docs: Check[] }>(
        `/page-checks?where[address][equals]=/${path}&where[latest][equals]=true&depth=0`,
      )
    ).docs[0]

  const body = (withBrokenLink: boolean) => {
    const value = richText(
      { h2: 'What the service does' },
      withBrokenLink
        ? `We host your systems in our data centers. See [the old price list](/retired-prices-${stamp}) for costs.`
        : 'We host your systems in our data centers. Call us to ask about costs.',
    )
    // The image sits in the text, as an editor drops it there.
    value.root.children.push({
      type: 'upload',
      version: 3,
      format: '',
      relationTo: 'media',
      value: imageId,
      fields: null,
    } as never)
    return value
  }

  it('shows a new accessibility error and a broken link within 10 s, with who changed the page, and the score recovers once fixed', async () => {
    // Alternative text of one space passes "required" but tells a screen reader nothing.
    const form = imageForm(await solidPng(stamp % 200), `rack-${stamp}.png`, { altText: ' ' })
    const uploaded = await fetch(`${baseUrl}/api/media`, {
      method: 'POST',
      headers: { Authorization: `JWT ${editorApi.token}` },
      body: form,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    imageId = ((await uploaded.json()) as { doc: { id: number } }).doc.id

    const published = Date.now()
    const created = await editorApi.post<{ doc: { id: number } }>('/named-pages', {
      title: `Hosting checks ${stamp}`,
      apiName: `Hosting_Checks_${stamp}__c`,
      path,
      kind: 'information',
      _status: 'published',
      body: body(true),
    })
    pageId = created.doc.id

    await expect
      .poll(async () => (await latest())?.findings.map((finding) => finding.rule) ?? [], {
        timeout: 10_000,
        interval: 250,
      })
      .toEqual(expect.arrayContaining(['image-alt', 'broken-link']))
    const seenAfter = Date.now() - published
    const failing = (await latest())!
    expect(failing.lastChangedBy).toBe(EDITOR.name)
    expect(failing.scores.accessibility).toBeLessThan(100)
    expect(failing.scores.links).toBeLessThan(100)
    const alt = failing.findings.find((finding) => finding.rule === 'image-alt')!
    expect(alt).toMatchObject({ severity: 'critical', criteria: ['1.1.1'] })
    console.log(`page check visible ${seenAfter} ms after the publish`)

    // The editor finds it on the dashboard, worst first, with the fix in plain words.
    const { page, context } = await openPage(suite.browser, baseUrl)
    await signInToAdmin(page, EDITOR.email, PASSWORD)
    await page.goto('/admin/site-checks')
    const item = page.locator(`li[data-address="/${path}"]`)
    await item.waitFor({ timeout: 15_000 })
    const text = (await item.textContent()) ?? ''
    expect(text).toContain(`Hosting checks ${stamp}`)
    expect(text).toContain('last changed by Edna Editor')
    expect(text).toContain('WCAG 1.1.1')
    expect(text).toContain('describe what it shows')
    expect(text).toContain('“the old price list”')
    await lookAt(page, 'site-checks')
    await page.setViewportSize({ width: 390, height: 844 })
    await lookAt(page, 'site-checks')
    await page.setViewportSize({ width: 1280, height: 900 })

    // Filters keep only what is asked for, without script.
    await page.selectOption('#site-checks-check', 'links')
    await page.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL(/check=links/)
    const filtered = (await page.locator(`li[data-address="/${path}"]`).textContent()) ?? ''
    expect(filtered).toContain('the old price list')
    expect(filtered).not.toContain('WCAG 1.1.1')

    // Fixed: the image is described and the link removed; the score comes back.
    await editorApi.patch(`/media/${imageId}`, { altText: 'A rack of servers in a data center' })
    await editorApi.patch(`/named-pages/${pageId}`, { _status: 'published', body: body(false) })
    await expect.poll(async () => (await latest())?.findings.length, { timeout: 15_000, interval: 250 }).toBe(0)
    expect((await latest())!.score).toBe(100)
    await page.goto(`/admin/site-checks?section=Information`)
    expect(await page.locator(`li[data-address="/${path}"]`).textContent()).toMatch(/^\s*100/)
    await context.close()
  }, 120_000)

  it('exports the content inventory as CSV for editors, and shows neither to authors', async () => {
    const response = await fetch(`${baseUrl}/api/site-checks/inventory.csv`, {
      headers: { Authorization: `JWT ${editorApi.token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="content-inventory-/)
    const rows = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rows[0]).toMatch(/^Address,Title,Type,Section,Last changed,Last changed by,Last checked,Score,/)
    expect(
      rows.some((row) => row.startsWith(`${baseUrl.replace(/\/$/, '')}/,`) || row.includes(',Site page,Home,')),
    ).toBe(true)

    const refused = await fetch(`${baseUrl}/api/site-checks/inventory.csv`, {
      headers: { Authorization: `JWT ${authorApi.token}` },
    })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toMatch(/editor or administrator/)
    expect((await authorApi.request('GET', '/page-checks?limit=1')).status).toBe(403)
    const checkNow = await authorApi.request('POST', '/site-checks/check-now')
    expect(checkNow.status).toBe(403)

    const { page, context } = await openPage(suite.browser, baseUrl)
    await signInToAdmin(page, AUTHOR.email, PASSWORD)
    await page.goto('/admin/site-checks')
    await page.getByText('Only editors and administrators can see the site checks.').waitFor()
    expect(await page.getByTestId('nav-site-checks').count()).toBe(0)
    await context.close()
  }, 60_000)
})
