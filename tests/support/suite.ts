/**
 * What most browser tests need: one Chromium for the file, and the site's REST API as an
 * administrator. Read the fields inside tests (they are set in beforeAll).
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

import { adminApi, type AdminApi } from './admin-api'
import { launchBrowser } from './browser'

/** Launches one Chromium for the file into `suite.browser`, and closes it after. */
function launchBrowserForFile<Suite extends { browser: Browser }>(suite: Suite): Suite {
  beforeAll(async () => {
    suite.browser = await launchBrowser()
  })
  afterAll(async () => {
    await suite.browser?.close()
  })
  return suite
}

/** One Chromium for the file; read `browser` inside tests. */
export function useBrowser(): { browser: Browser } {
  return launchBrowserForFile({} as { browser: Browser })
}

export function useBrowserAndApi(): { browser: Browser; api: AdminApi } {
  const suite = launchBrowserForFile({} as { browser: Browser; api: AdminApi })
  beforeAll(async () => {
    suite.api = await adminApi()
  })
  return suite
}
