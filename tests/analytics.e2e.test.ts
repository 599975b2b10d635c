/**
 * GSA's Digital Analytics Program (DAP), opt-in by DAP_AGENCY (ADR 0027). The main test
 * server runs without it: no page may then ask any outside host for anything. A second
 * server from the same build runs with DAP_AGENCY and DAP_SUBAGENCY: every public page
 * loads GSA's script, the page policy lets it load and report, and the privacy notice
 * says so; the admin never carries it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { openPage } from './support/browser'
import { startSiteProcess, type SiteProcess } from './support/site-process'
import { useBrowser } from './support/suite'

const baseUrl = inject('baseUrl')
const DAP_URL = 'https://dap.digitalgov.gov/Universal-Federated-Analytics-Min.js?agency=DOD&subagency=DISA'
/** The second server's port: the main one's plus one (E2E_PORT, 3100 by default). */
const secondPort = Number(process.env.E2E_PORT ?? '3100') + 1

const PAGES = ['/', '/offerings', '/offerings/stratus', '/news', '/contact', '/search?q=cloud', '/privacy-and-security']

const cspOf = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split('; ')
      .map((directive) => [directive.split(' ')[0], directive]),
  )

describe('Digital Analytics Program', () => {
  const suite = useBrowser()

  it('is off without DAP_AGENCY: no page asks an outside host for anything', async () => {
    for (const path of PAGES) {
      const response = await fetch(`${baseUrl}${path}`)
      const html = await response.text()
      expect(html, path).not.toContain('dap.digitalgov.gov')
      expect(cspOf(response)['script-src'], path).not.toMatch(/https:/)
      expect(cspOf(response)['connect-src'], path).toBe("connect-src 'self'")
    }
    const privacy = await (await fetch(`${baseUrl}/privacy-and-security`)).text()
    expect(privacy).not.toContain('Digital Analytics Program')

    const { page, context, outsideRequests } = await openPage(suite.browser, baseUrl)
    for (const path of PAGES) await page.goto(path, { waitUntil: 'load' })
    expect(outsideRequests).toEqual([])
    await context.close()
  })

  describe('with DAP_AGENCY=DOD and DAP_SUBAGENCY=DISA', () => {
    let site: SiteProcess
    beforeAll(async () => {
      site = await startSiteProcess(secondPort, { DAP_AGENCY: 'DOD', DAP_SUBAGENCY: 'DISA' })
    }, 150_000)
    afterAll(async () => {
      await site?.stop()
    })

    it('loads GSA’s script on every public page, allowed by the policy, and says so in the privacy notice', async () => {
      for (const path of PAGES) {
        const response = await fetch(`${site.baseUrl}${path}`)
        const html = await response.text()
        expect(html, path).toContain(`<script async="" src="${DAP_URL.replace('&', '&amp;')}" id="_fed_an_ua_tag">`)
        expect(cspOf(response)['script-src'], path).toMatch(
          / https:\/\/dap\.digitalgov\.gov https:\/\/www\.googletagmanager\.com$/,
        )
        expect(cspOf(response)['connect-src'], path).toBe("connect-src 'self' https://www.google-analytics.com")
      }
      const privacy = await (await fetch(`${site.baseUrl}/privacy-and-security`)).text()
      expect(privacy).toContain('Digital Analytics Program (DAP)')
      expect(privacy).toContain('https://analytics.usa.gov/')

      // The admin (signed-in work) never loads it.
      const admin = await (await fetch(`${site.baseUrl}/admin/login`)).text()
      expect(admin).not.toContain('dap.digitalgov.gov')

      // In a browser: the script is requested and runs (GSA's host is answered here, as
      // there is no internet in tests), with no policy violation.
      const { page, context, consoleMessages } = await openPage(suite.browser, site.baseUrl)
      const requested: string[] = []
      await context.route('https://dap.digitalgov.gov/**', async (route) => {
        requested.push(route.request().url())
        await route.fulfill({ contentType: 'text/javascript', body: 'window.__dapLoaded = true' })
      })
      await page.goto('/offerings/stratus', { waitUntil: 'load' })
      await expect.poll(() => page.evaluate(() => (window as { __dapLoaded?: boolean }).__dapLoaded)).toBe(true)
      expect(requested).toEqual([DAP_URL])
      expect(consoleMessages.filter((message) => /Content Security Policy/i.test(message))).toEqual([])
      await context.close()
    }, 120_000)
  })
})
