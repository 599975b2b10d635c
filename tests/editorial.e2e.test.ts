/**
 * The editorial workflow as an editor lives it, in the production build: roles over
 * REST, drafts that stay private, preview, publish-to-live, scheduled publishing from
 * the admin, banner Versions, sessions, and an admin that calls no outside host.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'

import { DEFAULT_SITE_TIME_ZONE } from '@/lib/site-time'

import { signedInApi, type AdminApi } from './support/admin-api'
import { seriousViolations } from './support/axe'
import { openPage, screenshot, signInToAdmin, waitForHydration } from './support/browser'
import { useBrowserAndApi } from './support/suite'

describe('editorial workflow', () => {
  const baseUrl = inject('baseUrl')
  const suite = useBrowserAndApi()

  const EDITOR = { email: `editor.${Date.now()}@example.mil`, password: 'amber lantern quiet river', role: 'editor' }
  let editorApi: AdminApi
  const createdBanners: number[] = []

  type Doc = { id: number; [key: string]: unknown }

  async function publicHtml(path = '/'): Promise<string> {
    return (await fetch(`${baseUrl}${path}`)).text()
  }

  /** Milliseconds until the public page contains the text, polling every 100 ms (at most 10 s). */
  async function millisecondsUntilPublic(text: string, path = '/'): Promise<number> {
    const started = Date.now()
    while (Date.now() - started < 10_000) {
      if ((await publicHtml(path)).includes(text)) return Date.now() - started
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return Number.POSITIVE_INFINITY
  }

  async function heroTitle(): Promise<string> {
    const home = await suite.api.get<{ layout: { blockType: string; titleText?: string }[] }>(
      '/globals/home-page?depth=0',
    )
    return home.layout.find((block) => block.blockType === 'hero')?.titleText ?? ''
  }

  beforeAll(async () => {
    await suite.api.post('/users', { ...EDITOR, name: 'Erin Editor' })
    editorApi = await signedInApi(EDITOR.email, EDITOR.password)
  })

  afterAll(async () => {
    for (const id of createdBanners) await suite.api.request('DELETE', `/announcements/${id}`)
  })

  describe('roles over the REST API', () => {
    const guest = (method: string, path: string, body?: unknown) =>
      fetch(`${baseUrl}/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })

    // An allowed create of an empty body fails validation (400); a refused one is 403.
    // Update and delete of a missing document: 404 when allowed, 403 when refused.
    const CONTENT = ['named-pages', 'carousel-items', 'announcements', 'media', 'video-files']

    it('lets editors and administrators, not guests, write content', async () => {
      for (const slug of CONTENT) {
        expect((await guest('POST', `/${slug}`, {})).status, `guest create ${slug}`).toBe(403)
        expect((await guest('PATCH', `/${slug}/999999`, {})).status, `guest update ${slug}`).toBe(403)
        expect((await guest('DELETE', `/${slug}/999999`)).status, `guest delete ${slug}`).toBe(403)
        for (const [who, api] of [
          ['editor', editorApi],
          ['admin', suite.api],
        ] as const) {
          expect((await api.request('POST', `/${slug}`, {})).status, `${who} create ${slug}`).toBe(400)
          expect((await api.request('DELETE', `/${slug}/999999`)).status, `${who} delete ${slug}`).toBe(404)
        }
      }
    })

    it('shows guests published content only, staff the drafts too', async () => {
      const draft = await suite.api.post<{ doc: Doc }>('/carousel-items?draft=true', {
        title: 'Embargoed news',
        type: 'News',
        publishDate: '2026-03-01T00:00:00.000Z',
        _status: 'draft',
      })
      const guestRead = await (await guest('GET', `/carousel-items?draft=true&limit=0&depth=0`)).json()
      expect(guestRead.docs.some((doc: Doc) => doc.title === 'Embargoed news')).toBe(false)
      expect((await guest('GET', `/carousel-items/${draft.doc.id}?draft=true`)).status).toBe(404)
      const editorRead = await editorApi.get<{ docs: Doc[] }>('/carousel-items?draft=true&limit=0&depth=0')
      expect(editorRead.docs.some((doc) => doc.title === 'Embargoed news')).toBe(true)
      await suite.api.request('DELETE', `/carousel-items/${draft.doc.id}`)
    })

    it('keeps users, settings and contact-request changes for administrators', async () => {
      expect((await guest('GET', '/users')).status).toBe(403)
      const seenByEditor = await editorApi.get<{ docs: Doc[] }>('/users?limit=0')
      expect(seenByEditor.docs.map((user) => user.email)).toEqual([EDITOR.email])
      expect((await editorApi.request('POST', '/users', {})).status).toBe(403)
      expect((await editorApi.request('DELETE', '/users/999999')).status).toBe(403)
      expect((await editorApi.request('POST', '/globals/site-settings', { siteName: 'Hijacked' })).status).toBe(403)
      expect((await editorApi.request('PATCH', '/contact-requests/999999', { handled: true })).status).toBe(403)
      expect((await editorApi.request('GET', '/contact-requests')).status).toBe(200)
      expect((await editorApi.request('GET', '/audit-log')).status).toBe(200)
      expect((await guest('GET', '/audit-log')).status).toBe(403)
      expect(
        (await suite.api.request('POST', '/audit-log', { summary: 'x', action: 'updated', target: 'x' })).status,
      ).toBe(403)
      const settings = await (await guest('GET', '/globals/site-settings')).json()
      expect(settings.siteName).toBeTruthy()
      expect('contactNotificationEmail' in settings).toBe(false)
    })

    it('ignores an editor’s attempt to change their own role', async () => {
      const me = await editorApi.get<{ user: Doc }>('/users/me')
      const updated = await editorApi.patch<{ doc: Doc }>(`/users/${me.user.id}`, { role: 'admin' })
      expect(updated.doc.role).toBe('editor')
    })

    it('refuses a common password with the reason', async () => {
      const response = await suite.api.request('POST', '/users', {
        email: 'weak@example.mil',
        password: 'password1234',
      })
      expect(response.status).toBe(400)
      // The admin marks the field from these details, whichever page asked for Payload first.
      const [refusal] = (await response.json()).errors
      expect(refusal.data.errors).toEqual([expect.objectContaining({ path: 'password' })])
      expect(refusal.data.errors[0].message).toContain('too common')
    })
  })

  describe('sessions', () => {
    const me = async (token: string) =>
      (await (await fetch(`${baseUrl}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })).json()) as {
        user: Doc | null
      }

    it('ends a session at logout', async () => {
      const session = await signedInApi(EDITOR.email, EDITOR.password)
      expect((await me(session.token)).user?.email).toBe(EDITOR.email)
      expect((await session.request('POST', '/users/logout')).status).toBe(200)
      expect((await me(session.token)).user).toBeNull()
    })

    it('ends the other sessions when the password changes, keeping the one that changed it', async () => {
      const email = `changer.${Date.now()}@example.mil`
      await suite.api.post('/users', { email, password: 'first long passphrase here', role: 'editor' })
      const laptop = await signedInApi(email, 'first long passphrase here')
      const phone = await signedInApi(email, 'first long passphrase here')
      const id = (await me(laptop.token)).user!.id
      await laptop.patch(`/users/${id}`, {
        password: 'second long passphrase here',
        currentPassword: 'first long passphrase here',
      })
      expect((await me(phone.token)).user).toBeNull()
      expect((await me(laptop.token)).user?.email).toBe(email)
    })

    it('sets the admin session cookie HttpOnly and SameSite', async () => {
      const response = await fetch(`${baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: EDITOR.email, password: EDITOR.password, noticeAcknowledged: true }),
      })
      const cookie = response.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(/payload-token=/)
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
    })
  })

  describe('an editor in the admin', () => {
    async function editorPage(options: { timezoneId?: string } = {}) {
      const watched = await openPage(suite.browser, baseUrl, undefined, options)
      await signInToAdmin(watched.page, EDITOR.email, EDITOR.password)
      return watched
    }

    /** Opens the home page in the admin with its hero block expanded. */
    async function openHeroBlock(page: Page) {
      await page.goto('/admin/globals/home-page')
      const heroToggle = page.getByRole('button', { name: 'Toggle block' }).nth(1)
      const titleField = page.locator('#field-layout__1__titleText')
      // A click that lands before the admin has hydrated is lost: click again while the
      // hero block is still collapsed.
      await vi.waitFor(
        async () => {
          if (await heroToggle.evaluate((button) => button.className.includes('--collapsed'))) await heroToggle.click()
          await titleField.waitFor({ timeout: 2000 })
        },
        { timeout: 30_000, interval: 250 },
      )
      return titleField
    }

    async function editHeroTitle(page: Page, title: string) {
      await (await openHeroBlock(page)).fill(title)
    }

    it('drafts a hero title privately, previews it, publishes it and sees it live within 2 s', async () => {
      const original = await heroTitle()
      const draftTitle = `Hero drafted at ${Date.now()}`
      const { page, context, outsideRequests } = await editorPage()
      await editHeroTitle(page, draftTitle)

      // Autosave keeps a draft; visitors still get the published page.
      await expect
        .poll(
          async () =>
            (await editorApi.get<{ layout: Doc[] }>('/globals/home-page?draft=true&depth=0')).layout.some(
              (block) => block.titleText === draftTitle,
            ),
          { timeout: 10_000 },
        )
        .toBe(true)
      expect(await publicHtml()).not.toContain(draftTitle)

      // Live preview beside the form shows the draft.
      await page.getByRole('button', { name: 'Live Preview' }).click()
      const frame = page.frameLocator('iframe')
      await frame.getByRole('heading', { name: draftTitle }).waitFor({ timeout: 15_000 })
      await screenshot(page, 'editorial-live-preview')

      // The preview link: the editor sees the draft with a way out; others never do.
      const preview = await context.newPage()
      await preview.goto(`/preview?path=${encodeURIComponent('/')}`)
      await preview.getByRole('heading', { name: draftTitle }).waitFor()
      expect(await preview.getByRole('region', { name: 'Draft preview' }).isVisible()).toBe(true)
      const visitor = await openPage(suite.browser, baseUrl)
      await visitor.page.goto('/')
      expect(await visitor.page.content()).not.toContain(draftTitle)
      expect(await visitor.page.getByRole('region', { name: 'Draft preview' }).count()).toBe(0)
      await visitor.context.close()
      const stolenCookie = (await context.cookies()).find((cookie) => cookie.name === '__prerender_bypass')
      expect(stolenCookie).toBeDefined()
      const withDraftCookieOnly = await fetch(`${baseUrl}/`, {
        headers: { Cookie: `__prerender_bypass=${stolenCookie!.value}` },
      })
      expect(await withDraftCookieOnly.text()).not.toContain(draftTitle)
      await preview.getByRole('link', { name: 'Leave preview' }).click()
      await preview.waitForURL(`${baseUrl}/`)
      expect(await preview.content()).not.toContain(draftTitle)
      await preview.close()

      // Publish: the public page shows it within 2 s.
      await page.getByRole('button', { name: 'Publish changes' }).click()
      const live = await millisecondsUntilPublic(draftTitle)
      console.log(`publish-to-live: ${live} ms`)
      expect(live).toBeLessThan(2000)
      expect(outsideRequests).toEqual([])
      await context.close()

      await suite.api.post('/globals/home-page', {
        layout: (await suite.api.get<{ layout: Doc[] }>('/globals/home-page?depth=0')).layout.map((block) =>
          block.blockType === 'hero' ? { ...block, titleText: original } : block,
        ),
        _status: 'published',
      })
    })

    it('warns beside the hero’s button and in the preview’s console when the button has words but no page', async () => {
      const published = (await suite.api.get<{ layout: Doc[] }>('/globals/home-page?depth=0')).layout
      const withoutTarget = published.map((block) =>
        block.blockType === 'hero' ? { ...block, buttonText: 'Find out more', buttonTarget: '' } : block,
      )
      await suite.api.post('/globals/home-page?draft=true', { layout: withoutTarget, _status: 'draft' })
      const { page, context } = await editorPage()
      try {
        await openHeroBlock(page)
        const warning = page.getByRole('status', { name: 'Check the button' })
        await warning.waitFor({ timeout: 15_000 })
        expect(await warning.textContent()).toContain('Button Target not set')
        await warning.scrollIntoViewIfNeeded()
        await screenshot(page, 'admin-hero-button-warning')

        const preview = await context.newPage()
        const warnings: string[] = []
        preview.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text())
        })
        await preview.goto(`/preview?path=${encodeURIComponent('/')}`)
        await expect.poll(() => warnings.join('\n'), { timeout: 10_000 }).toContain('Button Target not set')
        // Visitors' pages carry no such script.
        expect(await publicHtml()).not.toContain('Button Target not set')
      } finally {
        await context.close()
        await suite.api.post('/globals/home-page', { layout: published, _status: 'published' })
      }
    })

    it('shows an editor who last edited a document by name, and tells nobody else', async () => {
      // The administrator saves last; the editor may not open user accounts.
      const published = (await suite.api.get<{ layout: Doc[] }>('/globals/home-page?depth=0')).layout
      await suite.api.post('/globals/home-page', { layout: published, _status: 'published' })
      const me = await suite.api.get<{ user: { id: number; name?: string; email: string } }>('/users/me')
      const adminName = me.user.name?.trim() || me.user.email

      const { page, context } = await editorPage()
      try {
        await page.goto('/admin/globals/home-page')
        const lastEditedBy = page.locator('[data-last-edited-by]')
        await expect.poll(async () => lastEditedBy.textContent(), { timeout: 15_000 }).toContain(adminName)
        expect(await lastEditedBy.textContent()).not.toContain('Untitled')
      } finally {
        await context.close()
      }

      const names = await editorApi.request('GET', `/users/names?ids=${me.user.id}`)
      expect(names.status).toBe(200)
      expect(await names.json()).toEqual({ names: { [String(me.user.id)]: adminName } })
      const guest = await fetch(`${baseUrl}/api/users/names?ids=${me.user.id}`)
      expect(guest.status).toBe(401)
      expect(((await guest.json()) as { message: string }).message).toMatch(/Sign in/)
      const malformed = await editorApi.request('GET', '/users/names?ids=1;DROP')
      expect(malformed.status).toBe(400)
    })

    it('restores an older version from the history, with its author shown', async () => {
      const page = (await suite.api.get<{ docs: Doc[] }>('/named-pages?where[path][equals]=about&depth=0')).docs[0]!
      const original = String(page.summary)
      await editorApi.patch(`/named-pages/${page.id}`, {
        summary: 'A summary that will be rolled back.',
        _status: 'published',
      })
      expect(await publicHtml('/about')).toContain('A summary that will be rolled back.')
      const versions = await editorApi.get<{ docs: { id: string; version: Doc }[] }>(
        `/named-pages/versions?where[parent][equals]=${page.id}&sort=-updatedAt&depth=0&limit=10`,
      )
      expect(versions.docs[0]?.version.lastEditedBy).toBeTruthy()
      const before = versions.docs.find(
        (entry) => entry.version.summary === original && entry.version._status === 'published',
      )
      expect(before).toBeDefined()

      const { page: admin, context } = await editorPage()
      await admin.goto(`/admin/collections/named-pages/${page.id}/versions/${before!.id}`)
      await admin
        .getByRole('button', { name: /Restore/ })
        .first()
        .click()
      const confirm = admin.getByRole('button', { name: /Confirm|Restore/ }).last()
      await confirm.click()
      await admin.waitForURL(new RegExp(`/admin/collections/named-pages/${page.id}$`), { timeout: 15_000 })
      expect(await millisecondsUntilPublic(original.slice(0, 40), '/about')).toBeLessThan(2000)
      await context.close()

      const history = await editorApi.get<{ docs: Doc[] }>(
        `/audit-log?where[documentId][equals]=${page.id}&sort=-createdAt`,
      )
      expect(history.docs[0]).toMatchObject({ target: 'named-pages', action: 'published', userEmail: EDITOR.email })
    })

    it('shows an editor no raw API view of a document: Edit and Versions only', async () => {
      const { page, context } = await editorPage()
      await page.goto('/admin/globals/home-page')
      // A tab's label holds its name and, for Versions, a count.
      const labels = page.locator('.doc-tabs .doc-tab__label')
      await labels.filter({ hasText: /^Versions/ }).waitFor()
      const names = (await labels.allInnerTexts()).map((text) => text.replace(/\d+/g, '').trim())
      expect(names).toEqual(['Edit', 'Versions'])
      await screenshot(page, 'editor-document-tabs-1280')
      await context.close()
    })

    it('makes a page from a title and an address; the link name older systems use is made for it, never shown', async () => {
      const { page, context } = await editorPage()
      const address = `editor-made-${Date.now()}`
      try {
        await page.goto('/admin/collections/named-pages/create')
        await page.locator('#field-title').fill('Editor made page')
        await page.locator('#field-path').fill(address)
        const labels = (await page.locator('label').allInnerTexts()).join(' | ')
        expect(labels).not.toMatch(/link name|api name/i)
        expect(await page.locator('#field-apiName').count()).toBe(0)
        await screenshot(page, 'editor-new-page-1280')
        await page.getByRole('button', { name: 'Save Draft' }).click()
        await page.waitForURL(/\/admin\/collections\/named-pages\/\d+/, { timeout: 15_000 })
        const id = page.url().split('/').pop()
        const made = await suite.api.get<Doc>(`/named-pages/${id}?draft=true&depth=0`)
        expect(made.apiName).toBe('Editor_Made_Page__c')
        expect(await page.getByText('Editor_Made_Page__c').count()).toBe(0)
        // Nor among the list's columns.
        await page.goto('/admin/collections/named-pages')
        const headings = (await page.locator('thead th').allInnerTexts()).join(' | ')
        expect(headings).toMatch(/Page title/)
        expect(headings).not.toMatch(/link name|api name/i)
        await suite.api.request('DELETE', `/named-pages/${id}`)
      } finally {
        await context.close()
      }
    })

    it('goes from the broken-link report to the banner to fix; a footer link in site settings is handed to an administrator', async () => {
      const stamp = Date.now()
      const banner = await editorApi.post<{ doc: Doc }>('/announcements', {
        key: `broken-link-${stamp}`,
        version: 1,
        title: `Banner with a broken link ${stamp}`,
        theme: 'info',
        linkHref: `Gone_Banner_Page_${stamp}__c`,
        linkLabel: 'Read more',
        _status: 'published',
      })
      createdBanners.push(banner.doc.id)
      const settings = await suite.api.get<{ footerLinks: Doc[] }>('/globals/site-settings?depth=0')
      const footerLinks = settings.footerLinks.map(({ id: _id, ...link }) => link)
      await suite.api.post('/globals/site-settings', {
        footerLinks: [...footerLinks, { label: 'Gone', href: `Gone_Footer_Page_${stamp}__c` }],
      })
      const reported = async () =>
        (await suite.api.get<{ docs: Doc[] }>(`/broken-links?where[url][like]=${stamp}&depth=0&limit=10`)).docs.map(
          (entry) => entry.sourceCollection,
        )
      try {
        await expect
          .poll(async () => (await reported()).sort(), { timeout: 20_000, interval: 500 })
          .toEqual(['announcements', 'site-settings'])
        for (const width of [1280, 390]) {
          const { page, context } = await editorPage()
          try {
            await page.setViewportSize({ width, height: 900 })
            await page.goto(`/admin/collections/broken-links?where[url][like]=${stamp}`)
            const toBanner = page.getByRole('link', { name: `Banner with a broken link ${stamp}` })
            await toBanner.waitFor()
            expect(await toBanner.getAttribute('href')).toBe(`/admin/collections/announcements/${banner.doc.id}`)
            const handOver = page.getByTestId('hand-over')
            expect(await handOver.textContent()).toMatch(/^Site settings \(only administrators can change it\)/)
            const mail = new URL(
              (await handOver.getByRole('link', { name: 'Ask an administrator to fix it' }).getAttribute('href'))!,
            )
            expect(mail.protocol).toBe('mailto:')
            expect(mail.pathname.split(',')).toContain(inject('adminEmail'))
            expect(mail.searchParams.get('subject')).toBe('Please fix a broken link in Site settings')
            expect(mail.searchParams.get('body')).toContain(`Link: Gone_Footer_Page_${stamp}__c`)
            expect(await seriousViolations(page)).toEqual([])
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
            await screenshot(page, `editor-broken-links-${width}`)
            if (width === 1280) {
              await toBanner.click()
              await page.waitForURL(new RegExp(`/admin/collections/announcements/${banner.doc.id}$`))
              await page.getByText('A link on this page is broken').waitFor()
              expect(await page.getByRole('status').filter({ hasText: 'is broken' }).textContent()).toMatch(
                /Broken since .* Eastern time\./,
              )
            }
          } finally {
            await context.close()
          }
        }
      } finally {
        await suite.api.post('/globals/site-settings', { footerLinks })
      }
    })

    it('cannot open users or site settings', async () => {
      const { page, context } = await editorPage()
      await page.goto('/admin')
      const nav = (await page.locator('nav').allInnerTexts()).join(' ')
      expect(nav).not.toMatch(/Users/)
      expect(nav).not.toMatch(/Site settings/)
      const users = await page.goto('/admin/collections/users')
      expect(users?.status()).toBe(404)
      await page.goto('/admin/account')
      expect(await page.locator('#field-email').inputValue()).toBe(EDITOR.email)
      await context.close()
    })

    it('schedules a banner to publish at a set time, and it appears by itself', async () => {
      const key = `scheduled-${Date.now()}`
      // The agency's editors work in the site's time zone. (Payload's date picker refuses a
      // typed day before the browser's own today: from a UTC browser, today's date in
      // Eastern time is refused in the evening.)
      const { page, context } = await editorPage({ timezoneId: DEFAULT_SITE_TIME_ZONE })
      await page.goto('/admin/collections/announcements/create')
      await page.fill('#field-key', key)
      await page.fill('#field-title', 'Scheduled maintenance window')
      // Nothing is stored until the editor saves (issue 28, problem 4).
      await page.getByRole('button', { name: /save draft/i }).click()
      await page.waitForURL(/\/announcements\/\d+$/, { timeout: 15_000 })
      const id = Number(page.url().split('/').pop())
      createdBanners.push(id)
      // Schedule what autosave has kept: wait until the draft holds the title.
      await expect
        .poll(async () => (await editorApi.get<Doc>(`/announcements/${id}?draft=true&depth=0`)).title, {
          timeout: 10_000,
        })
        .toBe('Scheduled maintenance window')

      // The admin schedules to the minute: at least 20 s away, so the time is still ahead when
      // the form is saved on a slow machine (a time already past is refused).
      const at = new Date(Date.now() + 80_000)
      at.setUTCSeconds(0, 0)
      await page.locator('.popup-button').first().click()
      await page.getByRole('button', { name: 'Schedule publishing' }).click()
      const time = page.locator('.drawer input[type="text"]').first()
      await time.click()
      await time.fill(
        at
          .toLocaleString('en-US', {
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            // The admin takes times in the site's time zone, named beside the field.
            timeZone: DEFAULT_SITE_TIME_ZONE,
          })
          .replace(/,? at /, ' ')
          .replace(/, (\d+:)/, ' $1'),
      )
      await page.keyboard.press('Enter')
      await page.locator('.drawer label', { hasText: /^Publish$/ }).click()
      expect(await page.locator('.drawer input[type="radio"][id$="-type-publish"]').isChecked()).toBe(true)
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByText('Scheduled successfully.').waitFor()
      await context.close()

      const banners = () =>
        fetch(`${baseUrl}/lwr/apex/v64.0/HCS_AnnouncementController/getActiveBanners`).then((r) => r.text())
      expect(await banners()).not.toContain('Scheduled maintenance window')
      const visitor = await openPage(suite.browser, baseUrl)
      await visitor.page.goto('/')
      expect(
        await visitor.page.getByRole('region', { name: 'Announcement: Scheduled maintenance window' }).count(),
      ).toBe(0)
      await expect
        .poll(banners, { timeout: at.getTime() - Date.now() + 15_000, interval: 500 })
        .toContain('Scheduled maintenance window')
      const lateness = Date.now() - at.getTime()
      console.log(`scheduled publish visible ${lateness} ms after its time`)
      await visitor.page.goto('/')
      await visitor.page.getByRole('region', { name: 'Announcement: Scheduled maintenance window' }).waitFor()
      await visitor.context.close()
    }, 180_000)

    it('starts and ends a published banner on its active dates, without an edit', async () => {
      const banners = () =>
        fetch(`${baseUrl}/lwr/apex/v64.0/HCS_AnnouncementController/getActiveBanners`).then((r) => r.text())
      await banners() // cache the current list
      const activeFrom = new Date(Date.now() + 4000)
      const activeUntil = new Date(Date.now() + 9000)
      const created = await editorApi.post<{ doc: Doc }>('/announcements', {
        key: `windowed-${Date.now()}`,
        version: 1,
        title: 'Short notice window',
        theme: 'info',
        activeFrom: activeFrom.toISOString(),
        activeUntil: activeUntil.toISOString(),
        _status: 'published',
      })
      createdBanners.push(created.doc.id)
      expect(await banners()).not.toContain('Short notice window')
      await expect.poll(banners, { timeout: 8000, interval: 250 }).toContain('Short notice window')
      console.log(`banner start shown ${Date.now() - activeFrom.getTime()} ms after activeFrom`)
      await expect.poll(banners, { timeout: 8000, interval: 250 }).not.toContain('Short notice window')
      console.log(`banner end applied ${Date.now() - activeUntil.getTime()} ms after activeUntil`)
    })

    it('shows a banner again to a visitor who dismissed it once its wording changes', async () => {
      const created = await editorApi.post<{ doc: Doc }>('/announcements', {
        key: `reworded-${Date.now()}`,
        version: 1,
        title: 'Portal closed on Monday',
        theme: 'warning',
        _status: 'published',
      })
      createdBanners.push(created.doc.id)
      const { page, context } = await openPage(suite.browser, baseUrl)
      await page.goto('/')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Dismiss announcement: Portal closed on Monday' }).click()
      await page.reload()
      await page.waitForLoadState('networkidle')
      expect(await page.getByRole('region', { name: 'Announcement: Portal closed on Monday' }).count()).toBe(0)

      const reworded = await editorApi.patch<{ doc: Doc }>(`/announcements/${created.doc.id}`, {
        title: 'Portal closed on Tuesday',
        _status: 'published',
      })
      expect(reworded.doc.version).toBe(2)
      await page.reload()
      await page.getByRole('region', { name: 'Announcement: Portal closed on Tuesday' }).waitFor()
      await context.close()
    })

    it('uses no outside host anywhere in the admin', async () => {
      const { page, context, outsideRequests } = await editorPage()
      for (const path of [
        '/admin',
        '/admin/globals/home-page',
        '/admin/collections/carousel-items',
        '/admin/account',
      ]) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
      }
      expect(outsideRequests).toEqual([])
      await context.close()
    })
  })
})
