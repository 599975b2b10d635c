/**
 * The "Versions" tab in editors' words (ADR 0031): a document's versions newest first by
 * when they were saved (Payload's own list orders by creation, which puts a restored
 * version last), who saved each (a name, an e-mail, or "Unknown" once the account is
 * deleted), its status and review state, read with the signed-in person's own access.
 */
import type { TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatSiteTime } from '@/lib/site-time'
import type { User } from '@/payload-types'

import { startTestPayload, type TestPayload } from './support/payload-instance'

type Person = 'author' | 'editor' | 'otherEditor' | 'leaver'

let instance: TestPayload
let versionHistory: typeof import('@/publishing').versionHistory
let performReview: typeof import('@/publishing').performReview
const people = {} as Record<Person, User>
const actor = (person: Person) => ({ ...people[person], collection: 'users' }) as TypedUser
/** The person's own rights, as the admin acts for them. */
const as = (person: Person) => ({ overrideAccess: false as const, user: actor(person) })
/** The site's rights with the person as author of the change: publishing without review steps. */
const siteFor = (person: Person) => ({ overrideAccess: true as const, user: actor(person) })

/** A document as the admin's "Schedule publishing" stores it: its id as a string (Payload #10481). */
const scheduledDoc = <T extends 'named-pages' | 'carousel-items' | 'announcements'>(relationTo: T, id: number) =>
  ({ relationTo, value: String(id) }) as unknown as { relationTo: T; value: number }

let pageId: number
let restoredVersionId: string

