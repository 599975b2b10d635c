/**
 * Removing a user who worked on content (issue 28, problem 2), once per database kind:
 * the delete succeeds, the content stays as it was with no author, and the change
 * history and review comments still say who did what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { startTestPayload, type DatabaseKind, type TestPayload } from './payload-instance'

const EDITED = ['named-pages', 'carousel-items', 'announcements'] as const

export function describeUserRemoval(kind: DatabaseKind) {
  describe(`removing a user who edited content, on ${kind}`, () => {
    let instance: TestPayload

    beforeAll(async () => {
      instance = await startTestPayload(kind)
      await seed(instance.payload)
    })

    afterAll(async () => {
      await instance?.close()
    })

    it('deletes the user; their content, its versions and the history remain readable', async () => {
      const { payload } = instance
      const leaver = await payload.create({
        collection: 'users',
        data: {
          email: 'leaver@example.mil',
          password: 'a-long-enough-passphrase-42',
          name: 'Lee Leaver',
          role: 'editor',
        },
        overrideAccess: true,
      })
      const reviewer = { submittedBy: leaver.id, reviewedBy: leaver.id, contributors: [leaver.id] }
      const edited: { collection: (typeof EDITED)[number]; id: number | string; title: unknown }[] = []
      for (const collection of EDITED) {
        const { docs } = await payload.find({ collection, limit: 1, depth: 0 })
        const doc = docs[0]
        if (!doc) throw new Error(`the seed made no ${collection}`)
        const saved = await payload.update({
          collection,
          id: doc.id,
          data: { review: reviewer } as never,
          user: leaver,
          overrideAccess: true,
          draft: true,
        })
        expect((saved as { lastEditedBy?: unknown }).lastEditedBy).toBeTruthy()
        edited.push({ collection, id: doc.id, title: (doc as { title?: unknown }).title })
      }
      await payload.updateGlobal({
        slug: 'home-page',
        data: { review: reviewer } as never,
        user: leaver,
        overrideAccess: true,
        draft: true,
      })
      const history = await payload.find({ collection: 'audit-log', where: { user: { equals: leaver.id } } })
      expect(history.totalDocs).toBeGreaterThan(0)

      await payload.delete({ collection: 'users', id: leaver.id, overrideAccess: true })

      expect((await payload.find({ collection: 'users', where: { id: { equals: leaver.id } } })).totalDocs).toBe(0)
      for (const { collection, id, title } of edited) {
        const doc = await payload.findByID({ collection, id, draft: true, depth: 0 })
        expect(doc, `${collection} ${id} kept`).toMatchObject({ title })
        expect((doc as { lastEditedBy?: unknown }).lastEditedBy ?? null).toBeNull()
        const versions = await payload.findVersions({ collection, where: { parent: { equals: id } }, depth: 0 })
        expect(versions.totalDocs).toBeGreaterThan(0)
      }
      const home = await payload.findGlobal({ slug: 'home-page', draft: true, depth: 0 })
      expect(home.layout?.length).toBeGreaterThan(0)
      expect(home.lastEditedBy ?? null).toBeNull()

      const kept = await payload.find({
        collection: 'audit-log',
        where: { userEmail: { equals: 'leaver@example.mil' } },
      })
      expect(kept.totalDocs).toBeGreaterThanOrEqual(history.totalDocs)
      expect(kept.docs.every((entry) => entry.user == null)).toBe(true)
    })
  })
}
