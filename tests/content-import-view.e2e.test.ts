/**
 * "Import content" in the admin, as an administrator and an editor would meet it, in
 * Chromium at 1280 and 390 px with axe: check an export, import it, read the report.
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminViolations } from './support/axe'
import { launchBrowser, openPage, screenshot, signInToAdmin } from './support/browser'
import { freePort } from './support/ports'
import { classicExport, contentKey, managedContentId, png, writeZip } from './support/salesforce-export'
import { startSiteProcess, type SiteProcess } from './support/site-process'

const ADMIN = { email: 'second-admin@example.mil', password: 'lantern harbour quartz 42' }
const EDITOR = { email: 'import.editor@example.mil', password: 'quiet river lantern 58' }

describe('Import content in the admin', () => {
  let site: SiteProcess
  let browser: Browser
  let exportFile: string

  beforeAll(async () => {
    site = await startSiteProcess(await freePort(), {})
    browser = await launchBrowser()
    const work = mkdtempSync(path.join(os.tmpdir(), 'hcs-import-view-'))
    exportFile = writeZip(
      path.join(work, 'hybrid-cloud-export.zip'),
      await classicExport([
        {
          contentKey: contentKey(),
          managedContentId: managedContentId(),
          type: 'cms_image',
          urlName: 'rack',
          title: 'Rack',
          body: { altText: 'A server rack with its door open', source: { url: 'rack.png' } },
          files: { 'rack.png': await png(80, 60, { r: 60, g: 60, b: 140 }) },
        },
        {
          contentKey: contentKey(),
          managedContentId: managedContentId(),
          type: 'news',
          urlName: 'rack-refresh',
          title: 'Rack refresh finished',
          body: { excerpt: '<p>All racks renewed.</p>', body: '<p>On time.</p>' },
        },
        {
          contentKey: contentKey(),
          managedContentId: managedContentId(),
          type: 'hcs_quiz',
          urlName: 'quiz',
          title: 'A quiz',
          body: {},
        },
      ]),
    )
    // An editor, made by the administrator through the API.
    const login = await fetch(`${site.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, noticeAcknowledged: true }),
    })
    const { token } = (await login.json()) as { token: string }
    const created = await fetch(`${site.baseUrl}/api/users`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...EDITOR,
        name: 'Import Editor',
        role: 'editor',
        currentPassword: ADMIN.password,
      }),
    })
    if (!created.ok) throw new Error(`The editor could not be made: ${created.status} ${await created.text()}`)
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
  })

  it('lets an administrator check an export, import it and read what was left out, at 1280 and 390 px', async () => {
    const { page, context, outsideRequests, pageErrors } = await openPage(browser, site.baseUrl)
    try {
      await signInToAdmin(page, ADMIN.email, ADMIN.password)
      await page.getByRole('link', { name: 'Import content' }).click()
      await page.getByRole('heading', { name: 'Import content', level: 1 }).waitFor()
      expect(await adminViolations(page)).toEqual([])
      await screenshot(page, 'import-content-1280')

      await page.getByLabel('Salesforce CMS export (.zip)').setInputFiles(exportFile)
      await page.getByRole('button', { name: 'Check the export (nothing is saved)' }).click()
      await page.getByText('imported 2, updated 0, unchanged 0, skipped 1').first().waitFor({ timeout: 60_000 })
      const table = page.getByRole('table')
      await expect.poll(() => table.textContent()).toContain('No mapping for the Salesforce type hcs_quiz')
      expect(await adminViolations(page)).toEqual([])
      await screenshot(page, 'import-content-checked-1280')

      await page.getByRole('button', { name: 'Import these items' }).click()
      await page
        .getByText(/^imported 2, updated 0, unchanged 0, skipped 1$/)
        .first()
        .waitFor({ timeout: 60_000 })
      await page.setViewportSize({ width: 390, height: 844 })
      expect(await adminViolations(page)).toEqual([])
      await screenshot(page, 'import-content-imported-390')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      expect(outsideRequests).toEqual([])
      expect(pageErrors).toEqual([])
    } finally {
      await context.close()
    }
  }, 180_000)

  it('tells an editor the import is for administrators, with no link to it in the menu', async () => {
    const { page, context } = await openPage(browser, site.baseUrl)
    try {
      await signInToAdmin(page, EDITOR.email, EDITOR.password)
      expect(await page.getByRole('link', { name: 'Import content' }).count()).toBe(0)
      await page.goto('/admin/import')
      await page.getByText('Only administrators can import content.').waitFor()
      expect(await adminViolations(page)).toEqual([])
      await screenshot(page, 'import-content-editor-1280')
    } finally {
      await context.close()
    }
  }, 120_000)
})
