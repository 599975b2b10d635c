/**
 * Upgrading a database whose page layouts sit in one table per block type keeps every
 * layout and every saved version of it, images included (the *_blocks_as_json
 * migration, ADR 0011). Run once per database kind, each in its own test file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { committedMigrations } from '@/database'
import { closeConnections } from '@/database-connections'
import { openLayoutAdapter } from '@/migrations/carry-layouts'

import { startTestPayload, type DatabaseKind, type TestPayload } from './payload-instance'

const CONTENT_KEY = 'MC0123456789ABCDEFGHIJKLMNOP'

function homeLayout(imageId: number, heroTitle: string) {
  return [
    {
      blockType: 'hero',
      id: '6b0000000000000000000001',
      titleText: heroTitle,
      subtitleText: 'Compute close to the mission',
      heroHeight: 640,
      boolAddGradient: true,
      backgroundImage: imageId,
    },
    {
      blockType: 'solutionsTabs',
      id: '6b0000000000000000000002',
      headerText: 'Solutions',
      tabs: [
        {
          id: '6b0000000000000000000003',
          header: 'Platforms',
          cards: [
            { id: '6b0000000000000000000004', title: 'Stratus', apiName: 'Stratus__c' },
            { id: '6b0000000000000000000005', title: 'Vulcan', text: 'Pipelines', apiName: 'Vulcan__c' },
          ],
        },
      ],
    },
    {
      blockType: 'services',
      id: '6b0000000000000000000006',
      tiles: [{ id: '6b0000000000000000000007', name: 'hosting', title: 'Hosting', image: imageId }],
    },
    { blockType: 'carousel', id: '6b0000000000000000000008', contentType: 'News' },
  ]
}

export function describeLayoutStorageUpgrade(kind: DatabaseKind) {
  describe(`page layouts moving to JSON storage on ${kind}`, () => {
    let instance: TestPayload

    beforeAll(async () => {
      instance = await startTestPayload(kind, { migrate: false })
    })

    afterAll(async () => {
      await instance?.close()
    })

    it('keeps the published home page, its draft version and a page layout as they were', async () => {
      const { payload } = instance
      const migrations = committedMigrations(kind)
      const layoutMigration = migrations.findIndex((migration) => migration.name.endsWith('_blocks_as_json'))
      expect(layoutMigration).toBeGreaterThan(0)
      // The schema of the release before: every migration up to the layouts' own.
      await payload.db.migrate({ migrations: migrations.slice(0, layoutMigration) })

      // Content saved by the previous release, in block tables.
      const tables = await openLayoutAdapter(payload, false)
      const image = await tables.create({
        collection: 'media',
        data: { contentKey: CONTENT_KEY, altText: 'Server racks', filename: 'racks.png', mimeType: 'image/png' },
      })
      const published = homeLayout(Number(image.id), 'Hybrid cloud for the mission')
      const draft = homeLayout(Number(image.id), 'A draft title nobody has published')
      await tables.createGlobal({ slug: 'home-page', data: { layout: published, _status: 'published' } })
      const now = new Date().toISOString()
      await tables.createGlobalVersion({
        globalSlug: 'home-page',
        versionData: { layout: draft, _status: 'draft' },
        autosave: false,
        createdAt: now,
        updatedAt: now,
      })
      const pageLayout = [published[3]]
      const page = await tables.create({
        collection: 'named-pages',
        data: {
          title: 'News',
          apiName: 'News__c',
          path: 'news-room',
          kind: 'information',
          layout: pageLayout,
          _status: 'published',
        },
      })
      await closeConnections(tables)

      await payload.db.migrate({ migrations })

      const home = await payload.findGlobal({ slug: 'home-page', depth: 0 })
      expect(home.layout).toMatchObject(published)
      const versions = await payload.findGlobalVersions({ slug: 'home-page', depth: 0 })
      expect(versions.docs.map((version) => version.version.layout?.[0])).toContainEqual(
        expect.objectContaining({ titleText: 'A draft title nobody has published' }),
      )
      const namedPage = await payload.findByID({ collection: 'named-pages', id: page.id, depth: 0 })
      expect(namedPage.layout).toMatchObject(pageLayout)

      // The image is still the hero's and the tile's, populated like any relationship.
      const populated = await payload.findGlobal({ slug: 'home-page', depth: 1 })
      const hero = populated.layout?.find((block) => block.blockType === 'hero')
      expect(hero?.backgroundImage).toMatchObject({ contentKey: CONTENT_KEY, altText: 'Server racks' })
    })
  })
}
