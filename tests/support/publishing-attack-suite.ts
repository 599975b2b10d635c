/**
 * Issue 37's bypasses and 500s, tried as an attacker would against a real HTTP server on
 * loopback (Payload's REST handlers behind node:http) on one database kind: an author
 * replacing a published image, editors pointing the site's own routes elsewhere, malformed
 * writes, locks in another person's name, and deleting live content alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayloadBridge, type PayloadBridge } from './payload-bridge'
import { startTestPayload, type DatabaseKind, type TestPayload } from './payload-instance'
import { readLoosely, type Json } from './rest-call'
import { imageForm, siteImage, solidPng } from './upload-form'

type Role = 'author' | 'editor' | 'admin'

export function describePublishingAttacks(kind: DatabaseKind) {
  let instance: TestPayload
  let bridge: PayloadBridge
  const tokens = {} as Record<'author' | 'otherAuthor' | 'editor' | 'otherEditor' | 'admin', string>
  const ids = {} as Record<keyof typeof tokens, number>

  async function http(
    path: string,
    {
      method = 'GET',
      body,
      token,
      form,
      contentType,
    }: { method?: string; body?: unknown; token?: string; form?: FormData; contentType?: string } = {},
  ) {
    const headers: Record<string, string> = {}
    if (token) headers.Authorization = `JWT ${token}`
    let payloadBody: BodyInit | undefined
    if (form) payloadBody = form
    else if (body !== undefined) {
      headers['Content-Type'] = contentType ?? 'application/json'
      payloadBody = typeof body === 'string' ? body : JSON.stringify(body)
    }
    const response = await fetch(`${bridge.url}/api${path}`, { method, headers, body: payloadBody })
    return readLoosely(response)
  }
  const message = (result: { json: Json }) =>
    String(result.json.errors?.[0]?.message ?? result.json.message ?? JSON.stringify(result.json))

  async function person(name: keyof typeof tokens, role: Role) {
    const who = { email: `${name.toLowerCase()}.${kind}@example.mil`, password: `violet orbit ${name} kettle 4` }
    const made = await instance.payload.create({ collection: 'users', data: { ...who, role } as never })
    ids[name] = made.id as number
    const login = await http('/users/login', { method: 'POST', body: { ...who, noticeAcknowledged: true } })
    expect(login.status, message(login)).toBe(200)
    tokens[name] = login.json.token as string
  }

  const png = solidPng

  /** What an anonymous visitor reads of an image: its published version only. */
  async function publicImage(contentKey: string) {
    const found = await http(`/media?where[contentKey][equals]=${contentKey}&depth=0`)
    return found.json.docs?.[0] as Json | undefined
  }

  const review = (token: string, body: Record<string, unknown>) => http('/review', { method: 'POST', token, body })

  beforeAll(async () => {
    bridge = await startPayloadBridge(
      () => instance.key,
      () => bridge.url,
    )
    process.env.SITE_URL = bridge.url
    process.env.MFA_REQUIRED_ROLES = 'none'
    instance = await startTestPayload(kind)
    await person('author', 'author')
    await person('otherAuthor', 'author')
    await person('editor', 'editor')
    await person('otherEditor', 'editor')
    await person('admin', 'admin')
  })

  afterAll(async () => {
    await bridge?.stop()
    await instance?.close()
  })

  describe(`replacing a published image on ${kind} (finding 1)`, () => {
    it('keeps the old file and alternative text live until an editor approves the author’s replacement', async () => {
      const { id, contentKey, filename } = await siteImage(instance.payload, 200, 'harbour.png', 'A harbour at dawn')
      const before = await publicImage(contentKey)
      expect(before).toMatchObject({ filename, altText: 'A harbour at dawn' })

      // The author replaces someone else's image as if publishing: refused, nothing changes.
      const direct = await http(`/media/${id}`, {
        method: 'PATCH',
        token: tokens.author,
        form: imageForm(await png(20), 'protest.png', { altText: 'Something else entirely' }),
      })
      expect(direct.status).toBe(403)
      expect(message(direct)).toMatch(/Authors save drafts/)
      expect(await publicImage(contentKey)).toMatchObject({ filename, altText: 'A harbour at dawn' })
      const textOnly = await http(`/media/${id}`, {
        method: 'PATCH',
        token: tokens.author,
        body: { altText: 'Defaced' },
      })
      expect(textOnly.status).toBe(403)

      // As a draft it is kept beside the live one; visitors still get the old file.
      const draft = await http(`/media/${id}?draft=true`, {
        method: 'PATCH',
        token: tokens.author,
        form: imageForm(await png(20), 'harbour-noon.png', { altText: 'A harbour at noon' }),
      })
      expect(draft.status, message(draft)).toBe(200)
      const after = await publicImage(contentKey)
      expect(after).toMatchObject({ filename, altText: 'A harbour at dawn' })
      expect((await http(`/media/file/${filename}`)).status).toBe(200)
      const draftName = (await http(`/media/${id}?draft=true`, { token: tokens.editor })).json.filename as string
      expect(draftName).not.toBe(filename)
      expect((await http(`/media/file/${draftName}`)).status).toBeGreaterThanOrEqual(400)

      // Through review it goes live.
      expect((await review(tokens.author, { collection: 'media', id, action: 'submit' })).status).toBe(200)
      const approved = await review(tokens.editor, { collection: 'media', id, action: 'approve' })
      expect(approved.status, message(approved)).toBe(200)
      expect(await publicImage(contentKey)).toMatchObject({ filename: draftName, altText: 'A harbour at noon' })
    })

    it('lets an editor replace an image only through review while the two-person rule is on', async () => {
      const { id } = await siteImage(instance.payload, 120, 'field.png', 'A field')
      const direct = await http(`/media/${id}`, {
        method: 'PATCH',
        token: tokens.editor,
        body: { altText: 'A meadow' },
      })
      expect(direct.status).toBe(403)
      expect(message(direct)).toMatch(/published through review/)
    })
  })

  describe(`redirects on ${kind} (finding 2)`, () => {
    const redirect = (from: string, url: string, extra: Json = {}) => ({
      from,
      to: { type: 'custom', url },
      type: '302',
      _status: 'published',
      ...extra,
    })

    it('never redirects an address the site itself answers', async () => {
      for (const from of [
        '/.well-known/security.txt',
        '/news',
        '/news/rss.xml',
        '/search',
        '/offerings',
        '/detail/a0Bxx0000000001AAA',
        '/sitemap.xml',
        '/robots.txt',
        '/api/users',
        '/admin',
      ]) {
        const result = await http('/redirects', {
          method: 'POST',
          token: tokens.editor,
          body: redirect(from, 'https://evil.example/x'),
        })
        expect(result.status, `${from}: ${message(result)}`).toBe(400)
        expect(message(result), from).toMatch(/site itself|system/)
      }
      const made = await http('/redirects?where[_status][equals]=published&limit=100', { token: tokens.editor })
      expect(made.json.totalDocs).toBe(0)
    })

    it('sends a redirect to another website to review, and publishes it once another editor approves', async () => {
      const direct = await http('/redirects', {
        method: 'POST',
        token: tokens.editor,
        body: redirect('/old-partner', 'https://partner.example/cloud'),
      })
      expect(direct.status).toBe(403)
      expect(message(direct)).toMatch(/another website goes through review/)
      const draft = await http('/redirects?draft=true', {
        method: 'POST',
        token: tokens.editor,
        body: redirect('/old-partner', 'https://partner.example/cloud', { _status: 'draft' }),
      })
      expect(draft.status, message(draft)).toBe(201)
      const id = draft.json.doc.id as number
      const published = () =>
        http(`/redirects?where[and][0][from][equals]=/old-partner&where[and][1][_status][equals]=published`, {
          token: tokens.editor,
        })
      expect((await published()).json.totalDocs).toBe(0)
      expect((await review(tokens.editor, { collection: 'redirects', id, action: 'submit' })).status).toBe(200)
      const approved = await review(tokens.otherEditor, { collection: 'redirects', id, action: 'approve' })
      expect(approved.status, message(approved)).toBe(200)
      expect((await published()).json.totalDocs).toBe(1)
    })

    it('lets an editor redirect within the site at once', async () => {
      const result = await http('/redirects', {
        method: 'POST',
        token: tokens.editor,
        body: redirect('/old-contact', '/contact'),
      })
      expect(result.status, message(result)).toBe(201)
      expect(result.json.doc._status).toBe('published')
      // An API client that sends no status at all (it knows nothing of drafts) gets the same answers.
      const { _status: _left, ...withoutStatus } = redirect('/old-help', '/contact')
      const plain = await http('/redirects', { method: 'POST', token: tokens.editor, body: withoutStatus })
      expect(plain.status, message(plain)).toBe(201)
      expect(plain.json.doc._status).toBe('published')
      const { _status: _out, ...outsideWithoutStatus } = redirect('/old-vendor', 'https://vendor.example/')
      const outside = await http('/redirects', { method: 'POST', token: tokens.editor, body: outsideWithoutStatus })
      expect(outside.status).toBe(403)
    })

    it('refuses ambiguous targets (a backslash, control characters) and keeps any Unicode address', async () => {
      for (const url of ['/\\evil.example/x', '/ok\\..\\x', '/a\u0000b', '/line\nbreak']) {
        const result = await http('/redirects', {
          method: 'POST',
          token: tokens.editor,
          body: redirect(`/from-${Math.random().toString(36).slice(2, 8)}`, url),
        })
        expect(result.status, JSON.stringify(url)).toBe(400)
      }
      const unicode = await http('/redirects', {
        method: 'POST',
        token: tokens.editor,
        body: redirect('/日本', '/東京'),
      })
      expect(unicode.status, message(unicode)).toBe(201)
      expect(unicode.json.doc.from).toBe('/%E6%97%A5%E6%9C%AC')
      expect(unicode.json.doc.to.url).toBe('/%E6%9D%B1%E4%BA%AC')
    })
  })

  describe(`answers that were 500s on ${kind} (finding 3)`, () => {
    it('refuses a status that is not "draft" or "published" with a 400', async () => {
      const page = await instance.payload.create({
        collection: 'named-pages',
        data: {
          title: 'Status probe',
          path: `status-probe-${kind}`,
          apiName: `Status_Probe_${kind}__c`,
          kind: 'information',
        } as never,
        draft: true,
      })
      const result = await http(`/named-pages/${page.id}`, {
        method: 'PATCH',
        token: tokens.author,
        body: { _status: ['published'] },
      })
      expect(result.status).toBe(400)
      expect(message(result)).toMatch(/draft.*published/)
    })

    it('answers a write with a body that is not JSON or a form with a 4xx', async () => {
      const anonymous = await http('/named-pages?draft=true', {
        method: 'POST',
        body: 'title=x',
        contentType: 'text/plain',
      })
      expect(anonymous.status).toBeGreaterThanOrEqual(400)
      expect(anonymous.status).toBeLessThan(500)
      const signedIn = await http('/named-pages?draft=true', {
        method: 'POST',
        token: tokens.author,
        body: 'title=x',
        contentType: 'text/plain',
      })
      expect(signedIn.status).toBeGreaterThanOrEqual(400)
      expect(signedIn.status).toBeLessThan(500)
    })

    it('answers deleting another person’s preferences with a 404, and keeps them', async () => {
      const saved = await http('/payload-preferences/list-columns', {
        method: 'POST',
        token: tokens.otherAuthor,
        body: { value: { columns: ['title'] } },
      })
      expect(saved.status, message(saved)).toBeLessThan(300)
      const theirs = await instance.payload.find({
        collection: 'payload-preferences',
        where: { key: { equals: 'list-columns' } },
        overrideAccess: true,
      })
      const id = theirs.docs[0]!.id
      const result = await http(`/payload-preferences/${id}`, { method: 'DELETE', token: tokens.author })
      expect(result.status).toBe(404)
      const still = await instance.payload.findByID({ collection: 'payload-preferences', id, overrideAccess: true })
      expect(still.id).toBe(id)
    })
  })

  describe(`document locks on ${kind} (finding 4)`, () => {
    it('makes a lock only in one’s own name, and removes only one’s own', async () => {
      const page = await instance.payload.create({
        collection: 'named-pages',
        data: {
          title: 'Lock probe',
          path: `lock-probe-${kind}`,
          apiName: `Lock_Probe_${kind}__c`,
          kind: 'information',
        } as never,
        draft: true,
      })
      const forged = await http('/payload-locked-documents', {
        method: 'POST',
        token: tokens.author,
        body: {
          document: { relationTo: 'named-pages', value: page.id },
          user: { relationTo: 'users', value: ids.admin },
        },
      })
      expect(forged.status).toBe(403)
      const locks = await instance.payload.find({ collection: 'payload-locked-documents', overrideAccess: true })
      expect(
        locks.docs.filter((lock) => (lock.user?.value as Json)?.id === ids.admin || lock.user?.value === ids.admin),
      ).toHaveLength(0)
      const own = await instance.payload.create({
        collection: 'payload-locked-documents',
        data: {
          document: { relationTo: 'named-pages', value: page.id },
          user: { relationTo: 'users', value: ids.editor },
        },
        overrideAccess: true,
      })
      const removed = await http(`/payload-locked-documents/${own.id}`, { method: 'DELETE', token: tokens.author })
      expect(removed.status).toBeGreaterThanOrEqual(400)
      expect(removed.status).toBeLessThan(500)
      const still = await instance.payload.find({
        collection: 'payload-locked-documents',
        where: { id: { equals: own.id } },
        overrideAccess: true,
      })
      expect(still.totalDocs).toBe(1)
    })
  })

  describe(`restoring a version on ${kind} (finding 7)`, () => {
    it('restores as a draft, through the admin’s Restore button, for someone who may not publish; the site is unchanged', async () => {
      const item = await instance.payload.create({
        collection: 'carousel-items',
        data: { title: `Restore probe ${kind}`, type: 'News', _status: 'published' } as never,
      })
      await http(`/carousel-items/${item.id}?draft=true`, {
        method: 'PATCH',
        token: tokens.author,
        body: { title: `Restore probe, changed ${kind}` },
      })
      const { docs } = await instance.payload.findVersions({
        collection: 'carousel-items',
        where: { parent: { equals: item.id } },
        sort: 'createdAt',
        limit: 1,
        depth: 0,
      })
      const first = docs[0]!.id
      const restored = await http(`/carousel-items/versions/${first}?draft=false`, {
        method: 'POST',
        token: tokens.author,
      })
      expect(restored.status, message(restored)).toBe(200)
      expect(restored.json.message).toMatch(/Restored as a draft/)
      const live = await http(`/carousel-items/${item.id}`)
      expect(live.json.title).toBe(`Restore probe ${kind}`)
      // Every other way to a live restore is refused (GraphQL and the Local API reach the same operation).
      await expect(
        instance.payload.restoreVersion({
          collection: 'carousel-items',
          id: String(first),
          overrideAccess: false,
          user: { id: ids.author, role: 'author', collection: 'users' } as never,
        }),
      ).rejects.toMatchObject({ status: 403 })
    })
  })

  describe(`deleting live content on ${kind} (finding 5)`, () => {
    it('does not let one editor delete a published page: it is unpublished first', async () => {
      const page = await instance.payload.create({
        collection: 'named-pages',
        data: {
          title: 'Live page',
          path: `live-page-${kind}`,
          apiName: `Live_Page_${kind}__c`,
          kind: 'information',
          _status: 'published',
        } as never,
      })
      const removed = await http(`/named-pages/${page.id}`, { method: 'DELETE', token: tokens.editor })
      expect(removed.status).toBe(409)
      expect(message(removed)).toMatch(/Unpublish it first/)
      const bulk = await http(`/named-pages?where[id][equals]=${page.id}`, { method: 'DELETE', token: tokens.editor })
      expect(JSON.stringify(bulk.json)).toMatch(/Unpublish it first/)
      const still = await instance.payload.findByID({ collection: 'named-pages', id: page.id, overrideAccess: true })
      expect(still.id).toBe(page.id)
    })
  })
}
