/**
 * Staff sign-in against a real Payload on SQLite, through its REST handlers (the same
 * code the site's /api route runs), as a browser or an API client would call them: the
 * findings of issue 27 section 6, the DoD notice, lockout, and the session rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { startTestPayload, type TestPayload } from './support/payload-instance'
import { restCaller, type Call, type Json } from './support/rest-call'

const SITE = 'http://localhost:3000'
let instance: TestPayload
let config: Awaited<typeof import('@payload-config')>['default']
const admin = { email: 'admin@example.mil', password: 'correct-horse-battery-staple' }
const editor = { email: 'editor.signin@example.mil', password: 'amber lantern quiet river' }
let editorUser: User
let clientCounter = 0
/** A client address of its own for each test, so limits from one test do not spill into another. */
const newClient = () => `198.51.100.${++clientCounter}`

const call = restCaller(SITE, () => ({ config, key: instance.key }), '192.0.2.1')

const login = (who: { email: string; password: string }, extra: Call = {}) =>
  call('/users/login', { body: { ...who, noticeAcknowledged: true }, ...extra })

const message = (result: { json: Json }) => String(result.json.errors?.[0]?.message ?? result.json.message)

beforeAll(async () => {
  instance = await startTestPayload('sqlite')
  config = (await import('@payload-config')).default
  await instance.payload.create({ collection: 'users', data: { ...admin, role: 'admin' } as never })
  editorUser = (await instance.payload.create({
    collection: 'users',
    data: { ...editor, role: 'editor' } as never,
  })) as User
})

afterAll(async () => {
  await instance?.close()
})

describe('refusals that reveal nothing', () => {
  it('takes the same time to refuse an unknown e-mail as a wrong password, with the same answer', async () => {
    const times = { unknown: [] as number[], wrong: [] as number[] }
    const answers = new Set<string>()
    for (let round = 0; round < 2; round++) {
      for (const kind of ['unknown', 'wrong'] as const) {
        const startedAt = performance.now()
        const result = await login(
          { email: kind === 'unknown' ? `nobody.${round}@example.mil` : editor.email, password: 'not the password 1' },
          { client: newClient() },
        )
        times[kind].push(performance.now() - startedAt)
        expect(result.status).toBe(401)
        answers.add(message(result))
      }
    }
    expect(answers.size).toBe(1)
    const slowest = Math.max(...times.unknown, ...times.wrong)
    const fastest = Math.min(...times.unknown, ...times.wrong)
    // Every refusal waits for the same floor; a password check (~0.2 s) fits under it.
    expect(fastest).toBeGreaterThanOrEqual(880)
    expect(slowest - fastest).toBeLessThan(150)
  })
})

describe('DoD notice and consent', () => {
  it('refuses a sign-in until the notice is acknowledged, then accepts the page’s consent', async () => {
    const client = newClient()
    const refused = await call('/users/login', { body: editor, client })
    expect(refused.status).toBe(400)
    expect(message(refused)).toMatch(/notice/i)
    const consent = await call('/users/acknowledge-notice', { origin: SITE, client })
    expect(consent.status).toBe(200)
    const cookie = consent.headers.get('set-cookie')!.split(';')[0]!
    const signedIn = await call('/users/login', { body: editor, client, origin: SITE, cookie })
    expect(signedIn.status).toBe(200)
  })

  it('has the standard DoD notice as the site setting’s default', async () => {
    const settings = await instance.payload.findGlobal({ slug: 'site-settings' })
    expect(settings.signInNotice).toMatch(/^You are accessing a U\.S\. Government \(USG\) Information System \(IS\)/)
  })
})

