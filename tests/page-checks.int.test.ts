/**
 * Which pages a page-check run visits and what it keeps (ADR 0051), on a real database:
 * every page the first time, then only what a change affects, the changed page first;
 * history with one newest entry per address; pages taken down leave the dashboard; the
 * batch bound. The pages come from a small web server on loopback standing in for the
 * site's renderer (the browser test runs the real one): it answers each address with a
 * page that passes every check, or fails the ones asked for.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Finding } from '@/governance'
import { generateRecordId } from '@/lib/record-id'

import { CHROMIUM_PATH } from './support/browser'
import { startTestPayload, type TestPayload } from './support/payload-instance'

let instance: TestPayload
let server: http.Server
let origin: string
const served: string[] = []

const FOOTER = `<footer><a href="/about">About</a> <a href="/accessibility">Accessibility</a>
<a href="https://www.foia.gov/">FOIA</a> <a href="https://example.gov/nofear">No FEAR Act</a>
<a href="https://www.dodig.mil/">Inspector General</a> <a href="/privacy">Privacy</a>
<a href="https://www.usa.gov/">USA.gov</a> <a href="/vdp">Vulnerability disclosure policy</a></footer>`

function html(path: string) {
  const image = path.includes('no-alt') ? '<img src="/media/rack.png">' : ''
  const faint = path.includes('faint') ? ' style="color:#c4c4c4"' : ''
  return `<!doctype html><html lang="en"><head><title>Page ${path}</title></head><body>
<main><h1>Page ${path}</h1>${image}<p${faint}>We run the cloud for you. You pick a plan and we set it up.</p></main>${FOOTER}</body></html>`
}

async function checks() {
  return import('@/governance')
}

// A run stops between pages after 5 s, so a page just published waits for one short batch;
// on a loaded machine the checker's start alone can take that long, so tests give it a minute.
const run = async (options: { allSince?: string; maxPages?: number; maxMillis?: number; browser?: string } = {}) =>
  (await checks()).checkDuePages(instance.payload, { origin, maxMillis: 60_000, ...options })

async function latest() {
  const { docs } = await instance.payload.find({
    collection: 'page-checks',
    where: { latest: { equals: true } },
    pagination: false,
    depth: 0,
    sort: 'address',
  })
  return docs
}

let stamp = 0
async function publishPage(path: string) {
  stamp += 1
  return instance.payload.create({
    collection: 'named-pages',
    data: {
      title: `Page ${path}`,
      apiName: `Page_${stamp}__c`,
      path,
      kind: 'information',
      _status: 'published',
    } as never,
    depth: 0,
  })
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    served.push(request.url ?? '')
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html(request.url ?? '/'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  instance = await startTestPayload('sqlite')
}, 120_000)

afterAll(async () => {
  await instance?.close()
  await new Promise((resolve) => server?.close(resolve))
})

describe('page-check runs', () => {
  it('checks every public page the first time, and nothing again until something changes', async () => {
    await publishPage('services')
    await publishPage('no-alt')
    const first = await run()
    expect(first).toMatchObject({ checked: 5, due: 5, remaining: 0 })
    const checked = await latest()
    expect(checked.map((check) => check.address)).toEqual(['/', '/news', '/no-alt', '/offerings', '/services'])
    const failing = checked.find((check) => check.address === '/no-alt')!
    expect((failing.findings as Finding[]).map((finding) => finding.rule)).toContain('image-alt')
    expect(failing.score).toBeLessThan(100)
    expect(checked.find((check) => check.address === '/services')!.score).toBe(100)
    const site = await instance.payload.find({ collection: 'site-scores', sort: '-checkedAt', limit: 1, depth: 0 })
    expect(site.docs[0]).toMatchObject({ pages: 5 })
    expect(site.docs[0]!.serious).toBeGreaterThan(0)

    expect(await run()).toMatchObject({ checked: 0, due: 0 })
  })

  it('after a page changes, checks it first, then the listings that show it, not the other pages', async () => {
    const page = (
      await instance.payload.find({ collection: 'named-pages', where: { path: { equals: 'services' } }, depth: 0 })
    ).docs[0]!
    await new Promise((resolve) => setTimeout(resolve, 5)) // a newer time than the last check
    await instance.payload.update({
      collection: 'named-pages',
      id: page.id,
      data: { title: 'Services, renamed', _status: 'published' } as never,
    })
    const { duePages } = await checks()
    const { due } = await duePages(instance.payload)
    expect(due.map((one) => one.address)).toEqual(['/services', '/', '/offerings', '/news'])
    served.length = 0
    await run()
    const pages = new Set(['/services', '/', '/offerings', '/news', '/no-alt'])
    expect(served.filter((address) => pages.has(address))).toEqual(['/services', '/', '/offerings', '/news'])
  })

  it('checks every page after a change to site settings, and keeps one newest entry per page with history', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    await instance.payload.updateGlobal({
      slug: 'site-settings',
      data: {
        siteId: generateRecordId('site'),
        channelId: generateRecordId('channel'),
        siteChecks: { readingGrade: 9 },
      },
    })
    expect(await run()).toMatchObject({ checked: 5, due: 5 })
    const history = await instance.payload.find({
      collection: 'page-checks',
      where: { address: { equals: '/services' } },
      sort: '-checkedAt',
      depth: 0,
    })
    expect(history.docs.map((check) => check.latest)).toEqual([true, false, false])
  })

  it('keeps one newest entry per page when ten runs check the same pages at once', async () => {
    const since = new Date().toISOString()
    const runs = await Promise.all(Array.from({ length: 10 }, () => run({ allSince: since })))
    expect(runs.every((one) => one.checked === 5)).toBe(true)
    const current = await latest()
    expect(current.map((check) => check.address)).toEqual(['/', '/news', '/no-alt', '/offerings', '/services'])
    for (const check of current) {
      const newest = await instance.payload.find({
        collection: 'page-checks',
        where: { address: { equals: check.address } },
        sort: ['-checkedAt', '-id'],
        limit: 1,
        depth: 0,
      })
      expect(newest.docs[0]!.id).toBe(check.id)
    }
  })

  it('works through a large run in bounded batches and says how many remain', async () => {
    const since = new Date().toISOString()
    expect(await run({ allSince: since, maxPages: 2 })).toMatchObject({ checked: 2, due: 5, remaining: 3 })
    expect(await run({ allSince: since, maxPages: 2 })).toMatchObject({ checked: 2, due: 3, remaining: 1 })
    expect(await run({ allSince: since, maxPages: 2 })).toMatchObject({ checked: 1, due: 1, remaining: 0 })
  })

  it('takes a page off the dashboard once it is no longer public', async () => {
    const page = (
      await instance.payload.find({ collection: 'named-pages', where: { path: { equals: 'no-alt' } }, depth: 0 })
    ).docs[0]!
    await instance.payload.update({ collection: 'named-pages', id: page.id, data: { _status: 'draft' } as never })
    await run()
    expect((await latest()).map((check) => check.address)).not.toContain('/no-alt')
  })

  it('after a page is deleted, checks the pages that may have linked to it', async () => {
    await run()
    expect(await run()).toMatchObject({ due: 0 })
    const page = await publishPage('short-lived')
    await run()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await instance.payload.delete({ collection: 'named-pages', id: page.id })
    const { duePages } = await checks()
    const { due, gone } = await duePages(instance.payload)
    expect(due.map((one) => one.address).sort()).toEqual(['/', '/news', '/offerings', '/services'])
    expect(gone.map((check) => check.address)).toEqual(['/short-lived'])
  })

  it('with Chromium installed, also finds what needs a layout: text too faint to read', async () => {
    await publishPage('faint')
    await run()
    const findings = async (address: string) =>
      (await latest()).find((check) => check.address === address)!.findings as Finding[]
    expect((await findings('/faint')).map((finding) => finding.rule)).not.toContain('color-contrast')
    const since = new Date().toISOString()
    // A browser takes longer per page: the run may take more than one batch.
    for (let batches = 1; (await run({ allSince: since, browser: CHROMIUM_PATH })).remaining > 0; batches += 1)
      expect(batches).toBeLessThan(5)
    const faint = (await findings('/faint')).find((finding) => finding.rule === 'color-contrast')
    expect(faint).toMatchObject({ check: 'accessibility', severity: 'serious', criteria: ['1.4.3'] })
    expect(faint!.element).toContain('We run the cloud for you')
    // The stand-in's footer links are small and close together: only a layout shows it.
    expect(new Set((await findings('/services')).map((finding) => finding.rule))).toEqual(new Set(['target-size']))
  })
})
