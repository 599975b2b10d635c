#!/usr/bin/env node
// `npm run bench:import [-- --items 10000 --media-mb 2048 --postgres]`: the content import
// at scale. Builds a classic-workspace export (half images, half news items each showing one
// of them) on disk, imports it with --publish into a fresh site (SQLite, or a new PostgreSQL
// database on 127.0.0.1 with --postgres), then imports it again,
// and prints the time, items per second, media throughput and the import's peak memory.
// Figures only: nothing here is asserted (docs/PERFORMANCE.md).
import { spawnSync } from 'node:child_process'
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { parseArgs } from 'node:util'

import pg from 'pg'
import sharp from 'sharp'
import { ZipFile } from 'yazl'

import { contentKey as key, managedContentId as managedId } from '../tests/support/salesforce-export.ts'

const { values: options } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    'media-mb': { type: 'string', default: '2048' },
    keep: { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
  },
})
const root = path.resolve(import.meta.dirname, '..')
const items = Number(options.items)
const images = Math.ceil(items / 2)
const news = items - images
const imageBytes = Math.floor((Number(options['media-mb']) * 1024 * 1024) / images)
const say = (line) => process.stdout.write(`${line}\n`)
const POSTGRES_ADMIN_URI = process.env.TEST_POSTGRES_URI ?? 'postgres://root@127.0.0.1:5432/postgres'
const postgresDatabase = options.postgres ? `hcs_bench_import_${process.pid}` : null

async function postgresAdmin(statement) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URI })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

function databaseUri(dataDir) {
  if (!postgresDatabase) return `file:${path.join(dataDir, 'site.db')}`
  const address = new URL(POSTGRES_ADMIN_URI)
  address.pathname = `/${postgresDatabase}`
  return address.toString()
}

/** A PNG of noise close to the wanted size: noise does not compress, so size follows area. */
async function noiseImage(bytes, seed) {
  const side = Math.max(16, Math.round(Math.sqrt(bytes / 3)))
  return sharp({
    create: { width: side, height: side, channels: 3, noise: { type: 'gaussian', mean: 128 + (seed % 50), sigma: 40 } },
  })
    .png({ compressionLevel: 1 })
    .toBuffer()
}

async function zipTo(file, fill) {
  const zip = new ZipFile()
  const done = pipeline(zip.outputStream, createWriteStream(file))
  await fill(zip)
  zip.end()
  await done
}

const work = mkdtempSync(path.join(os.tmpdir(), 'hcs-bench-import-'))
const exportDir = path.join(work, 'export')
mkdirSync(exportDir)
try {
  say(
    `Building an export of ${items} items (${images} images of about ${Math.round(imageBytes / 1024)} KB, ${news} news items) ...`,
  )
  const started = Date.now()
  const imageKeys = Array.from({ length: images }, key)
  const mediaZip = path.join(exportDir, '1-media-content-bench.zip')
  await zipTo(mediaZip, async (zip) => {
    for (let index = 0; index < images; index++) {
      zip.addBuffer(await noiseImage(imageBytes, index), `image-${index}.png`, { compress: false })
    }
  })
  const content = {
    content: [
      ...imageKeys.map((contentKey, index) => ({
        contentKey,
        managedContentId: managedId(),
        type: 'cms_image',
        urlName: `image-${index}`,
        body: {
          title: `Image ${index}`,
          altText: `Test pattern number ${index}`,
          source: { url: `image-${index}.png` },
        },
      })),
      ...Array.from({ length: news }, (_, index) => ({
        contentKey: key(),
        managedContentId: managedId(),
        type: 'news',
        urlName: `bench-news-${index}`,
        body: {
          title: `Bench news ${index}`,
          excerpt: `<p>Item ${index} of the import benchmark.</p>`,
          body: `<p>Paragraph one of item ${index}.</p><p>See <a href="/s/news/bench-news-${(index + 1) % news}">the next one</a>.</p>`,
          bannerImage: { ref: imageKeys[index % images] },
        },
      })),
    ],
  }
  const contentZip = path.join(exportDir, '2-content-bench.zip')
  await zipTo(contentZip, async (zip) => zip.addBuffer(Buffer.from(JSON.stringify(content)), 'content.json'))
  const mediaMb = Math.round(statSync(mediaZip).size / 1024 / 1024)
  say(`  built in ${Math.round((Date.now() - started) / 1000)} s: media zip ${mediaMb} MB`)

  const dataDir = path.join(work, 'site')
  const siteEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URI: databaseUri(dataDir),
    ADMIN_EMAIL: 'bench-admin@example.mil',
    ADMIN_PASSWORD: 'bench import admin pass 1',
  }
  if (postgresDatabase) await postgresAdmin(`CREATE DATABASE ${postgresDatabase}`)
  say(`Preparing an empty site (${postgresDatabase ? 'PostgreSQL' : 'SQLite'}) ...`)
  const prepared = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/prepare-database.ts'], {
    cwd: root,
    env: siteEnv,
    stdio: 'ignore',
  })
  if (prepared.status !== 0) throw new Error('The site could not be prepared')

  const run = (label, extra) => {
    const report = path.join(work, `${label}.json`)
    const began = Date.now()
    const result = spawnSync(
      process.execPath,
      ['scripts/run-ts.mjs', 'scripts/import.ts', '--from', exportDir, '--report', report, ...extra],
      { cwd: root, env: siteEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    const seconds = (Date.now() - began) / 1000
    const closing = result.stdout.trim().split('\n').at(-1)
    const parsed = JSON.parse(readFileSync(report, 'utf8'))
    say(
      `  ${label}: ${closing} in ${seconds.toFixed(0)} s (${Math.round(items / seconds)} items/s, ${Math.round(mediaMb / seconds)} MB/s of media), peak memory ${parsed.peakMemoryMiB} MiB, exit ${result.status}`,
    )
    return { seconds, closing, peakMemoryMiB: parsed.peakMemoryMiB }
  }
  say('Importing (first migration, --publish) ...')
  const first = run('first', ['--publish'])
  say('Importing the same export again ...')
  run('again', [])
  say('')
  say(
    `${first.seconds <= 15 * 60 ? 'ok  ' : 'MISS'} ${items} items and ${mediaMb} MB of media in ${Math.round(first.seconds)} s (target: within 15 minutes), peak memory ${first.peakMemoryMiB} MiB`,
  )
} finally {
  if (!options.keep) rmSync(work, { recursive: true, force: true })
  if (postgresDatabase) await postgresAdmin(`DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`)
}
