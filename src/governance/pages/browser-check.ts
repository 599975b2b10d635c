/**
 * axe's whole rule set in headless Chromium, for an operator who installed it
 * (PAGE_CHECK_BROWSER, ADR 0051): colour contrast and target size need a layout, which
 * jsdom has not. Runs in the page checker's process; one browser serves every page the
 * checker sees and is closed with it. The page is shown at a phone's width, as most visitors see it,
 * and may load nothing from another host.
 */
import type { Browser } from 'playwright-core'

import { AXE_TAGS, type AxeResult } from './inspect.ts'

let browser: Promise<Browser> | null = null

function started(executablePath: string): Promise<Browser> {
  browser ??= (async () => {
    // Not in the container image, which has no browser (make-app-tree.mjs leaves it out).
    const { chromium } = await import('playwright-core')
    return chromium.launch({
      executablePath,
      // No outside host: no updates, no sync, no field trials. No sandbox: Chromium refuses
      // one to root (containers), and it opens only this site's own pages.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    })
  })().catch((error: unknown) => {
    browser = null
    throw error
  })
  return browser
}

export async function axeInBrowser(
  executablePath: string,
  address: string,
  headers: Record<string, string>,
  axeSource: string,
): Promise<AxeResult> {
  const context = await (
    await started(executablePath)
  ).newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: headers, serviceWorkers: 'block' })
  try {
    const origin = new URL(address).origin
    await context.route('**/*', (route) =>
      new URL(route.request().url()).origin === origin ? route.continue() : route.abort(),
    )
    const page = await context.newPage()
    await page.goto(address, { waitUntil: 'load', timeout: 20_000 })
    await page.addScriptTag({ content: axeSource })
    return await page.evaluate(
      (tags) =>
        (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        }),
      AXE_TAGS,
    )
  } finally {
    await context.close()
  }
}

/** Before the checker ends: a browser left running would outlive it. */
export async function closeBrowser(): Promise<void> {
  const running = browser
  browser = null
  if (running) await (await running.catch(() => null))?.close()
}
