/**
 * Raw head tags reach every visitor's page, so only administrators set them (issue 28,
 * problem 10): an editor's save keeps the stored tags, an administrator's changes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'

import { startTestPayload, type TestPayload } from './support/payload-instance'

describe('custom head tags, administrators only', () => {
  let instance: TestPayload

  beforeAll(async () => {
    instance = await startTestPayload('sqlite')
    await seed(instance.payload)
  })

  afterAll(async () => {
    await instance?.close()
  })

  it('ignores an editor’s head tags and keeps an administrator’s', async () => {
    const { payload } = instance
    const make = (email: string, role: 'editor' | 'admin') =>
      payload.create({
        collection: 'users',
        data: { email, password: 'a-long-enough-passphrase-42', name: email, role } as never,
        overrideAccess: true,
      })
    const editor = await make('head-editor@example.mil', 'editor')
    const admin = await make('head-admin@example.mil', 'admin')
    const { docs } = await payload.find({ collection: 'named-pages', limit: 1, depth: 0 })
    const page = docs[0]
    if (!page) throw new Error('the seed made no page')
    const tags = (value: string) => ({ searchProperties: { ...page.searchProperties, customHeadTags: value } })
    const stored = async () =>
      (await payload.findByID({ collection: 'named-pages', id: page.id, draft: true, depth: 0 })).searchProperties
        ?.customHeadTags ?? null

    await payload.update({
      collection: 'named-pages',
      id: page.id,
      data: { ...tags('<meta name="by-admin" content="1">'), _status: 'draft' } as never,
      user: admin,
      overrideAccess: false,
      draft: true,
    })
    expect(await stored()).toBe('<meta name="by-admin" content="1">')

    await payload.update({
      collection: 'named-pages',
      id: page.id,
      data: { ...tags('<meta name="by-editor" content="1">'), title: page.title, _status: 'draft' } as never,
      user: editor,
      overrideAccess: false,
      draft: true,
    })
    expect(await stored()).toBe('<meta name="by-admin" content="1">')
  })
})
