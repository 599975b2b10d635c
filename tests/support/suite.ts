/**
 * What most browser tests need: one Chromium for the file, and the site's REST API as an
 * administrator. Read the fields inside tests (they are set in beforeAll).
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

import { adminApi, type AdminApi } from './admin-api'
import { launchBrowser } from './browser'

export function useBrowserAndApi(): { browser: Browser; api: AdminApi } {
  const suite = {} as { browser: Browser; api: AdminApi }
  beforeAll(async () => {
    suite.browser = await launchBrowser()
    suite.api = await adminApi()
  })
  afterAll(async () => {
    await suite.browser?.close()
  })
  return suite
}
