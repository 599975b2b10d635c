/**
 * Issue 36's findings, tried as an attacker would against a real HTTP server on loopback
 * (Payload's REST and GraphQL handlers behind node:http) on one database kind: stray
 * fields, every route to a credential change, and ten or more identical requests at once
 * against everything counted or single-use. Each test failed on the code before the
 * identity module.
 */
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayloadBridge, type PayloadBridge } from './payload-bridge'
import { startTestPayload, type DatabaseKind, type TestPayload } from './payload-instance'
import { readLoosely, type Json } from './rest-call'

type Who = { email: string; password: string }

export function describeIdentityAttacks(kind: DatabaseKind) {
  let instance: TestPayload
  let bridge: PayloadBridge
  let clientCounter = 0
  /** A client address of its own, so limits from one test do not spill into another. */
  const newClient = () => `198.18.${kind === 'postgres' ? 1 : 0}.${++clientCounter}`

  async function http(
    path: string,
    {
      method = 'POST',
      body,
      token,
      client = newClient(),
      origin,
    }: { method?: string; body?: unknown; token?: string; client?: string; origin?: string } = {},
  ) {
    const headers: Record<string, string> = { 'X-Forwarded-For': client, ...(origin ? { Origin: origin } : {}) }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `JWT ${token}`
    const response = await fetch(`${bridge.url}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return readLoosely(response)
  }
  const message = (result: { json: Json }) => String(result.json.errors?.[0]?.message ?? result.json.message ?? '')
  const login = (who: Who, extra: Json = {}, client = newClient()) =>
    http('/users/login', { body: { ...who, noticeAcknowledged: true, ...extra }, client })
  const tokenOf = async (who: Who, extra: Json = {}) => {
    const result = await login(who, extra)
    expect(result.status, message(result)).toBe(200)
    return result.json.token as string
  }
  const me = async (token: string) => (await http('/users/me', { method: 'GET', token })).json.user as Json | null
  const count = (statuses: number[], status: number) => statuses.filter((one) => one === status).length
  const graphql = (query: string, token?: string) => http('/graphql', { body: { query }, token })

  let people = 0
  /** A new staff account of its own for each test. */
  async function person(role: 'author' | 'editor' | 'admin' = 'editor'): Promise<Who & { id: number }> {
    const who = { email: `person.${++people}.${kind}@example.mil`, password: `quiet harbour lantern ${people} moss` }
    const made = await instance.payload.create({ collection: 'users', data: { ...who, role } as never })
    return { ...who, id: made.id as number }
  }

  async function history(action: string, email: string) {
    return (
      await instance.payload.find({
        collection: 'audit-log',
        where: { and: [{ action: { equals: action } }, { summary: { contains: email } }] },
        sort: 'createdAt',
      })
    ).docs
  }

  /** Sets up two-step sign-in from the account page; returns the app's secret and recovery codes. */
  async function enrol(who: Who) {
    const token = await tokenOf(who)
    const setup = await http('/users/second-factor/setup', { token })
    const secret = setup.json.secret as string
    const confirm = await http('/users/second-factor/confirm', {
      token,
      body: { ticket: setup.json.ticket, code: await generate({ secret }), currentPassword: who.password },
    })
    expect(confirm.status, message(confirm)).toBe(200)
    return { secret, recoveryCodes: confirm.json.recoveryCodes as string[], token }
  }

  /** Clears the last used time step, as the passing of time would, so a new code is accepted. */
  async function codeLater(secret: string, userId: number) {
    await instance.payload.db.updateOne({
      collection: 'users',
      id: userId,
      data: { secondFactorLastStep: null, updatedAt: null },
      returning: false,
    })
    return generate({ secret })
  }

  beforeAll(async () => {
    process.env.MFA_REQUIRED_ROLES = 'none'
    process.env.GRAPHQL_ENABLED = 'true'
    // Small enough to pass in a test: past 6 attempts on one account, each waits a second more.
    process.env.SIGN_IN_LIMIT_PER_ACCOUNT = '6'
    bridge = await startPayloadBridge(
      () => instance.key,
      () => bridge.url,
    )
    process.env.SITE_URL = bridge.url
    instance = await startTestPayload(kind, { shared: true })
  })

  afterAll(async () => {
    await bridge?.stop()
    await instance?.close()
  })

  describe(`credential changes on ${kind}`, () => {
    it('refuses a new password without the current one on every route, stray token field or not (finding 1)', async () => {
      const victim = await person()
      const token = await tokenOf(victim)
      const newPassword = 'stolen session new password 9'
      const attempts = [
        http(`/users/${victim.id}`, { method: 'PATCH', token, body: { password: newPassword, token: 'x' } }),
        http(`/users/${victim.id}`, { method: 'PATCH', token, body: { password: newPassword } }),
        http(`/users/${victim.id}`, {
          method: 'PATCH',
          token,
          body: { password: newPassword, currentPassword: 'not the password at all' },
        }),
        http(`/users?where[id][equals]=${victim.id}`, { method: 'PATCH', token, body: { password: newPassword } }),
        graphql(`mutation { updateUser(id: ${victim.id}, data: { password: "${newPassword}" }) { id } }`, token),
      ]
      // Each route refuses, naming the current password (REST by id and bulk, GraphQL).
      for (const result of await Promise.all(attempts)) {
        expect(JSON.stringify(result.json), JSON.stringify(result.json)).toMatch(/current ?password/i)
      }
      expect((await login({ ...victim, password: newPassword })).status).toBe(401)
      expect((await login(victim)).status).toBe(200)
    })

    it('needs an administrator’s own password to link a card or a provider identity to someone’s account', async () => {
      const admin = await person('admin')
      const token = await tokenOf(admin)
      const victim = await person()
      for (const body of [{ cardNumber: '1234509876' }, { singleSignOnLinkAllowed: true }]) {
        const refused = await http(`/users/${victim.id}`, { method: 'PATCH', token, body })
        expect(refused.status, JSON.stringify(body)).toBe(400)
      }
      const allowed = await http(`/users/${victim.id}`, {
        method: 'PATCH',
        token,
        body: { cardNumber: '1234509876', currentPassword: admin.password },
      })
      expect(allowed.status, message(allowed)).toBe(200)
      expect(allowed.json.doc.cardNumber).toBe('1234509876')
    })

    it('refuses a new e-mail address without the current password (finding 8)', async () => {
      const victim = await person()
      const token = await tokenOf(victim)
      const taken = await http(`/users/${victim.id}`, {
        method: 'PATCH',
        token,
        body: { email: `attacker.${kind}@example.com` },
      })
      expect(taken.status).toBe(400)
      expect((await me(token))?.email).toBe(victim.email)
    })

    it('ends the other sessions on a password or e-mail change, and records each under its own name with the client address (finding 8)', async () => {
      const owner = await person()
      const laptop = await tokenOf(owner)
      const phone = await tokenOf(owner)
      const client = newClient()
      const newEmail = `renamed.${people}.${kind}@example.mil`
      const changed = await http(`/users/${owner.id}`, {
        method: 'PATCH',
        token: laptop,
        client,
        body: { email: newEmail, password: 'a brand new garden phrase', currentPassword: owner.password },
      })
      expect(changed.status, message(changed)).toBe(200)
      expect(await me(phone)).toBeNull()
      expect((await me(laptop))?.email).toBe(newEmail)
      const [password] = await history('password changed', newEmail)
      const [email] = await history('e-mail changed', newEmail)
      expect(password?.clientAddress).toBe(client)
      expect(email?.clientAddress).toBe(client)
      expect(email?.summary).toContain(owner.email)
      expect((await history('updated', newEmail)).length).toBe(0)
    })
  })

  describe(`Payload's own sign-in operations on ${kind}`, () => {
    it('are closed on every API: GraphQL and the Local API cannot sign in, reset, unlock or register', async () => {
      const someone = await person()
      const refusals = await Promise.all([
        graphql(`mutation { loginUser(email: "${someone.email}", password: "${someone.password}") { token } }`),
        graphql(`mutation { forgotPasswordUser(email: "${someone.email}") }`),
        graphql(`
          mutation {
            resetPasswordUser(token: "x", password: "whatever long password") {
              token
            }
          }
        `),
        graphql(`mutation { unlockUser(email: "${someone.email}") }`),
      ])
      for (const result of refusals) {
        expect(JSON.stringify(result.json)).not.toMatch(/"token":"ey/)
        expect(result.json.errors?.length, JSON.stringify(result.json)).toBeGreaterThan(0)
      }
      await expect(
        instance.payload.login({ collection: 'users', data: { email: someone.email, password: someone.password } }),
      ).rejects.toThrow(/sign-in page/)
      const register = await http('/users/first-register', {
        body: { email: `first.${kind}@example.mil`, password: 'first register password 1' },
      })
      expect(register.status).toBe(403)
    })

    it('refuse to refresh or end a session through GraphQL: the REST paths change only that session', async () => {
      const someone = await person()
      const token = await tokenOf(someone)
      const refresh = await graphql(
        `
          mutation {
            refreshTokenUser {
              refreshedToken
            }
          }
        `,
        token,
      )
      expect(JSON.stringify(refresh.json)).not.toMatch(/"refreshedToken":"ey/)
      expect(message(refresh)).toMatch(/refresh-token/)
      const logout = await graphql(
        `
          mutation {
            logoutUser
          }
        `,
        token,
      )
      expect(message(logout)).toMatch(/api\/users\/logout/)
      expect((await me(token))?.email).toBe(someone.email)
      const other = await tokenOf(someone)
      expect((await http('/users/logout', { token, origin: 'https://elsewhere.example' })).status).toBe(403)
      expect((await me(token))?.email).toBe(someone.email)
      const signedOut = await http('/users/logout', { token })
      expect(signedOut.status).toBe(200)
      expect(signedOut.headers.get('set-cookie')).toMatch(/payload-token=;/)
      expect(await me(token)).toBeNull()
      expect((await me(other))?.email).toBe(someone.email)
      expect(await history('signed out', someone.email)).toHaveLength(1)
    })
  })

  describe(`races on ${kind} (finding 6)`, () => {
    it('locks an account after 3 failures even when 10 wrong passwords arrive at once', async () => {
      const target = await person()
      const client = newClient()
      const statuses = (
        await Promise.all(
          Array.from({ length: 10 }, () => login({ ...target, password: 'a wrong guess here' }, {}, client)),
        )
      ).map((result) => result.status)
      expect(count(statuses, 401)).toBeLessThanOrEqual(3)
      expect(count(statuses, 429)).toBeGreaterThanOrEqual(7)
      expect((await login(target, {}, client)).status).toBe(429)
      expect((await login(target)).status).toBe(200)
    })

    it('opens one session for one authenticator code sent in 10 sign-ins at once', async () => {
      const owner = await person()
      const { secret } = await enrol(owner)
      const code = await codeLater(secret, owner.id)
      const results = await Promise.all(Array.from({ length: 10 }, () => login(owner, { code })))
      expect(
        count(
          results.map((result) => result.status),
          200,
        ),
      ).toBe(1)
    })

    it('opens one session for one recovery code sent in 10 sign-ins at once', async () => {
      const owner = await person()
      const { recoveryCodes, token } = await enrol(owner)
      const results = await Promise.all(Array.from({ length: 10 }, () => login(owner, { code: recoveryCodes[0] })))
      expect(
        count(
          results.map((result) => result.status),
          200,
        ),
      ).toBe(1)
      expect((await http('/users/second-factor', { method: 'GET', token })).json.recoveryCodesLeft).toBe(9)
    })

    // Two requests stay under the lock (three failures), so nothing but the codes decides:
    // with ten, the requests still in flight count as failures and the lock refuses some.
    it('spends two different recovery codes sent at once, each once', async () => {
      const owner = await person()
      const { recoveryCodes, token } = await enrol(owner)
      const both = await Promise.all([0, 1].map((index) => login(owner, { code: recoveryCodes[index] })))
      expect(
        both.map((result) => result.status),
        JSON.stringify(both.map((result) => result.json)),
      ).toEqual([200, 200])
      const replays = await Promise.all(
        [0, 1, 0, 1, 0, 1, 0, 1, 0, 1].map((index) => login(owner, { code: recoveryCodes[index] })),
      )
      expect(
        count(
          replays.map((result) => result.status),
          200,
        ),
      ).toBe(0)
      expect((await http('/users/second-factor', { method: 'GET', token })).json.recoveryCodesLeft).toBe(8)
    })

    it('takes an e-mailed reset link once when 10 resets with it arrive at once', async () => {
      const owner = await person()
      await http('/users/forgot-password', { body: { email: owner.email } })
      const row = (await instance.payload.db.findOne({
        collection: 'users',
        where: { id: { equals: owner.id } },
      })) as Json
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          http('/users/reset-password', {
            body: { token: row.resetPasswordToken, password: `reset race password ${index} stone` },
          }),
        ),
      )
      expect(
        count(
          results.map((result) => result.status),
          200,
        ),
      ).toBe(1)
      const winner = results.findIndex((result) => result.status === 200)
      expect((await login({ ...owner, password: `reset race password ${winner} stone` })).status).toBe(200)
    })

    it('turns on two-step sign-in once when one set-up is confirmed 10 times at once', async () => {
      const owner = await person()
      const token = await tokenOf(owner)
      const setup = await http('/users/second-factor/setup', { token })
      const code = await generate({ secret: setup.json.secret })
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          http('/users/second-factor/confirm', {
            token,
            body: { ticket: setup.json.ticket, code, currentPassword: owner.password },
          }),
        ),
      )
      expect(
        count(
          results.map((result) => result.status),
          200,
        ),
      ).toBe(1)
      expect((await history('two-step sign-in turned on', owner.email)).length).toBe(1)
    })

    it('counts wrong current passwords sent at once: 3, then refused (turning off two-step sign-in)', async () => {
      const owner = await person()
      const { token } = await enrol(owner)
      const client = newClient()
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          http(`/users/${owner.id}/second-factor/turn-off`, {
            token,
            client,
            body: { currentPassword: 'not my password at all' },
          }),
        ),
      )
      const statuses = results.map((result) => result.status)
      expect(count(statuses, 400)).toBeLessThanOrEqual(3)
      expect(count(statuses, 429)).toBeGreaterThanOrEqual(7)
      const right = await http(`/users/${owner.id}/second-factor/turn-off`, {
        token,
        client,
        body: { currentPassword: owner.password },
      })
      expect(right.status).toBe(429)
      expect((await http('/users/second-factor', { method: 'GET', token })).json.on).toBe(true)
    })
  })

  describe(`lock-outs on ${kind} (finding 7)`, () => {
    it('does not keep the owner out when strangers exhaust the account’s limit, and an unlock clears every counter', async () => {
      const owner = await person()
      const strangers = Array.from({ length: 4 }, () => newClient())
      // 3 failures from each of 4 clients: each stranger locks only itself; 12 attempts pass the account's 6.
      await Promise.all(
        strangers.flatMap((client) =>
          Array.from({ length: 3 }, () => login({ ...owner, password: 'strangers guessing' }, {}, client)),
        ),
      )
      // 25 more from one address: that client is refused, nobody else.
      const flood = await Promise.all(
        Array.from({ length: 25 }, () => login({ ...owner, password: 'one loud guesser' }, {}, strangers[0])),
      )
      expect(flood.every((result) => result.status === 429)).toBe(true)
      const startedAt = Date.now()
      const owners = await login(owner)
      expect(owners.status).toBe(200)
      // Past the account's limit every attempt is slowed, the owner's too, but not refused.
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1000)
      expect((await login(owner, {}, strangers[1])).status).toBe(429)
      const admin = await person('admin')
      const adminToken = await tokenOf(admin)
      const unlocked = await http('/users/unlock', { token: adminToken, body: { email: owner.email } })
      expect(unlocked.status).toBe(200)
      // The loud client stays over its own limit (20 per 15 minutes, whatever the account); the others are let in.
      for (const client of strangers.slice(1)) expect((await login(owner, {}, client)).status).toBe(200)
      expect((await history('unlocked', owner.email)).length).toBe(1)
    }, 60_000)
  })

  describe(`sessions on ${kind} (finding 8)`, () => {
    it('keeps every session when one person signs in 6 times at once, and while their account is edited', async () => {
      const owner = await person()
      const admin = await person('admin')
      const adminToken = await tokenOf(admin)
      const [signIns] = await Promise.all([
        Promise.all(Array.from({ length: 6 }, () => login(owner))),
        Promise.all(
          [1, 2, 3].map((round) =>
            http(`/users/${owner.id}`, { method: 'PATCH', token: adminToken, body: { name: `Renamed ${round}` } }),
          ),
        ),
      ])
      expect(
        signIns.map((result) => result.status),
        JSON.stringify(signIns.map((result) => result.json)),
      ).toEqual([200, 200, 200, 200, 200, 200])
      for (const result of signIns) expect((await me(result.json.token))?.email).toBe(owner.email)
    })

    it('keeps both sessions when each is refreshed 5 times at once', async () => {
      const owner = await person()
      const tokens = [await tokenOf(owner), await tokenOf(owner)]
      const refreshes = await Promise.all(
        [0, 1, 0, 1, 0, 1, 0, 1, 0, 1].map((index) => http('/users/refresh-token', { token: tokens[index] })),
      )
      expect(
        refreshes.map((result) => result.status),
        JSON.stringify(refreshes.map((result) => result.json)),
      ).toEqual(Array(10).fill(200))
      for (const token of tokens) expect((await me(token))?.email).toBe(owner.email)
      expect(refreshes[0]?.json.user.email).toBe(owner.email)
      expect(refreshes[0]?.json.user.recoveryCodes).toBeUndefined()
    })

    it('ends the sessions opened before two-step sign-in was turned on', async () => {
      const owner = await person()
      const before = await tokenOf(owner)
      const { token } = await enrol(owner)
      expect(await me(before)).toBeNull()
      expect((await me(token))?.email).toBe(owner.email)
    })
  })
}
