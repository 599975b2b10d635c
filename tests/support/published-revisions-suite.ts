/**
 * What goes live is exactly what a second person approved (issue 44, ADR 0043), tried on
 * one database kind through a real HTTP server (Payload's REST handlers behind node:http):
 * a regression test for each way it broke, then a model-based test (fast-check
 * `fc.commands`) of random sequences of edits, autosaves, submissions, approvals, requests
 * for changes, restores, duplicates, direct and bulk publishing, file and alternative-text
 * replacements, redirects and unpublishing by authors and editors. After every step the
 * public API shows exactly the last approved revision of each document, every file any
 * revision refers to is on disk, nobody approved their own change and nothing answered 5xx.
 *
 * PUBLISHING_MODEL_RUNS sets the number of sequences (`npm run test:model -- --runs N`);
 * PUBLISHING_MODEL_COMMANDS limits the actions and PUBLISHING_MODEL_SKIP=cache leaves out the
 * cache check, to find one problem's shortest failing sequence on its own.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayloadBridge, type PayloadBridge } from './payload-bridge'
import { startTestPayload, type DatabaseKind, type TestPayload } from './payload-instance'
import { readLoosely, type Json } from './rest-call'
import { imageForm, siteImage, solidPng } from './upload-form'

type Person = 'author' | 'editor' | 'otherEditor'
const PEOPLE: Person[] = ['author', 'editor', 'otherEditor']
const isReviewer = (person: Person) => person !== 'author'

type State = 'draft' | 'inReview' | 'changesRequested' | 'approved'
type Target = 'page' | 'home' | 'image' | 'redirect'

/** One governed document as the model knows it: what is live, the latest draft, and its review. */
type Doc = {
  live: string | null
  latest: string
  state: State
  submittedBy?: Person
  contributors: Set<Person>
}

type Model = {
  docs: Record<Target, Doc>
  /** Every file a revision of the image refers to: none may leave the disk. */
  files: Set<string>
  /** New images by id, and whether each is public (it went live with an approved page). */
  uploads: Map<number, boolean>
  step: number
  /** Cache expiries counted so far, and whether the current step changed what is live. */
  expiries: number
  liveChanged: boolean
}

type Real = {
  pageId: number
  imageId: number
  redirectId: number
  /** The image's file and alternative text in its latest draft (a replacement keeps the text). */
  imageFile: string
  imageAlt: string
  log: string[]
}

const RUNS = Number(process.env.PUBLISHING_MODEL_RUNS ?? 12)
const STEPS = 24

