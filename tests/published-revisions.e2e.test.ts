/**
 * Issue 44 as an author (on a phone, 390 px) and an editor (on a laptop, 1280 px) live it
 * in Chromium with the two-person rule on: a news item with a new image from the upload
 * drawer, submitted, edited during review (the review is withdrawn), resubmitted and
 * approved (its picture goes live with it); an old home-page version restored by the
 * author (the public home page keeps every block); a bulk Publish that the server refuses
 * (the admin shows why). The public site is read after each step; axe and a screenshot
 * of each view.
 */
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { DEFAULT_SITE_TIME_ZONE } from '@/lib/site-time'

import { signedInApi, type AdminApi } from './support/admin-api'
import { openPage, screenshot, signInToAdmin, type WatchedPage } from './support/browser'
import { lookAt, reviewPanel, reviewStep } from './support/review-browser'
import { useBrowserAndApi } from './support/suite'

const PASSWORD = 'amber lantern quiet river'
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 900 }

describe('what goes live is what a second person approved (issue 44)', () => {
  const baseUrl = inject('baseUrl')
  const suite = useBrowserAndApi()
  const stamp = Date.now()
  const AUTHOR = { email: `rita.${stamp}@example.mil`, name: 'Rita Author', role: 'author' }
  const EDITOR = { email: `eli.${stamp}@example.mil`, name: 'Eli Editor', role: 'editor' }
  let editorApi: AdminApi
  let author: WatchedPage
  let editor: WatchedPage
  const setRule = (on: boolean) => suite.api.post('/globals/site-settings', { review: { twoPersonRule: on } })
  const publicText = async (route: string) => (await fetch(`${baseUrl}${route}`)).text()

  beforeAll(async () => {
    for (const person of [AUTHOR, EDITOR]) await suite.api.post('/users', { ...person, password: PASSWORD })
    editorApi = await signedInApi(EDITOR.email, PASSWORD)
    await setRule(true)
    author = await openPage(suite.browser, baseUrl, PHONE, { timezoneId: DEFAULT_SITE_TIME_ZONE })
    editor = await openPage(suite.browser, baseUrl, LAPTOP, { timezoneId: DEFAULT_SITE_TIME_ZONE })
    await signInToAdmin(author.page, AUTHOR.email, PASSWORD)
    await signInToAdmin(editor.page, EDITOR.email, PASSWORD)
  })

  /** What the test made, removed after it: later tests check every published page. */
  const made: { collection: string; id: number }[] = []

  afterAll(async () => {
    await author?.context.close()
    await editor?.context.close()
    await setRule(false)
    for (const { collection, id } of made) {
      await suite.api.request('PATCH', `/${collection}/${id}`, { _status: 'draft' })
      await suite.api.request('DELETE', `/${collection}/${id}`)
    }
  })

  it('publishes a news item with its new image only as approved, after an edit during review withdrew it', async () => {
    const title = `Sovereign cloud briefing ${stamp}`
    const late = `Sovereign cloud briefing, room changed ${stamp}`
    await author.page.goto('/admin/collections/carousel-items/create')
    await author.page.fill('#field-title', title)
    await author.page.getByRole('button', { name: /save draft/i }).click()
    await author.page.waitForURL(/\/carousel-items\/\d+$/, { timeout: 15_000 })
    const id = Number(author.page.url().split('/').pop())
    made.push({ collection: 'carousel-items', id })

    // A new image from the upload drawer inside the news item (the drawer saves a draft).
    const picture = path.join(inject('dataDir'), `briefing-${stamp}.png`)
    await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 90, b: 140 } } })
      .png()
      .toFile(picture)
    await author.page.reload()
    await author.page
      .locator('#field-image')
      .getByRole('button', { name: /create new/i })
      .click()
    const drawer = author.page.locator('.drawer--is-open').last()
    await drawer.locator('input[type="file"]').setInputFiles(picture)
    await drawer.locator('#field-altText').fill('Engineers at a briefing table')
    // Payload's upload drawer has axe findings of its own (issue 48 lists them): looked at, not checked here.
    await screenshot(author.page, 'revisions-author-upload-drawer-390')
    await drawer.getByRole('button', { name: /save/i }).first().click()
    await expect
      .poll(async () => (await suite.api.get(`/carousel-items/${id}?draft=true&depth=1`)).image, { timeout: 20_000 })
      .toBeTruthy()
    const item = await suite.api.get<{ image: { id: number; filename: string; _status: string } }>(
      `/carousel-items/${id}?draft=true&depth=1`,
    )
    // The new image waits for the news item's approval: staff see it, visitors and the public API do not.
    expect(item.image._status).toBe('draft')
    expect((await fetch(`${baseUrl}/api/media/${item.image.id}`)).status).toBe(404)
    expect((await fetch(`${baseUrl}/api/media/file/${item.image.filename}`)).status).toBeGreaterThanOrEqual(400)

    await author.page.reload()
    await reviewStep(author.page, 'Submit for review', /Submitted for review/)
    // The editor opens it; the author edits again meanwhile: the review is withdrawn.
    await editor.page.goto(`/admin/collections/carousel-items/${id}`)
    await reviewPanel(editor.page)
      .getByRole('button', { name: /Approve and publish now/ })
      .waitFor({ timeout: 20_000 })
    await author.page.fill('#field-title', late)
    await expect
      .poll(async () => (await suite.api.get(`/carousel-items/${id}?draft=true&depth=0`)).reviewState, {
        timeout: 15_000,
      })
      .toBe('draft')
    await reviewPanel(editor.page)
      .getByRole('button', { name: /Approve and publish now/ })
      .click()
    await expect
      .poll(() => reviewPanel(editor.page).getByRole('status').textContent(), { timeout: 15_000 })
      .toMatch(/changed after you opened it|not in review/)
    await lookAt(editor.page, 'revisions-editor-approval-refused')
    expect(await publicText('/news')).not.toContain('Sovereign cloud briefing')
    await author.page.reload()
    await expect
      .poll(() => reviewPanel(author.page).textContent(), { timeout: 15_000 })
      .toContain('withdrew the review')
    await lookAt(author.page, 'revisions-author-review-withdrawn')

    await reviewStep(author.page, 'Submit for review', /Submitted for review/)
    await editor.page.reload()
    // The reviewer sees the new picture in the admin before approving it.
    const thumbnail = editor.page.locator('#field-image img').first()
    await thumbnail.waitFor({ timeout: 20_000 })
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await expect
      .poll(() => reviewPanel(editor.page).textContent(), { timeout: 15_000 })
      .toContain('published with its approval: the image “Engineers at a briefing table”')
    await lookAt(editor.page, 'revisions-editor-new-image-in-review')
    await reviewStep(
      editor.page,
      /Approve and publish now/,
      /Approved and published, with the image “Engineers at a briefing table”/,
    )
    expect((await fetch(`${baseUrl}/api/media/${item.image.id}`)).status).toBe(200)
    const news = await publicText('/news')
    expect(news).toContain(late)
    // Its picture is served with it.
    const src = /<img[^>]+src="([^"]*briefing[^"]*|[^"]*cms\/delivery\/media[^"]*)"/.exec(news)?.[1]
    expect(src, 'the news item shows its image').toBeTruthy()
    expect((await fetch(new URL(src!.replaceAll('&amp;', '&'), baseUrl))).status).toBe(200)
    await editor.page.reload()
    // A news item with an image shows Payload's upload field, whose axe findings issue 48 lists.
    await editor.page.waitForTimeout(1500)
    await screenshot(editor.page, 'revisions-editor-news-published-1280')
  }, 240_000)

  it('keeps every block of the public home page when an author restores an old version', async () => {
    const sections = (html: string) => (html.match(/<section/g) ?? []).length
    const before = await publicText('/')
    // A newer draft to go back from: the author then restores the oldest (published) version.
    const home = await suite.api.get<{ searchProperties?: Record<string, unknown> }>('/globals/home-page?depth=0')
    await suite.api.post('/globals/home-page?draft=true', {
      searchProperties: { ...home.searchProperties, pageTitle: `Home, draft ${stamp}` },
    })
    await author.page.goto('/admin/globals/home-page/versions')
    await author.page.getByRole('table').waitFor({ timeout: 20_000 })
    await lookAt(author.page, 'revisions-author-home-versions')
    await author.page.getByRole('row').last().getByRole('link').first().click()
    await author.page.getByRole('button', { name: 'Restore this version' }).waitFor({ timeout: 20_000 })
    await author.page.getByRole('button', { name: 'Restore this version' }).click()
    await author.page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm/i })
      .click()
    await author.page.waitForURL(/\/globals\/home-page$/, { timeout: 20_000 })
    const after = await publicText('/')
    expect(sections(after)).toBe(sections(before))
    expect(sections(after)).toBeGreaterThan(2)
    await author.page.reload()
    await expect
      .poll(
        () =>
          author.page
            .locator('p', { hasText: /^Status:/ })
            .first()
            .textContent(),
        { timeout: 15_000 },
      )
      .toMatch(/^Status: Published; a change is in draft/)
    await lookAt(author.page, 'revisions-author-home-restored')
    const history = await suite.api.get<{ docs: { action: string }[] }>(
      '/audit-log?where[target][equals]=home-page&sort=-createdAt&limit=5&depth=0',
    )
    expect(history.docs.map((entry) => entry.action)).not.toContain('unpublished')
  }, 120_000)

  it('shows the server’s reason when a bulk Publish is refused', async () => {
    const draft = await editorApi.post<{ doc: { id: number } }>('/redirects?draft=true', {
      from: `/old-partner-${stamp}`,
      to: { type: 'custom', url: 'https://partner.example/cloud' },
      _status: 'draft',
    })
    made.push({ collection: 'redirects', id: draft.doc.id })
    await editor.page.goto('/admin/collections/redirects')
    const row = editor.page.getByRole('row').filter({ hasText: `/old-partner-${stamp}` })
    await row.getByRole('checkbox').check()
    await editor.page.getByRole('button', { name: /^Publish$/ }).click()
    await editor.page
      .getByRole('dialog')
      .getByRole('button', { name: /confirm/i })
      .click()
    await expect
      .poll(() => editor.page.locator('.toast-error, [data-sonner-toast]').allTextContents(), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/another website goes through review/))
    await editor.page.waitForTimeout(1000)
    await screenshot(editor.page, 'revisions-editor-bulk-publish-refused-1280')
    const live = await editorApi.get<{ _status: string }>(`/redirects/${draft.doc.id}?depth=0`)
    expect(live._status).toBe('draft')
  }, 60_000)
})
