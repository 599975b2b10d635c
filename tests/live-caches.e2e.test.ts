/**
 * Caches follow the live revision only (issue 44, problem 7): on the production server, a
 * draft save, an autosave (of a page and of the home page) and a review comment leave the
 * page cache warm (the next home-page request is a page-cache hit) and announce no content
 * change (so no instance empties its cache and no purge goes to the HTTP cache in front);
 * an approval does.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { adminApi, type AdminApi } from './support/admin-api'

const baseUrl = inject('baseUrl')

let metricsToken: string
let api: AdminApi

/** One counter of /metrics, summed over the label values given. */
async function counter(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (
    await fetch(`${baseUrl}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })
  ).text()
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0)
}

const anonymousHome = async () => {
  const response = await fetch(`${baseUrl}/`)
  await response.arrayBuffer()
  return response.status
}

describe('public caches while staff write drafts', () => {
  beforeAll(async () => {
    const printed = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/metrics-token.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: inject('dataDir'), PAYLOAD_SECRET: '', METRICS_TOKEN: '' },
      encoding: 'utf8',
    })
    metricsToken = printed.stdout.trim().split('\n').pop()!
    api = await adminApi()
  })

  it('stay warm through drafts, autosaves and review comments, and are emptied by a publish', async () => {
    const { docs } = await api.get<{ docs: { id: number; title: string }[] }>(
      '/named-pages?limit=1&depth=0&where[_status][equals]=published',
    )
    const page = docs[0]!
    expect(await anonymousHome()).toBe(200)
    expect(await anonymousHome()).toBe(200)
    const hits = await counter('page_cache_requests_total', { result: 'hit', requester: 'visitor' })
    const changes = await counter('content_changes_total')
    const purges = await counter('http_cache_purges_total')

    await api.patch(`/named-pages/${page.id}?draft=true`, { title: `${page.title} (draft)` })
    await api.patch(`/named-pages/${page.id}?draft=true&autosave=true`, { title: `${page.title} (autosaved)` })
    const home = await api.get<{ searchProperties?: { pageTitle?: string } }>('/globals/home-page?draft=true&depth=0')
    await api.post('/globals/home-page?draft=true&autosave=true', {
      searchProperties: { ...home.searchProperties, pageTitle: 'Home (autosaved)' },
    })
    await api.post('/review', { collection: 'named-pages', id: page.id, action: 'comment', comment: 'Reads well.' })

    expect(await anonymousHome()).toBe(200)
    expect(await counter('page_cache_requests_total', { result: 'hit', requester: 'visitor' })).toBe(hits + 1)
    expect(await counter('content_changes_total')).toBe(changes)
    expect(await counter('http_cache_purges_total')).toBe(purges)

    // Publishing the page (the two-person rule is off for the browser tests) is a live change.
    await api.patch(`/named-pages/${page.id}`, { title: page.title, _status: 'published' })
    await expect.poll(() => counter('content_changes_total'), { timeout: 5000 }).toBeGreaterThan(changes)
    // Put the home page's draft back as it was.
    await api.post('/globals/home-page?draft=true', { searchProperties: home.searchProperties })
  })
})
