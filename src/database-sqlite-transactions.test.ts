import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { keepTransactionsOnOneConnection } from './database-sqlite-transactions'

const openDescriptors = () => readdirSync('/proc/self/fd').length

describe('SQLite transactions on one connection', () => {
  let folder: string
  let client: Client
  let clientConfig: { url: string }

  beforeEach(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'hcs-sqlite-transactions-'))
    clientConfig = { url: `file:${path.join(folder, 'site.db')}` }
    client = createClient(clientConfig)
    await client.execute('PRAGMA journal_mode = WAL')
    await client.execute('CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT NOT NULL)')
    keepTransactionsOnOneConnection({ client, clientConfig, busyTimeout: 500, wal: { synchronous: 'NORMAL' } })
  })

  afterEach(() => {
    client.close()
    rmSync(folder, { recursive: true, force: true })
  })

  const count = async () => Number((await client.execute('SELECT count(*) AS n FROM items')).rows[0]?.n)

  it('keeps the same number of open files however many transactions run', async () => {
    const first = await client.transaction('write')
    await first.execute({ sql: 'INSERT INTO items (title) VALUES (?)', args: ['first'] })
    await first.commit()
    const before = openDescriptors()
    for (let index = 0; index < 300; index++) {
      const transaction = await client.transaction('write')
      await transaction.execute({ sql: 'INSERT INTO items (title) VALUES (?)', args: [`item ${index}`] })
      await transaction.commit()
      transaction.close()
    }
    expect(openDescriptors() - before).toBeLessThan(5)
    expect(await count()).toBe(301)
  })

  it('keeps what was committed and undoes what was rolled back', async () => {
    const kept = await client.transaction('write')
    await kept.batch([
      { sql: 'INSERT INTO items (title) VALUES (?)', args: ['kept one'] },
      { sql: 'INSERT INTO items (title) VALUES (?)', args: ['kept two'] },
    ])
    expect(await count()).toBe(0)
    await kept.commit()
    const undone = await client.transaction('write')
    await undone.execute({ sql: 'INSERT INTO items (title) VALUES (?)', args: ['undone'] })
    await undone.rollback()
    expect(undone.closed).toBe(true)
    await expect(undone.execute({ sql: 'INSERT INTO items (title) VALUES (?)', args: ['too late'] })).rejects.toThrow(
      /closed/,
    )
    expect((await client.execute('SELECT title FROM items ORDER BY id')).rows.map((row) => row.title)).toEqual([
      'kept one',
      'kept two',
    ])
  })

  it('runs 10 transactions started at once one after another, each whole', async () => {
    await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const transaction = await client.transaction('write')
        const { rows } = await transaction.execute('SELECT count(*) AS n FROM items')
        await new Promise((resolve) => setTimeout(resolve, 5))
        await transaction.execute({
          sql: 'INSERT INTO items (title) VALUES (?)',
          args: [`${index} saw ${Number(rows[0]?.n)}`],
        })
        await transaction.commit()
      }),
    )
    const seen = (await client.execute('SELECT title FROM items')).rows.map((row) =>
      Number(String(row.title).split(' saw ')[1]),
    )
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('refuses a transaction that cannot get its turn within the busy timeout, and the next one still runs', async () => {
    const holding = await client.transaction('write')
    await expect(client.transaction('write')).rejects.toThrow(/database is locked/)
    await holding.rollback()
    const next = await client.transaction('write')
    await next.execute({ sql: 'INSERT INTO items (title) VALUES (?)', args: ['after the wait'] })
    await next.commit()
    expect(await count()).toBe(1)
  })
})
