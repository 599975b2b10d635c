/**
 * The content import against a real database (SQLite and PostgreSQL): exports in both
 * layouts built as real zips, imported, read back through the site's own delivery API,
 * rich text and redirects, imported again, changed, and hostile archives refused.
 */
import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createLocalReq, initTransaction, killTransaction, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContentSource, ImportReport } from '@/content-import'
import { writtenWhole } from '@/database-sqlite-transactions'
import { toRecordId18 } from '@/lib/record-id'

import { startTestPayload, type DatabaseKind, type TestPayload } from './payload-instance'
import { startSalesforceStandIn } from './salesforce-stand-in'
import {
  classicExport,
  contentKey,
  enhancedExport,
  managedContentId,
  png,
  renameInZip,
  writeZip,
  zipOf,
  type ExportItem,
} from './salesforce-export'

type Module = typeof import('@/content-import')

export function describeContentImport(kind: DatabaseKind) {
  describe(`content import from a Salesforce export (${kind})`, () => {
    let instance: TestPayload
    let importer: Module
    let admin: TypedUser
    let work: string
    let richTextToHtml: typeof import('@/server/rich-text').richTextToHtml

    const image = { key: contentKey(), id: managedContentId() }
    const first = { key: contentKey(), id: managedContentId() }
    const second = { key: contentKey(), id: managedContentId() }

    async function items(): Promise<ExportItem[]> {
      return [
        {
          contentKey: image.key,
          managedContentId: image.id,
          type: 'cms_image',
          urlName: 'data-centre',
          title: 'Data centre',
          body: { altText: 'Rows of servers in a data centre', source: { url: 'data-centre.png' } },
          files: { 'data-centre.png': await png(64, 48, { r: 20, g: 80, b: 160 }) },
        },
        {
          contentKey: first.key,
          managedContentId: first.id,
          type: 'news',
          urlName: 'cloud-day-2026',
          title: 'Cloud Day 2026',
          body: {
            excerpt: '<p>Join us for <strong>Cloud Day</strong>.</p>',
            body:
              '<p>Read <a href="/s/news/new-regions">the regions news</a> first.</p>' +
              '<p><img src="floor-plan.png" alt="Floor plan"></p><script>alert(1)</script>' +
              '<p onclick="alert(2)">Doors open at 9.</p>',
            bannerImage: { ref: image.key },
          },
          files: { 'floor-plan.png': await png(32, 32, { r: 200, g: 200, b: 40 }) },
        },
        {
          contentKey: second.key,
          managedContentId: second.id,
          type: 'news',
          urlName: 'new-regions',
          title: 'Two new regions',
          body: { excerpt: '<p>East and West.</p>', body: '<p>Both regions are open.</p>' },
        },
        {
          contentKey: contentKey(),
          managedContentId: managedContentId(),
          type: 'hcs_poll',
          urlName: 'poll',
          title: 'A poll',
          body: {},
        },
        {
          contentKey: 'not-a-key',
          managedContentId: managedContentId(),
          type: 'news',
          urlName: 'bad',
          title: 'Bad key',
          body: {},
        },
      ]
    }

    type RunOptions = Omit<Parameters<Module['runImport']>[0], 'payload' | 'source' | 'mapping' | 'actor'>
    /** One import from a source opened by the test, with the default mapping, as the administrator. */
    const runFrom = (source: ContentSource, options: RunOptions = {}): Promise<ImportReport> =>
      importer
        .runImport({ payload: instance.payload, source, mapping: importer.DEFAULT_MAPPING, actor: admin, ...options })
        .finally(() => source.close())
    const run = async (file: string, options: RunOptions = {}) =>
      runFrom(await importer.openExportSource(file), options)

    const find = async (collection: 'carousel-items' | 'media', key: string, draft = false) =>
      (
        await instance.payload.find({
          collection,
          where: { contentKey: { equals: key } },
          draft,
          depth: 1,
          limit: 1,
          overrideAccess: true,
        })
      ).docs[0] as Record<string, unknown> | undefined

    beforeAll(async () => {
      instance = await startTestPayload(kind)
      importer = await import('@/content-import')
      ;({ richTextToHtml } = await import('@/server/rich-text'))
      const user = await instance.payload.create({
        collection: 'users',
        data: {
          email: 'import-admin@example.mil',
          password: 'import administrator pass 1',
          role: 'admin',
          name: 'Importer',
        },
        overrideAccess: true,
      })
      admin = { ...user, collection: 'users' } as TypedUser
      work = mkdtempSync(path.join(os.tmpdir(), 'hcs-import-test-'))
    }, 120_000)

    afterAll(async () => {
      await instance?.close()
    })

    it('brings a classic export in with its keys, ids, images, links and old addresses (administrator’s first migration)', async () => {
      const file = writeZip(path.join(work, 'classic.zip'), await classicExport(await items()))
      const { metrics } = await import('@/runtime/metrics')
      const expiries = async (tag: string) =>
        (await metrics.liveContentChanges.get()).values.find((one) => one.labels.tag === tag)?.value ?? 0
      const before = await expiries('carousel-items')
      const report = await run(file, { publish: true })
      // The caches are told once, when every item is committed, not once an item mid-run.
      expect(await expiries('carousel-items')).toBe(before + 1)
      expect(report.counts, JSON.stringify(report.items, null, 1)).toEqual({
        imported: 3,
        updated: 0,
        unchanged: 0,
        skipped: 2,
      })
      const skipped = report.items.filter((entry) => entry.outcome === 'skipped')
      expect(skipped.map((entry) => entry.reason)).toEqual([
        expect.stringContaining('No mapping for the Salesforce type hcs_poll'),
        expect.stringContaining('not-a-key is not a Salesforce content key'),
      ])

      // Each keeps its content key and managed-content id (the delivery API answers both:
      // tests/content-import.e2e.test.ts).
      for (const [collection, item] of [
        ['media', image],
        ['carousel-items', first],
        ['carousel-items', second],
      ] as const) {
        expect(await find(collection, item.key)).toMatchObject({
          contentKey: item.key,
          salesforce: { managedContentId: item.id },
        })
      }
      expect(await find('carousel-items', first.key)).toMatchObject({ salesforce: { urlName: 'cloud-day-2026' } })

      const news = (await find('carousel-items', first.key))!
      const other = (await find('carousel-items', second.key))!
      expect(news._status).toBe('published')
      expect((news.image as { altText: string }).altText).toBe('Rows of servers in a data centre')
      const html = richTextToHtml(news.body)
      expect(html).toContain(`href="/detail/${other.recordId}"`)
      expect(html).not.toMatch(/script|onclick|alert/)
      expect(html).toMatch(
        /<img src="\/cms\/delivery\/media\/MC[A-Z0-9]{26}" alt="Floor plan" width="32" height="32" \/>/,
      )
      expect(richTextToHtml(news.caption)).toContain('<strong>Cloud Day</strong>')

      // Old addresses lead to the new pages through the site's redirects.
      const redirects = await instance.payload.find({ collection: 'redirects', limit: 10, overrideAccess: true })
      expect(redirects.docs.map((doc) => [doc.from, (doc.to as { url?: string }).url])).toEqual(
        expect.arrayContaining([
          ['/s/news/cloud-day-2026', `/detail/${news.recordId}`],
          ['/s/news/new-regions', `/detail/${other.recordId}`],
        ]),
      )
      // The override is in the change history under the administrator's name.
      const history = await instance.payload.find({
        collection: 'audit-log',
        where: { action: { equals: 'approved without second review' } },
        overrideAccess: true,
      })
      expect(history.docs.length).toBe(3)
      expect(history.docs.every((doc) => doc.userEmail === 'import-admin@example.mil')).toBe(true)
    })

    it('finds everything unchanged on a second run, and sends a changed item to review, the site unchanged', async () => {
      const file = path.join(work, 'classic.zip')
      const again = await run(file)
      expect(again.counts).toEqual({ imported: 0, updated: 0, unchanged: 3, skipped: 2 })

      const changed = await items()
      changed[2] = { ...changed[2]!, title: 'Two new regions, now open' }
      const changedFile = writeZip(path.join(work, 'changed.zip'), await classicExport(changed))
      const report = await run(changedFile)
      expect(report.counts).toEqual({ imported: 0, updated: 1, unchanged: 2, skipped: 2 })
      expect((await find('carousel-items', second.key))!.title).toBe('Two new regions')
      const draft = (await find('carousel-items', second.key, true))!
      expect(draft).toMatchObject({ title: 'Two new regions, now open', reviewState: 'inReview' })
      // Run again: the draft in review is what the last import brought.
      expect((await run(changedFile)).counts).toMatchObject({ updated: 0, unchanged: 3 })
    })

    it('reads an enhanced export; without --publish new items wait for review and the site shows nothing yet', async () => {
      const photo = { key: contentKey(), id: managedContentId() }
      const story = { key: contentKey(), id: managedContentId() }
      const file = writeZip(
        path.join(work, 'enhanced.zip'),
        await enhancedExport([
          {
            contentKey: photo.key,
            managedContentId: photo.id,
            type: 'sfdc_cms__image',
            urlName: 'antenna',
            title: 'Antenna',
            body: {
              altText: 'An antenna on a roof',
              'sfdc_cms:media': { source: { type: 'file', ref: 'antenna.png' } },
            },
            files: { 'antenna.png': await png(40, 40, { r: 10, g: 120, b: 60 }) },
          },
          {
            contentKey: story.key,
            managedContentId: story.id,
            type: 'sfdc_cms__news',
            urlName: 'antenna-upgrade',
            title: 'Antenna upgrade',
            body: {
              excerpt: 'Faster links.',
              body: '<p>Work ends in May.</p>',
              bannerImage: { source: { type: 'imageReference', ref: { contentKey: photo.key } } },
            },
          },
        ]),
      )
      const dry = await run(file, { dryRun: true })
      expect(dry.counts).toEqual({ imported: 2, updated: 0, unchanged: 0, skipped: 0 })
      expect(await find('media', photo.key, true)).toBeUndefined()

      const report = await run(file)
      expect(report.counts).toEqual({ imported: 2, updated: 0, unchanged: 0, skipped: 0 })
      // The story waits for an editor, and its new image with it, as any new upload does.
      expect((await find('media', photo.key))?._status).toBe('draft')
      expect((await find('carousel-items', story.key))?._status).toBe('draft')
      const draft = (await find('carousel-items', story.key, true))!
      expect(draft).toMatchObject({ _status: 'draft', reviewState: 'inReview', title: 'Antenna upgrade' })
      expect((draft.image as { contentKey: string }).contentKey).toBe(photo.key)
      const oldAddress = { from: { equals: '/s/news/antenna-upgrade' } }
      const redirects = () =>
        instance.payload.count({ collection: 'redirects', where: oldAddress, overrideAccess: true })
      expect((await redirects()).totalDocs).toBe(0)

      // Once an editor has published it, the next run adds the redirect from its old address.
      await instance.payload.update({
        collection: 'carousel-items',
        id: draft.id as number,
        data: { _status: 'published' },
        overrideAccess: true,
      })
      expect((await find('media', photo.key))?._status, 'the image went live with its story').toBe('published')
      expect((await run(file)).counts).toMatchObject({ unchanged: 2 })
      expect((await redirects()).totalDocs).toBe(1)
    })

    it('writes an item whole or not at all: a save that fails halfway leaves nothing behind', async () => {
      const from = `/s/news/halfway-${kind}`
      const saveThenFail = writtenWhole(async () => {
        const req = await createLocalReq({ user: admin }, instance.payload)
        await initTransaction(req)
        try {
          await instance.payload.create({
            collection: 'redirects',
            data: { _status: 'published', from, to: { type: 'custom', url: '/news' } } as never,
            overrideAccess: true,
            req,
          })
          throw new Error('stopped halfway')
        } catch (error) {
          await killTransaction(req)
          throw error
        }
      })
      await expect(saveThenFail).rejects.toThrow('stopped halfway')
      const left = await instance.payload.find({
        collection: 'redirects',
        where: { from: { equals: from } },
        overrideAccess: true,
      })
      expect(left.totalDocs).toBe(0)
    })

    it('continues where an interrupted run stopped: what was written stays, the rest comes in', async () => {
      const fresh = Array.from({ length: 4 }, (_, index) => ({
        contentKey: contentKey(),
        managedContentId: managedContentId(),
        type: 'news',
        urlName: `interrupted-${index}`,
        title: `Interrupted ${index}`,
        body: { excerpt: `<p>Item ${index}.</p>`, body: '<p>Text.</p>' },
      }))
      const file = writeZip(path.join(work, 'interrupted.zip'), await classicExport(fresh))
      const stopped = run(file, {
        publish: true,
        // The operator's Ctrl-C, after two items were written.
        onProgress: (progress) => {
          if (progress.phase === 'writing' && progress.done === 2) throw new Error('interrupted')
        },
      })
      await expect(stopped).rejects.toThrow('interrupted')
      const report = await run(file, { publish: true })
      expect(report.counts).toEqual({ imported: 2, updated: 0, unchanged: 2, skipped: 0 })
    })

    it('brings records and managed content in from an org, record ids and banner keys kept', async () => {
      const news = { key: contentKey(), id: managedContentId() }
      // Ids as the org gives them, with another object prefix than the site's own.
      const [step, biography, odd, bannerId] = [
        'a0X5e000001AbCd',
        'a0X5e000001AbCe',
        'a0X5e000001AbCf',
        'a0Y5e000002XyZa',
      ].map(toRecordId18)
      const org = await startSalesforceStandIn({
        clientId: 'import-app',
        clientSecret: 'import-secret',
        channelId: '0apA0000000ABCDEFG',
        contents: [
          {
            contentKey: news.key,
            managedContentId: news.id,
            type: 'news',
            title: 'Org news',
            contentUrlName: 'org-news',
            contentNodes: {
              title: { nodeType: 'NameField', value: 'Org news' },
              body: { nodeType: 'RichText', value: '&lt;p&gt;From the &lt;b&gt;org&lt;/b&gt;.&lt;/p&gt;' },
              excerpt: { nodeType: 'MultilineText', value: 'Straight from the org.' },
            },
          },
        ],
        records: {
          HCS_Carousel_Item__c: [
            { Id: step, Name: 'Process step one', Type__c: 'Process', Display_Order__c: 1 },
            { Id: biography, Name: 'A biography', Type__c: 'Bios' },
            { Id: odd, Name: 'Odd one', Type__c: 'Hologram' },
          ],
          HCS_Announcement__c: [
            {
              Id: bannerId,
              Key__c: 'maintenance-window',
              Title__c: 'Maintenance on Saturday',
              Theme__c: 'warning',
              Version__c: 3,
            },
          ],
        },
        media: {},
      })
      try {
        const source = await importer.openOrgSource({
          instanceUrl: org.url,
          tokenUrl: org.tokenUrl,
          clientId: 'import-app',
          auth: { kind: 'client-credentials', clientSecret: 'import-secret' },
          channelId: '0apA0000000ABCDEFG',
          soql: importer.queriesFor(importer.DEFAULT_MAPPING),
        })
        const report = await runFrom(source, { publish: true })
        expect(report.counts, JSON.stringify(report.items)).toEqual({
          imported: 4,
          updated: 0,
          unchanged: 0,
          skipped: 1,
        })
        expect(report.items.find((entry) => entry.outcome === 'skipped')?.reason).toContain('Hologram')
        const records = await instance.payload.find({
          collection: 'carousel-items',
          where: { recordId: { in: [step!, biography!] } },
          sort: 'recordId',
          overrideAccess: true,
        })
        expect(records.docs.map((doc) => [doc.recordId, doc.type, doc.title, doc._status])).toEqual([
          [step, 'Process', 'Process step one', 'published'],
          [biography, 'Bios', 'A biography', 'published'],
        ])
        const banner = await instance.payload.find({
          collection: 'announcements',
          where: { recordId: { equals: bannerId! } },
          overrideAccess: true,
        })
        expect(banner.docs[0]).toMatchObject({
          key: 'maintenance-window',
          title: 'Maintenance on Saturday',
          theme: 'warning',
        })
        const fromOrg = (await find('carousel-items', news.key))!
        expect(richTextToHtml(fromOrg.body)).toContain('<strong>org</strong>')
        // The queries asked only for the fields the mapping names.
        expect(
          org.requests.some((request) => decodeURIComponent(request.path).includes('FROM HCS_Announcement__c')),
        ).toBe(true)
      } finally {
        await org.stop()
      }
    })

    it('refuses hostile archives with a clear message, writing nothing outside the import', async () => {
      const news = JSON.stringify({ content: [] })
      const cases: Array<[string, Buffer, RegExp, Parameters<Module['openExportSource']>[1]?]> = [
        [
          'a path out of the folder',
          renameInZip(await zipOf([{ name: 'xx/escape.json', body: news }]), 'xx/escape.json', '../escape.json'),
          /outside its own folder/,
        ],
        [
          'an absolute path',
          renameInZip(await zipOf([{ name: 'xtmp/abs.json', body: news }]), 'xtmp/abs.json', '/tmp/abs.json'),
          /absolute path/,
        ],
        ['a symbolic link', await zipOf([{ name: 'link.json', body: '/etc/passwd', mode: 0o120777 }]), /symbolic link/],
        [
          'a zip bomb',
          await zipOf([
            { name: 'content.json', body: news },
            { name: 'zeros.png', body: Buffer.alloc(64 * 1024 ** 2) },
          ]),
          /times its packed size/,
        ],
        ['a file that is not JSON', await zipOf([{ name: 'content.json', body: 'not json {' }]), /is not JSON/],
        [
          'oversized JSON',
          await zipOf([{ name: 'content.json', body: JSON.stringify({ content: [], pad: 'x'.repeat(4096) }) }]),
          /larger than/,
          { limits: { ...importer.DEFAULT_ZIP_LIMITS, maxJsonBytes: 1024 } },
        ],
        [
          'more than the total limit',
          await zipOf([
            { name: 'content.json', body: news },
            { name: 'big.png', body: Buffer.alloc(4096, 1) },
          ]),
          /more than/,
          { limits: { ...importer.DEFAULT_ZIP_LIMITS, maxTotalBytes: 2048 } },
        ],
      ]
      for (const [name, bytes, message, options] of cases) {
        const file = writeZip(path.join(work, `hostile-${name.replace(/\W+/g, '-')}.zip`), bytes)
        const opened = importer.openExportSource(file, options).then(async (source) => {
          // Some problems show only when the items are read.
          for await (const item of source.items()) void item
          await source.close()
        })
        await expect(opened, name).rejects.toMatchObject({
          unusableSource: true,
          message: expect.stringMatching(message),
        })
      }
      expect(existsSync(path.join(work, '..', 'escape.json'))).toBe(false)
      expect(existsSync('/tmp/abs.json')).toBe(false)
    })
  })
}
