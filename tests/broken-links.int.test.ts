/**
 * The broken-link report (ADR 0029) against real content and a real web server on
 * loopback answering 200, 404 and 500: internal links to unpublished pages and missing
 * addresses, images deleted from the library, and links to other websites; each entry
 * says where the link is and since when, and goes away once the link is fixed.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { richText } from '@/seed/rich-text'

import { startTestPayload, type TestPayload } from './support/payload-instance'

let instance: TestPayload
let server: http.Server
let origin: string
const requests: string[] = []

type Entry = {
  url: string
  where: string
  sourceTitle: string
  problem: string
  status?: number | null
  firstSeen: string
  kind: string
}

async function report(): Promise<Entry[]> {
  const { docs } = await instance.payload.find({ collection: 'broken-links', limit: 100, sort: 'url', depth: 0 })
  return docs as Entry[]
}

async function checks() {
  return import('@/governance')
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`)
    const status = request.url === '/gone' ? 404 : request.url === '/broken' ? 500 : 200
    response.writeHead(status, { 'Content-Type': 'text/plain' }).end(String(status))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  instance = await startTestPayload('sqlite')
}, 120_000)

afterAll(async () => {
  await instance?.close()
  await new Promise((resolve) => server?.close(resolve))
})

describe('broken links', () => {
  let pageId: number

  it('lists links to other websites answering 404 and 500, politely, with where and since when', async () => {
    const page = await instance.payload.create({
      collection: 'named-pages',
      data: {
        title: 'Links page',
        apiName: 'Links_Page__c',
        path: 'links-page',
        kind: 'information',
        _status: 'published',
        body: richText(
          `See [the working site](${origin}/fine), [an old report](${origin}/gone) and [the status page](${origin}/broken).`,
        ),
      } as never,
      depth: 0,
    })
    pageId = page.id
    const { checkExternalLinks } = await checks()
    const broken = await checkExternalLinks(instance.payload, { allowPrivateAddresses: true, perHostDelayMs: 10 })
    expect(broken).toHaveLength(2)
    const entries = (await report()).filter((entry) => entry.kind === 'external')
    expect(entries.map((entry) => [entry.url, entry.status, entry.sourceTitle, entry.where])).toEqual([
      [`${origin}/broken`, 500, 'Links page', 'Body › link “the status page”'],
      [`${origin}/gone`, 404, 'Links page', 'Body › link “an old report”'],
    ])
    expect(requests.some((line) => line.endsWith('/fine'))).toBe(true)

    // Checked again, a link broken since before keeps its first date.
    const firstSeen = entries[0]?.firstSeen
    await new Promise((resolve) => setTimeout(resolve, 20))
    await checkExternalLinks(instance.payload, { allowPrivateAddresses: true, perHostDelayMs: 10 })
    expect((await report()).find((entry) => entry.url === `${origin}/broken`)?.firstSeen).toBe(firstSeen)
  })

  it('refuses to check addresses on private networks unless told (production default)', async () => {
    const { checkExternalLinks } = await checks()
    const broken = await checkExternalLinks(instance.payload, { perHostDelayMs: 0 })
    expect(broken.map((entry) => entry.url)).toContain(`${origin}/fine`)
  })

  it('finds links to unpublished pages, missing addresses and deleted images after a publish, by the queued job', async () => {
    const hidden = await instance.payload.create({
      collection: 'named-pages',
      data: {
        title: 'Hidden page',
        apiName: 'Hidden_Page__c',
        path: 'hidden-page',
        kind: 'information',
        _status: 'published',
      } as never,
      depth: 0,
    })
    await instance.payload.update({
      collection: 'named-pages',
      id: pageId,
      data: {
        _status: 'published',
        body: richText(
          `Read [the hidden page](Hidden_Page__c), [our old contact page](/old-contact) and [the offerings](/offerings).`,
        ),
      } as never,
    })
    // The page it links to is unpublished: the next check after that change reports it.
    await instance.payload.update({
      collection: 'named-pages',
      id: hidden.id,
      data: { _status: 'draft' } as never,
      draft: false,
    })
    await instance.payload.jobs.run({ allQueues: true })
    const entries = (await report()).filter((entry) => entry.kind === 'internal')
    expect(entries.map((entry) => [entry.url, entry.where, entry.problem])).toEqual([
      ['/old-contact', 'Body › link “our old contact page”', 'No published page lives at /old-contact.'],
      [
        'Hidden_Page__c',
        'Body › link “the hidden page”',
        'No published page has the link name Hidden_Page__c: it was unpublished, deleted or renamed.',
      ],
    ])

    // Fixed: the entries go away at the next check.
    await instance.payload.update({
      collection: 'named-pages',
      id: pageId,
      data: { _status: 'published', body: richText('Nothing linked.') } as never,
    })
    await instance.payload.jobs.run({ allQueues: true })
    expect((await report()).filter((entry) => entry.kind === 'internal')).toEqual([])
  })

  it('reports an image deleted from the library', async () => {
    const page = await instance.payload.create({
      collection: 'named-pages',
      data: {
        title: 'Image page',
        apiName: 'Image_Page__c',
        path: 'image-page',
        kind: 'information',
        _status: 'published',
        body: {
          root: {
            type: 'root',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            children: [{ type: 'upload', version: 3, format: '', relationTo: 'media', value: 987654, fields: null }],
          },
        },
      } as never,
      depth: 0,
    })
    const { checkInternalLinks } = await checks()
    const broken = await checkInternalLinks(instance.payload)
    expect(broken.map((entry) => [entry.source.title, entry.kind, entry.url])).toContainEqual([
      'Image page',
      'media',
      'Image #987654',
    ])
    await instance.payload.delete({ collection: 'named-pages', id: page.id })
  })
})
