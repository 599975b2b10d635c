/**
 * The admin's first screen (ADR 0030): "Waiting for my review" lists what others
 * submitted, with who; "My drafts" what this person works on, with a reviewer's request;
 * "Scheduled" lists approvals for a time and Payload's own scheduled publishing and
 * unpublishing (jobs in `payload-jobs`), soonest first, with the document's title, a link
 * to it, and the time in the site's time zone.
 */
import type { TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatSiteTime } from '@/lib/site-time'
import type { User } from '@/payload-types'

import { startTestPayload, type TestPayload } from './support/payload-instance'

type Person = 'author' | 'editor' | 'otherEditor'

let instance: TestPayload
let reviewOverview: typeof import('@/publishing').reviewOverview
let performReview: typeof import('@/publishing').performReview
const people = {} as Record<Person, User>
const actor = (person: Person) => ({ ...people[person], collection: 'users' }) as TypedUser
const as = (person: Person) => ({ overrideAccess: false as const, user: actor(person) })

const HOUR = 60 * 60 * 1000

/** A document as the admin's "Schedule publishing" stores it: its id as a string (Payload #10481). */
const scheduledDoc = <T extends 'named-pages' | 'carousel-items' | 'announcements'>(relationTo: T, id: number) =>
  ({ relationTo, value: String(id) }) as unknown as { relationTo: T; value: number }
const ids = {} as Record<'approved' | 'toPublish' | 'toUnpublish' | 'done' | 'gone', number>
const times = {} as Record<'approved' | 'toPublish' | 'toUnpublish', Date>

beforeAll(async () => {
  instance = await startTestPayload('sqlite')
  ;({ reviewOverview } = await import('@/publishing'))
  ;({ performReview } = await import('@/publishing'))
  const { payload } = instance
  const make = (email: string, role: User['role'], name: string) =>
    payload.create({
      collection: 'users',
      data: { email, password: 'amber lantern quiet river', role, name } as never,
    })
  people.author = await make('ana@example.mil', 'author', 'Ana Author')
  people.editor = await make('ed@example.mil', 'editor', 'Ed Editor')
  people.otherEditor = await make('eve@example.mil', 'editor', 'Eve Editor')

  const page = (title: string, path: string) =>
    payload.create({
      collection: 'named-pages',
      data: { title, apiName: `${path.replace(/-/g, '_')}__c`, path, kind: 'information' } as never,
      draft: true,
      ...as('author'),
    })
  const now = Date.now()
  times.toPublish = new Date(now + 1 * HOUR)
  times.toUnpublish = new Date(now + 2 * HOUR)
  times.approved = new Date(now + 3 * HOUR)

  // Approved through review for a time (the list had only these).
  const approved = await page('Approved for later', 'approved-for-later')
  ids.approved = approved.id
  const target = { collection: 'named-pages' as const, id: approved.id }
  await performReview(payload, actor('author'), { target, action: 'submit' })
  expect(
    await performReview(payload, actor('editor'), { target, action: 'approve', publishAt: times.approved }),
  ).toMatchObject({ status: 200 })

  // Payload's own "Schedule publishing": publish a page, unpublish a live banner.
  const toPublish = await page('Published by the scheduler', 'by-the-scheduler')
  ids.toPublish = toPublish.id
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: scheduledDoc('named-pages', toPublish.id) },
    waitUntil: times.toPublish,
  })
  const banner = await payload.create({
    collection: 'announcements',
    data: { key: 'closing', version: 1, title: 'Office closing', theme: 'info', _status: 'published' } as never,
  })
  ids.toUnpublish = banner.id
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'unpublish', doc: scheduledDoc('announcements', banner.id) },
    waitUntil: times.toUnpublish,
  })

  // Not listed: a job already done, and one for a document deleted since.
  const done = await page('Already published', 'already-published')
  ids.done = done.id
  const doneJob = await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: scheduledDoc('named-pages', done.id) },
    waitUntil: times.toPublish,
  })
  await payload.update({
    collection: 'payload-jobs',
    id: doneJob.id,
    data: { completedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  const gone = await page('Deleted since', 'deleted-since')
  ids.gone = gone.id
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: scheduledDoc('named-pages', gone.id) },
    waitUntil: times.toPublish,
  })
  await payload.delete({ collection: 'named-pages', id: gone.id, ...as('author') })
}, 120_000)

afterAll(async () => {
  await instance?.close()
})