export function describePublishedRevisions(kind: DatabaseKind) {
  let instance: TestPayload
  let bridge: PayloadBridge
  const tokens = {} as Record<Person, string>
  const ids = {} as Record<Person, number>
  let serverErrors: string[] = []
  let counter = 0
  const unique = () => `${kind}-${++counter}-${Math.random().toString(36).slice(2, 7)}`

  async function http(
    route: string,
    { method = 'GET', body, token, form }: { method?: string; body?: unknown; token?: string; form?: FormData } = {},
  ) {
    const headers: Record<string, string> = {}
    if (token) headers.Authorization = `JWT ${token}`
    let sent: BodyInit | undefined
    if (form) sent = form
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json'
      sent = JSON.stringify(body)
    }
    const response = await fetch(`${bridge.url}/api${route}`, { method, headers, body: sent })
    const result = await readLoosely(response)
    if (result.status >= 500) serverErrors.push(`${method} ${route} → ${result.status} ${JSON.stringify(result.json)}`)
    return result
  }
  const message = (result: { json: Json }) =>
    String(result.json.errors?.[0]?.message ?? result.json.message ?? JSON.stringify(result.json))

  const png = solidPng

  const review = (person: Person, body: Record<string, unknown>) =>
    http('/review', { method: 'POST', token: tokens[person], body })

  /** The revision a person has in front of them in the review panel. */
  async function revisionSeenBy(person: Person, target: Record<string, unknown>) {
    const query = new URLSearchParams(
      Object.fromEntries(Object.entries(target).map(([key, value]) => [key, String(value)])),
    )
    const status = await http(`/review?${query}`, { token: tokens[person] })
    return status.json.revision as string | undefined
  }

  const mediaDir = () => path.join(instance.dataDir, 'media')

  beforeAll(async () => {
    bridge = await startPayloadBridge(
      () => instance.key,
      () => bridge.url,
    )
    process.env.SITE_URL = bridge.url
    process.env.MFA_REQUIRED_ROLES = 'none'
    instance = await startTestPayload(kind)
    const { seed } = await import('@/seed')
    await seed(instance.payload)
    for (const [person, role] of [
      ['author', 'author'],
      ['editor', 'editor'],
      ['otherEditor', 'editor'],
    ] as const) {
      const who = {
        email: `${person.toLowerCase()}.revisions.${kind}@example.mil`,
        password: `quiet harbour ${person} 42`,
      }
      const made = await instance.payload.create({ collection: 'users', data: { ...who, role, name: person } as never })
      ids[person] = made.id as number
      const login = await http('/users/login', { method: 'POST', body: { ...who, noticeAcknowledged: true } })
      expect(login.status, message(login)).toBe(200)
      tokens[person] = login.json.token as string
    }
  }, 180_000)

  afterAll(async () => {
    await bridge?.stop()
    await instance?.close()
  })

  /** A page published by the site itself (as the seed or an import would). */
  async function publishedPage(title: string) {
    const slug = unique()
    return instance.payload.create({
      collection: 'named-pages',
      data: {
        title,
        path: `revision-${slug}`,
        apiName: `Revision_${slug.replace(/-/g, '_')}__c`,
        kind: 'information',
        _status: 'published',
      } as never,
      depth: 0,
    })
  }

  const publishedImage = async (seed: number, altText: string) =>
    (await siteImage(instance.payload, seed, `picture-${seed}.png`, altText)) as unknown as Json

  const publicPage = async (id: number) => http(`/named-pages/${id}?depth=0`)
  /** A page as the model knows it: its title and the id of its banner picture. */
  const pageContent = (page: Json) => `${page.title}|${page.heroImage ?? ''}`
  const heroOf = (content: string | null) => content?.split('|')[1] ?? ''
  const publicHome = async () => (await http('/globals/home-page?depth=0')).json as Json

  describe(`the seven ways an unapproved change reached the site, on ${kind}`, () => {
    it('problem 1: an editor cannot publish a stored draft redirect to another website with a body of only its status', async () => {
      const from = `/old-brochure-${unique()}`
      const draft = await http('/redirects?draft=true', {
        method: 'POST',
        token: tokens.editor,
        body: { from, to: { type: 'custom', url: 'https://elsewhere.example/x' }, _status: 'draft' },
      })
      expect(draft.status, message(draft)).toBe(201)
      const id = draft.json.doc.id as number
      const publish = await http(`/redirects/${id}`, {
        method: 'PATCH',
        token: tokens.editor,
        body: { _status: 'published' },
      })
      expect(publish.status).toBe(403)
      expect(message(publish)).toMatch(/another website goes through review/)
      // The same through a bulk update, and through a restore of the draft version.
      const bulk = await http(`/redirects?where[id][equals]=${id}`, {
        method: 'PATCH',
        token: tokens.editor,
        body: { _status: 'published' },
      })
      expect(bulk.status).toBeGreaterThanOrEqual(400)
      const versions = await http(`/redirects/versions?where[parent][equals]=${id}&depth=0`, { token: tokens.editor })
      const restore = await http(`/redirects/versions/${versions.json.docs[0].id}`, {
        method: 'POST',
        token: tokens.editor,
      })
      expect(restore.status).toBeLessThan(500)
      const live = await instance.payload.findByID({ collection: 'redirects', id, draft: false, depth: 0 })
      expect(live._status).toBe('draft')
    })

    it('problem 2: an author’s drafts of a published image (new text, then a new file) keep its live file', async () => {
      const image = await publishedImage(11, 'A harbour at dawn')
      const liveFile = image.filename as string
      const text = await http(`/media/${image.id}?draft=true`, {
        method: 'PATCH',
        token: tokens.author,
        body: { altText: 'A harbour in the morning' },
      })
      expect(text.status, message(text)).toBe(200)
      const file = await http(`/media/${image.id}?draft=true`, {
        method: 'PATCH',
        token: tokens.author,
        form: imageForm(await png(12), 'harbour-noon.png', { altText: 'A harbour at noon' }),
      })
      expect(file.status, message(file)).toBe(200)
      expect(existsSync(path.join(mediaDir(), liveFile))).toBe(true)
      const served = await http(`/media/file/${liveFile}`)
      expect(served.status).toBe(200)
      // And a second replacement keeps the first replacement's file for the history.
      const firstReplacement = file.json.doc.filename as string
      const again = await http(`/media/${image.id}?draft=true`, {
        method: 'PATCH',
        token: tokens.author,
        form: imageForm(await png(13), 'harbour-dusk.png', { altText: 'A harbour at dusk' }),
      })
      expect(again.status, message(again)).toBe(200)
      expect(existsSync(path.join(mediaDir(), liveFile))).toBe(true)
      expect(existsSync(path.join(mediaDir(), firstReplacement))).toBe(true)
    })

    it('problem 2: the clean-up removes only files no revision refers to, and keeps every file of every version', async () => {
      const image = await publishedImage(21, 'A data hall')
      const files = [image.filename as string]
      for (const seed of [22, 23]) {
        const replaced = await http(`/media/${image.id}?draft=true`, {
          method: 'PATCH',
          token: tokens.author,
          form: imageForm(await png(seed), `hall-${seed}.png`, { altText: 'A data hall' }),
        })
        expect(replaced.status, message(replaced)).toBe(200)
        files.push(replaced.json.doc.filename as string)
      }
      const { utimes, writeFile } = await import('node:fs/promises')
      const stray = path.join(mediaDir(), `abandoned-${unique()}.png`)
      const fresh = path.join(mediaDir(), `uploading-${unique()}.png`)
      await writeFile(stray, await png(24))
      await writeFile(fresh, await png(25))
      const old = new Date(Date.now() - 48 * 3600 * 1000)
      await utimes(stray, old, old)
      const { cleanStoredFiles } = await import('@/publishing')
      const listed = await cleanStoredFiles(instance.payload, { dryRun: true })
      expect(listed.find((report) => report.collection === 'media')?.removed).toEqual([path.basename(stray)])
      expect(existsSync(stray), 'a dry run removes nothing').toBe(true)
      await cleanStoredFiles(instance.payload)
      expect(existsSync(stray)).toBe(false)
      expect(existsSync(fresh), 'a file younger than the grace period is kept').toBe(true)
      for (const file of files) expect(existsSync(path.join(mediaDir(), file)), file).toBe(true)
    })

    it('problem 3: an edit during review withdraws it, and an approval publishes only the revision the reviewer saw', async () => {
      const page = await publishedPage('Storage offering')
      const edit = (title: string) =>
        http(`/named-pages/${page.id}?draft=true`, { method: 'PATCH', token: tokens.author, body: { title } })
      expect((await edit('Storage offering, reviewed text')).status).toBe(200)
      expect((await review('author', { collection: 'named-pages', id: page.id, action: 'submit' })).status).toBe(200)
      const seen = await revisionSeenBy('editor', { collection: 'named-pages', id: page.id })
      expect(seen).toBeTruthy()
      // The author edits again while the editor reads: the review is withdrawn, and the thread says so.
      expect((await edit('Storage offering, text nobody reviewed')).status).toBe(200)
      const approve = await review('editor', {
        collection: 'named-pages',
        id: page.id,
        action: 'approve',
        revision: seen,
      })
      expect(approve.status).toBe(409)
      expect((await publicPage(page.id as number)).json.title).toBe('Storage offering')
      const thread = await http(
        `/review-comments?where[document][equals]=named-pages:${page.id}&sort=createdAt&depth=0`,
        { token: tokens.editor },
      )
      expect(thread.json.docs.map((entry: Json) => entry.kind)).toContain('withdrawn')
      // Resubmitted, the editor approves the revision in front of them: that text goes live.
      expect((await review('author', { collection: 'named-pages', id: page.id, action: 'submit' })).status).toBe(200)
      const current = await revisionSeenBy('editor', { collection: 'named-pages', id: page.id })
      const approved = await review('editor', {
        collection: 'named-pages',
        id: page.id,
        action: 'approve',
        revision: current,
      })
      expect(approved.status, message(approved)).toBe(200)
      expect((await publicPage(page.id as number)).json.title).toBe('Storage offering, text nobody reviewed')
    })

    it('problem 3: an approval naming an older revision than the latest is refused', async () => {
      const page = await publishedPage('Compute offering')
      await http(`/named-pages/${page.id}?draft=true`, {
        method: 'PATCH',
        token: tokens.author,
        body: { title: 'Compute offering, new' },
      })
      const before = await revisionSeenBy('editor', { collection: 'named-pages', id: page.id })
      expect((await review('author', { collection: 'named-pages', id: page.id, action: 'submit' })).status).toBe(200)
      const stale = await review('editor', {
        collection: 'named-pages',
        id: page.id,
        action: 'approve',
        revision: before,
      })
      expect(stale.status).toBe(409)
      expect(message(stale)).toMatch(/changed after you opened it/)
      expect((await publicPage(page.id as number)).json.title).toBe('Compute offering')
    })

    it('ten identical approvals, submissions or schedules sent at once take effect once', async () => {
      const thread = async (id: unknown) =>
        (
          await http(`/review-comments?where[document][equals]=named-pages:${id}&depth=0&limit=100`, {
            token: tokens.editor,
          })
        ).json.docs.map((entry: Json) => entry.kind) as string[]
      const count = (kinds: string[], kind: string) => kinds.filter((one) => one === kind).length
      const tenTimes = (person: Person, body: Record<string, unknown>) =>
        Promise.all(Array.from({ length: 10 }, () => review(person, body)))

      for (const publishAt of [undefined, new Date(Date.now() + 3_600_000).toISOString()]) {
        const page = await publishedPage(publishAt ? 'Backup offering' : 'Network offering')
        const target = { collection: 'named-pages', id: page.id }
        await http(`/named-pages/${page.id}?draft=true`, {
          method: 'PATCH',
          token: tokens.author,
          body: { title: `${page.title}, reviewed` },
        })
        const submits = await tenTimes('author', { ...target, action: 'submit' })
        expect(submits.map((one) => one.status).sort()).toEqual([200, ...Array(9).fill(409)])
        const revision = await revisionSeenBy('editor', target)
        const approvals = await tenTimes('editor', { ...target, action: 'approve', revision, publishAt })
        expect(approvals.map((one) => one.status).sort(), approvals.map(message).join(' | ')).toEqual([
          200,
          ...Array(9).fill(409),
        ])
        const kinds = await thread(page.id)
        expect(count(kinds, 'submitted')).toBe(1)
        expect(count(kinds, publishAt ? 'scheduled' : 'approved')).toBe(1)
        if (publishAt) {
          const jobs = await instance.payload.find({
            collection: 'payload-jobs',
            where: { taskSlug: { equals: 'publishApproved' } },
            pagination: false,
            overrideAccess: true,
          })
          const forPage = jobs.docs.filter(
            (job) => (job.input as { document?: string }).document === `named-pages:${page.id}`,
          )
          expect(forPage).toHaveLength(1)
        } else {
          expect((await publicPage(page.id as number)).json.title).toBe(`${page.title}, reviewed`)
        }
      }
    })

    it('a deleted document’s review thread goes with it, so a new document never inherits it', async () => {
      const draft = await http('/named-pages?draft=true', {
        method: 'POST',
        token: tokens.author,
        body: {
          title: 'Short-lived page',
          path: `short-${unique()}`,
          apiName: `Short_${counter}__c`,
          kind: 'information',
        },
      })
      expect(draft.status, message(draft)).toBe(201)
      const id = draft.json.doc.id as number
      expect(
        (await review('author', { collection: 'named-pages', id, action: 'submit', comment: 'Quick one' })).status,
      ).toBe(200)
      expect((await http(`/named-pages/${id}`, { method: 'DELETE', token: tokens.author })).status).toBe(200)
      const thread = await http(`/review-comments?where[document][equals]=named-pages:${id}&depth=0`, {
        token: tokens.editor,
      })
      expect(thread.json.totalDocs).toBe(0)
    })

    it('problem 4: an author’s restore of an old home-page version leaves the live home page exactly as it was', async () => {
      const before = await publicHome()
      expect(before.layout.length).toBeGreaterThan(0)
      // Make an older version to go back to: an editor's draft, then the author restores the first version.
      await http('/globals/home-page?draft=true', {
        method: 'POST',
        token: tokens.editor,
        body: { searchProperties: { pageTitle: 'Home, a draft' } },
      })
      const versions = await http('/globals/home-page/versions?sort=createdAt&limit=1&depth=0', {
        token: tokens.author,
      })
      const oldest = versions.json.docs[0].id as string
      const restored = await http(`/globals/home-page/versions/${oldest}`, { method: 'POST', token: tokens.author })
      expect(restored.status, message(restored)).toBe(200)
      expect(message(restored)).toMatch(/Restored as a draft. The site is unchanged/)
      const after = await publicHome()
      const { updatedAt: _before, ...liveBefore } = before
      const { updatedAt: _after, ...liveAfter } = after
      expect(liveAfter).toEqual(liveBefore)
      // Payload's own restore "as a draft" of a global is closed: it would overwrite the live document.
      const direct = await http(`/globals/home-page/versions/${oldest}?draft=true`, {
        method: 'POST',
        token: tokens.editor,
      })
      expect(direct.status).toBeLessThan(500)
      const { updatedAt: _again, ...liveAgain } = await publicHome()
      expect(liveAgain).toEqual(liveBefore)
      // The change history does not say anyone unpublished it.
      const history = await instance.payload.find({
        collection: 'audit-log',
        where: { action: { equals: 'unpublished' } },
        depth: 0,
      })
      expect(history.docs.filter((entry) => String(entry.target) === 'home-page')).toHaveLength(0)
    })

    it('problem 5: a new image waits for the page that uses it, goes live with its approval, and only as the reviewer saw it', async () => {
      const upload = async (altText: string, seed: number) => {
        const made = await http('/media?draft=true', {
          method: 'POST',
          token: tokens.author,
          form: imageForm(await png(seed), 'new-picture.png', { altText, _status: 'draft' }),
        })
        expect(made.status, message(made)).toBe(201)
        expect(made.json.doc._status).toBe('draft')
        return made.json.doc as Json
      }
      const picture = await upload('Racks of servers', 51)
      // Staff see it in the admin; visitors and the public API do not.
      expect((await http(`/media/${picture.id}?depth=0`)).status).toBe(404)
      expect((await http(`/media/file/${picture.filename}`)).status).toBeGreaterThanOrEqual(400)
      expect((await http(`/media/${picture.id}?depth=0`, { token: tokens.editor })).status).toBe(200)
      expect((await http(`/media/file/${picture.filename}`, { token: tokens.editor })).status).toBe(200)

      const page = await publishedPage('Data centre offering')
      const edit = await http(`/named-pages/${page.id}?draft=true`, {
        method: 'PATCH',
        token: tokens.author,
        body: { heroImage: picture.id },
      })
      expect(edit.status, message(edit)).toBe(200)
      expect((await review('author', { collection: 'named-pages', id: page.id, action: 'submit' })).status).toBe(200)
      // Publishing the picture alone is an editor's approval too, not an author's.
      const alone = await http(`/media/${picture.id}`, {
        method: 'PATCH',
        token: tokens.author,
        body: { _status: 'published' },
      })
      expect(alone.status).toBe(403)
      const approved = await review('editor', { collection: 'named-pages', id: page.id, action: 'approve' })
      expect(approved.status, message(approved)).toBe(200)
      expect(message(approved)).toBe('Approved and published, with the image “Racks of servers”.')
      expect((await publicPage(page.id as number)).json.heroImage).toBe(picture.id)
      expect((await http(`/media/${picture.id}?depth=0`)).status).toBe(200)
      expect((await http(`/media/file/${picture.filename}`)).status).toBe(200)

      // A new picture changed after the submission is not approved unseen: the approval is refused, naming it.
      const second = await upload('Cooling pipes', 52)
      await http(`/named-pages/${page.id}?draft=true`, {
        method: 'PATCH',
        token: tokens.author,
        body: { heroImage: second.id },
      })
      expect((await review('author', { collection: 'named-pages', id: page.id, action: 'submit' })).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 5))
      const swapped = await http(`/media/${second.id}?draft=true`, {
        method: 'PATCH',
        token: tokens.author,
        body: { altText: 'Cooling pipes, seen from above' },
      })
      expect(swapped.status, message(swapped)).toBe(200)
      const refused = await review('editor', { collection: 'named-pages', id: page.id, action: 'approve' })
      expect(refused.status, message(refused)).toBe(409)
      expect(message(refused)).toMatch(/^The image “Cooling pipes, seen from above” changed after this was submitted/)
      expect((await publicPage(page.id as number)).json.heroImage).toBe(picture.id)
      expect((await http(`/media/${second.id}?depth=0`)).status).toBe(404)
    })

    it('problem 6: a refused bulk Publish or Delete answers with the reason for each document, as the admin reads it', async () => {
      // Editors are offered bulk Publish on redirects; one to another website is refused.
      const draft = await http('/redirects?draft=true', {
        method: 'POST',
        token: tokens.editor,
        body: {
          from: `/bulk-${unique()}`,
          to: { type: 'custom', url: 'https://elsewhere.example/bulk' },
          _status: 'draft',
        },
      })
      const id = draft.json.doc.id as number
      const bulk = await http(`/redirects?where[id][in][0]=${id}&draft=true`, {
        method: 'PATCH',
        token: tokens.editor,
        body: { _status: 'published' },
      })
      expect(bulk.status, JSON.stringify(bulk.json)).toBe(400)
      // The admin reads `docs` and each error's message (an answer without them shows "An unknown error").
      expect(bulk.json.docs).toEqual([])
      expect(bulk.json.errors.map((error: Json) => error.message)).toEqual([
        expect.stringMatching(/another website goes through review/),
      ])
      const live = await instance.payload.findByID({ collection: 'redirects', id, draft: false, depth: 0 })
      expect(live._status).toBe('draft')
      // Deleting a live page in bulk is refused with its reason the same way.
      const page = await publishedPage('Bulk offering')
      const deleted = await http(`/named-pages?where[id][in][0]=${page.id}`, { method: 'DELETE', token: tokens.editor })
      expect(deleted.json.docs, JSON.stringify(deleted.json)).toEqual([])
      expect(deleted.json.errors[0].message).toMatch(/Unpublish it first/)
      expect((await publicPage(page.id as number)).status).toBe(200)
    })

    it('problem 7: a draft, an autosave, a submission and a comment expire no cache; the approval does', async () => {
      const { CACHE_TAGS } = await import('@/server/cache-tags')
      const { metrics } = await import('@/runtime/metrics')
      const expiries = async () =>
        (await metrics.liveContentChanges.get()).values.reduce((sum, one) => sum + one.value, 0)
      const page = await publishedPage('Network offering')
      const before = await expiries()
      await http(`/named-pages/${page.id}?draft=true`, {
        method: 'PATCH',
        token: tokens.author,
        body: { title: 'Network offering, draft' },
      })
      await http(`/named-pages/${page.id}?draft=true&autosave=true`, {
        method: 'PATCH',
        token: tokens.author,
        body: { title: 'Network offering, autosaved' },
      })
      await http('/globals/home-page?draft=true&autosave=true', {
        method: 'POST',
        token: tokens.author,
        body: { searchProperties: { pageTitle: 'Home, autosaved' } },
      })
      await review('author', { collection: 'named-pages', id: page.id, action: 'submit' })
      await review('editor', { collection: 'named-pages', id: page.id, action: 'comment', comment: 'Looks right.' })
      expect(await expiries()).toBe(before)
      const approved = await review('editor', { collection: 'named-pages', id: page.id, action: 'approve' })
      expect(approved.status, message(approved)).toBe(200)
      const byTag = (await metrics.liveContentChanges.get()).values.find(
        (one) => one.labels.tag === CACHE_TAGS.namedPages,
      )
      expect(byTag?.value ?? 0).toBeGreaterThan(0)
      expect(await expiries()).toBeGreaterThan(before)
    })
  })

  describe(`the model of the whole policy on ${kind}`, () => {
    /** The public view of each document, compared with the model after every step. */
    const expiries = async () => {
      const { metrics } = await import('@/runtime/metrics')
      return (await metrics.liveContentChanges.get()).values.reduce((sum, one) => sum + one.value, 0)
    }

    async function checkInvariants(model: Model, real: Real) {
      // Caches follow the live revision only: expired when it changed, and only then.
      const expired = await expiries()
      if (process.env.PUBLISHING_MODEL_SKIP === 'cache') model.liveChanged = false
      else if (model.liveChanged) expect(expired, 'a live change expires the caches').toBeGreaterThan(model.expiries)
      else expect(expired, 'nothing live changed: every cache stays warm').toBe(model.expiries)
      model.expiries = expired
      model.liveChanged = false

      const page = await publicPage(real.pageId)
      if (model.docs.page.live === null) expect(page.status, 'page should not be public').toBe(404)
      else expect(pageContent(page.json), 'live page title and picture').toBe(model.docs.page.live)

      // A new image is public once an approved page used it, and not before.
      for (const [id, visible] of model.uploads) {
        const found = await http(`/media/${id}?depth=0`)
        expect(found.status, `new image ${id} ${visible ? 'went live with its page' : 'waits for approval'}`).toBe(
          visible ? 200 : 404,
        )
        if (visible) expect((await http(`/media/file/${found.json.filename}`)).status, 'its file is served').toBe(200)
      }

      const home = await publicHome()
      expect(home.searchProperties?.pageTitle, 'live home page').toBe(model.docs.home.live)
      expect(home.layout?.length ?? 0, 'home page blocks').toBeGreaterThan(0)

      const image = await http(`/media/${real.imageId}?depth=0`)
      expect(`${image.json.altText}|${image.json.filename}`, 'live image').toBe(model.docs.image.live)
      expect((await http(`/media/file/${image.json.filename}`)).status, 'live file served').toBe(200)
      for (const file of model.files) expect(existsSync(path.join(mediaDir(), file)), `file ${file} kept`).toBe(true)

      const redirect = await instance.payload.findByID({
        collection: 'redirects',
        id: real.redirectId,
        draft: false,
        depth: 0,
      })
      const liveUrl = redirect._status === 'published' ? (redirect.to?.url ?? null) : null
      expect(liveUrl, 'live redirect').toBe(model.docs.redirect.live)
      expect(serverErrors, 'no answer was a 5xx').toEqual([])
    }

    const targetOf = (target: Target, real: Real): Record<string, unknown> =>
      target === 'home'
        ? { global: 'home-page' }
        : {
            collection: target === 'page' ? 'named-pages' : target === 'image' ? 'media' : 'redirects',
            id: target === 'page' ? real.pageId : target === 'image' ? real.imageId : real.redirectId,
          }

    /** A content change by a person: the model's review rules (ADR 0043). */
    function edited(doc: Doc, person: Person, content: string) {
      if (content !== doc.latest && (doc.state === 'inReview' || doc.state === 'approved')) doc.state = 'draft'
      doc.latest = content
      doc.contributors.add(person)
    }

    const Edit = (target: Target, person: Person, text: string, autosave: boolean): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      async run(model: Model, real: Real) {
        const doc = model.docs[target]
        const query = `?draft=true${autosave ? '&autosave=true' : ''}`
        let result
        let content = text
        if (target === 'page') {
          result = await http(`/named-pages/${real.pageId}${query}`, {
            method: 'PATCH',
            token: tokens[person],
            body: { title: text },
          })
          content = `${text}|${heroOf(doc.latest)}`
        } else if (target === 'home') {
          result = await http(`/globals/home-page${query}`, {
            method: 'POST',
            token: tokens[person],
            body: { searchProperties: { pageTitle: text } },
          })
        } else if (target === 'image') {
          result = await http(`/media/${real.imageId}${query}`, {
            method: 'PATCH',
            token: tokens[person],
            body: { altText: text },
          })
          content = `${text}|${real.imageFile}`
        } else {
          content = `https://elsewhere.example/${text.replace(/\W+/g, '-')}`
          result = await http(`/redirects/${real.redirectId}${query}`, {
            method: 'PATCH',
            token: tokens[person],
            body: { to: { type: 'custom', url: content } },
          })
          if (!isReviewer(person)) {
            expect(result.status, 'authors do not manage redirects').toBe(403)
            return checkInvariants(model, real)
          }
        }
        expect(result.status, message(result)).toBe(200)
        if (target === 'image') real.imageAlt = text
        edited(doc, person, content)
        await checkInvariants(model, real)
      },
      toString: () => `${person} edits the ${target}${autosave ? ' (autosave)' : ''}: ${text}`,
    })

    const ReplaceFile = (person: Person, seed: number): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      async run(model: Model, real: Real) {
        const result = await http(`/media/${real.imageId}?draft=true`, {
          method: 'PATCH',
          token: tokens[person],
          form: imageForm(await png(1000 + model.step++ * 31 + seed), 'replacement.png', { altText: real.imageAlt }),
        })
        expect(result.status, message(result)).toBe(200)
        real.imageFile = result.json.doc.filename as string
        model.files.add(real.imageFile)
        edited(model.docs.image, person, `${real.imageAlt}|${real.imageFile}`)
        await checkInvariants(model, real)
      },
      toString: () => `${person} replaces the image's file`,
    })

    /** A new image from the admin's upload drawer, which saves a draft: not public until a page using it is approved. */
    const UploadNew = (person: Person): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      async run(model: Model, real: Real) {
        const result = await http('/media?draft=true', {
          method: 'POST',
          token: tokens[person],
          form: imageForm(await png(5000 + model.step++ * 17), 'new.png', {
            altText: 'A new picture',
            _status: 'draft',
          }),
        })
        expect(result.status, message(result)).toBe(201)
        const filename = result.json.doc.filename as string
        expect((await http(`/media/file/${filename}`, { token: tokens[person] })).status, 'staff see it').toBe(200)
        model.files.add(filename)
        model.uploads.set(result.json.doc.id as number, false)
        await checkInvariants(model, real)
      },
      toString: () => `${person} uploads a new image`,
    })

    /** The page's draft takes the newest new image as its banner picture. */
    const UseNewImage = (person: Person): fc.AsyncCommand<Model, Real> => ({
      check: (model) => model.uploads.size > 0,
      async run(model: Model, real: Real) {
        const doc = model.docs.page
        const id = [...model.uploads.keys()].at(-1)!
        const result = await http(`/named-pages/${real.pageId}?draft=true`, {
          method: 'PATCH',
          token: tokens[person],
          body: { heroImage: id },
        })
        expect(result.status, message(result)).toBe(200)
        edited(doc, person, `${doc.latest.split('|')[0]}|${id}`)
        await checkInvariants(model, real)
      },
      toString: () => `${person} puts the newest new image on the page`,
    })

    const Submit = (target: Target, person: Person): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      async run(model: Model, real: Real) {
        const doc = model.docs[target]
        const result = await review(person, { ...targetOf(target, real), action: 'submit' })
        if (doc.state === 'inReview') expect(result.status, message(result)).toBe(409)
        // Redirects are editors' work from the first draft to the approval.
        else if (target === 'redirect' && !isReviewer(person)) expect(result.status, message(result)).toBe(403)
        else if (doc.live !== null && doc.latest === doc.live) expect(result.status, message(result)).toBe(409)
        else {
          expect(result.status, message(result)).toBe(200)
          doc.state = 'inReview'
          doc.submittedBy = person
        }
        await checkInvariants(model, real)
      },
      toString: () => `${person} submits the ${target}`,
    })

    const Approve = (target: Target, person: Person): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      async run(model: Model, real: Real) {
        const doc = model.docs[target]
        const revision = await revisionSeenBy(person, targetOf(target, real))
        const result = await review(person, { ...targetOf(target, real), action: 'approve', revision })
        if (!isReviewer(person)) expect(result.status, message(result)).toBe(403)
        else if (doc.state !== 'inReview') expect(result.status, message(result)).toBe(409)
        else if (doc.submittedBy === person || doc.contributors.has(person)) {
          expect(result.status, `nobody approves their own change: ${message(result)}`).toBe(403)
        } else {
          expect(result.status, message(result)).toBe(200)
          doc.live = doc.latest
          model.liveChanged = true
          doc.state = 'approved'
          // The page's new picture goes live with it.
          const hero = target === 'page' ? Number(heroOf(doc.live)) : 0
          if (model.uploads.has(hero)) model.uploads.set(hero, true)
          doc.contributors.clear()
        }
        await checkInvariants(model, real)
      },
      toString: () => `${person} approves the ${target}`,
    })

    const RequestChanges = (target: Target, person: Person): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      async run(model: Model, real: Real) {
        const doc = model.docs[target]
        const result = await review(person, {
          ...targetOf(target, real),
          action: 'requestChanges',
          comment: 'Please say who may use it.',
        })
        if (!isReviewer(person)) expect(result.status, message(result)).toBe(403)
        else if (doc.state !== 'inReview') expect(result.status, message(result)).toBe(409)
        else {
          expect(result.status, message(result)).toBe(200)
          doc.state = 'changesRequested'
        }
        await checkInvariants(model, real)
      },
      toString: () => `${person} asks for changes to the ${target}`,
    })

    /** Publishing without review, as one request: refused for everybody while the two-person rule is on. */
    const PublishDirectly = (target: Target, person: Person, bulk: boolean): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      async run(model: Model, real: Real) {
        const body = { _status: 'published' }
        const token = tokens[person]
        const result =
          target === 'home'
            ? await http('/globals/home-page', { method: 'POST', token, body })
            : await (async () => {
                const { collection, id } = targetOf(target, real) as { collection: string; id: number }
                return bulk
                  ? http(`/${collection}?where[id][equals]=${id}`, { method: 'PATCH', token, body })
                  : http(`/${collection}/${id}`, { method: 'PATCH', token, body })
              })()
        expect(result.status, message(result)).toBeGreaterThanOrEqual(400)
        await checkInvariants(model, real)
      },
      toString: () => `${person} tries to publish the ${target} directly${bulk ? ' (bulk)' : ''}`,
    })

    const Restore = (target: 'page' | 'home', person: Person, pick: number): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      async run(model: Model, real: Real) {
        const doc = model.docs[target]
        const list =
          target === 'page'
            ? await http(`/named-pages/versions?where[parent][equals]=${real.pageId}&limit=100&depth=0`, {
                token: tokens.editor,
              })
            : await http('/globals/home-page/versions?limit=100&depth=0', { token: tokens.editor })
        const versions = list.json.docs as Json[]
        const chosen = versions[pick % versions.length]!
        const route =
          target === 'page' ? `/named-pages/versions/${chosen.id}` : `/globals/home-page/versions/${chosen.id}`
        const result = await http(route, { method: 'POST', token: tokens[person] })
        expect(result.status, message(result)).toBe(200)
        expect(message(result)).toMatch(/Restored as a draft/)
        const content =
          target === 'page' ? pageContent(chosen.version) : (chosen.version.searchProperties?.pageTitle as string)
        edited(doc, person, content)
        await checkInvariants(model, real)
      },
      toString: () => `${person} restores version #${pick} of the ${target}`,
    })

    const Duplicate = (person: Person): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      async run(model: Model, real: Real) {
        const result = await http(`/named-pages/${real.pageId}/duplicate`, {
          method: 'POST',
          token: tokens[person],
          body: {},
        })
        expect(result.status, message(result)).toBeLessThan(300)
        const copy = result.json.doc as Json
        expect(copy._status).toBe('draft')
        expect(copy.title, 'a copy is named as one').toMatch(/ \(copy\)$/)
        expect((await publicPage(copy.id as number)).status, 'a copy is not public').toBe(404)
        await checkInvariants(model, real)
      },
      toString: () => `${person} duplicates the page`,
    })

    const Unpublish = (person: Person): fc.AsyncCommand<Model, Real> => ({
      check: () => true,
      async run(model: Model, real: Real) {
        const doc = model.docs.page
        const result = await review(person, { collection: 'named-pages', id: real.pageId, action: 'unpublish' })
        if (!isReviewer(person)) expect(result.status, message(result)).toBe(403)
        else if (doc.live === null) expect(result.status, message(result)).toBe(409)
        else {
          expect(result.status, message(result)).toBe(200)
          doc.live = null
          model.liveChanged = true
        }
        await checkInvariants(model, real)
      },
      toString: () => `${person} unpublishes the page`,
    })

    const person = fc.constantFrom(...PEOPLE)
    const target = fc.constantFrom<Target>('page', 'home', 'image', 'redirect')
    const text = fc.constantFrom('Alpha', 'Bravo', 'Charlie', 'Delta')
    /** PUBLISHING_MODEL_COMMANDS=Edit,Submit,… limits the sequences to some actions (to find one problem's shortest sequence). */
    const only = process.env.PUBLISHING_MODEL_COMMANDS?.split(',')
    const named = <T extends fc.Arbitrary<fc.AsyncCommand<Model, Real>>>(name: string, arbitrary: T) =>
      !only || only.includes(name) ? [arbitrary] : []
    const commands = [
      ...named(
        'Edit',
        fc.tuple(target, person, text, fc.boolean()).map(([t, p, x, auto]) => Edit(t, p, x, auto)),
      ),
      ...named(
        'ReplaceFile',
        fc.tuple(person, fc.nat(1000)).map(([p, seed]) => ReplaceFile(p, seed)),
      ),
      ...named(
        'UploadNew',
        person.map((p) => UploadNew(p)),
      ),
      ...named(
        'UseNewImage',
        person.map((p) => UseNewImage(p)),
      ),
      ...named(
        'Submit',
        fc.tuple(target, person).map(([t, p]) => Submit(t, p)),
      ),
      ...named(
        'Approve',
        fc.tuple(target, person).map(([t, p]) => Approve(t, p)),
      ),
      ...named(
        'RequestChanges',
        fc.tuple(target, person).map(([t, p]) => RequestChanges(t, p)),
      ),
      ...named(
        'PublishDirectly',
        fc.tuple(target, person, fc.boolean()).map(([t, p, bulk]) => PublishDirectly(t, p, bulk)),
      ),
      ...named(
        'Restore',
        fc
          .tuple(fc.constantFrom<'page' | 'home'>('page', 'home'), person, fc.nat(50))
          .map(([t, p, pick]) => Restore(t, p, pick)),
      ),
      ...named(
        'Duplicate',
        person.map((p) => Duplicate(p)),
      ),
      ...named(
        'Unpublish',
        person.map((p) => Unpublish(p)),
      ),
    ]

    /** A fresh start for each sequence: a published page and image, a draft redirect, the home page live. */
    async function setup(): Promise<{ model: Model; real: Real }> {
      serverErrors = []
      const name = unique()
      const page = await publishedPage(`Start ${name}`)
      const image = await publishedImage(counter, `Start ${name}`)
      const redirect = await http('/redirects?draft=true', {
        method: 'POST',
        token: tokens.editor,
        body: {
          from: `/model-${name}`,
          to: { type: 'custom', url: 'https://elsewhere.example/start' },
          _status: 'draft',
        },
      })
      expect(redirect.status, message(redirect)).toBe(201)
      await instance.payload.updateGlobal({
        slug: 'home-page',
        data: { searchProperties: { pageTitle: `Home ${name}` }, _status: 'published' } as never,
      })
      const fresh = (live: string | null, latest = live ?? ''): Doc => ({
        live,
        latest,
        state: 'approved',
        contributors: new Set(),
      })
      const imageContent = `Start ${name}|${image.filename}`
      return {
        model: {
          docs: {
            page: fresh(`Start ${name}|`),
            home: fresh(`Home ${name}`),
            image: fresh(imageContent),
            // The editor wrote the redirect's first draft: they may not approve it.
            redirect: {
              ...fresh(null, 'https://elsewhere.example/start'),
              state: 'draft',
              contributors: new Set(['editor']),
            },
          },
          files: new Set([image.filename as string]),
          uploads: new Map(),
          step: 0,
          expiries: await expiries(),
          liveChanged: false,
        },
        real: {
          pageId: page.id as number,
          imageId: image.id as number,
          redirectId: redirect.json.doc.id as number,
          imageFile: image.filename as string,
          imageAlt: `Start ${name}`,
          log: [],
        },
      }
    }

    it(
      `holds for ${RUNS} random sequences of up to ${STEPS} steps by authors and editors`,
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.commands(commands, { maxCommands: STEPS }), async (sequence) => {
            const { model, real } = await setup()
            await checkInvariants(model, real)
            await fc.asyncModelRun(() => ({ model, real }), sequence)
          }),
          { numRuns: RUNS },
        )
      },
      Math.max(120_000, RUNS * STEPS * 1500),
    )
  })
}
