// Copies a seeded SQLite database and adds published news items to it, straight in SQL
// (Payload's API would take many minutes for 100,000), shaped like the seeded ones.
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync } from 'node:fs'

import { createClient } from '@libsql/client'

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function recordId() {
  const bytes = randomBytes(15)
  return `a0C${[...bytes].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`
}

export async function createLargeDatabase(sourceFile, targetFile, count) {
  // The source is closed (no server on it), so its WAL is already checkpointed or copied with it.
  copyFileSync(sourceFile, targetFile)
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(sourceFile + suffix)) copyFileSync(sourceFile + suffix, targetFile + suffix)
  }
  const client = createClient({ url: `file:${targetFile}` })
  const { rows } = await client.execute('select coalesce(max(id), 0) as last from carousel_items')
  let nextId = Number(rows[0].last) + 1
  const start = Date.UTC(2012, 0, 1)
  const span = Date.UTC(2026, 0, 1) - start
  const batchSize = 1000
  for (let done = 0; done < count; done += batchSize) {
    const statements = []
    for (let index = 0; index < Math.min(batchSize, count - done); index++) {
      const id = nextId++
      const published = new Date(start + Math.floor(Math.random() * span)).toISOString()
      statements.push({
        sql: `insert into carousel_items (id, type, publish_date, title, meta, record_id, _status, updated_at, created_at)
              values (?, 'News', ?, ?, ?, ?, 'published', ?, ?)`,
        args: [id, published, `Archived news item ${id}`, 'Archive', recordId(), published, published],
      })
      statements.push({
        sql: `insert into carousel_items_texts ("order", parent_id, path, text) values (1, ?, 'sites', 'Hybrid Cloud')`,
        args: [id],
      })
    }
    await client.batch(statements, 'write')
  }
  const total = await client.execute('select count(*) as n from carousel_items')
  client.close()
  return Number(total.rows[0].n)
}