describe('lockout', () => {
  it('locks an account for one client after 3 failures in 15 minutes, with a generic notice, and not for others', async () => {
    const attacker = newClient()
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login({ ...editor, password: 'guess guess guess' }, { client: attacker })).status).toBe(401)
    }
    const locked = await login(editor, { client: attacker })
    expect(locked.status).toBe(429)
    expect(message(locked)).toMatch(/^Too many sign-in attempts\. Try again in 15 minutes\.$/)
    // An unknown account is answered the same way: the notice says nothing about the account.
    for (let attempt = 0; attempt < 3; attempt++)
      await login({ email: 'ghost@example.mil', password: 'x y z w v' }, { client: attacker })
    expect(message(await login({ email: 'ghost@example.mil', password: 'x y z w v' }, { client: attacker }))).toBe(
      message(locked),
    )
    // The owner, from their own address, is not locked out.
    expect((await login(editor, { client: newClient() })).status).toBe(200)
    // The failures and the lockout are in the change history, with method and address.
    const history = await instance.payload.find({
      collection: 'audit-log',
      where: { and: [{ clientAddress: { equals: attacker } }, { userEmail: { equals: editor.email } }] },
      sort: 'createdAt',
    })
    expect(history.docs.map((doc) => doc.action)).toEqual([
      'sign-in failed',
      'sign-in failed',
      'sign-in failed',
      'locked out',
    ])
    expect(history.docs.every((doc) => doc.method === 'password')).toBe(true)
  })

  it('lets only administrators unlock, with the same answer for any e-mail', async () => {
    const client = newClient()
    for (let attempt = 0; attempt < 3; attempt++) await login({ ...editor, password: 'guess guess guess' }, { client })
    expect((await login(editor, { client })).status).toBe(429)
    const editorToken = (await login(editor, { client: newClient() })).json.token as string
    const byEditor = await call('/users/unlock', { body: { email: editor.email }, token: editorToken })
    expect(byEditor.status).toBe(403)
    const adminToken = (await login(admin, { client: newClient() })).json.token as string
    const known = await call('/users/unlock', { body: { email: editor.email }, token: adminToken })
    const unknown = await call('/users/unlock', { body: { email: 'nobody.at.all@example.mil' }, token: adminToken })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(message(known)).toBe(message(unknown))
    expect((await login(editor, { client })).status).toBe(200)
  })
})

describe('sign-in from another site (login CSRF)', () => {
  it('refuses sign-in, forgot-password and reset sent from a foreign origin', async () => {
    for (const path of ['/users/login', '/users/forgot-password', '/users/reset-password']) {
      const foreign = await call(path, {
        body: { ...editor, noticeAcknowledged: true, token: 'x' },
        origin: 'https://evil.example',
        client: newClient(),
      })
      expect(foreign.status, path).toBe(403)
      expect(message(foreign), path).toMatch(/only be sent from the site itself/)
    }
    expect((await login(editor, { origin: SITE, client: newClient() })).status).toBe(200)
  })

  it('limits forgot-password requests per client, answering the same for known and unknown e-mails', async () => {
    const client = newClient()
    const answers: string[] = []
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const email = attempt % 2 ? editor.email : `unknown.${attempt}@example.mil`
      const result = await call('/users/forgot-password', { body: { email }, client, origin: SITE })
      statuses.push(result.status)
      answers.push(message(result))
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers).size).toBe(1)
    expect((await call('/users/forgot-password', { body: { email: editor.email }, client, origin: SITE })).status).toBe(
      429,
    )
  }, 30_000)
})

describe('session cookie', () => {
  it('is HttpOnly, SameSite and kept by no cache; plain-http local set-ups get no Secure flag', async () => {
    const result = await login(editor, { client: newClient() })
    const cookie = result.headers.get('set-cookie')!
    expect(cookie).toMatch(/^payload-token=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Expires=/)
    expect(cookie).not.toMatch(/Domain=/)
    expect(result.headers.get('cache-control')).toBe('no-store')
  })
})

describe('changing a password', () => {
  it('needs the current password to change your own', async () => {
    const as = { overrideAccess: false as const, user: { ...editorUser, collection: 'users' as const } }
    const change = (data: Record<string, unknown>) =>
      instance.payload.update({ collection: 'users', id: editorUser.id, data: data as never, ...as })
    const problem = (error: unknown) =>
      (error as { data?: { errors?: { message: string }[] } }).data?.errors?.[0]?.message
    expect(problem(await change({ password: 'copper violet orbit kettle' }).catch((error) => error))).toBe(
      'Enter your current password to make this change.',
    )
    const wrong = await change({ password: 'copper violet orbit kettle', currentPassword: 'wrong one here' }).catch(
      (e) => e,
    )
    expect(problem(wrong)).toBe('Your current password is not right.')
    await change({ password: 'copper violet orbit kettle', currentPassword: editor.password })
    expect((await login({ ...editor, password: 'copper violet orbit kettle' }, { client: newClient() })).status).toBe(
      200,
    )
    // An administrator setting it back (account recovery) gives their own current password.
    const adminUser = (await instance.payload.find({ collection: 'users', where: { email: { equals: admin.email } } }))
      .docs[0]!
    const byAdmin = (data: Record<string, unknown>) =>
      instance.payload.update({
        collection: 'users',
        id: editorUser.id,
        data: data as never,
        overrideAccess: false,
        user: { ...adminUser, collection: 'users' },
      })
    expect(problem(await byAdmin({ password: editor.password }).catch((error) => error))).toBe(
      'Enter your current password to make this change.',
    )
    await byAdmin({ password: editor.password, currentPassword: admin.password })
    expect((await login(editor, { client: newClient() })).status).toBe(200)
  })
})

