/**
 * Sign-in state that must hold when requests race: counters that go up in one statement,
 * and values that can be spent once. Each change is a single SQL statement (an upsert or
 * a conditional update with RETURNING), the same text on SQLite and PostgreSQL, outside
 * the request's transaction so a refused request still leaves its count behind. The
 * tables are made by the `identity_module` migrations; Payload's schema does not know them.
 */
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

type Sql = typeof sqliteSql
type Query = ReturnType<Sql>
type Row = Record<string, unknown>

type SqliteDb = { all: (query: Query) => Promise<Row[]> }
type PostgresDb = { execute: (query: Query) => Promise<{ rows: Row[] }> }

const isPostgres = (payload: Payload) => payload.db.name === 'postgres'

type Adapter = { drizzle: unknown; sessions?: Record<number | string, { db: unknown } | undefined> }

/**
 * Runs one statement and returns its rows: on the adapter's own connection, or inside
 * `req`'s transaction when it has one (a hook's change must not wait on the very
 * transaction that called it).
 */
export async function rows(payload: Payload, query: (sql: Sql) => Query, req?: PayloadRequest): Promise<Row[]> {
  const adapter = payload.db as unknown as Adapter
  const transaction = req?.transactionID ? await req.transactionID : undefined
  const drizzle = (transaction !== undefined && adapter.sessions?.[transaction]?.db) || adapter.drizzle
  if (isPostgres(payload)) return (await (drizzle as PostgresDb).execute(query(pgSql as unknown as Sql))).rows
  return (drizzle as SqliteDb).all(query(sqliteSql))
}

export type Count = { count: number; windowEnds: number }

/**
 * Adds one to a counter and returns the new count, in one statement: N requests at once
 * get N different counts. A counter whose window has passed starts again at 1.
 * `account` ties the counter to an account, so an administrator's unlock clears it.
 */
export async function hit(
  payload: Payload,
  key: string,
  windowMs: number,
  account: string | null = null,
  now = Date.now(),
): Promise<Count> {
  const ends = now + windowMs
  const [row] = await rows(
    payload,
    (sql) => sql`INSERT INTO identity_counters (key, account, count, window_ends)
      VALUES (${key}, ${account}, 1, ${ends})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN identity_counters.window_ends <= ${now} THEN 1 ELSE identity_counters.count + 1 END,
        window_ends = CASE WHEN identity_counters.window_ends <= ${now} THEN ${ends} ELSE identity_counters.window_ends END
      RETURNING count, window_ends`,
  )
  return { count: Number(row?.count ?? 1), windowEnds: Number(row?.window_ends ?? ends) }
}

/** The counter's current value (0 when absent or past its window). */
export async function peek(payload: Payload, key: string, now = Date.now()): Promise<Count> {
  const [row] = await rows(
    payload,
    (sql) => sql`SELECT count, window_ends FROM identity_counters WHERE key = ${key} AND window_ends > ${now}`,
  )
  return row ? { count: Number(row.count), windowEnds: Number(row.window_ends) } : { count: 0, windowEnds: now }
}

/** Takes back one count (an attempt that turned out not to be a failure). */
export async function release(payload: Payload, key: string): Promise<void> {
  await rows(
    payload,
    (sql) => sql`UPDATE identity_counters SET count = count - 1 WHERE key = ${key} AND count > 0 RETURNING count`,
  )
}

export async function clear(payload: Payload, key: string): Promise<void> {
  await rows(payload, (sql) => sql`DELETE FROM identity_counters WHERE key = ${key} RETURNING key`)
}

/** Every counter of an account: failures from each client, limits, wrong codes. */
export async function clearAccount(payload: Payload, account: string): Promise<number> {
  const deleted = await rows(
    payload,
    (sql) => sql`DELETE FROM identity_counters WHERE account = ${account} RETURNING key`,
  )
  return deleted.length
}

/** Removes counters whose windows ended long ago (called now and then, never on a hot path). */
export async function pruneCounters(payload: Payload, now = Date.now()): Promise<void> {
  await rows(payload, (sql) => sql`DELETE FROM identity_counters WHERE window_ends < ${now} RETURNING key`)
}

/**
 * Spends a single-use value (a reset link, a set-up ticket): true for the first request
 * that presents it, false for every other, however many arrive at once. The value is
 * kept only as a hash, and belongs to no account, so an unlock cannot make it usable again.
 */
export async function spendOnce(payload: Payload, value: string, keepMs = 24 * 60 * 60 * 1000): Promise<boolean> {
  const key = `once|${createHash('sha256').update(value).digest('base64url')}`
  return (await hit(payload, key, keepMs)).count === 1
}

/**
 * Records a time step of an authenticator app as used, only if it is later than the last
 * one: true for exactly one of any number of requests carrying the same code.
 */
export async function spendTimeStep(payload: Payload, userId: number | string, step: number): Promise<boolean> {
  const updated = await rows(
    payload,
    (sql) => sql`UPDATE users SET second_factor_last_step = ${step}
      WHERE id = ${Number(userId)} AND (second_factor_last_step IS NULL OR second_factor_last_step < ${step})
      RETURNING id`,
  )
  return updated.length === 1
}

