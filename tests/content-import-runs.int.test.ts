/**
 * The admin's "Import content" view's endpoints (issue 39, item 7) against a real Payload
 * on SQLite, through its REST handlers as the view calls them: an export zip sent as a
 * form, checked or imported in the background by the same engine as `npm run import`,
 * followed by its status, kept in DATA_DIR/imports/<run id>/status.json; administrators
 * only, one run at a time, bad input answered with a reason.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './support/payload-instance'
import { readLoosely, restCaller, type Json } from './support/rest-call'
import {
  type ExportItem,
  classicExport,
  contentKey,
  imageItem,
  managedContentId,
  newsItem,
  renameInZip,
  zipOf,
} from './support/salesforce-export'

const SITE = 'http://localhost:3000'
let instance: TestPayload
let config: Awaited<typeof import('@payload-config')>['default']
let adminToken = ''
let editorToken = ''
let clientCounter = 0
const newClient = () => `198.51.100.${++clientCounter}`

const call = restCaller(SITE, () => ({ config, key: instance.key }), '192.0.2.9')
const importsDir = () => path.join(instance.dataDir, 'imports')

type Form = { file?: { bytes: Buffer; name: string } | 'empty'; mode?: string; publish?: string; extra?: string }

function formOf({ file, mode, publish, extra }: Form): FormData {
  const form = new FormData()
  if (mode !== undefined) form.append('mode', mode)
  if (publish !== undefined) form.append('publish', publish)
  if (extra !== undefined) form.append(extra, 'x')
  if (file === 'empty') form.append('file', new Blob([]), '')
  else if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/zip' }), file.name)
  return form
}

/** A POST to /api/content-import as the view sends it (a form), or with any other body. */
async function post(token: string | undefined, body: FormData | string, headers: Record<string, string> = {}) {
  const request = new Request(`${SITE}/api/content-import`, {
    method: 'POST',
    headers: { 'x-client-address': newClient(), ...(token && { Authorization: `JWT ${token}` }), ...headers },
    body,
  })
  return readLoosely(await handleEndpoints({ config, payloadInstanceCacheKey: instance.key, request }))
}

const get = (token: string | undefined, address: string) => call(address, { method: 'GET', ...(token && { token }) })

