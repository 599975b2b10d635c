/**
 * Every access rule for a guest, an author, an editor and an administrator, through the Local API
 * with access control on (as the public site and the REST API apply it): read, create,
 * update and delete on every collection and global, and the field-level rules.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Config, User } from '@/payload-types'
import { seed } from '@/seed'

import { startTestPayload, type TestPayload } from './support/payload-instance'

type Actor = 'guest' | 'author' | 'editor' | 'admin'
type CollectionSlug = keyof Config['collections']
type Operation = 'read' | 'create' | 'update' | 'delete'

const ACTORS: Actor[] = ['guest', 'author', 'editor', 'admin']

let instance: TestPayload
const users: Partial<Record<Actor, User>> = {}

/** true when the operation is allowed; false when it is refused for lack of access. */
async function allowed(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run()
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 401) return false
    throw error
  }
}

const as = (actor: Actor) => ({ overrideAccess: false as const, user: users[actor] })

async function pngFile(name = 'square.png') {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00205b' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

/** A valid new document for each collection that content staff create. */
async function newDocument(
  slug: CollectionSlug,
  n: number,
): Promise<{ data: Record<string, unknown>; file?: Awaited<ReturnType<typeof pngFile>> }> {
  switch (slug) {
    case 'named-pages':
      return {
        data: { title: `Page ${n}`, apiName: `Access_Test_${n}__c`, path: `access-test-${n}`, kind: 'information' },
      }
    case 'carousel-items':
      return { data: { title: `Item ${n}`, type: 'News', publishDate: '2026-01-01T00:00:00.000Z' } }
    case 'announcements':
      return { data: { key: `access-test-${n}`, version: 1, title: `Banner ${n}`, theme: 'info' } }
    case 'media':
      return { data: { altText: `Square ${n}` }, file: await pngFile(`square-${n}.png`) }
    case 'video-files': {
      const data = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n')
      return {
        data: { title: `Captions ${n}` },
        file: { data, mimetype: 'text/vtt', name: `captions-${n}.vtt`, size: data.length },
      }
    }
    case 'contact-requests':
      return {
        data: {
          name: 'A visitor',
          email: 'visitor@example.mil',
          organisation: 'Agency',
          message: 'Please call me back.',
        },
      }
    case 'audit-log':
      return { data: { summary: 'forged', action: 'updated', target: 'users' } }
    case 'page-checks':
      return { data: { address: `/forged-${n}`, checkedAt: new Date().toISOString(), score: 100, latest: true } }
    case 'site-scores':
      return { data: { checkedAt: new Date().toISOString(), score: 100, pages: 1, serious: 0 } }
    case 'content-owners':
      return { data: { sourceCollection: 'named-pages', sourceId: `forged-${n}`, ownerGroup: 'Forged team' } }
    case 'users':
      return { data: { email: `person-${n}@example.mil`, password: 'amber lantern quiet river', role: 'editor' } }
    default:
      throw new Error(`No fixture for ${slug}`)
  }
}

/**
 * What each role may do, per collection. 'published' means: reads, but only what is
 * published; 'own' means: only the user's own account; 'content' means: everything but
 * the history of user accounts (sign-ins, roles, sessions).
 */
type Rule = boolean | 'published' | 'own' | 'content'
type Rules = Record<Operation, Record<Actor, Rule>>

const STAFF_WRITE = { guest: false, author: true, editor: true, admin: true } as const
const REVIEWERS = { guest: false, author: false, editor: true, admin: true } as const
const ADMINS = { guest: false, author: false, editor: false, admin: true } as const
const NOBODY = { guest: false, author: false, editor: false, admin: false } as const
/**
 * Drafted content: the public reads what is published; staff write drafts (the fixtures
 * here are drafts; publishing is tested in review-workflow.int.test.ts).
 */
const VERSIONED_CONTENT: Rules = {
  read: { guest: 'published', author: true, editor: true, admin: true },
  create: STAFF_WRITE,
  update: STAFF_WRITE,
  delete: STAFF_WRITE,
}
/** Uploaded files: public to read, staff to add; removing one that may be in use is a reviewer's call. */
const UPLOADS: Rules = {
  read: { guest: true, author: true, editor: true, admin: true },
  create: STAFF_WRITE,
  update: STAFF_WRITE,
  delete: REVIEWERS,
}

const RULES: Record<string, Rules> = {
  'named-pages': VERSIONED_CONTENT,
  'carousel-items': VERSIONED_CONTENT,
  announcements: VERSIONED_CONTENT,
  media: UPLOADS,
  'video-files': UPLOADS,
  'contact-requests': { read: REVIEWERS, create: NOBODY, update: ADMINS, delete: ADMINS },
  'audit-log': {
    read: { guest: false, author: false, editor: 'content', admin: true },
    create: NOBODY,
    update: NOBODY,
    delete: NOBODY,
  },
  // Site governance (issue 49): written only by the site's own checks and /api/ownership.
  'page-checks': { read: REVIEWERS, create: NOBODY, update: NOBODY, delete: NOBODY },
  'site-scores': { read: REVIEWERS, create: NOBODY, update: NOBODY, delete: NOBODY },
  'content-owners': { read: STAFF_WRITE, create: NOBODY, update: NOBODY, delete: NOBODY },
  users: {
    read: { guest: false, author: 'own', editor: 'own', admin: true },
    create: ADMINS,
    update: { guest: false, author: 'own', editor: 'own', admin: true },
    delete: ADMINS,
  },
}

let counter = 0

/** A document to update or delete, made by the system (access off). */
async function fixture(slug: CollectionSlug) {
  counter += 1
  const { data, file } = await newDocument(slug, counter)
  return instance.payload.create({ collection: slug, data: data as never, file, draft: false })
}

beforeAll(async () => {
  instance = await startTestPayload('sqlite')
  await seed(instance.payload)
  const admin = await instance.payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  users.admin = admin.docs[0]
  users.editor = await instance.payload.create({
    collection: 'users',
    data: { email: 'editor@example.mil', password: 'amber lantern quiet river', role: 'editor' },
  })
  users.author = await instance.payload.create({
    collection: 'users',
    data: { email: 'author@example.mil', password: 'amber lantern quiet river', role: 'author' },
  })
  // One draft of each versioned collection, so "published only" can be checked.
  await instance.payload.create({
    collection: 'carousel-items',
    data: { title: 'Unpublished item', type: 'News', publishDate: '2026-01-01T00:00:00.000Z', _status: 'draft' },
    draft: true,
  })
  await instance.payload.create({
    collection: 'named-pages',
    data: {
      title: 'Unpublished page',
      apiName: 'Unpublished__c',
      path: 'unpublished',
      kind: 'information',
      _status: 'draft',
    },
    draft: true,
  })
  await instance.payload.create({
    collection: 'announcements',
    data: { key: 'unpublished', version: 1, title: 'Unpublished banner', theme: 'info', _status: 'draft' },
    draft: true,
  })
  await instance.payload.create({
    collection: 'contact-requests',
    data: { name: 'A visitor', email: 'visitor@example.mil', organisation: 'Agency', message: 'Hello there.' },
  })
}, 120_000)

afterAll(async () => {
  await instance?.close()
})

describe('collection access for guests, authors, editors and administrators', () => {
  for (const [slug, rules] of Object.entries(RULES) as [CollectionSlug, Rules][]) {
    describe(slug, () => {
      for (const actor of ACTORS) {
        it(`${actor}: read`, async () => {
          const rule = rules.read[actor]
          const readAll = () =>
            instance.payload.find({
              collection: slug,
              ...as(actor),
              draft: true,
              limit: 0,
              depth: 0,
              pagination: false,
            })
          if (rule === false) {
            expect(await allowed(readAll)).toBe(false)
            return
          }
          const seen = await readAll()
          const everything = await instance.payload.find({
            collection: slug,
            draft: true,
            limit: 0,
            pagination: false,
            depth: 0,
          })
          if (rule === 'published') {
            expect(seen.docs.length).toBeGreaterThan(0)
            expect(seen.docs.every((doc) => (doc as { _status?: string })._status === 'published')).toBe(true)
            expect(seen.docs.length).toBeLessThan(everything.docs.length)
          } else if (rule === 'own') {
            expect(seen.docs.map((doc) => doc.id)).toEqual([users[actor]!.id])
          } else if (rule === 'content') {
            const content = everything.docs.filter((doc) => (doc as { target?: string }).target !== 'users')
            expect(content.length).toBeLessThan(everything.docs.length)
            expect(seen.docs.map((doc) => doc.id).sort()).toEqual(content.map((doc) => doc.id).sort())
          } else {
            expect(seen.docs.length).toBe(everything.docs.length)
          }
        })

        it(`${actor}: create`, async () => {
          counter += 1
          const { data, file } = await newDocument(slug, counter)
          const create = () => instance.payload.create({ collection: slug, data: data as never, file, ...as(actor) })
          expect(await allowed(create)).toBe(rules.create[actor] === true)
        })

        it(`${actor}: update`, async () => {
          const rule = rules.update[actor]
          const target = rule === 'own' ? users[actor]! : await fixture(slug)
          // Images and videos are live as soon as they are uploaded: a change to one is a draft for review.
          const draft = slug === 'media' || slug === 'video-files'
          const update = () =>
            instance.payload.update({ collection: slug, id: target.id, data: {} as never, draft, ...as(actor) })
          expect(await allowed(update)).toBe(rule !== false)
          if (rule === 'own') {
            const other = await fixture(slug)
            expect(
              await allowed(() => instance.payload.update({ collection: slug, id: other.id, data: {}, ...as(actor) })),
            ).toBe(false)
          }
        })

        it(`${actor}: delete`, async () => {
          const target = await fixture(slug)
          const remove = () => instance.payload.delete({ collection: slug, id: target.id, ...as(actor) })
          expect(await allowed(remove)).toBe(rules.delete[actor] === true)
        })
      }
    })
  }
})

describe('global access', () => {
  it('everybody reads the published home page; only staff read its draft; staff update it', async () => {
    await instance.payload.updateGlobal({
      slug: 'home-page',
      data: { searchProperties: { pageTitle: 'Draft home title' } },
      draft: true,
    })
    for (const actor of ACTORS) {
      const seen = await instance.payload.findGlobal({ slug: 'home-page', draft: true, depth: 0, ...as(actor) })
      expect(seen.searchProperties?.pageTitle).toBe(actor === 'guest' ? 'Home' : 'Draft home title')
      const update = () =>
        instance.payload.updateGlobal({ slug: 'home-page', data: {}, draft: true, depth: 0, ...as(actor) })
      expect(await allowed(update)).toBe(actor !== 'guest')
    }
  })

  it('everybody reads site settings, the notification address only staff; only administrators change them', async () => {
    await instance.payload.updateGlobal({
      slug: 'site-settings',
      data: { contactNotificationEmail: 'desk@example.mil' },
    })
    for (const actor of ACTORS) {
      const settings = await instance.payload.findGlobal({ slug: 'site-settings', depth: 0, ...as(actor) })
      expect(settings.siteName).toBeTruthy()
      expect(settings.contactNotificationEmail).toBe(actor === 'guest' ? undefined : 'desk@example.mil')
      const update = () => instance.payload.updateGlobal({ slug: 'site-settings', data: {}, depth: 0, ...as(actor) })
      expect(await allowed(update)).toBe(actor === 'admin')
    }
  })
})

describe('field-level rules', () => {
  it('an editor cannot make themselves an administrator; an administrator can change roles', async () => {
    const editor = users.editor!
    const updated = await instance.payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'admin', name: 'Still an editor' },
      ...as('editor'),
    })
    expect(updated.role).toBe('editor')
    expect(updated.name).toBe('Still an editor')
    const other = await fixture('users')
    const promoted = await instance.payload.update({
      collection: 'users',
      id: other.id,
      data: { role: 'admin' },
      ...as('admin'),
    })
    expect(promoted.role).toBe('admin')
  })

  it('records who last edited a document in the document and in its history', async () => {
    const item = await instance.payload.create({
      collection: 'carousel-items',
      data: {
        title: 'Edited by the editor',
        type: 'News',
        publishDate: '2026-02-01T00:00:00.000Z',
      } as never,
      draft: true,
      depth: 0,
      ...as('editor'),
    })
    expect(item.lastEditedBy).toBe(users.editor!.id)
    const versions = await instance.payload.findVersions({
      collection: 'carousel-items',
      where: { parent: { equals: item.id } },
      depth: 0,
    })
    expect(versions.docs[0]?.version.lastEditedBy).toBe(users.editor!.id)
    const history = await instance.payload.find({
      collection: 'audit-log',
      where: { documentId: { equals: String(item.id) } },
      ...as('editor'),
    })
    expect(history.docs[0]).toMatchObject({
      action: 'created',
      target: 'carousel-items',
      userEmail: 'editor@example.mil',
    })
  })

  it('makes a page’s link name for older systems from its title when an author gives none, numbered when taken', async () => {
    const make = () =>
      instance.payload.create({
        collection: 'named-pages',
        data: { title: 'Cloud storage & backup', path: `storage-${Math.random().toString(36).slice(2, 8)}` } as never,
        draft: true,
        depth: 0,
        ...as('author'),
      })
    const first = await make()
    const second = await make()
    expect(first.apiName).toBe('Cloud_Storage_Backup__c')
    expect(second.apiName).toBe('Cloud_Storage_Backup_2__c')
    // An author's later save without the field keeps the name other content links by.
    const renamed = await instance.payload.update({
      collection: 'named-pages',
      id: first.id,
      data: { title: 'Storage' },
      draft: true,
      depth: 0,
      ...as('author'),
    })
    expect(renamed.apiName).toBe('Cloud_Storage_Backup__c')
  })
})

