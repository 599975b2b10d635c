/**
 * Headless Chromium from Debian, driven by playwright-core. The flags keep it from
 * reaching out to any host: the tests also fail a page that requests one.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../bench/chromium.mjs'

export { CHROMIUM_PATH }
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots')

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
}

export type WatchedPage = {
  page: Page
  context: BrowserContext
  /** Requests the page made to any host other than the site's own. */
  outsideRequests: string[]
  consoleMessages: string[]
  pageErrors: string[]
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport = { width: 1280, height: 900 },
  options: { javaScriptEnabled?: boolean; timezoneId?: string } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, ...options })
  const page = await context.newPage()
  const origin = new URL(baseUrl).origin
  const watched: WatchedPage = { page, context, outsideRequests: [], consoleMessages: [], pageErrors: [] }
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      watched.outsideRequests.push(url)
  })
  page.on('console', (message) => watched.consoleMessages.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => watched.pageErrors.push(error.message))
  return watched
}

/** Waits until React has hydrated the page, so its controls answer (scripts are async). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main-content')
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps$'))
  })
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const file = path.join(SCREENSHOT_DIR, `${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  return file
}

/** Signs in to the admin in this page's browser context, accepting the notice first. */
export async function signInToAdmin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login')
  await page.getByRole('button', { name: 'I understand and consent' }).click()
  await page.getByRole('status').filter({ hasText: 'Notice acknowledged' }).waitFor()
  await page.fill('input[name="email"]', email)
  await page.fill('input[name="password"]', password)
  await page.click('button[type="submit"]')
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
}

/**
 * How far the page is wider than the screen, and what sticks out: the outermost elements
 * whose right edge passes the screen's, outside any box that scrolls sideways itself.
 */
export async function widerThanScreen(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const culprits: string[] = []
    const scrollsItself = (element: Element | null): boolean => {
      for (let at = element?.parentElement; at && at !== document.body; at = at.parentElement)
        if (/auto|scroll|hidden|clip/.test(getComputedStyle(at).overflowX)) return true
      return false
    }
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.right <= width + 1 || box.width === 0 || scrollsItself(element)) continue
      if (element.parentElement && element.parentElement.getBoundingClientRect().right > width + 1) continue
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('')}`
      culprits.push(`${name} (right edge ${Math.round(box.right)} px)`)
    }
    return { overflow: document.documentElement.scrollWidth - width, culprits: culprits.slice(0, 5) }
  })
}
