/**
 * Review before publishing (ADR 0030), enforced by the server: for every reviewed
 * collection and the home page, what an author, an editor and an administrator can do
 * through the Local API with access control on (the REST and GraphQL APIs run the same
 * operations, access rules and hooks), with the two-person rule on and off.
 */
import type { TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import type { ReviewTarget } from '@/publishing'

type ReviewedCollection = 'named-pages' | 'carousel-items' | 'announcements'

import { startTestPayload, type TestPayload } from './support/payload-instance'

type Person = 'author' | 'editor' | 'otherEditor' | 'admin'

let instance: TestPayload
// Imported once the test database is set: the settings are read when these load.
let performReview: typeof import('@/publishing').performReview
let forgetTwoPersonRule: typeof import('@/publishing').forgetTwoPersonRule
const people = {} as Record<Person, User>
let counter = 0

const as = (person: Person) => ({ overrideAccess: false as const, user: people[person] })
const actor = (person: Person) => ({ ...people[person], collection: 'users' }) as TypedUser

/** The HTTP status of a refusal, or 'allowed'. */
async function outcome(run: () => Promise<unknown>): Promise<number | 'allowed'> {
  try {
    await run()
    return 'allowed'
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === undefined) throw error
    return status
  }
}

function newData(slug: ReviewedCollection): Record<string, unknown> {
  counter += 1
  switch (slug) {
    case 'named-pages':
      return {
        title: `Review page ${counter}`,
        apiName: `Review_${counter}__c`,
        path: `review-${counter}`,
        kind: 'information',
      }
    case 'carousel-items':
      return { title: `Review item ${counter}`, type: 'News', publishDate: '2026-01-01T00:00:00.000Z' }
    case 'announcements':
      return { key: `review-${counter}`, version: 1, title: `Review banner ${counter}`, theme: 'info' }
  }
}

/** A published document, made by the site itself. */
async function publishedDocument(slug: ReviewedCollection) {
  return instance.payload.create({
    collection: slug,
    data: { ...newData(slug), _status: 'published' } as never,
    depth: 0,
  })
}

async function liveTitle(slug: ReviewedCollection, id: number | string) {
  const live = await instance.payload.findByID({ collection: slug, id, depth: 0, draft: false })
  return { title: (live as { title?: string }).title, status: live._status }
}

async function setRule(on: boolean) {
  await instance.payload.updateGlobal({ slug: 'site-settings', data: { review: { twoPersonRule: on } } })
  forgetTwoPersonRule()
}

beforeAll(async () => {
  instance = await startTestPayload('sqlite')
  ;({ performReview } = await import('@/publishing'))
  ;({ forgetTwoPersonRule } = await import('@/publishing'))
  const { seed } = await import('@/seed')
  await seed(instance.payload)
  const make = (email: string, role: User['role']) =>
    instance.payload.create({
      collection: 'users',
      data: { email, password: 'amber lantern quiet river', role, name: email.split('@')[0] } as never,
    })
  people.author = await make('author@example.mil', 'author')
  people.editor = await make('editor@example.mil', 'editor')
  people.otherEditor = await make('second-editor@example.mil', 'editor')
  people.admin = await make('chief@example.mil', 'admin')
}, 120_000)

afterAll(async () => {
  await instance?.close()
})

const COLLECTIONS: ReviewedCollection[] = ['named-pages', 'carousel-items', 'announcements']

describe.each(COLLECTIONS)('%s: an author never changes what the site shows', (slug) => {
  it('writes and deletes drafts, but cannot create a document as published', async () => {
    const draft = await instance.payload.create({
      collection: slug,
      data: newData(slug) as never,
      draft: true,
      ...as('author'),
    })
    expect(draft._status).toBe('draft')
    expect(await outcome(() => instance.payload.delete({ collection: slug, id: draft.id, ...as('author') }))).toBe(
      'allowed',
    )
    const create = () =>
      instance.payload.create({
        collection: slug,
        data: { ...newData(slug), _status: 'published' } as never,
        ...as('author'),
      })
    expect(await outcome(create)).toBe(403)
  })

  it('cannot publish, update the live version, unpublish, restore or delete published content', async () => {
    const doc = await publishedDocument(slug)
    const before = await liveTitle(slug, doc.id)
    const attempts = {
      publish: () =>
        instance.payload.update({
          collection: slug,
          id: doc.id,
          data: { title: 'By author', _status: 'published' } as never,
          ...as('author'),
        }),
      'live update': () =>
        instance.payload.update({
          collection: slug,
          id: doc.id,
          data: { title: 'By author' } as never,
          ...as('author'),
        }),
      unpublish: () =>
        instance.payload.update({ collection: slug, id: doc.id, data: { _status: 'draft' } as never, ...as('author') }),
      delete: () => instance.payload.delete({ collection: slug, id: doc.id, ...as('author') }),
    }
    for (const [name, attempt] of Object.entries(attempts)) {
      expect(await outcome(attempt), name).toBe(403)
    }
    const { docs } = await instance.payload.findVersions({
      collection: slug,
      where: { parent: { equals: doc.id } },
      depth: 0,
    })
    expect(
      await outcome(() => instance.payload.restoreVersion({ collection: slug, id: docs[0]!.id, ...as('author') })),
    ).toBe(403)
    // A draft on top of the live version is what an author does instead.
    await instance.payload.update({
      collection: slug,
      id: doc.id,
      data: { title: 'Draft by author' } as never,
      draft: true,
      ...as('author'),
    })
    expect(await liveTitle(slug, doc.id)).toEqual(before)
    const review = await performReview(instance.payload, actor('author'), {
      target: { collection: slug, id: doc.id },
      action: 'approve',
    })
    expect(review.status).toBe(403)
    expect(await liveTitle(slug, doc.id)).toEqual(before)
  })
})