/** Follows a run, as the view does, until it ends. */
async function finishedRun(id: string): Promise<Json> {
  const deadline = Date.now() + 90_000
  for (;;) {
    const { status, json } = await get(adminToken, `/content-import/${id}`)
    expect(status).toBe(200)
    if (json.state === 'done' || json.state === 'failed') return json
    if (Date.now() > deadline) throw new Error(`The run ${id} did not end: ${JSON.stringify(json)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function start(form: Form): Promise<string> {
  const started = await post(adminToken, formOf(form))
  expect(started.status, JSON.stringify(started.json)).toBe(202)
  expect(started.json.statusUrl).toBe(`/api/content-import/${started.json.id}`)
  return started.json.id as string
}

const image = { key: contentKey(), id: managedContentId() }
const story = { key: contentKey(), id: managedContentId() }

async function exportItems(): Promise<ExportItem[]> {
  return [
    await imageItem('runway', 'A runway at dusk', image),
    newsItem(
      'runway-reopens',
      'The runway reopens',
      { excerpt: '<p>From Monday.</p>', body: '<p>Works are over.</p>', bannerImage: { ref: image.key } },
      story,
    ),
    { ...newsItem('poll', 'A poll'), type: 'hcs_poll', body: {} },
  ]
}

const findByKey = async (collection: 'media' | 'carousel-items', key: string) =>
  (
    await instance.payload.find({
      collection,
      where: { contentKey: { equals: key } },
      draft: true,
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0] as Json | undefined

beforeAll(async () => {
  instance = await startTestPayload('sqlite')
  config = (await import('@payload-config')).default
  const people = [
    { email: 'runs-admin@example.mil', password: 'granite harbour copper lamp', role: 'admin', name: 'Run Admin' },
    { email: 'runs-editor@example.mil', password: 'meadow violet signal tower', role: 'editor', name: 'Run Editor' },
  ]
  for (const person of people) {
    await instance.payload.create({ collection: 'users', data: person as never, overrideAccess: true })
  }
  const login = async (who: (typeof people)[number]) => {
    const signedIn = await call('/users/login', {
      body: { email: who.email, password: who.password, noticeAcknowledged: true },
      client: newClient(),
    })
    expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200)
    return signedIn.json.token as string
  }
  adminToken = await login(people[0]!)
  editorToken = await login(people[1]!)
}, 120_000)

afterAll(async () => {
  await instance?.close()
})

describe('who may import', () => {
  it('answers 401 to the anonymous and 403 to an editor, on every route, before reading the upload', async () => {
    const zip = await classicExport(await exportItems())
    const form = () => formOf({ file: { bytes: zip, name: 'export.zip' }, mode: 'dry-run' })
    const anonymous = await post(undefined, form())
    expect(anonymous.status).toBe(401)
    expect(anonymous.json.message).toBe('Sign in to import content.')
    expect((await get(undefined, '/content-import')).status).toBe(401)
    expect((await get(undefined, '/content-import/20260101000000000-abcdef12')).status).toBe(401)

    const editor = await post(editorToken, form())
    expect(editor.status).toBe(403)
    expect(editor.json.message).toBe('Only administrators can import content.')
    expect((await get(editorToken, '/content-import')).status).toBe(403)
    expect((await get(editorToken, '/content-import/20260101000000000-abcdef12')).status).toBe(403)
    expect(existsSync(importsDir()) ? readdirSync(importsDir()) : []).toEqual([])
  })
})

describe('what the upload must be', () => {
  it('refuses a file that is not a zip, a form with no file, a wrong mode and a body that is not a form, with a reason and no 500', async () => {
    const zip = await classicExport(await exportItems())
    const cases: Array<[string, Form | string, number, RegExp]> = [
      [
        'not a zip',
        { file: { bytes: Buffer.from('{"content": []}'), name: 'export.zip' }, mode: 'dry-run' },
        400,
        /not a zip file/,
      ],
      ['a tiny file', { file: { bytes: Buffer.from('P'), name: 'export.zip' }, mode: 'dry-run' }, 400, /not a zip/],
      ['no file', { mode: 'dry-run' }, 400, /Choose the export file/],
      ['no file chosen', { file: 'empty', mode: 'dry-run' }, 400, /Choose the export file/],
      ['no mode', { file: { bytes: zip, name: 'export.zip' } }, 400, /dry-run or import/],
      ['a wrong mode', { file: { bytes: zip, name: 'export.zip' }, mode: 'everything' }, 400, /dry-run or import/],
      [
        'a wrong publish',
        { file: { bytes: zip, name: 'export.zip' }, mode: 'import', publish: 'yes' },
        400,
        /true or false/,
      ],
      [
        'a field of its own',
        { file: { bytes: zip, name: 'export.zip' }, mode: 'import', extra: 'mapping' },
        400,
        /does not send/,
      ],
      ['JSON', JSON.stringify({ mode: 'import' }), 400, /multipart\/form-data/],
    ]
    for (const [name, form, status, message] of cases) {
      const answer =
        typeof form === 'string'
          ? await post(adminToken, form, { 'Content-Type': 'application/json' })
          : await post(adminToken, formOf(form))
      expect(answer.status, name).toBe(status)
      expect(answer.json.message, name).toMatch(message)
    }
    // A declared length over the limit is refused before a byte is read.
    const large = await post(adminToken, '--x--\r\n', {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(3 * 1024 ** 3),
    })
    expect(large.status).toBe(413)
    expect(large.json.message).toMatch(/larger than 2 GB/)
    // A form cut off before its end.
    const cut = await post(adminToken, '--x\r\nContent-Disposition: form-data; name="mode"\r\n\r\ndry-r', {
      'Content-Type': 'multipart/form-data; boundary=x',
    })
    expect(cut.status).toBe(400)
    expect(cut.json.message).toMatch(/cut off/)
    // Nothing refused is kept, and the lock is free again.
    expect(existsSync(importsDir()) ? readdirSync(importsDir()) : []).toEqual([])
  })
})

describe('a check and an import from the admin', () => {
  let checkId = ''
  let importId = ''

  it('checks an export in the background: done with a report, nothing written, the zip removed', async () => {
    checkId = await start({
      file: { bytes: await classicExport(await exportItems()), name: 'site export.zip' },
      mode: 'dry-run',
    })
    const run = await finishedRun(checkId)
    expect(run).toMatchObject({
      id: checkId,
      mode: 'dry-run',
      publish: false,
      state: 'done',
      fileName: 'site export.zip',
      startedBy: 'runs-admin@example.mil',
      report: { dryRun: true, source: 'export site export.zip', counts: { imported: 2, skipped: 1 } },
    })
    expect(run.finishedAt).toEqual(expect.any(String))
    expect(run.progress).toMatchObject({ phase: 'writing', done: 2, total: 2 })
    expect(run.report.items.find((entry: Json) => entry.outcome === 'skipped').reason).toMatch(
      /No mapping for the Salesforce type hcs_poll/,
    )
    expect(await findByKey('media', image.key)).toBeUndefined()
    expect(await findByKey('carousel-items', story.key)).toBeUndefined()
    expect(existsSync(path.join(importsDir(), checkId, 'export.zip'))).toBe(false)
    expect(existsSync(path.join(importsDir(), checkId, 'status.json'))).toBe(true)
    // The unpacked inner zips went with the run.
    expect(readdirSync(path.join(importsDir(), checkId))).toEqual(['status.json'])
  })

  it('imports it, published at once: done, the items on the site, the zip removed', async () => {
    importId = await start({
      file: { bytes: await classicExport(await exportItems()), name: 'site export.zip' },
      mode: 'import',
      publish: 'true',
    })
    const run = await finishedRun(importId)
    expect(run).toMatchObject({ mode: 'import', publish: true, state: 'done' })
    expect(run.report.counts).toEqual({ imported: 2, updated: 0, unchanged: 0, skipped: 1 })
    expect(await findByKey('media', image.key)).toMatchObject({ _status: 'published', altText: 'A runway at dusk' })
    expect(await findByKey('carousel-items', story.key)).toMatchObject({
      _status: 'published',
      title: 'The runway reopens',
      salesforce: { managedContentId: story.id },
    })
    expect(readdirSync(path.join(importsDir(), importId))).toEqual(['status.json'])
  })

  it('ends a hostile archive as failed with the refusal, in the words of the file sent', async () => {
    const hostile = renameInZip(
      await zipOf([{ name: 'xx/escape.json', body: JSON.stringify({ content: [] }) }]),
      'xx/escape.json',
      '../escape.json',
    )
    const id = await start({ file: { bytes: hostile, name: 'hostile.zip' }, mode: 'import' })
    const run = await finishedRun(id)
    expect(run.state).toBe('failed')
    expect(run.message).toMatch(/^hostile\.zip was refused: .*outside its own folder/)
    expect(run.message).not.toContain(instance.dataDir)
    expect(run.report).toBeUndefined()
    expect(readdirSync(path.join(importsDir(), id))).toEqual(['status.json'])
    expect(existsSync(path.join(importsDir(), id, '..', 'escape.json'))).toBe(false)
    expect(existsSync(path.join(importsDir(), 'escape.json'))).toBe(false)
  })

  it('runs one at a time: of ten sent together exactly one starts, the others hear why', async () => {
    const many: ExportItem[] = Array.from({ length: 150 }, (_, index) => ({
      contentKey: contentKey(),
      managedContentId: managedContentId(),
      type: 'news',
      urlName: `item-${index}`,
      title: `Item ${index}`,
      body: { excerpt: '<p>An item.</p>', body: '<p>Its body.</p>' },
    }))
    const zip = await classicExport(many)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(adminToken, formOf({ file: { bytes: zip, name: 'many.zip' }, mode: 'dry-run' })),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([202, 409, 409, 409, 409, 409, 409, 409, 409, 409])
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.json.message).toBe('An import is already running. Wait for it to finish.')
    }
    const started = answers.find((answer) => answer.status === 202)!
    const run = await finishedRun(started.json.id as string)
    expect(run.report.counts).toMatchObject({ imported: 150, skipped: 0 })
    // Free again once it has ended.
    const next = await start({
      file: { bytes: await classicExport(await exportItems()), name: 'again.zip' },
      mode: 'dry-run',
    })
    expect((await finishedRun(next)).report.counts).toEqual({ imported: 0, updated: 0, unchanged: 2, skipped: 1 })
  })

  it('answers 404 for an id of no run and 400 for one of the wrong shape, before touching the disk', async () => {
    const unknown = await get(adminToken, '/content-import/20200101000000000-00000000')
    expect(unknown.status).toBe(404)
    expect(unknown.json.message).toBe('No import has that name.')
    for (const id of ['short', 'UPPER-CASE-RUN-ID', '..%2F..%2Fetc', 'a'.repeat(65), 'run_id_with_underscore']) {
      const answer = await get(adminToken, `/content-import/${id}`)
      expect(answer.status, id).toBe(400)
      expect(answer.json.message, id).toBe('That is not the name of an import.')
    }
  })

  it('lists finished runs newest first, with their counts and not their items', async () => {
    const { status, json } = await get(adminToken, '/content-import')
    expect(status).toBe(200)
    const runs = json.runs as Json[]
    expect(runs.length).toBe(5)
    const started = runs.map((run) => run.startedAt as string)
    expect(started).toEqual([...started].sort().reverse())
    expect(runs.map((run) => run.state)).toEqual(['done', 'done', 'failed', 'done', 'done'])
    const check = runs.find((run) => run.id === checkId)!
    expect(check).toMatchObject({ mode: 'dry-run', counts: { imported: 2, skipped: 1 }, fileName: 'site export.zip' })
    expect(check.report).toBeUndefined()
    expect(runs.find((run) => run.state === 'failed')!.message).toMatch(/was refused/)
  })

  it('shows a finished run from its status file when this process no longer holds it, and a run whose server stopped as stopped', async () => {
    const shared = (globalThis as Record<symbol, unknown>)[Symbol.for('hybrid-cloud-site.content-import-runs')] as {
      runs: Map<string, unknown>
    }
    expect(shared.runs.delete(importId)).toBe(true)
    const fromFile = await get(adminToken, `/content-import/${importId}`)
    expect(fromFile.status).toBe(200)
    expect(fromFile.json).toMatchObject({ id: importId, state: 'done', report: { counts: { imported: 2 } } })

    // A run another server was writing when it stopped: its status was last renewed long ago.
    const stoppedId = '20200101000000000-5709bed0'
    mkdirSync(path.join(importsDir(), stoppedId))
    const longAgo = new Date(Date.now() - 10 * 60_000).toISOString()
    writeFileSync(
      path.join(importsDir(), stoppedId, 'status.json'),
      JSON.stringify({
        id: stoppedId,
        mode: 'import',
        publish: false,
        fileName: 'old.zip',
        state: 'writing',
        progress: { phase: 'writing', done: 3, total: 10, bytes: 0 },
        startedAt: longAgo,
        updatedAt: longAgo,
      }),
    )
    writeFileSync(path.join(importsDir(), stoppedId, 'export.zip'), 'PK\x03\x04 left behind')
    mkdirSync(path.join(importsDir(), stoppedId, 'hcs-import-left'))
    const stopped = await get(adminToken, `/content-import/${stoppedId}`)
    expect(stopped.json).toMatchObject({ state: 'failed', message: expect.stringMatching(/server was restarted/) })
    // What it left behind is removed, and it is recorded as stopped.
    expect(readdirSync(path.join(importsDir(), stoppedId))).toEqual(['status.json'])
    expect(JSON.parse(readFileSync(path.join(importsDir(), stoppedId, 'status.json'), 'utf8'))).toMatchObject({
      state: 'failed',
      finishedAt: expect.any(String),
    })
    // A status file that is not one is no run.
    const brokenId = '20200101000000000-b0b0b0b0'
    mkdirSync(path.join(importsDir(), brokenId))
    writeFileSync(path.join(importsDir(), brokenId, 'status.json'), 'not json')
    expect((await get(adminToken, `/content-import/${brokenId}`)).status).toBe(404)
    const listed = (await get(adminToken, '/content-import')).json.runs as Json[]
    expect(listed.map((run) => run.id)).toContain(stoppedId)
    expect(listed.map((run) => run.id)).not.toContain(brokenId)
  })
})
