/**
 * Imports started from the admin's "Import content" view (issue 39, item 7): the export zip
 * is received under DATA_DIR/imports/<run id>/, the same engine as `npm run import` runs
 * in the background, and the view follows it by asking for its status every second.
 * One run at a time per process. Each run's state and final report are kept in
 * status.json beside the upload, so a restarted server, or another instance sharing
 * DATA_DIR, still shows how a run ended; the zip itself is removed when the run ends.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Endpoint, Payload, PayloadRequest, TypedUser } from 'payload'

import { env } from '@/config/env'
import { IMPORT_UPLOAD_MAX_BYTES } from '@/lib/upload-rules'

import { runImport, type ImportReport } from './engine'
import type { Progress } from './progress'
import { DEFAULT_MAPPING } from './mapping'
import { openExportSource } from './sources/export'
import { ImportError, type ContentSource } from './sources/source'
import { boundaryOf, receiveUpload, UploadError } from './upload'

export type RunState = 'reading' | 'writing' | 'done' | 'failed'
export type RunMode = 'dry-run' | 'import'

export type ImportRun = {
  id: string
  /** `dry-run`: the check, which saves nothing. */
  mode: RunMode
  publish: boolean
  /** The uploaded file's name, as the person's computer called it. */
  fileName: string
  startedBy?: string
  state: RunState
  progress: Progress
  startedAt: string
  /** Renewed every few seconds while the run goes on: a run whose time stopped has stopped. */
  updatedAt: string
  finishedAt?: string
  report?: ImportReport
  message?: string
}

/** A run in the history list: its counts, not its items. */
export type ImportRunSummary = Omit<ImportRun, 'report'> & { counts?: ImportReport['counts'] }

/** The form's framing and its two small fields around the file. */
const FORM_OVERHEAD_BYTES = 1024 ** 2
const RUN_ID = /^[a-z0-9-]{8,64}$/
const HISTORY_LENGTH = 20
const HEARTBEAT_MS = 5_000
/** A run that has not renewed its status for this long stopped with its server. */
const STOPPED_AFTER_MS = 60_000
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04])

const MESSAGES = {
  signIn: 'Sign in to import content.',
  adminsOnly: 'Only administrators can import content.',
  busy: 'An import is already running. Wait for it to finish.',
  notAForm: 'Send the export as a form with a file (multipart/form-data).',
  noFile: 'Choose the export file (.zip) first.',
  notAZip:
    'That file is not a zip file. Choose the .zip file that Salesforce CMS “Export content” gave you, as it came.',
  tooLarge: `That file is larger than ${IMPORT_UPLOAD_MAX_BYTES / 1024 ** 3} GB, the most one import takes. Export fewer items at a time.`,
  mode: 'Say whether to check the export or to import it (mode: dry-run or import).',
  publish: 'Publish at once is either true or false.',
  notSaved: 'The file could not be saved on the server. Try again, or ask the site’s operator.',
  badId: 'That is not the name of an import.',
  unknown: 'No import has that name.',
  failed: 'The import stopped because of a problem on the server. It has been logged; try again later.',
  stopped:
    'The import stopped before it finished: the server was restarted. Start it again; what was already written is recognised and left alone.',
} as const

type Shared = { current: string | null; runs: Map<string, ImportRun>; writes: Map<string, Promise<void>> }
const SHARED_KEY = Symbol.for('hybrid-cloud-site.content-import-runs')
/** One lock and one list per process, however many bundles load this module. */
const shared: Shared = ((globalThis as Record<symbol, unknown>)[SHARED_KEY] ??= {
  current: null,
  runs: new Map(),
  writes: new Map(),
}) as Shared

const importsFolder = () => path.join(env().dataDir, 'imports')
const runFolder = (id: string) => path.join(importsFolder(), id)
const statusFile = (id: string) => path.join(runFolder(id), 'status.json')

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
const refusal = (status: number, message: string) => answer(status, { message })

/** Administrators only: anyone else is told so, before anything is read. */
function refuseUnlessAdmin(req: PayloadRequest): Response | null {
  if (!req.user) return refusal(401, MESSAGES.signIn)
  if ((req.user as { role?: string }).role !== 'admin') return refusal(403, MESSAGES.adminsOnly)
  return null
}

/** Sortable by time, and safe as a folder name. */
function newRunId(): string {
  const time = new Date().toISOString().replace(/\D/g, '').slice(0, 17)
  return `${time}-${randomBytes(4).toString('hex')}`
}