describe.each(COLLECTIONS)('%s: content the site itself publishes', (slug) => {
  it('reads as approved, not as a draft, in the review column', async () => {
    const doc = (await publishedDocument(slug)) as { reviewState?: string | null }
    expect(doc.reviewState).toBe('approved')
    const draft = (await instance.payload.create({
      collection: slug,
      data: newData(slug) as never,
      draft: true,
      depth: 0,
    })) as {
      reviewState?: string | null
    }
    expect(draft.reviewState).toBe('draft')
  })
})

describe.each(COLLECTIONS)('%s: editors under the two-person rule', (slug) => {
  it('cannot publish directly, with the rule on; can once an administrator turns it off', async () => {
    const doc = await publishedDocument(slug)
    for (const person of ['editor', 'admin'] as const) {
      const publish = () =>
        instance.payload.update({
          collection: slug,
          id: doc.id,
          data: { title: `Direct by ${person}`, _status: 'published' } as never,
          ...as(person),
        })
      const refused = await outcome(publish)
      expect(refused, person).toBe(403)
    }
    expect((await liveTitle(slug, doc.id)).title).toBe((doc as { title?: string }).title)
    await setRule(false)
    try {
      await instance.payload.update({
        collection: slug,
        id: doc.id,
        data: { title: 'Direct by editor', _status: 'published' } as never,
        ...as('editor'),
      })
      expect((await liveTitle(slug, doc.id)).title).toBe('Direct by editor')
    } finally {
      await setRule(true)
    }
  })

  it('lets an editor unpublish at once, without a second person, and delete', async () => {
    const doc = await publishedDocument(slug)
    await instance.payload.update({
      collection: slug,
      id: doc.id,
      data: { _status: 'draft' } as never,
      ...as('editor'),
    })
    expect((await liveTitle(slug, doc.id)).status).toBe('draft')
    expect(await outcome(() => instance.payload.delete({ collection: slug, id: doc.id, ...as('editor') }))).toBe(
      'allowed',
    )
  })
})

describe('the home page', () => {
  it('takes drafts from an author, and refuses every live write from them', async () => {
    await instance.payload.updateGlobal({
      slug: 'home-page',
      data: { searchProperties: { pageTitle: 'Author draft' } } as never,
      draft: true,
      ...as('author'),
    })
    for (const data of [{ _status: 'published' }, {}, { _status: 'draft' }]) {
      const write = () => instance.payload.updateGlobal({ slug: 'home-page', data: data as never, ...as('author') })
      expect(await outcome(write), JSON.stringify(data)).toBe(403)
    }
    const { docs } = await instance.payload.findGlobalVersions({ slug: 'home-page', depth: 0, limit: 1 })
    expect(
      await outcome(() =>
        instance.payload.restoreGlobalVersion({ slug: 'home-page', id: docs[0]!.id, ...as('author') }),
      ),
    ).toBe(403)
    const live = await instance.payload.findGlobal({ slug: 'home-page', depth: 0, draft: false })
    expect(live.searchProperties?.pageTitle).not.toBe('Author draft')
  })

  it('goes live through review only: submitted by one, approved by another', async () => {
    const target: ReviewTarget = { global: 'home-page' }
    await instance.payload.updateGlobal({
      slug: 'home-page',
      data: { searchProperties: { pageTitle: 'Reviewed home' } } as never,
      draft: true,
      ...as('editor'),
    })
    expect(
      await outcome(() =>
        instance.payload.updateGlobal({ slug: 'home-page', data: { _status: 'published' } as never, ...as('editor') }),
      ),
    ).toBe(403)
    expect((await performReview(instance.payload, actor('editor'), { target, action: 'submit' })).status).toBe(200)
    const own = await performReview(instance.payload, actor('editor'), { target, action: 'approve' })
    expect(own).toMatchObject({ status: 403, message: expect.stringMatching(/two-person rule/) })
    expect((await performReview(instance.payload, actor('otherEditor'), { target, action: 'approve' })).status).toBe(
      200,
    )
    const live = await instance.payload.findGlobal({ slug: 'home-page', depth: 0, draft: false })
    expect(live.searchProperties?.pageTitle).toBe('Reviewed home')
    expect(live.reviewState).toBe('approved')
  })
})

