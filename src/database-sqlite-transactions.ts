/**
 * SQLite transactions where the site asks for them, on one long-lived connection of their
 * own (ADR 0042).
 *
 * Payload's SQLite adapter runs without transactions unless told otherwise, and turning
 * them on everywhere would make every save wait its turn behind any other. The site asks
 * for one where a change must be written whole or not at all (an imported item):
 * `writtenWhole(work)` opens Payload's transactions for what `work` saves with its request.
 *
 * `@libsql/client` starts a transaction by handing its connection to it and opening a new
 * one for the next statement; the connection handed over is never closed
 * (libsql-client-ts#350, libsql-js#230): 3,000 transactions held 6,028 file descriptors
 * and 2.7 GB here. So the client keeps its own connection for statements outside
 * transactions, and transactions take turns on a second connection that stays open.
 * SQLite lets one writer in at a time anyway: a transaction that cannot get its turn
 * within the busy timeout fails as SQLite itself would ("database is locked").
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import {
  createClient,
  type Client,
  type InStatement,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from '@libsql/client'

type SqliteAdapter = {
  client?: Client
  clientConfig: Parameters<typeof createClient>[0]
  busyTimeout?: number
  wal?: false | { synchronous?: string }
}

const BEGIN = { write: 'BEGIN IMMEDIATE', deferred: 'BEGIN DEFERRED', read: 'BEGIN DEFERRED' } as const

/** Turns: each caller waits for the one before it to release. */
function turns(timeoutMs: number) {
  let last: Promise<void> = Promise.resolve()
  return async function take(): Promise<() => void> {
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    const before = last
    last = before.then(() => mine)
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)))
    const outcome = await Promise.race([before.then(() => 'ready' as const), timedOut])
    clearTimeout(timer)
    if (outcome === 'late') {
      // Our place in the queue passes on as soon as the one before us is done.
      void before.then(release)
      throw Object.assign(new Error('SQLITE_BUSY: database is locked (another change is still being saved)'), {
        code: 'SQLITE_BUSY',
      })
    }
    return release
  }
}

const wantsTransaction = new AsyncLocalStorage<boolean>()

/**
 * Runs `work` with Payload's transactions open on SQLite: an operation given a request
 * starts one (committed or rolled back by whoever started it), and operations given the
 * same request join it. On PostgreSQL transactions are always on; this changes nothing.
 */
export const writtenWhole = <T>(work: () => Promise<T>): Promise<T> => wantsTransaction.run(true, work)

/** Whether the current work asked for a transaction (`writtenWhole`). */
export const transactionWanted = () => wantsTransaction.getStore() === true

const PATCHED = Symbol('hcs.transactionsOnOneConnection')

/** Gives the adapter's libsql client transactions that reuse one connection (once per client). */
export function keepTransactionsOnOneConnection(adapter: SqliteAdapter): void {
  const client = adapter.client as (Client & { [PATCHED]?: true }) | undefined
  if (!client || client.protocol !== 'file' || client[PATCHED]) return
  client[PATCHED] = true
  const timeoutMs = adapter.busyTimeout && adapter.busyTimeout > 0 ? adapter.busyTimeout : 5000
  const take = turns(timeoutMs)
  let connection: Promise<Client> | null = null
  const transactionConnection = () =>
    (connection ??= (async () => {
      const opened = createClient(adapter.clientConfig)
      await opened.execute(`PRAGMA busy_timeout = ${timeoutMs}`)
      if (adapter.wal && adapter.wal.synchronous)
        await opened.execute(`PRAGMA synchronous = ${adapter.wal.synchronous}`)
      return opened
    })().catch((error: unknown) => {
      connection = null
      throw error
    }))

  client.transaction = async (mode: TransactionMode = 'write') => {
    const release = await take()
    let open = false
    try {
      const db = await transactionConnection()
      await db.execute(BEGIN[mode])
      open = true
      const finish = async (statement: 'COMMIT' | 'ROLLBACK') => {
        if (!open) return
        open = false
        try {
          await db.execute(statement)
        } catch (error) {
          // A failed COMMIT leaves the transaction open: undo it before the next one begins.
          if (statement === 'COMMIT') await db.execute('ROLLBACK').catch(() => undefined)
          throw error
        } finally {
          release()
        }
      }
      // Once ended, the connection belongs to the next transaction: refuse as libsql does.
      const stillOpen = () => {
        if (!open) throw Object.assign(new Error('The transaction is closed'), { code: 'TRANSACTION_CLOSED' })
      }
      const transaction: Transaction = {
        execute: async (statement: InStatement) => {
          stillOpen()
          return db.execute(statement)
        },
        batch: async (statements: InStatement[]) => {
          const results: ResultSet[] = []
          for (const statement of statements) {
            stillOpen()
            results.push(await db.execute(statement))
          }
          return results
        },
        executeMultiple: () => Promise.reject(new Error('Run statements one at a time inside a transaction.')),
        commit: () => finish('COMMIT'),
        rollback: () => finish('ROLLBACK'),
        close: () => void finish('ROLLBACK').catch(() => undefined),
        get closed() {
          return !open
        },
      }
      return transaction
    } catch (error) {
      if (!open) release()
      throw error
    }
  }

  const close = client.close.bind(client)
  client.close = () => {
    close()
    void connection?.then((opened) => opened.close()).catch(() => undefined)
  }
}
