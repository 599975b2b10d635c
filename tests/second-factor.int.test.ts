/**
 * Two-step sign-in (issue 27 item 3, ADR 0035) against a real Payload on SQLite, through
 * its REST handlers, as the sign-in page and the account page call them. Administrators
 * must use it here (MFA_REQUIRED_ROLES=admin); editors may.
 */
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { startTestPayload, type TestPayload } from './support/payload-instance'
import { restCaller, type Json } from './support/rest-call'

process.env.MFA_REQUIRED_ROLES = 'admin'

const SITE = 'http://localhost:3000'
let instance: TestPayload
let config: Awaited<typeof import('@payload-config')>['default']
const admin = { email: 'admin@example.mil', password: 'correct-horse-battery-staple' }
const editor = { email: 'editor.twostep@example.mil', password: 'amber lantern quiet river' }
const other = { email: 'other.twostep@example.mil', password: 'velvet compass morning tide' }
let editorUser: User
let otherUser: User
let clientCounter = 0
const newClient = () => `203.0.113.${++clientCounter}`

const call = restCaller(SITE, () => ({ config, key: instance.key }), '192.0.2.7')

const login = (who: { email: string; password: string }, extra: Record<string, unknown> = {}, client = newClient()) =>
  call('/users/login', { body: { ...who, noticeAcknowledged: true, ...extra }, client })
const errorOf = (result: { json: Json }) => result.json.errors?.[0] as { name?: string; message: string } | undefined

/** The stored columns, as only the server sees them. */
async function stored(id: number) {
  return (await instance.payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as Json
}
async function sessionCount(id: number) {
  return ((await stored(id)).sessions ?? []).length as number
}
/** A code the app would show now; clears the last used step first, as the passing of time would. */
async function codeNow(secret: string, userId: number) {
  await instance.payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { secondFactorLastStep: null, updatedAt: null },
    returning: false,
  })
  return generate({ secret })
}

/** Sets up two-step sign-in from the account page; returns the app's secret and the recovery codes. */
async function enrol(who: { email: string; password: string }) {
  const token = (await login(who)).json.token as string
  const setup = await call('/users/second-factor/setup', { token })
  expect(setup.status).toBe(200)
  const secret = setup.json.secret as string
  const confirm = await call('/users/second-factor/confirm', {
    token,
    body: { ticket: setup.json.ticket, code: await generate({ secret }), currentPassword: who.password },
  })
  expect(confirm.status).toBe(200)
  return { secret, recoveryCodes: confirm.json.recoveryCodes as string[], token }
}

beforeAll(async () => {
  instance = await startTestPayload('sqlite')
  config = (await import('@payload-config')).default
  await instance.payload.create({ collection: 'users', data: { ...admin, role: 'admin' } as never })
  editorUser = (await instance.payload.create({
    collection: 'users',
    data: { ...editor, role: 'editor' } as never,
  })) as User
  otherUser = (await instance.payload.create({
    collection: 'users',
    data: { ...other, role: 'author' } as never,
  })) as User
})

afterAll(async () => {
  await instance?.close()
})