/**
 * Replaces the stored recovery codes with `remaining` only if they are still `previous`
 * (compare and swap): of two requests spending codes at once, one wins and the other
 * must read again.
 */
export async function swapRecoveryCodes(
  payload: Payload,
  userId: number | string,
  previous: string[],
  remaining: string[],
): Promise<boolean> {
  const before = JSON.stringify(previous)
  const after = JSON.stringify(remaining)
  const id = Number(userId)
  const updated = isPostgres(payload)
    ? await rows(
        payload,
        (sql) => sql`UPDATE users SET recovery_codes = ${after}::jsonb
          WHERE id = ${id} AND recovery_codes = ${before}::jsonb RETURNING id`,
      )
    : await rows(
        payload,
        (sql) => sql`UPDATE users SET recovery_codes = ${after}
          WHERE id = ${id} AND json(recovery_codes) = json(${before}) RETURNING id`,
      )
  return updated.length === 1
}

export type SignInMethod = 'password' | 'oidc' | 'certificate'

export type SessionRecord = {
  sid: string
  userId: number
  method: SignInMethod
  client: string | null
  startedAt: number
  providerTokens: string | null
  checkedAt: number | null
}

const toRecord = (row: Row): SessionRecord => ({
  sid: String(row.sid),
  userId: Number(row.user_id),
  method: String(row.method) as SignInMethod,
  client: row.client === null || row.client === undefined ? null : String(row.client),
  startedAt: Number(row.started_at),
  providerTokens:
    row.provider_tokens === null || row.provider_tokens === undefined ? null : String(row.provider_tokens),
  checkedAt: row.checked_at === null || row.checked_at === undefined ? null : Number(row.checked_at),
})

/** How a session was started, by whom and from where, kept beside Payload's own session list. */
export async function recordSession(payload: Payload, record: Omit<SessionRecord, 'checkedAt'>): Promise<void> {
  await rows(
    payload,
    (sql) => sql`INSERT INTO identity_sessions (sid, user_id, method, client, started_at, provider_tokens, checked_at)
      VALUES (${record.sid}, ${record.userId}, ${record.method}, ${record.client}, ${record.startedAt},
        ${record.providerTokens}, ${record.startedAt})
      RETURNING sid`,
  )
}

export async function sessionRecord(payload: Payload, sid: string): Promise<SessionRecord | null> {
  const [row] = await rows(payload, (sql) => sql`SELECT * FROM identity_sessions WHERE sid = ${sid}`)
  return row ? toRecord(row) : null
}

export async function sessionRecordsOf(payload: Payload, userId: number | string): Promise<SessionRecord[]> {
  return (await rows(payload, (sql) => sql`SELECT * FROM identity_sessions WHERE user_id = ${Number(userId)}`)).map(
    toRecord,
  )
}

/**
 * Claims a session's check with the provider: true for one request per interval, so
 * parallel requests of one session ask the provider once.
 */
export async function claimProviderCheck(
  payload: Payload,
  sid: string,
  dueBefore: number,
  now = Date.now(),
): Promise<boolean> {
  const claimed = await rows(
    payload,
    (sql) => sql`UPDATE identity_sessions SET checked_at = ${now}
      WHERE sid = ${sid} AND (checked_at IS NULL OR checked_at <= ${dueBefore}) RETURNING sid`,
  )
  return claimed.length === 1
}

export async function forgetSessions(payload: Payload, sids: string[]): Promise<void> {
  for (const sid of sids) {
    await rows(payload, (sql) => sql`DELETE FROM identity_sessions WHERE sid = ${sid} RETURNING sid`)
  }
}

export async function forgetSessionsOf(payload: Payload, userId: number | string): Promise<void> {
  await rows(payload, (sql) => sql`DELETE FROM identity_sessions WHERE user_id = ${Number(userId)} RETURNING sid`)
}

// ---------------------------------------------------------------------------------------
// Payload's session list (the users_sessions table its token check reads), changed one row
// at a time: a whole-list rewrite by two sign-ins at once would lose one of the sessions,
// or fail on the other's duplicate row.

const moment = (time: Date | number) => new Date(time).toISOString()

