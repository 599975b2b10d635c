/**
 * `npm run import` as an operator runs it, against a running production server: the
 * closing line and exit codes, then the site itself answering the old platform's keys,
 * ids and addresses, and showing the imported images.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from './support/ports'
import {
  type ExportItem,
  classicExport,
  contentKey,
  imageItem,
  managedContentId,
  newsItem,
  png,
  renameInZip,
  writeZip,
  zipOf,
} from './support/salesforce-export'
import { startSiteProcess, type SiteProcess } from './support/site-process'

const root = path.resolve(import.meta.dirname, '..')
const ADMIN = { email: 'second-admin@example.mil', password: 'lantern harbour quartz 42' }

type Outcome = { code: number; stdout: string; stderr: string }

describe('npm run import against a running site', () => {
  let site: SiteProcess
  let work: string
  const image = { key: contentKey(), id: managedContentId() }
  const story = { key: contentKey(), id: managedContentId() }
  const related = { key: contentKey(), id: managedContentId() }

  const importer = (...args: string[]) =>
    new Promise<Outcome>((resolve) => {
      execFile(
        process.execPath,
        ['scripts/run-ts.mjs', 'scripts/import.ts', ...args],
        {
          cwd: root,
          env: {
            ...process.env,
            DATA_DIR: site.dataDir,
            DATABASE_URI: `file:${path.join(site.dataDir, 'site.db')}`,
            SITE_URL: site.baseUrl,
          },
          timeout: 180_000,
        },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      )
    })

  async function items(): Promise<ExportItem[]> {
    const hall = await png(64, 40, { r: 180, g: 60, b: 60 })
    return [
      await imageItem('operations-floor', 'Staff at desks on the operations floor', image),
      {
        ...newsItem(
          'hybrid-cloud-summit',
          'Hybrid cloud summit',
          {
            excerpt: '<p>Two days of briefings.</p>',
            body: '<p>See also <a href="/s/news/summit-agenda">the agenda</a>.</p><p><img src="hall.png" alt="The main hall"></p>',
            bannerImage: { ref: image.key },
          },
          story,
        ),
        files: { 'hall.png': hall },
      },
      newsItem('summit-agenda', 'Summit agenda', { excerpt: '<p>Sessions by day.</p>' }, related),
      { ...newsItem('survey', 'A survey'), type: 'hcs_survey', body: {} },
    ]
  }

  beforeAll(async () => {
    site = await startSiteProcess(await freePort(), {})
    work = mkdtempSync(path.join(os.tmpdir(), 'hcs-import-e2e-'))
  }, 180_000)

  afterAll(async () => {
    await site?.stop()
  })

  it('imports, says what it did in one line, and exits 1 when an item was skipped', async () => {
    const file = writeZip(path.join(work, 'export.zip'), await classicExport(await items()))
    const report = path.join(work, 'report.json')
    const first = await importer('--from', file, '--publish', '--report', report)
    expect(first.stdout.trim().split('\n').at(-1)).toBe('imported 3, updated 0, unchanged 0, skipped 1')
    expect(first.code, first.stderr).toBe(1)
    expect(first.stderr).toContain('No mapping for the Salesforce type hcs_survey')

    const again = await importer('--from', file)
    expect(again.stdout.trim().split('\n').at(-1)).toBe('imported 0, updated 0, unchanged 3, skipped 1')
  }, 400_000)

  it('answers the old keys and ids through the delivery API, redirects old addresses, and shows the images', async () => {
    const login = await fetch(`${site.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, noticeAcknowledged: true }),
    })
    const { token } = (await login.json()) as { token: string }
    const settings = (await (
      await fetch(`${site.baseUrl}/api/globals/site-settings`, { headers: { Authorization: `JWT ${token}` } })
    ).json()) as { channelId: string }
    const delivery = `${site.baseUrl}/services/data/v64.0/connect/cms/delivery/channels/${settings.channelId}/contents`
    for (const item of [image, story, related]) {
      for (const asked of [item.key, item.id]) {
        const response = await fetch(`${delivery}/${asked}`)
        expect(response.status, asked).toBe(200)
        expect(await response.json()).toMatchObject({ contentKey: item.key, managedContentId: item.id })
      }
    }
    const news = (await (await fetch(`${delivery}/${story.key}`)).json()) as { contentNodes: { url: string } }
    const detail = news.contentNodes.url
    expect(detail).toMatch(/^\/detail\/[a-zA-Z0-9]{18}$/)

    const moved = await fetch(`${site.baseUrl}/s/news/hybrid-cloud-summit`, { redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(new URL(moved.headers.get('location')!, site.baseUrl).pathname).toBe(detail)

    const page = await (await fetch(`${site.baseUrl}${detail}`)).text()
    expect(page).toContain('Hybrid cloud summit')
    const related18 = ((await (await fetch(`${delivery}/${related.key}`)).json()) as { contentNodes: { url: string } })
      .contentNodes.url
    expect(page).toContain(`href="${related18}"`)
    const hall = /<img[^>]*alt="The main hall"[^>]*>/.exec(page)?.[0] ?? ''
    const src = /src="([^"]+)"/.exec(hall)?.[1]
    expect(src, 'the body image is on the page').toMatch(/^\/cms\/delivery\/media\/MC/)
    const picture = await fetch(new URL(src!.replace(/&amp;/g, '&'), site.baseUrl))
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/^image\//)
  }, 120_000)

  it('exits 0 when everything came in, and 2 with a reason for an unusable export or mapping', async () => {
    const clean = writeZip(path.join(work, 'clean.zip'), await classicExport([newsItem('open-house', 'Open house')]))
    const ok = await importer('--from', clean, '--dry-run')
    expect(ok.code, ok.stderr).toBe(0)
    expect(ok.stdout).toContain('(dry run, nothing written) imported 1, updated 0, unchanged 0, skipped 0')

    const hostile = writeZip(
      path.join(work, 'hostile.zip'),
      renameInZip(
        await zipOf([{ name: 'zz/content.json', body: '{"content":[]}' }]),
        'zz/content.json',
        '../content.json',
      ),
    )
    const refused = await importer('--from', hostile)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toMatch(/hostile\.zip was refused: it holds a file outside its own folder/)

    const mapping = path.join(work, 'mapping.json')
    writeFileSync(
      mapping,
      JSON.stringify({ version: 1, types: { news: { target: 'carousel-item', fields: {}, colour: 'red' } } }),
    )
    const badMapping = await importer('--from', clean, '--map', mapping)
    expect(badMapping.code).toBe(2)
    expect(badMapping.stderr).toContain('is not valid')
  }, 300_000)
})