describe('an editor who sets up two-step sign-in', () => {
  let secret = ''
  let recoveryCodes: string[] = []

  it('scans a code, confirms it, and gets ten recovery codes shown once', async () => {
    const token = (await login(editor)).json.token as string
    const before = await call('/users/second-factor', { method: 'GET', token })
    expect(before.json).toMatchObject({ on: false, required: false })
    const setup = await call('/users/second-factor/setup', { token })
    expect(setup.json.qrSvg).toMatch(/^<svg/)
    expect(setup.json.uri).toMatch(/^otpauth:\/\/totp\//)
    const wrong = await call('/users/second-factor/confirm', {
      token,
      body: { ticket: setup.json.ticket, code: '000000' },
    })
    expect(wrong.status).toBe(400)
    expect((await call('/users/second-factor', { method: 'GET', token })).json.on).toBe(false)
    secret = setup.json.secret
    // Turning it on is a credential change: it takes the current password too.
    const noPassword = await call('/users/second-factor/confirm', {
      token,
      body: { ticket: setup.json.ticket, code: await generate({ secret }) },
    })
    expect(noPassword.status).toBe(400)
    expect(errorOf(noPassword)?.message).toBe('Enter your current password to make this change.')
    const confirm = await call('/users/second-factor/confirm', {
      token,
      body: { ticket: setup.json.ticket, code: await generate({ secret }), currentPassword: editor.password },
    })
    expect(confirm.status).toBe(200)
    recoveryCodes = confirm.json.recoveryCodes
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    expect((await call('/users/second-factor', { method: 'GET', token })).json).toMatchObject({
      on: true,
      recoveryCodesLeft: 10,
    })
    // The secret is kept encrypted and the recovery codes only as hashes.
    const row = await stored(editorUser.id)
    expect(row.secondFactorSecret).not.toContain(secret)
    expect(JSON.stringify(row.recoveryCodes)).not.toContain(recoveryCodes[0]!.replace('-', ''))
  })

  it('never shows the secret or the recovery codes through the API, and keeps them when the account is saved', async () => {
    const token = (await login(editor, { code: await codeNow(secret, editorUser.id) })).json.token as string
    const me = await call('/users/me', { method: 'GET', token })
    const text = JSON.stringify(me.json)
    expect(text).not.toMatch(/secondFactorSecret|recoveryCodes|secondFactorLastStep/)
    const saved = await call(`/users/${editorUser.id}`, {
      method: 'PATCH',
      token,
      body: { name: 'Editor Two', secondFactorSecret: null, recoveryCodes: [] },
    })
    expect(saved.status).toBe(200)
    expect((await call('/users/second-factor', { method: 'GET', token })).json).toMatchObject({
      on: true,
      recoveryCodesLeft: 10,
    })
  })

  it('needs the code after the password, and starts no session without it', async () => {
    const sessionsBefore = await sessionCount(editorUser.id)
    const passwordOnly = await login(editor)
    expect(passwordOnly.status).toBe(401)
    expect(errorOf(passwordOnly)?.name).toBe('SecondFactorNeeded')
    expect(passwordOnly.json.token).toBeUndefined()
    expect(passwordOnly.headers.get('set-cookie')).toBeNull()
    expect(await sessionCount(editorUser.id)).toBe(sessionsBefore)
    const code = await codeNow(secret, editorUser.id)
    const signedIn = await login(editor, { code })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('set-cookie')).toMatch(/payload-token=/)
    // The same code cannot be used twice.
    const replay = await login(editor, { code })
    expect(replay.status).toBe(401)
    expect(errorOf(replay)?.name).toBe('SecondFactorWrong')
  })

  it('counts wrong codes as failed sign-ins: three lock the account for that client', async () => {
    const client = newClient()
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(editor, { code: '123456' }, client)).status).toBe(401)
    }
    const locked = await login(editor, { code: await codeNow(secret, editorUser.id) }, client)
    expect(locked.status).toBe(429)
    const history = await instance.payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'sign-in failed' } }, { summary: { contains: 'wrong code' } }] },
    })
    expect(history.totalDocs).toBeGreaterThanOrEqual(3)
  })

  it('takes each recovery code once', async () => {
    const first = await login(editor, { code: recoveryCodes[0]!.toLowerCase() })
    expect(first.status).toBe(200)
    expect((await login(editor, { code: recoveryCodes[0]! })).status).toBe(401)
    const token = first.json.token as string
    expect((await call('/users/second-factor', { method: 'GET', token })).json.recoveryCodesLeft).toBe(9)
    const history = await instance.payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'recovery code used' } },
      sort: '-createdAt',
    })
    expect(history.docs[0]?.summary).toMatch(/\(9 left\)/)
  })

  it('makes new recovery codes only for a current code, and turns off only with the password', async () => {
    const token = (await login(editor, { code: await codeNow(secret, editorUser.id) })).json.token as string
    expect((await call('/users/second-factor/recovery-codes', { token, body: { code: '000000' } })).status).toBe(400)
    const fresh = await call('/users/second-factor/recovery-codes', {
      token,
      body: { code: await codeNow(secret, editorUser.id) },
    })
    expect(fresh.status).toBe(200)
    expect(fresh.json.recoveryCodes).toHaveLength(10)
    expect((await login(editor, { code: recoveryCodes[1]! })).status).toBe(401)
    const noPassword = await call(`/users/${editorUser.id}/second-factor/turn-off`, { token, body: {} })
    expect(noPassword.status).toBe(400)
    const off = await call(`/users/${editorUser.id}/second-factor/turn-off`, {
      token,
      body: { currentPassword: editor.password },
    })
    expect(off.status).toBe(200)
    expect((await login(editor)).status).toBe(200)
  })
})

