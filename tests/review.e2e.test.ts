/**
 * Review before publishing, as a new author and a new reviewer live it (issue 28, ADR
 * 0030): two browsers, the two-person rule on, e-mail through a real SMTP server on
 * loopback. The author writes a news item and submits it; the reviewer is told by
 * e-mail, sends it back with a comment; the author fixes and resubmits; the reviewer sees
 * what changed and approves it for a time; it goes live by itself. The author cannot
 * publish by any route.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { siteClockText } from '@/lib/site-time'

import { signedInApi, type AdminApi } from './support/admin-api'
import { openPage, screenshot, signInToAdmin } from './support/browser'
import { startSmtpServer, type RunningSmtpServer } from './support/smtp-server'
import { useBrowserAndApi } from './support/suite'

const PASSWORD = 'amber lantern quiet river'

describe('review before publishing', () => {
  const baseUrl = inject('baseUrl')
  const suite = useBrowserAndApi()
  const stamp = Date.now()
  const AUTHOR = { email: `author.${stamp}@example.mil`, name: 'Ana Author', role: 'author' }
  const REVIEWER = { email: `reviewer.${stamp}@example.mil`, name: 'Rui Reviewer', role: 'editor' }
  let smtp: RunningSmtpServer
  let authorApi: AdminApi
  /** News items this file makes, removed after it so other files see the seeded news. */
  const made: number[] = []
  const setRule = (on: boolean) => suite.api.post('/globals/site-settings', { review: { twoPersonRule: on } })

  beforeAll(async () => {
    smtp = await startSmtpServer(inject('smtpPort'))
    for (const person of [AUTHOR, REVIEWER]) await suite.api.post('/users', { ...person, password: PASSWORD })
    authorApi = await signedInApi(AUTHOR.email, PASSWORD)
    await setRule(true)
  })

  afterAll(async () => {
    await setRule(false)
    for (const id of made) await suite.api.request('DELETE', `/carousel-items/${id}`)
    await smtp?.stop()
  })

  const newsPage = async () => (await fetch(`${baseUrl}/news`)).text()

  async function signedInPage(email: string) {
    const watched = await openPage(suite.browser, baseUrl)
    await signInToAdmin(watched.page, email, PASSWORD)
    return watched
  }

  const panel = (page: Page) => page.getByRole('region', { name: 'Review', exact: true })

  /** Clicks a review button and waits for the server's answer, shown in the panel. */
  async function review(page: Page, button: string, expected: RegExp) {
    await page.getByRole('button', { name: button }).click()
    await expect.poll(() => panel(page).getByRole('status').textContent(), { timeout: 10_000 }).toMatch(expected)
    // The panel reloads the document to show its new state.
    await page.waitForLoadState('load')
    await page.waitForTimeout(1500)
  }

  it('goes from an author through a reviewer to the site, with e-mail at each step', async () => {
    const title = `Cloud open day ${stamp}`
    const fixed = `Cloud open day on 3 March ${stamp}`
    const author = await signedInPage(AUTHOR.email)
    const reviewer = await signedInPage(REVIEWER.email)

    // The author writes the item; autosave keeps it as a draft.
    await author.page.goto('/admin/collections/carousel-items/create')
    await author.page.fill('#field-title', title)
    // Nothing is stored until the author saves.
    await author.page.getByRole('button', { name: /save draft/i }).click()
    await author.page.waitForURL(/\/carousel-items\/\d+$/, { timeout: 15_000 })
    const id = Number(author.page.url().split('/').pop())
    made.push(id)
    await expect
      .poll(async () => (await authorApi.get(`/carousel-items/${id}?draft=true&depth=0`)).title, { timeout: 10_000 })
      .toBe(title)
    expect(await author.page.getByRole('button', { name: /^Publish/ }).count()).toBe(0)
    await author.page.reload()
    await review(author.page, 'Submit for review', /Submitted for review/)
    await expect.poll(() => panel(author.page).textContent(), { timeout: 15_000 }).toContain('In review')

    // The reviewer is told by e-mail, with a link to the item.
    const submitted = await smtp.waitForMessage((message) => message.subject === `Review requested: ${title}`, 10_000)
    expect(submitted.to).toContain(REVIEWER.email)
    expect(submitted.to).not.toContain(AUTHOR.email)
    expect(submitted.text).toContain(`${baseUrl}/admin/collections/carousel-items/${id}`)
    expect(submitted.text).toContain('Ana Author')

    // Each sees it on the admin's first screen.
    await reviewer.page.goto('/admin')
    const waiting = reviewer.page.getByRole('region', { name: /Waiting for my review/ })
    await waiting.getByRole('link', { name: title }).waitFor({ timeout: 15_000 })
    await screenshot(reviewer.page, 'review-dashboard-reviewer-1280')
    await author.page.goto('/admin')
    const mine = author.page.getByRole('region', { name: /My drafts and their state/ })
    await mine.getByRole('link', { name: title }).waitFor({ timeout: 15_000 })
    expect(await mine.textContent()).toContain('In review')
    expect(await author.page.getByRole('region', { name: /Waiting for my review/ }).count()).toBe(0)
    await author.page.setViewportSize({ width: 375, height: 800 })
    await screenshot(author.page, 'review-dashboard-author-375')
    await author.page.setViewportSize({ width: 1280, height: 900 })
    await author.page.goto(`/admin/collections/carousel-items/${id}`)

    await reviewer.page.goto(`/admin/collections/carousel-items/${id}`)
    await panel(reviewer.page).getByLabel('Comment').fill('Say in the title when the open day is.')
    await review(reviewer.page, 'Request changes', /Sent back to the author/)
    const sentBack = await smtp.waitForMessage((message) => message.subject === `Changes requested: ${title}`, 10_000)
    expect(sentBack.to).toEqual([AUTHOR.email])
    expect(sentBack.text).toContain('Say in the title when the open day is.')

    // The author reads the comment, fixes the title and resubmits.
    await author.page.reload()
    await expect.poll(() => panel(author.page).textContent(), { timeout: 15_000 }).toContain('Changes requested')
    await expect
      .poll(() => panel(author.page).textContent(), { timeout: 15_000 })
      .toContain('Say in the title when the open day is.')
    await author.page.fill('#field-title', fixed)
    await expect
      .poll(async () => (await authorApi.get(`/carousel-items/${id}?draft=true&depth=0`)).title, { timeout: 10_000 })
      .toBe(fixed)
    await author.page.reload()
    await review(author.page, 'Submit for review', /Submitted for review/)

    // The reviewer sees what changed since the version they sent back.
    await reviewer.page.reload()
    const compare = panel(reviewer.page).getByRole('link', { name: /See what changed/ })
    const href = await compare.getAttribute('href')
    expect(href).toMatch(new RegExp(`/admin/collections/carousel-items/${id}/versions/\\w+\\?versionFrom=\\w+`))
    const diff = await reviewer.context.newPage()
    await diff.goto(href!)
    // The title field's difference: the old title beside the new one.
    const text = () => diff.evaluate(() => document.body.innerText)
    await expect.poll(text, { timeout: 20_000 }).not.toContain('Loading...')
    await screenshot(diff, 'review-compare-1280')
    expect(await text()).toContain(title)
    expect((await text()).split(fixed).length).toBeGreaterThan(2)
    await diff.close()

    // Approved for a time a few seconds away, entered on the site's clock (Eastern), whatever the browser's zone.
    const when = new Date(Math.ceil((Date.now() + 12_000) / 1000) * 1000)
    const at = { iso: when.toISOString(), local: siteClockText(when) }
    await panel(reviewer.page)
      .getByLabel(/Or approve it to be published at/)
      .fill(at.local)
    await screenshot(reviewer.page, 'review-panel-reviewer-1280')
    await review(reviewer.page, 'Approve for this time', /Approved\. It will be published/)
    const scheduled = await smtp.waitForMessage((message) => message.subject === `Approved, to be published: ${fixed}`)
    expect(scheduled.to).toEqual([AUTHOR.email])
    expect(await newsPage()).not.toContain(fixed)

    // It goes live by itself when its time comes.
    // The field keeps whole seconds: the time asked for is the second it names.
    const due = Math.floor(Date.parse(at.iso) / 1000) * 1000
    let liveAt = Number.POSITIVE_INFINITY
    while (Date.now() < due + 20_000) {
      if ((await newsPage()).includes(fixed)) {
        liveAt = Date.now()
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    console.log(`scheduled approval: live ${liveAt - due} ms after its time`)
    expect(liveAt).toBeGreaterThanOrEqual(due)
    expect(liveAt).toBeLessThan(due + 20_000)
    await smtp.waitForMessage((message) => message.subject === `Published as scheduled: ${fixed}`)
    await author.context.close()
    await reviewer.context.close()
  }, 150_000)

  it('refuses the author every route to publishing, with a message that says why', async () => {
    const draft = await authorApi.post<{ doc: { id: number } }>('/carousel-items?draft=true', {
      title: `Author draft ${stamp}`,
    })
    const id = draft.doc.id
    made.push(id)
    const routes: [string, () => Promise<Response>][] = [
      ['REST publish', () => authorApi.request('PATCH', `/carousel-items/${id}`, { _status: 'published' })],
      [
        'REST create as published',
        () => authorApi.request('POST', '/carousel-items', { title: 'x', _status: 'published' }),
      ],
      [
        'review approve',
        () => authorApi.request('POST', '/review', { collection: 'carousel-items', id, action: 'approve' }),
      ],
      [
        'review approve with a reason',
        () =>
          authorApi.request('POST', '/review', {
            collection: 'carousel-items',
            id,
            action: 'approve',
            overrideReason: 'I really want to publish this',
          }),
      ],
      ['home page publish', () => authorApi.request('POST', '/globals/home-page', { _status: 'published' })],
    ]
    for (const [route, attempt] of routes) {
      const response = await attempt()
      expect(response.status, route).toBe(403)
      const body = (await response.json()) as { message?: string; errors?: { message: string }[] }
      expect(body.message ?? body.errors?.[0]?.message, route).toMatch(/review|editor|allowed/i)
    }
    expect(await newsPage()).not.toContain(`Author draft ${stamp}`)
  })

  it('shows an approved change on the site at once (the time is printed; npm run bench tracks it)', async () => {
    const title = `Approved now ${stamp}`
    const created = await authorApi.post<{ doc: { id: number } }>('/carousel-items?draft=true', { title })
    const id = created.doc.id
    made.push(id)
    expect(
      (await authorApi.request('POST', '/review', { collection: 'carousel-items', id, action: 'submit' })).status,
    ).toBe(200)
    const reviewerApi = await signedInApi(REVIEWER.email, PASSWORD)
    const started = Date.now()
    const approved = await reviewerApi.request('POST', '/review', {
      collection: 'carousel-items',
      id,
      action: 'approve',
    })
    expect(approved.status).toBe(200)
    let live = Number.POSITIVE_INFINITY
    while (Date.now() - started < 10_000) {
      if ((await newsPage()).includes(title)) {
        live = Date.now() - started
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    console.log(`approval to live: ${live} ms`)
    expect(live).toBeLessThan(10_000)
  })
})