describe('a change through review', () => {
  it('goes draft → in review → changes requested → in review → approved, with a comment thread and history', async () => {
    const item = await instance.payload.create({
      collection: 'carousel-items',
      data: { ...newData('carousel-items'), title: 'Cloud day' } as never,
      draft: true,
      ...as('author'),
    })
    const target: ReviewTarget = { collection: 'carousel-items', id: item.id }
    const step = (person: Person, action: Parameters<typeof performReview>[2]['action'], extra = {}) =>
      performReview(instance.payload, actor(person), { target, action, ...extra })

    expect(await step('author', 'submit')).toMatchObject({ status: 200, reviewState: 'inReview' })
    expect(await step('author', 'submit')).toMatchObject({ status: 409 })
    expect(await step('editor', 'requestChanges')).toMatchObject({
      status: 400,
      message: expect.stringMatching(/Say what should change/),
    })
    expect(await step('editor', 'requestChanges', { comment: 'Give the date in the title.' })).toMatchObject({
      status: 200,
      reviewState: 'changesRequested',
    })
    await instance.payload.update({
      collection: 'carousel-items',
      id: item.id,
      data: { title: 'Cloud day, 3 March' } as never,
      draft: true,
      ...as('author'),
    })
    expect(await step('author', 'submit')).toMatchObject({ status: 200 })
    expect(await step('editor', 'approve')).toMatchObject({ status: 200, reviewState: 'approved' })
    expect(await liveTitle('carousel-items', item.id)).toEqual({ title: 'Cloud day, 3 March', status: 'published' })

    const thread = await instance.payload.find({
      collection: 'review-comments',
      where: { document: { equals: `carousel-items:${item.id}` } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(thread.docs.map((comment) => comment.kind)).toEqual([
      'submitted',
      'changesRequested',
      'submitted',
      'approved',
    ])
    expect(thread.docs[1]?.comment).toBe('Give the date in the title.')
    const history = await instance.payload.find({
      collection: 'audit-log',
      where: { documentId: { equals: String(item.id) } },
      sort: 'createdAt',
      depth: 0,
      limit: 50,
    })
    const actions = history.docs.map((entry) => `${entry.action} by ${entry.userEmail}`)
    expect(actions).toEqual(
      expect.arrayContaining([
        'submitted for review by author@example.mil',
        'changes requested by editor@example.mil',
        'approved by editor@example.mil',
      ]),
    )
  })

  it('keeps an editor who edited the change from approving it, and voids an approval on a later edit', async () => {
    const item = await instance.payload.create({
      collection: 'carousel-items',
      data: newData('carousel-items') as never,
      draft: true,
      ...as('author'),
    })
    const target: ReviewTarget = { collection: 'carousel-items', id: item.id }
    await instance.payload.update({
      collection: 'carousel-items',
      id: item.id,
      data: { title: 'Touched by editor' } as never,
      draft: true,
      ...as('editor'),
    })
    await performReview(instance.payload, actor('author'), { target, action: 'submit' })
    expect((await performReview(instance.payload, actor('editor'), { target, action: 'approve' })).status).toBe(403)

    const later = new Date(Date.now() + 60 * 60 * 1000)
    expect(
      await performReview(instance.payload, actor('otherEditor'), { target, action: 'approve', publishAt: later }),
    ).toMatchObject({ status: 200 })
    await instance.payload.update({
      collection: 'carousel-items',
      id: item.id,
      data: { title: 'Changed after approval' } as never,
      draft: true,
      ...as('author'),
    })
    const draft = await instance.payload.findByID({ collection: 'carousel-items', id: item.id, draft: true, depth: 0 })
    expect(draft.reviewState).toBe('draft')
  })

  it('lets an administrator publish their own change only with a recorded reason', async () => {
    const item = await instance.payload.create({
      collection: 'announcements',
      data: newData('announcements') as never,
      draft: true,
      ...as('admin'),
    })
    const target: ReviewTarget = { collection: 'announcements', id: item.id }
    expect((await performReview(instance.payload, actor('admin'), { target, action: 'approve' })).status).toBe(409)
    expect(
      (await performReview(instance.payload, actor('admin'), { target, action: 'approve', overrideReason: 'short' }))
        .status,
    ).toBe(403)
    const reason = 'Outage notice cannot wait for review'
    expect(
      (await performReview(instance.payload, actor('admin'), { target, action: 'approve', overrideReason: reason }))
        .status,
    ).toBe(200)
    expect(await liveTitle('announcements', item.id)).toMatchObject({ status: 'published' })
    const history = await instance.payload.find({
      collection: 'audit-log',
      where: {
        and: [{ documentId: { equals: String(item.id) } }, { action: { equals: 'approved without second review' } }],
      },
      depth: 0,
    })
    expect(history.docs[0]?.summary).toContain(reason)
  })

  it('publishes a scheduled approval when its time comes, through the job queue', async () => {
    const page = await instance.payload.create({
      collection: 'named-pages',
      data: newData('named-pages') as never,
      draft: true,
      ...as('author'),
    })
    const target: ReviewTarget = { collection: 'named-pages', id: page.id }
    await performReview(instance.payload, actor('author'), { target, action: 'submit' })
    const at = new Date(Date.now() + 1500)
    expect(
      await performReview(instance.payload, actor('editor'), { target, action: 'approve', publishAt: at }),
    ).toMatchObject({ status: 200 })
    await instance.payload.jobs.run()
    expect((await liveTitle('named-pages', page.id)).status).toBe('draft')
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 100))
    await instance.payload.jobs.run()
    expect((await liveTitle('named-pages', page.id)).status).toBe('published')
  })
})

describe('review that keeps people informed (issue 37, problems 7, 8 and 10)', () => {
  const item = async () =>
    instance.payload.create({
      collection: 'carousel-items',
      data: { ...newData('carousel-items'), _status: 'published' } as never,
      depth: 0,
    })

  it('refuses to submit a change that is the published version unchanged', async () => {
    await setRule(true)
    const doc = await item()
    const target = { collection: 'carousel-items' as const, id: doc.id }
    const unchanged = await performReview(instance.payload, actor('author'), { target, action: 'submit' })
    expect(unchanged).toMatchObject({ status: 409, message: expect.stringMatching(/Nothing has changed/) })
    await instance.payload.update({
      collection: 'carousel-items',
      id: doc.id,
      data: { title: `${doc.title} (edited)` } as never,
      draft: true,
      ...as('author'),
    })
    expect(await performReview(instance.payload, actor('author'), { target, action: 'submit' })).toMatchObject({
      status: 200,
    })
  })

  it('offers an editor approval only on someone else’s change that is in review', async () => {
    await setRule(true)
    const { reviewStatus } = await import('@/publishing')
    const doc = await item()
    const target = { collection: 'carousel-items' as const, id: doc.id }
    await instance.payload.update({
      collection: 'carousel-items',
      id: doc.id,
      data: { title: `${doc.title}, by the editor` } as never,
      draft: true,
      ...as('editor'),
    })
    expect((await reviewStatus(instance.payload, actor('editor'), target))?.actions).not.toContain('approve')
    await performReview(instance.payload, actor('editor'), { target, action: 'submit' })
    expect((await reviewStatus(instance.payload, actor('editor'), target))?.actions).not.toContain('approve')
    expect((await reviewStatus(instance.payload, actor('otherEditor'), target))?.actions).toContain('approve')
    expect((await reviewStatus(instance.payload, actor('admin'), target))?.override).toBe(false)
  })

  it('says in the review history when an edit withdrew an approval for a later time', async () => {
    await setRule(true)
    const doc = await item()
    const target = { collection: 'carousel-items' as const, id: doc.id }
    await instance.payload.update({
      collection: 'carousel-items',
      id: doc.id,
      data: { title: `${doc.title}, for tomorrow` } as never,
      draft: true,
      ...as('author'),
    })
    await performReview(instance.payload, actor('author'), { target, action: 'submit' })
    const later = new Date(Date.now() + 24 * 3600 * 1000)
    expect(
      await performReview(instance.payload, actor('editor'), { target, action: 'approve', publishAt: later }),
    ).toMatchObject({ status: 200, message: expect.stringMatching(/Eastern time\.$/) })
    await instance.payload.update({
      collection: 'carousel-items',
      id: doc.id,
      data: { title: `${doc.title}, changed again` } as never,
      draft: true,
      ...as('author'),
    })
    const draft = await instance.payload.findByID({ collection: 'carousel-items', id: doc.id, draft: true, depth: 0 })
    expect(draft.reviewState).toBe('draft')
    const notes = await instance.payload.find({
      collection: 'review-comments',
      where: { and: [{ document: { equals: `carousel-items:${doc.id}` } }, { kind: { equals: 'withdrawn' } }] },
    })
    expect(notes.docs[0]?.comment).toMatch(/approved to be published on .* Eastern time/)
  })
})