/** Adds a session to an account and drops the account's expired ones. */
export async function addSessionRow(
  req: PayloadRequest,
  userId: number | string,
  session: { id: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  const parent = Number(userId)
  const expired = await rows(
    req.payload,
    (sql) =>
      sql`DELETE FROM users_sessions WHERE _parent_id = ${parent} AND expires_at <= ${moment(session.createdAt)} RETURNING id`,
    req,
  )
  await forgetSessions(
    req.payload,
    expired.map((row) => String(row.id)),
  )
  await rows(
    req.payload,
    (sql) => sql`INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
      VALUES ((SELECT COALESCE(MAX(_order), 0) + 1 FROM users_sessions WHERE _parent_id = ${parent}),
        ${parent}, ${session.id}, ${moment(session.createdAt)}, ${moment(session.expiresAt)})
      RETURNING id`,
    req,
  )
}

/** The ids of an account's sessions that have not expired. */
export async function runningSessionRows(req: PayloadRequest, userId: number | string, now = Date.now()) {
  const running = await rows(
    req.payload,
    (sql) => sql`SELECT id FROM users_sessions WHERE _parent_id = ${Number(userId)} AND expires_at > ${moment(now)}`,
    req,
  )
  return running.map((row) => String(row.id))
}

/** Moves a session's expiry; false when the session is gone. */
export async function extendSessionRow(
  req: PayloadRequest,
  userId: number | string,
  sid: string,
  expiresAt: Date,
): Promise<boolean> {
  const updated = await rows(
    req.payload,
    (sql) => sql`UPDATE users_sessions SET expires_at = ${moment(expiresAt)}
      WHERE _parent_id = ${Number(userId)} AND id = ${sid} RETURNING id`,
    req,
  )
  return updated.length === 1
}

/** Which of an account's sessions to end: one, all but one (or none), or all. */
export type SessionChoice = { only: string } | { allBut?: string }

/**
 * Removes sessions of an account in one statement, so a session started meanwhile is
 * either ended with the others or was started after; returns the ids removed.
 */
export async function removeSessionRows(
  req: PayloadRequest,
  userId: number | string,
  which: SessionChoice,
): Promise<string[]> {
  const parent = Number(userId)
  const removed = await rows(
    req.payload,
    (sql) =>
      'only' in which
        ? sql`DELETE FROM users_sessions WHERE _parent_id = ${parent} AND id = ${which.only} RETURNING id`
        : which.allBut
          ? sql`DELETE FROM users_sessions WHERE _parent_id = ${parent} AND id <> ${which.allBut} RETURNING id`
          : sql`DELETE FROM users_sessions WHERE _parent_id = ${parent} RETURNING id`,
    req,
  )
  return removed.map((row) => String(row.id))
}

// ---------------------------------------------------------------------------------------
// The provider's tokens of an account's latest single sign-on, kept with the account (not
// only with a session), so the sweep can ask the provider about people who never sign in
// again (access-removal.ts). The same sealed value as the session's, so a renewal by either
// can carry the other along.

export type AccountTokens = { userId: number; providerTokens: string; storedAt: number; checkedAt: number | null }

/** The account's tokens are now those of its latest sign-in through the provider. */
export async function keepAccountTokens(
  payload: Payload,
  userId: number | string,
  sealed: string,
  now = Date.now(),
): Promise<void> {
  await rows(
    payload,
    (sql) => sql`INSERT INTO identity_provider_tokens (user_id, provider_tokens, stored_at, checked_at)
      VALUES (${Number(userId)}, ${sealed}, ${now}, ${now})
      ON CONFLICT (user_id) DO UPDATE SET provider_tokens = excluded.provider_tokens,
        stored_at = excluded.stored_at, checked_at = excluded.checked_at
      RETURNING user_id`,
  )
}

export async function accountTokens(payload: Payload, userId: number | string): Promise<AccountTokens | null> {
  const [row] = await rows(
    payload,
    (sql) => sql`SELECT * FROM identity_provider_tokens WHERE user_id = ${Number(userId)}`,
  )
  if (!row) return null
  return {
    userId: Number(row.user_id),
    providerTokens: String(row.provider_tokens),
    storedAt: Number(row.stored_at),
    checkedAt: row.checked_at === null || row.checked_at === undefined ? null : Number(row.checked_at),
  }
}

/**
 * Renewed tokens in place of `previous`, wherever the account keeps that same value: with
 * the account, and with the session it came from. A sign-in meanwhile (another value) is
 * left as it is.
 */
export async function replaceProviderTokens(
  payload: Payload,
  userId: number | string,
  previous: string,
  next: string,
  now = Date.now(),
): Promise<void> {
  const id = Number(userId)
  await rows(
    payload,
    (sql) => sql`UPDATE identity_provider_tokens SET provider_tokens = ${next}, checked_at = ${now}
      WHERE user_id = ${id} AND provider_tokens = ${previous} RETURNING user_id`,
  )
  await rows(
    payload,
    (sql) => sql`UPDATE identity_sessions SET provider_tokens = ${next}
      WHERE user_id = ${id} AND provider_tokens = ${previous} RETURNING sid`,
  )
}

export async function markAccountChecked(payload: Payload, userId: number | string, now = Date.now()) {
  await rows(
    payload,
    (sql) =>
      sql`UPDATE identity_provider_tokens SET checked_at = ${now} WHERE user_id = ${Number(userId)} RETURNING user_id`,
  )
}

export async function forgetAccountTokens(payload: Payload, userId: number | string): Promise<void> {
  await rows(
    payload,
    (sql) => sql`DELETE FROM identity_provider_tokens WHERE user_id = ${Number(userId)} RETURNING user_id`,
  )
}
