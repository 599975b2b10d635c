/**
 * The live org source (src/content-import/sources/org.ts) against the stand-in for the
 * Salesforce REST API on loopback (tests/support/salesforce-stand-in.ts): Salesforce cannot
 * be reached from here. Also two servers of "another host", one plain http and one https
 * with a test CA, to show where the org's token goes and where it does not.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import tls from 'node:tls'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  ImportError,
  openOrgSource,
  type ContentSource,
  type OrgSettings,
  type SourceItem,
  type SourceProblem,
} from '@/content-import'
import { toRecordId18 } from '@/lib/record-id'

import {
  type DeliveryItem,
  type RunningSalesforceStandIn,
  type StandInData,
  startSalesforceStandIn,
} from './support/salesforce-stand-in'
import { createTestCa } from './support/test-ca'

const CLIENT_ID = '3MVG9stand.in.consumer.key'
const CLIENT_SECRET = 'a-secret-of-the-connected-app'
const USERNAME = 'integration@agency.example.mil'
const CHANNEL_ID = '0apSTANDIN000001AAA'

const key = (name: string) => `MC${name.padEnd(26, '0')}`
const NEWS_1 = key('NEWS1')
const NEWS_2 = key('NEWS2')
const NEWS_3 = key('NEWS3')
const IMAGE_1 = key('IMAGE1')
const IMAGE_2 = key('IMAGE2')

const BANNER = randomBytes(4096)

const contents: DeliveryItem[] = [
  {
    contentKey: NEWS_1,
    managedContentId: '20YSTANDIN000001AAA',
    type: 'news',
    title: 'Open enrolment',
    contentUrlName: 'open-enrolment',
    contentNodes: {
      title: { nodeType: 'NameField', value: 'Open enrolment' },
      // As the Connect API sends rich text: HTML-escaped, with an escaped entity inside.
      body: {
        nodeType: 'RichText',
        value: '&lt;p&gt;Benefits &amp;amp; pay: &lt;a href=&quot;/pay&quot;&gt;read&lt;/a&gt;, it&#39;s due&lt;/p&gt;',
      },
      excerpt: { nodeType: 'MultilineText', value: 'Line one\nLine two' },
      moreInfo: { nodeType: 'Url', value: 'https://benefits.example.mil/enrol' },
      publishedDate: { nodeType: 'Date', value: '2025-01-15' },
      bannerImage: {
        nodeType: 'Media',
        contentKey: IMAGE_1,
        url: `/cms/delivery/media/${IMAGE_1}`,
        altText: 'Staff at the enrolment desk',
        mediaType: 'Image',
      },
      venue: { nodeType: 'Location', value: 'Building 4' },
    },
  },
  {
    contentKey: NEWS_2,
    managedContentId: '20YSTANDIN000002AAA',
    type: 'news',
    title: 'Town hall',
    contentUrlName: 'town-hall',
    contentNodes: {
      startsAt: { nodeType: 'DateTime', value: '2025-02-01T15:00:00.000Z' },
      venue: { nodeType: 'Location', value: 'Auditorium' },
    },
  },
  {
    contentKey: NEWS_3,
    managedContentId: '20YSTANDIN000003AAA',
    type: 'sfdc_cms__news',
    title: 'New portal',
    contentUrlName: 'new-portal',
    contentNodes: { summary: { nodeType: 'Text', value: 'It is here.' } },
  },
  {
    contentKey: IMAGE_1,
    managedContentId: '20YSTANDIN000004AAA',
    type: 'cms_image',
    title: 'Enrolment desk',
    contentUrlName: 'enrolment-desk',
    contentNodes: {
      altText: { nodeType: 'Text', value: 'Staff at the enrolment desk' },
      source: {
        nodeType: 'MediaSource',
        resourceUrl: `/cms/delivery/media/${IMAGE_1}`,
        fileName: 'desk.png',
        mimeType: 'image/png',
      },
    },
  },
  {
    contentKey: IMAGE_2,
    managedContentId: '20YSTANDIN000005AAA',
    type: 'cms_image',
    title: 'Gate',
    contentUrlName: 'gate',
    contentNodes: {
      source: { nodeType: 'MediaSource', url: 'https://cdn.example.mil/gate.jpg', fileName: 'gate.jpg' },
    },
  },
]

const CAROUSEL_ID = toRecordId18('a0C5g00000AbCdE')
// Salesforce's own example of a 15-character id and its 18-character form.
const SHORT_ID = '001A0000006Vm9r'
const SHORT_ID_18 = '001A0000006Vm9rIAC'

const data: StandInData = {
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  username: USERNAME,
  channelId: CHANNEL_ID,
  contents,
  records: {
    HCS_Carousel_Item__c: [
      {
        Id: CAROUSEL_ID,
        Name: 'CI-0001',
        Title__c: 'Welcome',
        Order__c: 1,
        Active__c: true,
        Image_Url__c: null,
        Owner: { attributes: { type: 'User', url: '/services/data/v64.0/sobjects/User/005' }, Name: 'Admin' },
      },
      { Id: SHORT_ID, Name: 'CI-0002', Title__c: 'Benefits', Order__c: 2, Active__c: false },
      { Id: toRecordId18('a0C5g00000XyZ12'), Name: 'CI-0003', Title__c: 'Contact', Order__c: 3, Active__c: true },
    ],
    Announcement__c: [{ Id: toRecordId18('a0A5g00000QwErT'), Title__c: 'Closed Monday', Body__c: 'Holiday.' }],
  },
  media: {
    [`/cms/delivery/media/${IMAGE_1}`]: { body: BANNER, contentType: 'image/png' },
  },
}

const SOQL: OrgSettings['soql'] = [
  {
    object: 'HCS_Carousel_Item__c',
    query: 'SELECT Id, Name, Title__c, Order__c, Active__c, Image_Url__c, Owner.Name FROM HCS_Carousel_Item__c',
  },
  { object: 'Announcement__c', query: 'SELECT Id, Title__c, Body__c FROM Announcement__c' },
]

const ALL_ITEMS = contents.length + 3 + 1

/** A server of "another host" that records who asked, with or without a token. */
async function startOtherHost(secure?: { key: string; cert: string }) {
  const seen: Array<{ path: string; authorization?: string }> = []
  const respond: http.RequestListener = (request, response) => {
    seen.push({ path: request.url ?? '/', authorization: request.headers.authorization })
    if (request.url === '/big') {
      // No Content-Length: the size shows only as the body streams.
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' })
      for (let i = 0; i < 64; i++) response.write(randomBytes(16 * 1024))
      return void response.end()
    }
    response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('a photo')
  }
  const server = secure ? https.createServer(secure, respond) : http.createServer(respond)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `${secure ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

async function collect(source: ContentSource) {
  const all: Array<SourceItem | { problem: SourceProblem }> = []
  for await (const entry of source.items()) all.push(entry)
  return all
}

const itemsOf = (all: Array<SourceItem | { problem: SourceProblem }>) =>
  all.filter((entry): entry is SourceItem => !('problem' in entry))

async function refusal(promise: Promise<unknown>): Promise<ImportError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ImportError)
  return error as ImportError
}

// @types/node 20 lags the Node 24 the tests run on, which can change the CAs fetch trusts.
const tlsCa = tls as typeof tls & {
  getCACertificates(type?: 'default'): string[]
  setDefaultCACertificates(certificates: string[]): void
}

describe('the org source against the Salesforce stand-in', () => {
  let org: RunningSalesforceStandIn
  let plainHost: Awaited<ReturnType<typeof startOtherHost>>
  let secureHost: Awaited<ReturnType<typeof startOtherHost>>
  let caDir: string
  let trustedBefore: string[]
  let privateKeyPem: string
  let slept: number[]
  let logged: string[]

  beforeAll(async () => {
    caDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-org-source-ca-'))
    const ca = createTestCa(caDir)
    trustedBefore = tlsCa.getCACertificates('default')
    tlsCa.setDefaultCACertificates([...trustedBefore, readFileSync(ca.rootCert, 'utf8')])
    plainHost = await startOtherHost()
    secureHost = await startOtherHost({
      key: readFileSync(ca.server.key, 'utf8'),
      cert: readFileSync(ca.server.cert, 'utf8'),
    })
    const keys = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    })
    privateKeyPem = keys.privateKey
    data.publicKeyPem = keys.publicKey
    data.media['/cms/delivery/media/elsewhere-plain'] = { location: `${plainHost.url}/photo.jpg` }
    data.media['/cms/delivery/media/elsewhere-secure'] = { location: `${secureHost.url}/photo.jpg` }
    org = await startSalesforceStandIn(data)
  })

  afterAll(async () => {
    await org?.stop()
    await plainHost?.stop()
    await secureHost?.stop()
    if (trustedBefore) tlsCa.setDefaultCACertificates(trustedBefore)
    if (caDir) rmSync(caDir, { recursive: true, force: true })
  })

  beforeEach(() => {
    slept = []
    logged = []
  })

  const settings = (overrides: Partial<OrgSettings> = {}): OrgSettings => ({
    instanceUrl: org.url,
    tokenUrl: org.tokenUrl,
    clientId: CLIENT_ID,
    auth: { kind: 'client-credentials', clientSecret: CLIENT_SECRET },
    channelId: CHANNEL_ID,
    pageSize: 2,
    soql: SOQL,
    ...overrides,
  })

  const open = (overrides: Partial<OrgSettings> = {}) =>
    openOrgSource(settings(overrides), {
      log: (message) => logged.push(message),
      sleep: async (ms) => {
        slept.push(ms)
      },
    })

  it('reads every managed content item across delivery pages, fields flattened', async () => {
    const source = await open()
    const from = org.requests.length
    const items = itemsOf(await collect(source)).filter((item) => item.origin === 'cms')

    // 5 items at 2 a page: 3 pages, each with the token.
    const pages = org.requests.slice(from).filter((request) => request.path.includes('/contents/query'))
    expect(pages).toHaveLength(3)
    expect(pages.every((request) => request.authorization?.startsWith('Bearer '))).toBe(true)
    expect(pages[0]?.path).toBe(
      `/services/data/v64.0/connect/cms/delivery/channels/${CHANNEL_ID}/contents/query?pageSize=2`,
    )

    expect(items.map((item) => [item.key, item.managedContentId, item.urlName, item.type])).toEqual([
      [NEWS_1, '20YSTANDIN000001AAA', 'open-enrolment', 'news'],
      [NEWS_2, '20YSTANDIN000002AAA', 'town-hall', 'news'],
      [NEWS_3, '20YSTANDIN000003AAA', 'new-portal', 'sfdc_cms__news'],
      [IMAGE_1, '20YSTANDIN000004AAA', 'enrolment-desk', 'cms_image'],
      [IMAGE_2, '20YSTANDIN000005AAA', 'gate', 'cms_image'],
    ])
    expect(items[0]).toEqual({
      origin: 'cms',
      type: 'news',
      key: NEWS_1,
      managedContentId: '20YSTANDIN000001AAA',
      urlName: 'open-enrolment',
      title: 'Open enrolment',
      fields: {
        title: 'Open enrolment',
        // Decoded once: the escaped entity stays an entity.
        body: '<p>Benefits &amp; pay: <a href="/pay">read</a>, it\'s due</p>',
        excerpt: 'Line one\nLine two',
        moreInfo: 'https://benefits.example.mil/enrol',
        publishedDate: '2025-01-15',
        bannerImage: {
          kind: 'image-reference',
          contentKey: IMAGE_1,
          url: `${org.url}/cms/delivery/media/${IMAGE_1}`,
          altText: 'Staff at the enrolment desk',
        },
      },
    })
    expect(items[1]?.fields).toEqual({ startsAt: '2025-02-01T15:00:00.000Z' })
    expect(items[3]?.fields.source).toEqual({
      kind: 'media-source',
      url: `${org.url}/cms/delivery/media/${IMAGE_1}`,
      fileName: 'desk.png',
      mimeType: 'image/png',
    })
    expect(items[4]?.fields.source).toEqual({
      kind: 'media-source',
      url: 'https://cdn.example.mil/gate.jpg',
      fileName: 'gate.jpg',
    })
    // Two items have a Location field: it is left out, and said once.
    expect(logged.filter((message) => message.includes('"Location"'))).toHaveLength(1)
    expect(source.description).toBe(`org ${org.url}`)
  })

  it('reads the records of each query across nextRecordsUrl pages, with 18-character ids', async () => {
    const source = await open()
    const from = org.requests.length
    const records = itemsOf(await collect(source)).filter((item) => item.origin === 'record')

    expect(records.map((record) => [record.type, record.key, record.title])).toEqual([
      ['HCS_Carousel_Item__c', CAROUSEL_ID, 'CI-0001'],
      ['HCS_Carousel_Item__c', SHORT_ID_18, 'CI-0002'],
      ['HCS_Carousel_Item__c', toRecordId18('a0C5g00000XyZ12'), 'CI-0003'],
      ['Announcement__c', toRecordId18('a0A5g00000QwErT'), 'Closed Monday'],
    ])
    // Scalars only: no attributes, no relationship object.
    expect(records[0]?.fields).toEqual({
      Name: 'CI-0001',
      Title__c: 'Welcome',
      Order__c: 1,
      Active__c: true,
      Image_Url__c: null,
    })
    const queries = org.requests.slice(from).filter((request) => request.path.includes('/query'))
    const soql = queries.filter((request) => !request.path.includes('/contents/query')).map((r) => r.path)
    expect(soql).toEqual([
      `/services/data/v64.0/query?q=${encodeURIComponent(SOQL[0]?.query ?? '')}`,
      expect.stringMatching(/^\/services\/data\/v64\.0\/query\/01g[A-Za-z0-9]+-2$/),
      `/services/data/v64.0/query?q=${encodeURIComponent(SOQL[1]?.query ?? '')}`,
    ])
  })

  it('takes the instance from the token answer', async () => {
    const source = await open({ instanceUrl: 'https://old-instance.example.invalid' })
    expect(source.description).toBe(`org ${org.url}`)
    expect(itemsOf(await collect(source))).toHaveLength(ALL_ITEMS)
  })

  it('waits out 429 answers as Retry-After says and reads everything', async () => {
    const source = await open()
    org.failNext('rate-limit', 2)
    const all = await collect(source)
    expect(itemsOf(all)).toHaveLength(ALL_ITEMS)
    expect(slept).toEqual([0, 0])
  })

  it('backs off exponentially on REQUEST_LIMIT_EXCEEDED without Retry-After', async () => {
    const source = await open()
    org.failNext('request-limit', 2)
    expect(itemsOf(await collect(source))).toHaveLength(ALL_ITEMS)
    expect(slept).toEqual([1000, 2000])
  })

  it('gives up after 5 tries of a limit that does not lift: the source is unusable', async () => {
    const source = await open()
    org.failNext('request-limit', 5)
    const error = await refusal(collect(source))
    expect(error.unusableSource).toBe(true)
    expect(error.message).toContain('REQUEST_LIMIT_EXCEEDED')
    expect(slept).toEqual([1000, 2000, 4000, 8000])
  })

  it('renews an expired session once and goes on where it was', async () => {
    const issuedBefore = org.tokensIssued()
    const source = await open()
    const from = org.requests.length
    const all: Array<SourceItem | { problem: SourceProblem }> = []
    for await (const entry of source.items()) {
      if (all.length === 0) org.failNext('expired-session')
      all.push(entry)
    }
    expect(itemsOf(all)).toHaveLength(ALL_ITEMS)
    expect(org.tokensIssued()).toBe(issuedBefore + 2)
    const apiCalls = org.requests.slice(from).filter((request) => request.path !== '/services/oauth2/token')
    const tokens = new Set(apiCalls.map((request) => request.authorization))
    expect(tokens.size).toBe(2)
    expect(logged.some((message) => message.includes('expired'))).toBe(true)
  })

  it('refuses a wrong client secret with the provider’s reason: the source is unusable', async () => {
    const error = await refusal(open({ auth: { kind: 'client-credentials', clientSecret: 'not-the-secret' } }))
    expect(error.unusableSource).toBe(true)
    expect(error.message).toBe('Salesforce refused the sign-in: Invalid client credentials')
  })

  it('signs in with the JWT bearer flow, and a wrong key is refused', async () => {
    const issuedBefore = org.tokensIssued()
    const source = await open({ auth: { kind: 'jwt-bearer', username: USERNAME, privateKeyPem } })
    expect(org.tokensIssued()).toBe(issuedBefore + 1)
    expect(itemsOf(await collect(source))).toHaveLength(ALL_ITEMS)

    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    })
    const error = await refusal(
      open({ auth: { kind: 'jwt-bearer', username: USERNAME, privateKeyPem: other.privateKey } }),
    )
    expect(error.unusableSource).toBe(true)
    expect(error.message).toMatch(/^Salesforce refused the sign-in: /)
    expect(org.tokensIssued()).toBe(issuedBefore + 1)
  })

  it('reads a media file of the org with the token, by absolute or relative address', async () => {
    const source = await open()
    const from = org.requests.length
    expect(await source.readMedia({ url: `${org.url}/cms/delivery/media/${IMAGE_1}` }, 1_000_000)).toEqual(BANNER)
    expect(await source.readMedia({ url: `/cms/delivery/media/${IMAGE_1}` }, 1_000_000)).toEqual(BANNER)
    const media = org.requests.slice(from)
    expect(media).toHaveLength(2)
    expect(media.every((request) => request.authorization?.startsWith('Bearer '))).toBe(true)
  })

  it('refuses a media file larger than maxBytes, declared or streamed, as the item’s problem', async () => {
    const source = await open()
    const declared = await refusal(source.readMedia({ url: `/cms/delivery/media/${IMAGE_1}` }, 100))
    expect(declared.message).toContain('larger than 100 bytes')
    expect(declared.unusableSource).toBe(false)
    // 1 MB without Content-Length.
    const streamed = await refusal(source.readMedia({ url: `${secureHost.url}/big` }, 100_000))
    expect(streamed.message).toContain('larger than 100000 bytes')
    expect(streamed.unusableSource).toBe(false)
  })

  it('has no export files', async () => {
    const source = await open()
    const error = await refusal(source.readMedia({ file: 'media/desk.png' }, 1_000_000))
    expect(error.message).toMatch(/^An org has no export files/)
  })

  it('never sends the token to another host', async () => {
    const source = await open()
    const plainFrom = plainHost.seen.length
    const secureFrom = secureHost.seen.length

    // Plain http elsewhere: refused before asking, directly or through the org's redirect.
    const direct = await refusal(source.readMedia({ url: `${plainHost.url}/photo.jpg` }, 1_000_000))
    expect(direct.message).toContain('not https')
    const redirected = await refusal(source.readMedia({ url: '/cms/delivery/media/elsewhere-plain' }, 1_000_000))
    expect(redirected.message).toContain('not https')
    expect(plainHost.seen.slice(plainFrom)).toEqual([])

    // https elsewhere: fetched, without the token, directly or through the org's redirect.
    const orgFrom = org.requests.length
    expect((await source.readMedia({ url: `${secureHost.url}/photo.jpg` }, 1_000_000)).toString()).toBe('a photo')
    expect((await source.readMedia({ url: '/cms/delivery/media/elsewhere-secure' }, 1_000_000)).toString()).toBe(
      'a photo',
    )
    expect(secureHost.seen.slice(secureFrom)).toEqual([
      { path: '/photo.jpg', authorization: undefined },
      { path: '/photo.jpg', authorization: undefined },
    ])
    // The org itself did get the token for its redirect.
    expect(org.requests.slice(orgFrom)).toEqual([
      {
        method: 'GET',
        path: '/cms/delivery/media/elsewhere-secure',
        authorization: expect.stringMatching(/^Bearer /),
      },
    ])
  })
})
