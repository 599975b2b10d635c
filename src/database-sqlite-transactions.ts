/**
 * SQLite transactions on one long-lived connection of their own (ADR 0042).
 *
 * `@libsql/client` starts a transaction by handing its connection to it and opening a new
 * one for the next statement; the connection handed over is never closed
 * (libsql-client-ts#350, libsql-js#230). Every Payload write on SQLite runs in a
 * transaction, so each one left two file descriptors and a growing share of memory
 * behind: 3,000 transactions held 6,028 descriptors and 2.7 GB here, and an import of
 * 10,000 items peaked at 2.7 GB. The replacement connection also lost the busy timeout
 * Payload set on the first one.
 *
 * Here the client keeps its own connection for statements outside transactions, and
 * transactions take turns on a second connection that stays open. SQLite lets one writer
 * in at a time anyway: a transaction that cannot get its turn within the busy timeout
 * fails as SQLite itself would ("database is locked").
 */
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

/** Gives the adapter's libsql client transactions that reuse one connection. */
export function keepTransactionsOnOneConnection(adapter: SqliteAdapter): void {
  const client = adapter.client
  if (!client || client.protocol !== 'file') return
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
    })())

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
      const transaction: Transaction = {
        execute: (statement: InStatement) => db.execute(statement),
        batch: async (statements: InStatement[]) => {
          const results: ResultSet[] = []
          for (const statement of statements) results.push(await db.execute(statement))
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
