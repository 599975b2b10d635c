/**
 * A site of the test file's own, from the production build: one instance on a new SQLite
 * database with Varnish in front (deploy/topology.mjs), started with the settings the
 * test gives, and a browser. For settings the shared e2e site does not have
 * (tests/e2e/global-setup.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

import { startTopology } from '../../deploy/topology.mjs'

import { launchBrowser } from './browser'
import { freePort } from './ports'

export type OwnSite = { dir: string; cacheUrl: string; browser: Browser }

/** What the test puts around the site, given its folder and the instance's port, before it starts. */
type Prepare = (where: { dir: string; appPort: number }) => Promise<{
  extraEnv: Record<string, string>
  siteUrl?: string
  /** Stops what the test started around the site, after the site. */
  stop?: () => Promise<void>
}>

export function useOwnSite(prepare: Prepare): OwnSite {
  const own = {} as OwnSite
  let site: { stop: () => Promise<void> } | undefined
  let stopAround: (() => Promise<void>) | undefined

  beforeAll(async () => {
    own.dir = mkdtempSync(path.join(os.tmpdir(), 'hcs-own-site-'))
    const appPort = await freePort()
    const { extraEnv, siteUrl, stop } = await prepare({ dir: own.dir, appPort })
    stopAround = stop
    const started = await startTopology({
      databaseUri: `file:${path.join(own.dir, 'site.db')}`,
      appPorts: [appPort],
      cachePort: await freePort(),
      dataDir: path.join(own.dir, 'data'),
      siteUrl,
      extraEnv: { HTTP_CACHE_PURGE_URLS: '', ...extraEnv },
      log: () => {},
    })
    site = started
    own.cacheUrl = started.cacheUrl
    own.browser = await launchBrowser()
  }, 300_000)

  afterAll(async () => {
    await own.browser?.close()
    await site?.stop()
    await stopAround?.()
    if (own.dir) rmSync(own.dir, { recursive: true, force: true })
  })

  return own
}