describe('guessing codes with a signed-in session', () => {
  it('stops after ten wrong codes in 15 minutes, so a stolen session cannot mint recovery codes', async () => {
    const guesser = { email: 'guesser@example.mil', password: 'slate meadow copper 3 lamp' }
    await instance.payload.create({ collection: 'users', data: { ...guesser, role: 'author' } as never })
    const { token } = await enrol(guesser)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await call('/users/second-factor/recovery-codes', { token, body: { code: '000000' } })).status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('a role that needs two-step sign-in (MFA_REQUIRED_ROLES)', () => {
  let secret = ''

  it('sets it up at the administrator’s first sign-in before any session starts', async () => {
    const adminId = (await instance.payload.find({ collection: 'users', where: { email: { equals: admin.email } } }))
      .docs[0]!.id
    const first = await login(admin)
    expect(first.status).toBe(401)
    expect(errorOf(first)?.name).toBe('SecondFactorSetupNeeded')
    expect(first.json.setup.qrSvg).toMatch(/^<svg/)
    expect(first.json.token).toBeUndefined()
    expect(await sessionCount(adminId)).toBe(0)
    secret = first.json.setup.secret
    const wrong = await login(admin, { setupTicket: first.json.setup.ticket, code: '000000' })
    expect(wrong.status).toBe(401)
    expect(wrong.json.setup.secret).toBe(secret)
    const done = await login(admin, { setupTicket: first.json.setup.ticket, code: await generate({ secret }) })
    expect(done.status).toBe(200)
    expect(done.json.recoveryCodes).toHaveLength(10)
    expect(done.headers.get('set-cookie')).toMatch(/payload-token=/)
    // From now on, the code is asked for.
    expect(errorOf(await login(admin))?.name).toBe('SecondFactorNeeded')
    // A set-up ticket is for its own account only.
    const ticketForOther = await login(other, {
      setupTicket: first.json.setup.ticket,
      code: await generate({ secret }),
    })
    expect(ticketForOther.status).toBe(200)
    expect(ticketForOther.json.recoveryCodes).toBeUndefined()
    // The administrator cannot turn their own off; they can reset someone else's.
    const token = done.json.token as string
    const own = await call(`/users/${adminId}/second-factor/turn-off`, {
      token,
      body: { currentPassword: admin.password },
    })
    expect(own.status).toBe(403)
  })

  it('lets an administrator reset someone’s two-step sign-in, and nobody else', async () => {
    const { token: otherToken } = await enrol(other)
    const adminId = (await instance.payload.find({ collection: 'users', where: { email: { equals: admin.email } } }))
      .docs[0]!.id
    const refused = await call(`/users/${adminId}/second-factor/turn-off`, { token: otherToken, body: {} })
    expect(refused.status).toBe(403)
    const adminToken = (await login(admin, { code: await codeNow(secret, adminId as number) })).json.token as string
    // A stolen administrator's session alone cannot strip someone's second factor: it takes their password.
    const noPassword = await call(`/users/${otherUser.id}/second-factor/turn-off`, { token: adminToken, body: {} })
    expect(noPassword.status).toBe(400)
    const reset = await call(`/users/${otherUser.id}/second-factor/turn-off`, {
      token: adminToken,
      body: { currentPassword: admin.password },
    })
    expect(reset.status).toBe(200)
    expect((await login(other)).status).toBe(200)
    const history = await instance.payload.find({
      collection: 'audit-log',
      where: { summary: { contains: `reset by ${admin.email}` } },
    })
    expect(history.totalDocs).toBe(1)
  })

  it('signs nobody in by an e-mailed reset link when a code is needed', async () => {
    await call('/users/forgot-password', { body: { email: admin.email } })
    const adminId = (await instance.payload.find({ collection: 'users', where: { email: { equals: admin.email } } }))
      .docs[0]!.id
    const row = await stored(adminId as number)
    expect(row.resetPasswordToken).toBeTruthy()
    const reset = await call('/users/reset-password', {
      body: { token: row.resetPasswordToken, password: 'copper violet orbit kettle' },
    })
    expect(reset.status).toBe(200)
    expect(reset.json.token).toBeUndefined()
    expect(reset.headers.get('set-cookie')).toBeNull()
    expect(await sessionCount(adminId as number)).toBe(0)
    expect(errorOf(await login({ ...admin, password: 'copper violet orbit kettle' }))?.name).toBe('SecondFactorNeeded')
  })
})
