/**
 * The foundation's integration checks, run once per database kind: the seed fills
 * every entity, seeding twice changes nothing, and the schema refuses bad records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import type { HomePage } from '@/payload-types'

import { startTestPayload, type DatabaseKind, type TestPayload } from './payload-instance'

type Block = NonNullable<HomePage['layout']>[number]

const SOLUTION_PATHS = [
  'offerings/dod-cloud-iac',
  'offerings/caas',
  'offerings/dod-olympus',
  'offerings/stratus',
  'offerings/dcaas',
  'offerings/osmaas',
  'offerings/vulcan',
  'offerings/server-hosting-and-virtualization',
  'offerings/mainframe-computing',
  'offerings/vms',
  'offerings/scca',
]

const SOLUTION_API_NAMES = [
  'DoD_Cloud_IaC__c',
  'CaaS__c',
  'DoD_Olympus__c',
  'Stratus__c',
  'DCaaS__c',
  'OSMaaS__c',
  'Vulcan__c',
  'Server_Hosting_and_Virtualization__c',
  'Mainframe_Computing__c',
  'VMS__c',
  'SCCA__c',
]

export function describeFoundation(kind: DatabaseKind) {
  describe(`foundation on ${kind}`, () => {
    let instance: TestPayload

    beforeAll(async () => {
      instance = await startTestPayload(kind)
      await seed(instance.payload)
    })

    afterAll(async () => {
      await instance?.close()
    })

    const count = async (
      collection: 'carousel-items' | 'named-pages' | 'announcements' | 'media' | 'users',
      where = {},
    ) => (await instance.payload.count({ collection, where })).totalDocs

    async function home() {
      return instance.payload.findGlobal({ slug: 'home-page', depth: 1 })
    }

    function blockOf<T extends Block['blockType']>(layout: Block[], type: T) {
      const block = layout.find((candidate) => candidate.blockType === type)
      expect(block, `home page has a ${type} block`).toBeDefined()
      return block as Extract<Block, { blockType: T }>
    }

    it('seeds the home page with the spec’s blocks, wording and values', async () => {
      const page = await home()
      const layout = page.layout ?? []
      expect(layout.map((block) => block.blockType)).toEqual([
        'announcements',
        'hero',
        'solutionsTabs',
        'services',
        'contactBand',
        'carousel',
      ])
      const hero = blockOf(layout, 'hero')
      expect(hero).toMatchObject({
        heroHeight: 686,
        heroInnerWidth: 1440,
        subtitleWidth: 1000,
        boolAddGradient: true,
        boolLeftAligned: false,
        buttonText: 'Learn more',
        buttonTarget: 'Stratus__c',
      })
      expect(typeof hero.backgroundImage === 'object' && hero.backgroundImage?.contentKey).toMatch(/^MC[A-Z0-9]{26}$/)

      const solutions = blockOf(layout, 'solutionsTabs')
      expect(solutions.tabs.map((tab) => tab.header)).toEqual([
        'Accelerating cloud adoption',
        'Fully managed environments',
        'Security & compliance',
        'Faster access & start-up times',
      ])
      const cards = solutions.tabs.flatMap((tab) => tab.cards ?? [])
      expect(cards.map((card) => card.url).sort()).toEqual([...SOLUTION_PATHS].sort())
      expect(cards.map((card) => card.apiName).sort()).toEqual([...SOLUTION_API_NAMES].sort())
      expect(solutions.section?.sectionColumnGutterWidth).toBe('0rem')

      const services = blockOf(layout, 'services')
      expect(services.tiles.map((tile) => [tile.title, tile.apiName, tile.contactTarget])).toEqual([
        ["The agency's mainframe offering", 'Mainframe_Computing__c', 'offerings/mainframe-computing'],
        ['Containers as a Service', 'CaaS__c', 'offerings/caas'],
        ['JWCC Cloud (CAC Required)', 'JWCC__c', 'offerings/jwcc'],
      ])
      expect(services.tiles.every((tile) => typeof tile.image === 'object' && tile.image?.contentKey)).toBe(true)

      expect(blockOf(layout, 'contactBand')).toMatchObject({
        headerText: "We're here to help you identify the right solution.",
        subHeaderText: 'Reach out to a representative for expert guidance and support.',
        buttonLabel: 'Contact us',
        buttonPage: 'Contact__c',
        targetIsUrl: false,
      })
      expect(blockOf(layout, 'carousel')).toMatchObject({
        carouselTitle: 'Hybrid Cloud news',
        siteName: 'Hybrid Cloud',
        carouselLocation: 'Site',
        contentType: 'News',
      })
      expect(blockOf(layout, 'carousel').section?.maxContentWidth).toBe('1300px')
      expect(page.searchProperties?.pageTitle).toBe('Home')
      expect(page._status).toBe('published')
    })

    it('seeds the named pages every home-page link needs, each with a record identifier', async () => {
      const pages = await instance.payload.find({ collection: 'named-pages', limit: 100, depth: 0 })
      const byApiName = new Map(pages.docs.map((page) => [page.apiName, page]))
      for (const [index, apiName] of SOLUTION_API_NAMES.entries()) {
        expect(byApiName.get(apiName)?.path).toBe(SOLUTION_PATHS[index])
      }
      expect(byApiName.get('JWCC__c')?.path).toBe('offerings/jwcc')
      expect(byApiName.get('Contact__c')?.path).toBe('contact')
      for (const page of pages.docs) {
        expect(page.recordId).toMatch(/^a0P[a-zA-Z0-9]{15}$/)
        expect(page._status).toBe('published')
        expect(JSON.stringify(page.body)).toContain('"text"')
      }
    })

    it('seeds carousel items of every kind, videos with and without a file', async () => {
      expect(await count('carousel-items', { type: { equals: 'News' } })).toBeGreaterThanOrEqual(8)
      expect(await count('carousel-items', { type: { equals: 'Events' } })).toBeGreaterThanOrEqual(4)
      expect(await count('carousel-items', { type: { equals: 'Bios' } })).toBeGreaterThanOrEqual(3)
      expect(await count('carousel-items', { type: { in: ['Videos', 'Video'] } })).toBeGreaterThanOrEqual(3)
      expect(await count('carousel-items', { type: { equals: 'Process' } })).toBeGreaterThanOrEqual(5)

      const videos = await instance.payload.find({
        collection: 'carousel-items',
        where: { type: { in: ['Videos', 'Video'] } },
        depth: 1,
      })
      const withFile = videos.docs.filter((video) => typeof video.videoFile === 'object' && video.videoFile?.url)
      expect(withFile.length).toBeGreaterThanOrEqual(1)
      expect(videos.docs.some((video) => !video.videoFile && !video.videoUrl)).toBe(true)

      const events = await instance.payload.find({
        collection: 'carousel-items',
        where: { type: { equals: 'Events' } },
      })
      expect(events.docs.every((event) => event.eventDate && new Date(event.eventDate) > new Date())).toBe(true)
    })

    it('seeds an active announcement, site settings, images with their sizes and an admin', async () => {
      const banners = await instance.payload.find({ collection: 'announcements' })
      expect(banners.docs[0]).toMatchObject({ version: 1, theme: 'info', _status: 'published' })
      const settings = await instance.payload.findGlobal({ slug: 'site-settings' })
      expect(settings.siteName).toBe('Hybrid Cloud')
      expect(settings.siteId).toMatch(/^0DM[a-zA-Z0-9]{15}$/)
      expect(settings.channelId).toMatch(/^0ap[a-zA-Z0-9]{15}$/)
      const media = await instance.payload.find({
        collection: 'media',
        limit: 1,
        where: { filename: { equals: 'seed-hero-background.jpg' } },
      })
      // Large enough for every width the site delivers (mobile 640, tablet 960, desktop 1920).
      expect(media.docs[0]?.width).toBeGreaterThanOrEqual(1920)
      const admins = await instance.payload.find({ collection: 'users', where: { role: { equals: 'admin' } } })
      expect(admins.docs.map((user) => user.email)).toEqual(['admin@example.mil'])
    })

    it('changes nothing when seeded a second time', async () => {
      const snapshot = async () => ({
        counts: await Promise.all(
          (['carousel-items', 'named-pages', 'announcements', 'media', 'users'] as const).map((slug) => count(slug)),
        ),
        homeUpdatedAt: (await home()).updatedAt,
        settingsUpdatedAt: (await instance.payload.findGlobal({ slug: 'site-settings' })).updatedAt,
      })
      const before = await snapshot()
      const report = await seed(instance.payload)
      expect(report.created).toEqual([])
      expect(await snapshot()).toEqual(before)
    })

    it('keeps an editor’s change when seeded again', async () => {
      const page = await home()
      const layout = (page.layout ?? []).map((block) =>
        block.blockType === 'hero' ? { ...block, titleText: 'Edited by an editor' } : block,
      )
      await instance.payload.updateGlobal({ slug: 'home-page', data: { layout, _status: 'published' } })
      await seed(instance.payload)
      const hero = blockOf((await home()).layout ?? [], 'hero')
      expect(hero.titleText).toBe('Edited by an editor')
    })

    it('indexes published content for the site search, in the database’s own engine', async () => {
      const { searchIndex } = await import('@/server/search-index')
      const hits = await searchIndex(instance.payload, 'milCloud')
      expect(hits[0]).toMatchObject({ kind: 'page', url: '/offerings/stratus' })
      expect(hits[0]?.excerptHtml).toMatch(/<mark>milCloud<\/mark>/i)
      const pages = await instance.payload.find({
        collection: 'named-pages',
        where: { apiName: { equals: 'Stratus__c' } },
      })
      const stratus = pages.docs[0]
      await instance.payload.update({ collection: 'named-pages', id: stratus?.id ?? 0, data: { _status: 'draft' } })
      expect((await searchIndex(instance.payload, 'milCloud')).map((hit) => hit.url)).not.toContain(
        '/offerings/stratus',
      )
      await instance.payload.update({ collection: 'named-pages', id: stratus?.id ?? 0, data: { _status: 'published' } })
      expect((await searchIndex(instance.payload, 'milCloud')).map((hit) => hit.url)).toContain('/offerings/stratus')
      expect(await searchIndex(instance.payload, '" OR 1=1 --')).toEqual([])
    })

    async function expectRejected(attempt: () => Promise<unknown>, message: RegExp) {
      await expect(attempt()).rejects.toThrow(message)
    }

    it('refuses an image without alt text and stores nothing', async () => {
      const before = await count('media')
      const sharp = (await import('sharp')).default
      const data = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00205b' } })
        .png()
        .toBuffer()
      await expectRejected(
        () =>
          instance.payload.create({
            collection: 'media',
            data: {} as never,
            file: { data, mimetype: 'image/png', name: 'no-alt.png', size: data.length },
          }),
        /Alternative text/i,
      )
      expect(await count('media')).toBe(before)
    })

    it('refuses a fifth solutions tab and keeps the published page', async () => {
      const page = await home()
      const layout = (page.layout ?? []).map((block) =>
        block.blockType === 'solutionsTabs'
          ? { ...block, tabs: [...block.tabs, { header: 'A fifth tab', cards: [] }] }
          : block,
      )
      await expectRejected(
        () => instance.payload.updateGlobal({ slug: 'home-page', data: { layout, _status: 'published' } }),
        /Tabs/i,
      )
      const after = blockOf((await home()).layout ?? [], 'solutionsTabs')
      expect(after.tabs).toHaveLength(4)
    })

    it('refuses an unknown carousel type and stores nothing', async () => {
      const before = await count('carousel-items')
      await expectRejected(
        () =>
          instance.payload.create({
            collection: 'carousel-items',
            data: {
              type: 'Podcasts' as never,
              title: 'Unknown kind',
              publishDate: new Date().toISOString(),
              _status: 'published',
            } as never,
          }),
        /Kind of item/i,
      )
      expect(await count('carousel-items')).toBe(before)
    })

    it('refuses a banner Key without a Version and stores nothing', async () => {
      const before = await count('announcements')
      await expectRejected(
        () =>
          instance.payload.create({
            collection: 'announcements',
            data: { key: 'no-version', version: null, title: 'Missing version', _status: 'published' } as never,
          }),
        /Times shown again/i,
      )
      expect(await count('announcements')).toBe(before)
    })

    it('refuses malformed links and icon names with the reason', async () => {
      await expectRejected(
        () =>
          instance.payload.create({
            collection: 'carousel-items',
            data: {
              type: 'News',
              title: 'Bad link',
              publishDate: new Date().toISOString(),
              clickUrl: 'javascript:alert(1)',
              displayUrlIcon: 'not-an-icon',
              _status: 'published',
            } as never,
          }),
        /Link of the whole card|Icon beside that link/i,
      )
    })
  })
}
