/**
 * Issue 45's findings on changes to staff accounts, against a real HTTP server on loopback
 * (Payload's REST handlers behind node:http) on one database kind: values of the wrong kind
 * (a list or an object where text belongs) are a 400 that names the field and change
 * nothing, never a 500 or a list stored as text (finding 1); and the change history counts
 * the sessions a new password or e-mail address ended (finding 4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayloadBridge, type PayloadBridge } from './payload-bridge'
import { startTestPayload, type DatabaseKind, type TestPayload } from './payload-instance'
import { readLoosely, type Json } from './rest-call'

type Person = { email: string; password: string; id: number; token: string }

export function describeAccountChanges(kind: DatabaseKind) {
  let instance: TestPayload
  let bridge: PayloadBridge
  let clients = 0
  let people = 0

  async function http(
    path: string,
    { method = 'POST', body, token }: { method?: string; body?: unknown; token?: string } = {},
  ) {
    const headers: Record<string, string> = { 'X-Forwarded-For': `198.18.${kind === 'postgres' ? 3 : 2}.${++clients}` }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `JWT ${token}`
    const response = await fetch(`${bridge.url}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return readLoosely(response)
  }
  const messages = (result: { json: Json }) => JSON.stringify(result.json.errors ?? result.json)

  async function signIn(who: { email: string; password: string }) {
    const result = await http('/users/login', { body: { ...who, noticeAcknowledged: true } })
    expect(result.status, messages(result)).toBe(200)
    return result.json.token as string
  }

  /** A new staff account of its own for each test, signed in once. */
  async function person(role: 'author' | 'editor' | 'admin' = 'editor'): Promise<Person> {
    const who = { email: `account.${++people}.${kind}@example.mil`, password: `amber window heron ${people} field` }
    const made = await instance.payload.create({ collection: 'users', data: { ...who, role } as never })
    return { ...who, id: made.id as number, token: await signIn(who) }
  }

  const stored = async (id: number) =>
    (await instance.payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as Json

  const signedIn = async (token: string) =>
    ((await http('/users/me', { method: 'GET', token })).json.user as Json | null)?.email ?? null

  async function history(action: string, email: string) {
    const { docs } = await instance.payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: action } }, { summary: { contains: email } }] },
      sort: '-createdAt',
    })
    return docs.map((entry) => String(entry.summary))
  }

  beforeAll(async () => {
    process.env.MFA_REQUIRED_ROLES = 'none'
    bridge = await startPayloadBridge(
      () => instance.key,
      () => bridge.url,
    )
    process.env.SITE_URL = bridge.url
    instance = await startTestPayload(kind)
  })

  afterAll(async () => {
    await bridge?.stop()
    await instance?.close()
  })

  describe(`values of the wrong kind on ${kind} (issue 45, finding 1)`, () => {
    it('refuses an e-mail address sent as a list or an object with a 400 naming the field, from an administrator or the person, and changes nothing', async () => {
      const admin = await person('admin')
      const owner = await person()
      const before = await stored(owner.id)
      for (const [who, requester] of [
        ['administrator', admin],
        ['the person', owner],
      ] as const) {
        for (const email of [['taken.over@example.mil'], { equals: 'taken.over@example.mil' }]) {
          const refused = await http(`/users/${owner.id}`, {
            method: 'PATCH',
            token: requester.token,
            body: { email, currentPassword: requester.password },
          })
          expect(refused.status, `${who}: ${JSON.stringify(email)} ${messages(refused)}`).toBe(400)
          expect(messages(refused)).toMatch(/Email must be text, not (a list|an object)/)
        }
      }
      const after = await stored(owner.id)
      expect(after.email).toBe(owner.email)
      expect(after.updatedAt).toEqual(before.updatedAt)
      expect(await signedIn(owner.token)).toBe(owner.email)
      // The same on the bulk route and when an administrator makes an account.
      const bulk = await http(`/users?where[id][equals]=${owner.id}`, {
        method: 'PATCH',
        token: admin.token,
        body: { email: ['taken.over@example.mil'], currentPassword: admin.password },
      })
      expect(bulk.status, messages(bulk)).toBe(400)
      const made = await http('/users', {
        token: admin.token,
        body: { email: ['new.person@example.mil'], password: 'long enough new password 7', role: 'author' },
      })
      expect(made.status, messages(made)).toBe(400)
      expect(
        (await instance.payload.count({ collection: 'users', where: { role: { equals: 'author' } } })).totalDocs,
      ).toBe(0)
    })

    it('refuses every other field of the wrong kind with a 400, and never stores a list as text', async () => {
      const admin = await person('admin')
      const owner = await person()
      const strays: Json[] = [
        { name: { first: 'Ann' } },
        { name: ['Ann', 'Lee'] },
        { cardNumber: ['1234567890'] },
        { cardNumber: { equals: '1234567890' } },
        { singleSignOnIdentity: ['https://idp.example.mil|someone'] },
        { singleSignOnLinkAllowed: ['yes'] },
        { role: ['admin'] },
        { role: { equals: 'admin' } },
        { password: ['a long enough new password'] },
        { currentPassword: ['not text'], name: 'Ann' },
        { createdAt: { before: 'now' } },
      ]
      for (const body of strays) {
        const refused = await http(`/users/${owner.id}`, {
          method: 'PATCH',
          token: admin.token,
          body: { currentPassword: admin.password, ...body },
        })
        expect(refused.status, `${JSON.stringify(body)} ${messages(refused)}`).toBe(400)
        expect(messages(refused), JSON.stringify(body)).toMatch(
          /must be (text|a date|true or false)\b.*, not (a list|an object)\./,
        )
      }
      const after = await stored(owner.id)
      expect(after).toMatchObject({ name: null, cardNumber: null, singleSignOnIdentity: null, role: 'editor' })
      // Still an account that can be edited: nothing stored stands in the way of the next save.
      const renamed = await http(`/users/${owner.id}`, {
        method: 'PATCH',
        token: admin.token,
        body: { name: 'Ann Lee' },
      })
      expect(renamed.status, messages(renamed)).toBe(200)
      expect(await signIn(owner)).toBeTruthy()
    })
  })

  describe(`sessions ended by a credential change on ${kind} (issue 45, finding 4)`, () => {
    it('records how many other sessions a new password ended', async () => {
      const owner = await person()
      const phone = await signIn(owner)
      const tablet = await signIn(owner)
      const changed = await http(`/users/${owner.id}`, {
        method: 'PATCH',
        token: owner.token,
        body: { password: 'a fresh meadow lantern 42', currentPassword: owner.password },
      })
      expect(changed.status, messages(changed)).toBe(200)
      expect(await signedIn(phone)).toBeNull()
      expect(await signedIn(tablet)).toBeNull()
      expect(await signedIn(owner.token)).toBe(owner.email)
      const [entry] = await history('password changed', owner.email)
      expect(entry).toMatch(/; 2 other sessions ended$/)
    })

    it('records how many sessions an administrator’s new password or e-mail address for someone ended', async () => {
      const admin = await person('admin')
      const owner = await person()
      await signIn(owner)
      const changed = await http(`/users/${owner.id}`, {
        method: 'PATCH',
        token: admin.token,
        body: { password: 'an administrator chose this 9', currentPassword: admin.password },
      })
      expect(changed.status, messages(changed)).toBe(200)
      expect(await signedIn(owner.token)).toBeNull()
      expect((await history('password changed', owner.email))[0]).toMatch(/; 2 sessions ended$/)

      const again = await signIn({ email: owner.email, password: 'an administrator chose this 9' })
      const newEmail = `moved.${people}.${kind}@example.mil`
      const moved = await http(`/users/${owner.id}`, {
        method: 'PATCH',
        token: admin.token,
        body: { email: newEmail, currentPassword: admin.password },
      })
      expect(moved.status, messages(moved)).toBe(200)
      expect(await signedIn(again)).toBeNull()
      expect((await history('e-mail changed', newEmail))[0]).toMatch(/; 1 session ended$/)
    })
  })
}