describe('the dashboard’s “Scheduled” list', () => {
  it('lists approvals and Payload’s scheduled publishing and unpublishing, soonest first', async () => {
    for (const person of ['editor', 'author'] as const) {
      const { scheduled } = await reviewOverview(instance.payload, actor(person))
      expect(
        scheduled.map(({ title, href, whenLabel }) => ({ title, href, whenLabel })),
        `as the ${person}`,
      ).toEqual([
        {
          title: 'Published by the scheduler',
          href: `/admin/collections/named-pages/${ids.toPublish}`,
          whenLabel: 'publishes',
        },
        {
          title: 'Office closing',
          href: `/admin/collections/announcements/${ids.toUnpublish}`,
          whenLabel: 'unpublishes',
        },
        { title: 'Approved for later', href: `/admin/collections/named-pages/${ids.approved}`, whenLabel: undefined },
      ])
      expect(new Set(scheduled.map((entry) => entry.key)).size).toBe(scheduled.length)
    }
  })

  it('gives each time in the site’s time zone, with the zone named', async () => {
    const { scheduled } = await reviewOverview(instance.payload, actor('editor'))
    expect(scheduled.map((entry) => entry.whenText)).toEqual([
      formatSiteTime(times.toPublish),
      formatSiteTime(times.toUnpublish),
      formatSiteTime(times.approved),
    ])
    for (const entry of scheduled) expect(entry.whenText).toMatch(/ Eastern time$/)
    const { myDrafts } = await reviewOverview(instance.payload, actor('author'))
    expect(myDrafts.length).toBeGreaterThan(0)
    for (const entry of myDrafts) expect(entry.whenText).toMatch(/ Eastern time$/)
  })
})

describe('the dashboard’s review lists', () => {
  it('shows each reviewer what others submitted, and each author what came back, with who and what they said', async () => {
    const { payload } = instance
    const draft = (title: string, path: string, person: Person) =>
      payload.create({
        collection: 'named-pages',
        data: { title, apiName: `${path.replace(/-/g, '_')}__c`, path, kind: 'information' } as never,
        draft: true,
        ...as(person),
      })
    const byAuthor = await draft('Ready for a look', 'ready-for-a-look', 'author')
    const byEditor = await draft('Written by an editor', 'written-by-an-editor', 'editor')
    const sentBack = await draft('Needs another pass', 'needs-another-pass', 'author')
    for (const [doc, person] of [
      [byAuthor, 'author'],
      [byEditor, 'editor'],
      [sentBack, 'author'],
    ] as const)
      await performReview(payload, actor(person), {
        target: { collection: 'named-pages', id: doc.id },
        action: 'submit',
      })
    await performReview(payload, actor('otherEditor'), {
      target: { collection: 'named-pages', id: sentBack.id },
      action: 'requestChanges',
      comment: 'Shorten the first paragraph.',
    })
    await payload.updateGlobal({
      slug: 'home-page',
      data: { searchProperties: { pageTitle: 'A new home' } } as never,
      draft: true,
      ...as('author'),
    })
    await performReview(payload, actor('author'), { target: { global: 'home-page' }, action: 'submit' })

    const waiting = async (person: Person) =>
      (await reviewOverview(payload, actor(person))).waitingForMe.map(({ title, detail }) => ({ title, detail }))
    // Newest change first within each kind; nobody is asked to approve their own change.
    expect(await waiting('editor')).toEqual([
      { title: 'Ready for a look', detail: 'Submitted by Ana Author' },
      { title: 'Home page', detail: 'Submitted by Ana Author' },
    ])
    expect(await waiting('otherEditor')).toEqual([
      { title: 'Written by an editor', detail: 'Submitted by Ed Editor' },
      { title: 'Ready for a look', detail: 'Submitted by Ana Author' },
      { title: 'Home page', detail: 'Submitted by Ana Author' },
    ])
    expect(await waiting('author')).toEqual([])

    const { myDrafts } = await reviewOverview(payload, actor('author'))
    const mine = Object.fromEntries(myDrafts.map(({ title, state, detail }) => [title, { state, detail }]))
    expect(mine['Needs another pass']).toEqual({
      state: expect.stringMatching(/changes/i),
      detail: 'Eve Editor asked: “Shorten the first paragraph.”',
    })
    expect(mine['Ready for a look']).toEqual({ state: expect.stringMatching(/review/i), detail: undefined })
    expect(mine['Home page']?.state).toMatch(/review/i)
    expect(mine['Written by an editor']).toBeUndefined()
  })
})
