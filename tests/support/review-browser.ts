/**
 * The review panel in a browser test: find it, press one of its buttons and wait for the
 * server's answer, and look at a view (a screenshot, axe, nothing wider than the screen).
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

import { adminViolations } from './axe'
import { screenshot, widerThanScreen } from './browser'

export const reviewPanel = (page: Page) => page.getByRole('region', { name: 'Review', exact: true })

/** Clicks a review button and waits for the server's answer in the panel, then for the reload. */
export async function reviewStep(page: Page, button: string | RegExp, expected: RegExp) {
  await reviewPanel(page).getByRole('button', { name: button }).click()
  await expect.poll(() => reviewPanel(page).getByRole('status').textContent(), { timeout: 15_000 }).toMatch(expected)
  await page.waitForTimeout(1500)
  await page.waitForLoadState('load')
}

/** No serious or critical axe finding but Payload's own listed leftovers; a screenshot to look at. */
export async function lookAt(page: Page, name: string) {
  await page.waitForTimeout(1500)
  const width = page.viewportSize()!.width
  await screenshot(page, `${name}-${width}`)
  expect(await adminViolations(page), `${name} at ${width} px`).toEqual([])
  const wide = await widerThanScreen(page)
  expect(
    wide.overflow,
    `${name} at ${width} px is wider than the screen: ${wide.culprits.join(', ')}`,
  ).toBeLessThanOrEqual(0)
}
