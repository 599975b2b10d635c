/**
 * Site checks as an editor lives them (issue 49, ADR 0051): the editor publishes a page
 * whose image has no real alternative text and whose link leads nowhere; within 10 s the
 * dashboard lists both, with the WCAG criterion, a fix in plain words and the editor's
 * name; the editor fixes both and the page's score recovers. The inventory downloads as
 * CSV; an author sees neither. An editor names the page's owner; overdue, it is on the
 * dashboard and in the owner's weekly e-mail; "Mark as reviewed" records a review (in the
 * change history) without an edit. The views pass axe and fit the screen at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { richText } from '@/seed/rich-text'

import { signedInApi, type AdminApi } from './support/admin-api'
import { openPage, signInToAdmin } from './support/browser'
import { lookAt } from './support/review-browser'
import { startSmtpServer } from './support/smtp-server'
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
    expect(rows[0]).toMatch(
      /^Address,Title,Type,Section,Last changed,Last changed by,Owner,Review by,Last reviewed,Last checked,Score,/,
    )
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

  it('names an owner, lists the page when its review is overdue, e-mails the owner and records "Mark as reviewed"', async () => {
    expect(pageId, 'the first test published the page').toBeDefined()
    const endpoint = `/ownership/named-pages/${pageId}`
    const editorId = (await editorApi.get<{ user: { id: number } }>('/users/me')).user.id
    // Authors name no owners; stray fields and dates that are not dates change nothing.
    expect((await authorApi.request('POST', endpoint, { owner: editorId })).status).toBe(403)
    const stray = await editorApi.request('POST', endpoint, { owner: editorId, role: 'admin' })
    expect(stray.status).toBe(400)
    expect(((await stray.json()) as { message: string }).message).toMatch(/cannot be made/)
    expect((await editorApi.request('POST', endpoint, { reviewBy: 'next week' })).status).toBe(400)
    const overdue = new Date(Date.now() - 86_400_000).toISOString()
    await editorApi.post(endpoint, { owner: editorId, ownerGroup: 'Cloud Services Branch', reviewBy: overdue })

    const smtp = await startSmtpServer(inject('smtpPort'))
    try {
      const sent = await suite.api.post<{ sent: number }>('/ownership/send-digest', {})
      expect(sent.sent).toBeGreaterThanOrEqual(1)
      const digest = await smtp.waitForMessage((message) => message.to.includes(EDITOR.email), 10_000)
      expect(digest.subject).toMatch(/^Content to review: 1 overdue/)
      expect(digest.text).toContain(`Hosting checks ${stamp}`)
      expect(digest.text).toContain(`/admin/collections/named-pages/${pageId}`)
    } finally {
      await smtp.stop()
    }

    const { page, context, pageErrors } = await openPage(suite.browser, baseUrl)
    await signInToAdmin(page, EDITOR.email, PASSWORD)
    await page.goto('/admin/site-checks')
    const due = page.locator(`li[data-review="named-pages:${pageId}"]`)
    await due.waitFor({ timeout: 15_000 })
    expect(await due.textContent()).toMatch(/Overdue.*owner: Edna Editor, Cloud Services Branch/)
    await lookAt(page, 'site-checks-due')
    await page.setViewportSize({ width: 390, height: 844 })
    await lookAt(page, 'site-checks-due')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.selectOption('#site-checks-owner', 'Cloud Services Branch')
    await page.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL(/owner=Cloud/)
    expect(await page.locator('li[data-review]').count()).toBe(1)
    await due.getByRole('button', { name: `Mark as reviewed: Hosting checks ${stamp}` }).click()
    await due.getByRole('status').filter({ hasText: 'Marked as reviewed.' }).waitFor({ timeout: 10_000 })

    // Twelve more reviews at once: each recorded, still one entry for the page.
    const marks = await Promise.all(
      Array.from({ length: 12 }, () => editorApi.request('POST', endpoint, { markReviewed: true })),
    )
    expect(marks.map((response) => response.status)).toEqual(Array(12).fill(200))
    const records = await editorApi.get<{ totalDocs: number }>(
      `/content-owners?where[sourceCollection][equals]=named-pages&where[sourceId][equals]=${pageId}&limit=1`,
    )
    expect(records.totalDocs).toBe(1)
    const now = await editorApi.get<{ reviewBy: string; lastReviewedBy: string; lastReviewedAt: string }>(endpoint)
    expect(now.lastReviewedBy).toBe(EDITOR.name)
    expect(new Date(now.reviewBy).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000) // a year on
    const history = await suite.api.get<{ totalDocs: number }>(
      `/audit-log?where[action][equals]=marked as reviewed&where[documentId][equals]=${pageId}&limit=1`,
    )
    expect(history.totalDocs).toBe(13)
    // No new version of the page: a review is not an edit.
    const versions = await suite.api.get<{ totalDocs: number }>(
      `/named-pages/versions?where[parent][equals]=${pageId}&limit=1`,
    )
    const versionsBefore = versions.totalDocs
    await editorApi.post(endpoint, { markReviewed: true })
    expect(
      (await suite.api.get<{ totalDocs: number }>(`/named-pages/versions?where[parent][equals]=${pageId}&limit=1`))
        .totalDocs,
    ).toBe(versionsBefore)

    // Where the agency turns it on, visitors see when the page was last reviewed.
    const publicPage = async () => (await fetch(`${baseUrl}/${path}`)).text()
    expect(await publicPage()).not.toContain('Last reviewed')
    await suite.api.post('/globals/site-settings', { reviewSchedule: { showLastReviewed: true } })
    try {
      await expect.poll(publicPage, { timeout: 10_000 }).toMatch(/Last reviewed <time datetime="[^"]+">/i)
    } finally {
      await suite.api.post('/globals/site-settings', { reviewSchedule: { showLastReviewed: false } })
    }

    // The page's own sidebar says the same, for the editor and the author.
    await page.goto(`/admin/collections/named-pages/${pageId}`)
    const panel = page.getByTestId('ownership-panel')
    await panel.waitFor({ timeout: 20_000 })
    expect(await panel.textContent()).toContain('Owner: Edna Editor, Cloud Services Branch')
    expect(await panel.textContent()).toContain('Last reviewed')
    await lookAt(page, 'ownership-panel-editor')
    // Changed in the sidebar, Enter included: the owner is saved, the page is not.
    await panel.getByText('Change owner or date').click()
    await panel.getByLabel('Owning team').fill('Hosting Branch')
    await panel.getByLabel('Owning team').press('Enter')
    await panel.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: 10_000 })
    expect(await panel.textContent()).toContain('Owner: Edna Editor, Hosting Branch')
    expect(
      (await suite.api.get<{ totalDocs: number }>(`/named-pages/versions?where[parent][equals]=${pageId}&limit=1`))
        .totalDocs,
    ).toBe(versionsBefore)
    // The panel sits inside the page's own form and hydrates as the server drew it.
    expect(pageErrors).toEqual([])
    await context.close()
    const author = await openPage(suite.browser, baseUrl, { width: 390, height: 844 })
    await signInToAdmin(author.page, AUTHOR.email, PASSWORD)
    await author.page.goto(`/admin/collections/named-pages/${pageId}`)
    const authorPanel = author.page.getByTestId('ownership-panel')
    await authorPanel.waitFor({ timeout: 20_000 })
    expect(await authorPanel.getByRole('button', { name: 'Mark as reviewed' }).count()).toBe(0)
    await lookAt(author.page, 'ownership-panel-author')
    await author.context.close()
  }, 180_000)
})