beforeAll(async () => {
  instance = await startTestPayload('sqlite')
  ;({ versionHistory } = await import('@/publishing'))
  ;({ performReview } = await import('@/publishing'))
  const make = (email: string, role: User['role'], name?: string) =>
    instance.payload.create({
      collection: 'users',
      data: { email, password: 'amber lantern quiet river', role, ...(name ? { name } : {}) } as never,
    })
  people.author = await make('ana@example.mil', 'author', 'Ana Author')
  people.editor = await make('no-name-editor@example.mil', 'editor')
  people.otherEditor = await make('eve@example.mil', 'editor', 'Eve Editor')
  people.leaver = await make('lee@example.mil', 'editor', 'Lee Leaver')

  // One page's life: written, edited by three people, published, edited again, and the
  // published version restored; then one of its editors leaves.
  const { payload } = instance
  const page = await payload.create({
    collection: 'named-pages',
    data: { title: 'History v1', apiName: 'History__c', path: 'history', kind: 'information' } as never,
    draft: true,
    ...as('author'),
  })
  pageId = page.id
  const edit = (title: string, person: Person, extra: Record<string, unknown> = {}) =>
    payload.update({
      collection: 'named-pages',
      id: pageId,
      data: { title, ...extra } as never,
      draft: !extra._status,
      ...(extra._status ? siteFor(person) : as(person)),
    })
  await edit('History v2', 'editor')
  await edit('History v3', 'leaver')
  await edit('History v4', 'otherEditor', { _status: 'published' })
  await edit('History v5', 'author')
  const { docs } = await payload.findVersions({
    collection: 'named-pages',
    where: { and: [{ parent: { equals: pageId } }, { 'version.title': { equals: 'History v4' } }] },
    depth: 0,
  })
  const restored = await payload.restoreVersion({
    collection: 'named-pages',
    id: String(docs[0]!.id),
    ...siteFor('otherEditor'),
  })
  expect(restored).toMatchObject({ title: 'History v4', _status: 'published' })
  const newest = await payload.findVersions({
    collection: 'named-pages',
    where: { parent: { equals: pageId } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
  })
  restoredVersionId = String(newest.docs[0]!.id)
  await payload.delete({ collection: 'users', id: people.leaver.id, overrideAccess: true })
}, 120_000)

afterAll(async () => {
  await instance?.close()
})

describe('a document’s version history', () => {
  it('lists the versions newest first by when they were saved, the restored one on top', async () => {
    const { rows, totalVersions } = await versionHistory(
      instance.payload,
      { collection: 'named-pages', id: pageId },
      actor('editor'),
    )
    expect(totalVersions).toBe(rows.length)
    expect(rows.length).toBeGreaterThanOrEqual(6)
    expect(rows[0]!.id).toBe(restoredVersionId)
    const times = rows.map((row) => Date.parse(row.savedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    // Payload's own list orders by creation: a restore keeps the document's creation time.
    const byCreation = await instance.payload.findVersions({
      collection: 'named-pages',
      where: { parent: { equals: pageId } },
      depth: 0,
    })
    expect(String(byCreation.docs[0]!.id)).not.toBe(restoredVersionId)
  })

  it('says who saved each version: the name, else the e-mail, and “Unknown” for a deleted account', async () => {
    const { rows } = await versionHistory(instance.payload, { collection: 'named-pages', id: pageId }, actor('editor'))
    // Oldest last: v1 by the author, v2 by the editor without a name, v3 by the leaver, v4 published.
    const oldestFirst = [...rows].reverse()
    expect(oldestFirst.slice(0, 5).map((row) => row.savedBy)).toEqual([
      'Ana Author',
      'no-name-editor@example.mil',
      'Unknown',
      // Published: the person who published it, not the author of the text (issue 37, problem 11).
      'Eve Editor (published)',
      'Ana Author',
    ])
    expect(rows[0]!.savedBy).toBe('Eve Editor (published)')
  })

  it('marks the live version, earlier published ones and drafts; times in the site’s zone, links to each version', async () => {
    const { rows } = await versionHistory(instance.payload, { collection: 'named-pages', id: pageId }, actor('editor'))
    expect(rows[0]!.status).toBe('Currently published')
    expect(rows.filter((row) => row.status === 'Currently published')).toHaveLength(1)
    expect(rows.find((row) => row.savedBy === 'Eve Editor (published)' && row !== rows[0])?.status).toBe('Published')
    expect(rows.at(-1)!.status).toBe('Draft')
    expect(rows.at(-1)!.reviewState).toBe('Draft')
    // Each opens compared with the published version (issue 44); the published one with the
    // version before it (the oldest with nothing before it).
    const live = rows.find((row) => row.status === 'Currently published')!
    for (const [index, row] of rows.entries()) {
      expect(row.savedAtText).toBe(formatSiteTime(row.savedAt))
      expect(row.savedAtText).toMatch(/Eastern time$/)
      const before = row === live ? rows[index + 1] : live
      expect(row.href).toBe(
        `/admin/collections/named-pages/${pageId}/versions/${row.id}${before ? `?versionFrom=${before.id}` : ''}`,
      )
    }
  })

  it('shows an author the history, names included, though authors may not read accounts', async () => {
    const accounts = await instance.payload.find({ collection: 'users', depth: 0, ...as('author') })
    expect(accounts.docs.map((user) => user.id)).toEqual([people.author.id])
    const { rows } = await versionHistory(instance.payload, { collection: 'named-pages', id: pageId }, actor('author'))
    expect(rows.map((row) => row.savedBy)).toContain('Eve Editor (published)')
  })

  it('reads with the person’s own access: nobody signed in gets nothing', async () => {
    const refused = await versionHistory(instance.payload, { collection: 'named-pages', id: pageId }, null).then(
      () => 'allowed',
      (error: { status?: number }) => error.status,
    )
    expect(refused).toBe(403)
  })

  it('marks the newest draft “Scheduled” when an approval or Payload’s scheduler will publish it', async () => {
    const { payload } = instance
    const item = await payload.create({
      collection: 'carousel-items',
      data: { title: 'Open day', type: 'News', publishDate: '2026-01-01T00:00:00.000Z' } as never,
      draft: true,
      ...as('author'),
    })
    const target = { collection: 'carousel-items' as const, id: item.id }
    await performReview(payload, actor('author'), { target, action: 'submit' })
    const submitted = await versionHistory(payload, target, actor('otherEditor'))
    expect(submitted.rows[0]).toMatchObject({ status: 'Draft', reviewState: 'In review' })
    const later = new Date(Date.now() + 60 * 60 * 1000)
    expect(
      await performReview(payload, actor('otherEditor'), { target, action: 'approve', publishAt: later }),
    ).toMatchObject({
      status: 200,
    })
    const approved = await versionHistory(payload, target, actor('author'))
    expect(approved.rows[0]).toMatchObject({ status: 'Scheduled', reviewState: 'Approved' })
    expect(approved.rows.slice(1).every((row) => row.status === 'Draft')).toBe(true)

    const banner = await payload.create({
      collection: 'announcements',
      data: { key: 'history-banner', version: 1, title: 'Scheduled banner', theme: 'info' } as never,
      draft: true,
      ...as('author'),
    })
    const bannerTarget = { collection: 'announcements' as const, id: banner.id }
    expect((await versionHistory(payload, bannerTarget, actor('editor'))).rows[0]!.status).toBe('Draft')
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: scheduledDoc('announcements', banner.id) },
      waitUntil: later,
    })
    expect((await versionHistory(payload, bannerTarget, actor('editor'))).rows[0]!.status).toBe('Scheduled')
  })

  it('pages through long histories, 20 to a page, and the home page has one too', async () => {
    const { payload } = instance
    const item = await payload.create({
      collection: 'carousel-items',
      data: { title: 'Busy item 0', type: 'News', publishDate: '2026-01-01T00:00:00.000Z' } as never,
      draft: true,
      ...as('author'),
    })
    for (let n = 1; n < 25; n += 1) {
      await payload.update({
        collection: 'carousel-items',
        id: item.id,
        data: { title: `Busy item ${n}` } as never,
        draft: true,
        ...as('author'),
      })
    }
    const target = { collection: 'carousel-items' as const, id: item.id }
    const first = await versionHistory(payload, target, actor('editor'))
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalVersions: 25 })
    expect(first.rows).toHaveLength(20)
    const second = await versionHistory(payload, target, actor('editor'), { page: 2 })
    expect(second.rows).toHaveLength(5)
    expect(Date.parse(second.rows[0]!.savedAt)).toBeLessThanOrEqual(Date.parse(first.rows.at(-1)!.savedAt))
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(25)
    expect((await versionHistory(payload, target, actor('editor'), { page: 40 })).page).toBe(2)

    await payload.updateGlobal({ slug: 'home-page', data: {} as never, draft: true, ...as('otherEditor') })
    const home = await versionHistory(payload, { global: 'home-page' }, actor('author'))
    expect(home.rows[0]).toMatchObject({ savedBy: 'Eve Editor', status: 'Draft' })
    expect(home.rows[0]!.href).toBe(`/admin/globals/home-page/versions/${home.rows[0]!.id}`)
  })
})
