/**
 * Issue 37, item 4, as an author (on a phone, 390 px) and an editor (on a laptop, 1280 px)
 * live it in Chromium, the two-person rule on: write → submit → request changes (the
 * author reads the comment) → fix → resubmit → approve for a time → live; then restore an
 * old version as a draft and publish it through review. axe on every admin view at both
 * widths; screenshots of each step in test-results/screenshots.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEFAULT_SITE_TIME_ZONE, siteClockText } from '@/lib/site-time'

import { signedInApi, type AdminApi } from './support/admin-api'
import { openPage, screenshot, signInToAdmin, type WatchedPage } from './support/browser'
import { lookAt, reviewPanel, reviewStep } from './support/review-browser'
import { useBrowserAndApi } from './support/suite'

const PASSWORD = 'amber lantern quiet river'
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 900 }

/** A wall-clock time in the site's zone, as the date-and-time field takes it, `seconds` from now. */
function easternInput(secondsFromNow: number): { input: string; at: number } {
  const at = Math.ceil((Date.now() + secondsFromNow * 1000) / 1000) * 1000
  return { input: siteClockText(new Date(at)), at }
}

describe('publishing through review, as an author and an editor (issue 37)', () => {
  const baseUrl = inject('baseUrl')
  const suite = useBrowserAndApi()
  const stamp = Date.now()
  const AUTHOR = { email: `ana.${stamp}@example.mil`, name: 'Ana Author', role: 'author' }
  const EDITOR = { email: `ed.${stamp}@example.mil`, name: 'Ed Editor', role: 'editor' }
  let authorApi: AdminApi
  let editorApi: AdminApi
  let author: WatchedPage
  let editor: WatchedPage
  const made: number[] = []
  const setRule = (on: boolean) => suite.api.post('/globals/site-settings', { review: { twoPersonRule: on } })
  const newsPage = async () => (await fetch(`${baseUrl}/news`)).text()

  beforeAll(async () => {
    for (const person of [AUTHOR, EDITOR]) await suite.api.post('/users', { ...person, password: PASSWORD })
    authorApi = await signedInApi(AUTHOR.email, PASSWORD)
    editorApi = await signedInApi(EDITOR.email, PASSWORD)
    await setRule(true)
    author = await openPage(suite.browser, baseUrl, PHONE, { timezoneId: DEFAULT_SITE_TIME_ZONE })
    editor = await openPage(suite.browser, baseUrl, LAPTOP, { timezoneId: DEFAULT_SITE_TIME_ZONE })
    await signInToAdmin(author.page, AUTHOR.email, PASSWORD)
    await signInToAdmin(editor.page, EDITOR.email, PASSWORD)
  })

  afterAll(async () => {
    await author?.context.close()
    await editor?.context.close()
    await setRule(false)
    for (const id of made) await suite.api.request('DELETE', `/carousel-items/${id}`)
  })

  it('goes from the author’s draft, through changes asked and made, to the site at the approved time', async () => {
    const title = `Hybrid cloud clinic ${stamp}`
    const fixed = `Hybrid cloud clinic, every Tuesday ${stamp}`

    // The author writes on a phone.
    await author.page.goto('/admin/collections/carousel-items/create')
    await author.page.fill('#field-title', title)
    await author.page.getByRole('button', { name: /save draft/i }).click()
    await author.page.waitForURL(/\/carousel-items\/\d+$/, { timeout: 15_000 })
    const id = Number(author.page.url().split('/').pop())
    made.push(id)
    await author.page.reload()
    expect(await author.page.getByRole('button', { name: /^Publish/ }).count()).toBe(0)
    await lookAt(author.page, 'publishing-author-edit')
    // On the phone the panel is below the whole form: a link at the top leads there.
    await author.page.getByRole('link', { name: 'Go to review ↓' }).click()
    await expect
      .poll(() => reviewPanel(author.page).evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(PHONE.height)
    // The view reads the document again in place: the status line gives the new state at
    // once, and the answer stays in view (no reload, no blank screen).
    await author.page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true))
    await reviewStep(author.page, 'Submit for review', /Submitted for review/)
    await author.page.getByText('Status: Not on the site: in review').waitFor({ timeout: 5_000 })
    expect(await reviewPanel(author.page).getByRole('status').textContent()).toMatch(/Submitted for review/)
    expect(await author.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)

    // The editor sees who submitted it, and sends it back with a comment.
    await editor.page.goto('/admin')
    const waiting = editor.page.getByRole('region', { name: /Waiting for my review/ })
    await waiting.getByRole('link', { name: title }).waitFor({ timeout: 15_000 })
    expect(await waiting.textContent()).toContain('Submitted by Ana Author')
    await lookAt(editor.page, 'publishing-editor-dashboard')
    await editor.page.goto(`/admin/collections/carousel-items/${id}`)
    await reviewPanel(editor.page).getByLabel('Comment').fill('Say which day the clinic runs.')
    await lookAt(editor.page, 'publishing-editor-review-panel')
    // Beside the form, as here, the shortcut is not needed and not shown.
    expect(await editor.page.getByRole('link', { name: 'Go to review ↓' }).isVisible()).toBe(false)
    await reviewStep(editor.page, 'Request changes', /Sent back to the author/)

    // The author reads the comment on the dashboard and beside the form, fixes and resubmits.
    await author.page.goto('/admin')
    const mine = author.page.getByRole('region', { name: /My drafts and their state/ })
    await mine.getByRole('link', { name: title }).waitFor({ timeout: 15_000 })
    expect(await mine.textContent()).toContain('Ed Editor asked: “Say which day the clinic runs.”')
    await lookAt(author.page, 'publishing-author-dashboard')
    await author.page.goto(`/admin/collections/carousel-items/${id}`)
    await expect
      .poll(() => reviewPanel(author.page).textContent(), { timeout: 15_000 })
      .toContain('Ed Editor asked for changes:Say which day the clinic runs.')
    await author.page.fill('#field-title', fixed)
    await expect
      .poll(async () => (await authorApi.get(`/carousel-items/${id}?draft=true&depth=0`)).title, { timeout: 15_000 })
      .toBe(fixed)
    await author.page.reload()
    await reviewStep(author.page, 'Submit for review', /Submitted for review/)

    // The editor compares, then approves it for a time, in the site's time zone.
    await editor.page.reload()
    const href = await reviewPanel(editor.page)
      .getByRole('link', { name: /See what changed/ })
      .getAttribute('href')
    const compare = await editor.context.newPage()
    await compare.goto(href!)
    await expect.poll(() => compare.evaluate(() => document.body.innerText), { timeout: 20_000 }).toContain(fixed)
    expect(await compare.evaluate(() => document.body.innerText)).not.toMatch(/Contributors|Submitted By|Unnamed Group/)
    // Only what a person edits: not Payload's own status and "updated at" rows.
    for (const row of ['_status', 'updatedAt']) {
      expect(await compare.locator(`[data-field-path="${row}"]`).first().isVisible(), row).toBe(false)
    }
    await lookAt(compare, 'publishing-editor-compare')
    await compare.close()
    const when = easternInput(25)
    await reviewPanel(editor.page)
      .getByLabel(/Or approve it to be published at \(Eastern time\)/)
      .fill(when.input)
    await reviewStep(editor.page, 'Approve for this time', /Approved\. It will be published on .* Eastern time\./)
    expect(await newsPage()).not.toContain(fixed)
    let liveAt = Number.POSITIVE_INFINITY
    while (Date.now() < when.at + 30_000) {
      if ((await newsPage()).includes(fixed)) {
        liveAt = Date.now()
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    console.log(`approved for a time: live ${liveAt - when.at} ms after it`)
    expect(liveAt).toBeGreaterThanOrEqual(when.at)
    expect(liveAt).toBeLessThan(when.at + 30_000)

    // An old version back: the author restores it (as a draft, the only way open to them).
    await author.page.goto(`/admin/collections/carousel-items/${id}/versions`)
    await author.page.getByRole('table').waitFor()
    await lookAt(author.page, 'publishing-author-versions')
    const rows = author.page.getByRole('row')
    const oldest = rows.last()
    await oldest.getByRole('link').first().click()
    await author.page.getByRole('button', { name: 'Restore this version' }).waitFor({ timeout: 20_000 })
    await lookAt(author.page, 'publishing-author-version')
    await author.page.getByRole('button', { name: 'Restore this version' }).click()
    const dialog = author.page.getByRole('dialog')
    await expect
      .poll(() => dialog.textContent(), { timeout: 10_000 })
      .toContain('for everyone else it too becomes a draft')
    await screenshot(author.page, 'publishing-author-restore-dialog-390')
    await dialog.getByRole('button', { name: /confirm/i }).click()
    await author.page.waitForURL(new RegExp(`/carousel-items/${id}$`), { timeout: 20_000 })
    await expect
      .poll(async () => (await authorApi.get(`/carousel-items/${id}?draft=true&depth=0`)).title, { timeout: 15_000 })
      .toBe(title)
    expect(await newsPage()).toContain(fixed)
    await author.page.reload()
    await expect.poll(() => reviewPanel(author.page).textContent(), { timeout: 15_000 }).toContain('Draft')
    await reviewStep(author.page, 'Submit for review', /Submitted for review/)
    const approved = await editorApi.request('POST', '/review', { collection: 'carousel-items', id, action: 'approve' })
    expect(approved.status).toBe(200)
    await expect.poll(newsPage, { timeout: 10_000 }).toContain(title)
  }, 240_000)

  it('lets the author edit the home page as a draft, and asks the editor before unpublishing', async () => {
    await author.page.goto('/admin/globals/home-page')
    await reviewPanel(author.page).getByRole('button', { name: 'Submit for review' }).waitFor({ timeout: 20_000 })
    expect(await author.page.getByRole('button', { name: /^Publish/ }).count()).toBe(0)
    // The panel comes with the page; the form's controls answer once the admin's code has started.
    await expect
      .poll(
        () =>
          author.page
            .getByRole('button', { name: /Add Section/ })
            .first()
            .isEnabled(),
        { timeout: 20_000 },
      )
      .toBe(true)
    await lookAt(author.page, 'publishing-author-home-page')

    // Published by the administrator with the two-person rule off for a moment, as an operator could.
    await setRule(false)
    const live = await suite.api.post<{ doc: { id: number } }>('/carousel-items', {
      title: `Published item ${stamp}`,
      _status: 'published',
    })
    await setRule(true)
    made.push(live.doc.id)
    await editor.page.goto(`/admin/collections/carousel-items/${live.doc.id}`)
    await reviewPanel(editor.page).getByRole('button', { name: 'Unpublish…' }).click()
    const confirm = editor.page.getByRole('alertdialog')
    expect(await confirm.textContent()).toContain('The site stops showing it at once')
    await screenshot(editor.page, 'publishing-editor-unpublish-confirm-1280')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    expect(await newsPage()).toContain(`Published item ${stamp}`)
  })

  it('passes axe on the dashboard, a page, a news item, the home page, their versions and a comparison at 1280 and 390 px', async () => {
    const pages = await suite.api.get<{ docs: { id: number }[] }>('/named-pages?limit=1&depth=0')
    const items = await suite.api.get<{ docs: { id: number }[] }>('/carousel-items?limit=1&depth=0')
    const versions = await suite.api.get<{ docs: { id: number }[] }>(
      `/named-pages/versions?where[parent][equals]=${pages.docs[0]!.id}&limit=1&depth=0`,
    )
    const views = {
      dashboard: '/admin',
      page: `/admin/collections/named-pages/${pages.docs[0]!.id}`,
      'news-item': `/admin/collections/carousel-items/${items.docs[0]!.id}`,
      'home-page': '/admin/globals/home-page',
      'page-versions': `/admin/collections/named-pages/${pages.docs[0]!.id}/versions`,
      'page-compare': `/admin/collections/named-pages/${pages.docs[0]!.id}/versions/${versions.docs[0]!.id}`,
      'home-page-versions': '/admin/globals/home-page/versions',
    }
    for (const viewport of [LAPTOP, PHONE]) {
      await editor.page.setViewportSize(viewport)
      for (const [name, path] of Object.entries(views)) {
        await editor.page.goto(path)
        await editor.page.waitForLoadState('load')
        await lookAt(editor.page, `publishing-view-${name}`)
      }
    }
    await editor.page.setViewportSize(LAPTOP)
  }, 180_000)
})