/** The reason Payload gives for a refused field, as the admin shows it beside the field. */
async function fieldError(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string; path: string }[] } }).data?.errors ?? []
    return errors.map((entry) => `${entry.path}: ${entry.message}`).join('; ')
  }
  return 'accepted'
}

describe('passwords and sign-in', () => {
  it('refuses short and well-known passwords with a clear message', async () => {
    for (const [password, message] of [
      ['short-pass', /at least 12/],
      ['Password123!', /too common/],
      ['qwertyuiop123', /too common/],
    ] as const) {
      const create = () =>
        instance.payload.create({
          collection: 'users',
          data: { email: `weak-${password.length}@example.mil`, password } as never,
        })
      expect(await fieldError(create)).toMatch(message)
    }
    const change = () =>
      instance.payload.update({ collection: 'users', id: users.editor!.id, data: { password: 'letmein12345' } })
    expect(await fieldError(change)).toMatch(/^password: .*too common/)
  })
})

describe('uploads', () => {
  const upload = (data: Record<string, unknown>, file: Buffer, name: string, actor?: Actor) =>
    instance.payload.create({
      collection: 'media',
      data: data as never,
      file: { data: file, mimetype: 'image/png', name, size: file.length },
      ...(actor ? as(actor) : {}),
    })

  it('refuses an SVG, even named .png, and a file over the size limit', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    await expect(upload({ altText: 'Scripted' }, svg, 'innocent.png', 'editor')).rejects.toThrow()
    const big = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const oversized = Buffer.concat([big, Buffer.alloc(11 * 1024 * 1024)])
    await expect(upload({ altText: 'Too big' }, oversized, 'big.png', 'editor')).rejects.toThrow(/too large/)
    const stored = await instance.payload.find({
      collection: 'media',
      where: { altText: { in: ['Scripted', 'Too big'] } },
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('stores an image under a name that says what it is, whatever name it was sent with', async () => {
    const file = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#112e51' } })
      .png()
      .toBuffer()
    const media = await upload({ altText: 'Sent as a web page' }, file, 'x.html', 'editor')
    expect(media.filename).toMatch(/^x(-\d+)?\.png$/)
    expect(media.mimeType).toBe('image/png')
  })

  it('requires alternative text; the site renders WebP at the widths it serves, and drops them with the image', async () => {
    const file = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#005ea2' } })
      .png()
      .toBuffer()
    await expect(upload({}, file, 'wide.png')).rejects.toThrow(/Alternative text/)
    const media = await upload({ altText: 'A wide blue field' }, file, 'wide.png')
    // Imported here: the delivery code reads the settings the test's Payload was started with.
    const { renderImageVariant, toStoredImage } = await import('@/server/media')
    const stored = toStoredImage(media)!
    const renditions = await Promise.all([640, 960, 1920].map((width) => renderImageVariant(stored, width)))
    for (const [index, rendition] of renditions.entries()) {
      const meta = await sharp(rendition).metadata()
      expect(meta).toMatchObject({ format: 'webp', width: [640, 960, 1920][index] })
      // Kept away from the folder uploads are served from.
      expect(rendition.startsWith(path.join(instance.dataDir, 'media'))).toBe(false)
    }
    await instance.payload.delete({ collection: 'media', id: media.id })
    for (const rendition of renditions) expect(existsSync(rendition), rendition).toBe(false)
  })

  it('keeps each image’s renditions apart when two uploads share a file name', async () => {
    const { renderImageVariant, toStoredImage } = await import('@/server/media')
    const picture = (background: string) =>
      sharp({ create: { width: 1200, height: 600, channels: 3, background } })
        .png()
        .toBuffer()
    const red = await upload({ altText: 'A red field' }, await picture('#d83933'), 'field.png')
    const green = await upload({ altText: 'A green field' }, await picture('#00a91c'), 'field.png')
    const [redRendition, greenRendition] = await Promise.all(
      [red, green].map((media) => renderImageVariant(toStoredImage(media)!, 640)),
    )
    expect(redRendition).not.toBe(greenRendition)
    const colourOf = async (file: string) => (await sharp(file).stats()).dominant
    expect((await colourOf(redRendition!)).r).toBeGreaterThan(150)
    expect((await colourOf(greenRendition!)).g).toBeGreaterThan(120)
    // Deleting one image leaves the other's rendition in place.
    await instance.payload.delete({ collection: 'media', id: red.id })
    expect(existsSync(redRendition!)).toBe(false)
    expect(existsSync(greenRendition!)).toBe(true)
    await instance.payload.delete({ collection: 'media', id: green.id })
  })
})

describe('announcement Version', () => {
  it('rises when a published banner’s wording or link changes, not for its theme or a draft', async () => {
    const banner = await instance.payload.create({
      collection: 'announcements',
      data: {
        key: 'version-rule',
        version: 3,
        title: 'Maintenance on Friday',
        theme: 'info',
        _status: 'published',
      } as never,
    })
    const draft = await instance.payload.update({
      collection: 'announcements',
      id: banner.id,
      data: { title: 'Maintenance on Saturday' },
      draft: true,
    })
    expect(draft.version).toBe(3)
    const published = await instance.payload.update({
      collection: 'announcements',
      id: banner.id,
      data: { _status: 'published' },
    })
    expect(published.version).toBe(4)
    const themed = await instance.payload.update({
      collection: 'announcements',
      id: banner.id,
      data: { theme: 'warning', _status: 'published' },
    })
    expect(themed.version).toBe(4)
    const raisedByHand = await instance.payload.update({
      collection: 'announcements',
      id: banner.id,
      data: { linkHref: 'contact', linkLabel: 'Ask us', version: 9, _status: 'published' },
    })
    expect(raisedByHand.version).toBe(9)
  })
})