describe('change history', () => {
  it('shows the history of user accounts to administrators only', async () => {
    const editorToken = (await login(editor, { client: newClient() })).json.token as string
    const adminToken = (await login(admin, { client: newClient() })).json.token as string
    const query = '/audit-log?where[target][equals]=users&limit=5'
    const asEditor = await call(query, { method: 'GET', token: editorToken })
    const asAdmin = await call(query, { method: 'GET', token: adminToken })
    expect(asEditor.json.totalDocs).toBe(0)
    expect(asAdmin.json.totalDocs).toBeGreaterThan(0)
    expect(asAdmin.json.docs[0].clientAddress).toMatch(/^198\.51\.100\./)
  })
})

describe('sessions', () => {
  it('gives administrators 10 idle minutes and others 15', async () => {
    const now = Date.now() / 1000
    const adminExp = (await login(admin, { client: newClient() })).json.exp as number
    const editorExp = (await login(editor, { client: newClient() })).json.exp as number
    expect(adminExp - now).toBeGreaterThan(9.5 * 60)
    expect(adminExp - now).toBeLessThanOrEqual(10 * 60 + 1)
    expect(editorExp - now).toBeGreaterThan(14.5 * 60)
    expect(editorExp - now).toBeLessThanOrEqual(15 * 60 + 1)
  })

  it('ends a session at its absolute lifetime, whatever refreshes it', async () => {
    const first = await login(editor, { client: newClient() })
    const token = first.json.token as string
    const refreshed = await call('/users/refresh-token', { token })
    expect(refreshed.status).toBe(200)
    // Twelve hours later (the session's start moved back), a refresh no longer extends it.
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string
    const stored = (await instance.payload.db.findOne({
      collection: 'users',
      where: { id: { equals: editorUser.id } },
    })) as unknown as { sessions: { id: string; createdAt: string; expiresAt: string }[] }
    const sessions = stored.sessions.map((one) =>
      one.id === sid ? { ...one, createdAt: new Date(Date.now() - 12 * 3600 * 1000 - 1000).toISOString() } : one,
    )
    await instance.payload.db.updateOne({ collection: 'users', id: editorUser.id, data: { sessions } })
    const refreshedLate = await call('/users/refresh-token', { token: refreshed.json.refreshedToken })
    expect(refreshedLate.status).toBe(401)
    expect(message(refreshedLate)).toMatch(/session has ended/i)
    const me = await call('/users/me', { method: 'GET', token: refreshed.json.refreshedToken })
    expect(me.json.user).toBeNull()
  })

  it('lets a user see and end their own other sessions, and an administrator end anyone’s', async () => {
    const laptop = (await login(editor, { client: newClient() })).json.token as string
    const phone = (await login(editor, { client: newClient() })).json.token as string
    const listed = await call('/users/sessions', { method: 'GET', token: laptop })
    expect(listed.status).toBe(200)
    const mine = listed.json.sessions as { id: string; current: boolean }[]
    expect(mine.filter((one) => one.current)).toHaveLength(1)
    expect(mine.length).toBeGreaterThanOrEqual(2)
    // From the laptop, end every other session: the phone is signed out.
    const ended = await call(`/users/${editorUser.id}/sessions`, { method: 'DELETE', token: laptop })
    expect(ended.status).toBe(200)
    expect((await call('/users/me', { method: 'GET', token: phone })).json.user).toBeNull()
    expect((await call('/users/me', { method: 'GET', token: laptop })).json.user.email).toBe(editor.email)
    // Another editor's account is not theirs to end; an administrator's end of all of them is.
    const adminToken = (await login(admin, { client: newClient() })).json.token as string
    const adminId = (await call('/users/me', { method: 'GET', token: adminToken })).json.user.id
    expect((await call(`/users/${adminId}/sessions`, { method: 'DELETE', token: laptop })).status).toBe(403)
    expect((await call(`/users/${editorUser.id}/sessions`, { method: 'DELETE', token: adminToken })).status).toBe(200)
    expect((await call('/users/me', { method: 'GET', token: laptop })).json.user).toBeNull()
    const history = await instance.payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'session ended' } },
    })
    expect(history.totalDocs).toBeGreaterThanOrEqual(2)
  })
})