/** A file name as the person chose it, fit to be shown: no folders, no control characters. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = [...base]
    .filter((character) => character >= ' ' && character !== '\u007f')
    .join('')
    .trim()
    .slice(0, 200)
  return clean || 'export.zip'
}

/** Writes a run's status.json whole (a new file renamed over the old), one write after another. */
function persist(run: ImportRun, payload: Payload): Promise<void> {
  const id = run.id
  const text = `${JSON.stringify({ ...run, updatedAt: new Date().toISOString() })}\n`
  const previous = shared.writes.get(id) ?? Promise.resolve()
  const next = previous.then(async () => {
    const target = statusFile(id)
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`
    try {
      await writeFile(temporary, text, { mode: 0o600 })
      await rename(temporary, target)
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined)
      payload.logger.error({ err: error, run: id }, 'content import: the status of a run could not be written')
    }
  })
  shared.writes.set(id, next)
  void next.then(() => {
    if (shared.writes.get(id) === next) shared.writes.delete(id)
  })
  return next
}

function remember(run: ImportRun) {
  shared.runs.set(run.id, run)
  // Finished runs beyond the history's length are read from their files when asked for.
  for (const [id, one] of shared.runs) {
    if (shared.runs.size <= HISTORY_LENGTH) break
    if (one.state === 'done' || one.state === 'failed') shared.runs.delete(id)
  }
}

/** A message of the engine about the saved file, in the words of the file the person chose. */
function inTheirWords(message: string, file: string, fileName: string): string {
  return message.split(file).join(fileName).split(path.basename(file)).join(fileName)
}

async function execute(run: ImportRun, payload: Payload, actor: TypedUser, file: string): Promise<void> {
  const heartbeat = setInterval(() => void persist(run, payload), HEARTBEAT_MS)
  heartbeat.unref()
  let source: ContentSource | undefined
  let ending: Pick<ImportRun, 'state' | 'report' | 'message'>
  try {
    // Zips inside the export are unpacked beside it, in DATA_DIR, not in a small /tmp.
    source = await openExportSource(file, { scratchDir: path.dirname(file) })
    const report = await runImport({
      payload,
      source,
      mapping: DEFAULT_MAPPING,
      actor,
      dryRun: run.mode === 'dry-run',
      publish: run.publish,
      onProgress: (progress) => {
        run.progress = progress
        if (run.state !== progress.phase) {
          run.state = progress.phase
          void persist(run, payload)
        }
      },
    })
    ending = { state: 'done', report: { ...report, source: `export ${run.fileName}` } }
  } catch (error) {
    if (error instanceof ImportError) {
      ending = { state: 'failed', message: inTheirWords(error.message, file, run.fileName) }
    } else {
      ending = { state: 'failed', message: MESSAGES.failed }
      payload.logger.error({ err: error, run: run.id }, 'content import: a run from the admin failed')
    }
  }
  // The run shows as ended only once its files are tidied and its status kept.
  clearInterval(heartbeat)
  await source?.close().catch(() => undefined)
  await rm(file, { force: true }).catch(() => undefined)
  const finishedAt = new Date().toISOString()
  const ended: ImportRun = { ...run, ...ending, finishedAt, updatedAt: finishedAt }
  await persist(ended, payload)
  Object.assign(run, ended)
  if (shared.current === run.id) shared.current = null
}

/** POST /api/content-import: a form with `file` (the export zip), `mode` and `publish`. */
async function startRun(req: PayloadRequest): Promise<Response> {
  const refused = refuseUnlessAdmin(req)
  if (refused) return refused
  const contentType = req.headers.get('content-type')
  if (!boundaryOf(contentType)) return refusal(400, MESSAGES.notAForm)
  const length = req.headers.get('content-length')
  if (length && /^\d+$/.test(length) && Number(length) > IMPORT_UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES) {
    return refusal(413, MESSAGES.tooLarge)
  }
  if (shared.current) return refusal(409, MESSAGES.busy)
  // Taken before the first wait: of requests arriving together, one gets the lock.
  const id = newRunId()
  shared.current = id
  const folder = runFolder(id)
  const file = path.join(folder, 'export.zip')
  let started = false
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 })
    const upload = await receiveUpload(req.body, contentType, {
      fileField: 'file',
      textFields: ['mode', 'publish'],
      target: file,
      maxFileBytes: IMPORT_UPLOAD_MAX_BYTES,
      signature: ZIP_SIGNATURE,
      signatureMessage: MESSAGES.notAZip,
      tooLargeMessage: MESSAGES.tooLarge,
    })
    const { mode, publish = 'false' } = upload.fields
    if (mode !== 'dry-run' && mode !== 'import') return refusal(400, MESSAGES.mode)
    if (publish !== 'true' && publish !== 'false') return refusal(400, MESSAGES.publish)
    if (!upload.file || upload.file.bytes === 0) return refusal(400, MESSAGES.noFile)

    const now = new Date().toISOString()
    const run: ImportRun = {
      id,
      mode,
      publish: publish === 'true',
      fileName: displayName(upload.file.name),
      startedBy: typeof req.user?.email === 'string' ? req.user.email : undefined,
      state: 'reading',
      progress: { phase: 'reading', done: 0, total: 0, bytes: 0 },
      startedAt: now,
      updatedAt: now,
    }
    remember(run)
    await persist(run, req.payload)
    started = true
    // Not awaited: the view follows the run through GET /api/content-import/<id>.
    void execute(run, req.payload, req.user as TypedUser, file)
    const statusUrl = `${req.payload.config.routes.api}/content-import/${id}`
    return answer(202, { id, statusUrl })
  } catch (error) {
    if (error instanceof UploadError) return refusal(error.status, error.message)
    req.payload.logger.error({ err: error }, 'content import: an uploaded export could not be saved')
    return refusal(500, MESSAGES.notSaved)
  } finally {
    if (!started) {
      await rm(folder, { recursive: true, force: true }).catch(() => undefined)
      if (shared.current === id) shared.current = null
    }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/**
 * A run as its status.json keeps it. A run whose server stopped is recorded as stopped,
 * and the export it left behind (and what was unpacked from it) is removed.
 */
async function readRun(id: string, payload: Payload): Promise<ImportRun | null> {
  let parsed: unknown
  try {
    parsed = JSON.parse(await readFile(statusFile(id), 'utf8'))
  } catch {
    return null
  }
  if (!isObject(parsed) || parsed.id !== id || typeof parsed.state !== 'string' || !isObject(parsed.progress)) {
    return null
  }
  const run = parsed as ImportRun
  const unfinished = run.state === 'reading' || run.state === 'writing'
  if (unfinished && Date.now() - Date.parse(run.updatedAt) > STOPPED_AFTER_MS) {
    const finishedAt = new Date().toISOString()
    const stopped: ImportRun = { ...run, state: 'failed', message: MESSAGES.stopped, finishedAt, updatedAt: finishedAt }
    const folder = runFolder(id)
    const leftOver = (await readdir(folder).catch(() => [] as string[])).filter((name) => name !== 'status.json')
    for (const name of leftOver)
      await rm(path.join(folder, name), { recursive: true, force: true }).catch(() => undefined)
    await persist(stopped, payload)
    return stopped
  }
  return run
}

/** GET /api/content-import/<id>: where a run is, and its report when it has ended. */
async function showRun(req: PayloadRequest): Promise<Response> {
  const refused = refuseUnlessAdmin(req)
  if (refused) return refused
  const id = req.routeParams?.id
  if (typeof id !== 'string' || !RUN_ID.test(id)) return refusal(400, MESSAGES.badId)
  const run = shared.runs.get(id) ?? (await readRun(id, req.payload))
  if (!run) return refusal(404, MESSAGES.unknown)
  return answer(200, run)
}

const summaryOf = ({ report, ...run }: ImportRun): ImportRunSummary => ({
  ...run,
  ...(report && { counts: report.counts }),
})

/** GET /api/content-import: the last runs, newest first, for the view's history. */
async function listRuns(req: PayloadRequest): Promise<Response> {
  const refused = refuseUnlessAdmin(req)
  if (refused) return refused
  let names: string[] = []
  try {
    names = (await readdir(importsFolder(), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && RUN_ID.test(entry.name))
      .map((entry) => entry.name)
  } catch {
    names = []
  }
  const found = new Map<string, ImportRun>()
  // Run ids begin with their starting time: the newest folders are read first.
  for (const name of names.sort().reverse()) {
    if (found.size >= HISTORY_LENGTH) break
    const run = shared.runs.get(name) ?? (await readRun(name, req.payload))
    if (run) found.set(name, run)
  }
  for (const run of shared.runs.values()) if (!found.has(run.id)) found.set(run.id, run)
  const runs = [...found.values()]
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt))
    .slice(0, HISTORY_LENGTH)
    .map(summaryOf)
  return answer(200, { runs })
}

export const contentImportEndpoints: Endpoint[] = [
  { path: '/content-import', method: 'post', handler: startRun },
  { path: '/content-import', method: 'get', handler: listRuns },
  { path: '/content-import/:id', method: 'get', handler: showRun },
]
