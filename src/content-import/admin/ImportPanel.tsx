'use client'

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { formatSiteTime } from '@/lib/site-time'

import type { ImportReport, ReportEntry } from '../engine'
import { timeLeftInWords } from '../progress'
import type { ImportRun, ImportRunSummary, RunMode } from '../runs'

import styles from './ImportView.module.css'

type Props = { apiRoute: string; maxBytes: number }
type Sending = { loaded: number; total: number }
type Answer = { status: number; json: Record<string, unknown> }

const count = new Intl.NumberFormat('en-US')
const megabytes = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${count.format(Math.round((bytes / 1024 ** 3) * 10) / 10)} GB`
    : `${count.format(Math.round(bytes / 1024 ** 2))} MB`
const when = formatSiteTime
const finished = (run: { state: string }) => run.state === 'done' || run.state === 'failed'
const POLL_MS = 1_000
const TABLE_ROWS = 500

/** The command's closing line (`npm run import`), word for word; a check says it saved nothing. */
function closingLine(counts: ImportReport['counts'], check: boolean, prefix = true) {
  const { imported, updated, unchanged, skipped } = counts
  return `${check && prefix ? '(check only, nothing saved) ' : ''}imported ${count.format(imported)}, updated ${count.format(updated)}, unchanged ${count.format(unchanged)}, skipped ${count.format(skipped)}`
}

const WHAT_HAPPENED: Record<ReportEntry['outcome'], [string, string]> = {
  imported: ['Imported', 'Would be imported'],
  updated: ['Updated', 'Would be updated'],
  unchanged: ['Unchanged', 'Unchanged'],
  skipped: ['Left out', 'Would be left out'],
}

/** What the screen reader hears: only when the run moves on, never on each tick. */
function announcement(sending: boolean, run: ImportRun | null): string {
  if (sending) return 'Sending the file to the site…'
  if (!run) return ''
  const check = run.mode === 'dry-run'
  if (run.state === 'reading') return check ? 'Checking the export: reading it…' : 'Importing: reading the export…'
  if (run.state === 'writing') return check ? 'Checking each item…' : 'Importing: writing the items…'
  if (run.state === 'failed') {
    return `${check ? 'The check' : 'The import'} could not finish. ${run.message ?? ''}`.trim()
  }
  if (run.report) {
    return `${check ? 'Check finished, nothing was saved' : 'Import finished'}: ${closingLine(run.report.counts, check, false)}`
  }
  return ''
}

function progressText(run: ImportRun): string {
  const { phase, done, total, bytes } = run.progress
  if (phase === 'reading') return `Reading the export: ${count.format(done)} items so far`
  const images = bytes > 0 ? ` (${megabytes(bytes)} of images)` : ''
  const left = timeLeftInWords(run.progress)
  return `${run.mode === 'dry-run' ? 'Checking' : 'Writing'} ${count.format(done)} of ${count.format(total)} items${images}${left ? `, ${left}` : ''}`
}

/** A form sent with its upload's progress (fetch cannot report it). */
function send(url: string, form: FormData, onProgress: (sending: Sending) => void): Promise<Answer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.total })
    request.onload = () => {
      let json: Record<string, unknown> = {}
      try {
        json = JSON.parse(request.responseText) as Record<string, unknown>
      } catch {
        json = {}
      }
      resolve({ status: request.status, json })
    }
    request.onerror = () => resolve({ status: 0, json: {} })
    request.send(form)
  })
}

async function getJson(url: string): Promise<Answer> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' })
    return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> }
  } catch {
    return { status: 0, json: {} }
  }
}

function ReportTable({ report }: { report: ImportReport }) {
  const check = report.dryRun
  const listed = report.items.filter((entry) => entry.outcome === 'skipped' || entry.notes?.length)
  if (listed.length === 0) return <p>Nothing was left out, and no item has notes.</p>
  return (
    // Focusable so that a keyboard can scroll the table sideways on a narrow screen.
    <div className={styles.scroll} role="region" aria-label="Items left out or with notes" tabIndex={0}>
      <table className={styles.table}>
        <caption>
          Items left out or with notes: {count.format(listed.length)}
          {listed.length > TABLE_ROWS && (
            <span>The first {TABLE_ROWS} are shown; the full report below has them all.</span>
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">Salesforce key</th>
            <th scope="col">Type</th>
            <th scope="col">What happened</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {listed.slice(0, TABLE_ROWS).map((entry, index) => (
            <tr key={`${entry.key}-${index}`}>
              <th scope="row">
                <span className={styles.key}>{entry.key}</span>
                {entry.title && <span className={styles.muted}>{entry.title}</span>}
              </th>
              <td>{entry.type || 'Not given'}</td>
              <td>{WHAT_HAPPENED[entry.outcome][check ? 1 : 0]}</td>
              <td>{[entry.reason, ...(entry.notes ?? [])].filter(Boolean).join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The "Import content" form, the run's progress and its report, and earlier runs. The
 * state is announced politely when the run moves from one step to the next, and at its end.
 */
export function ImportPanel({ apiRoute, maxBytes }: Props) {
  const fileInput = useRef<HTMLInputElement>(null)
  const reportUrl = useRef<string | null>(null)
  const [publish, setPublish] = useState(false)
  const [problem, setProblem] = useState('')
  /** Whether the problem is with the chosen file (marked on the file picker). */
  const [fileProblem, setFileProblem] = useState(false)
  const [sending, setSending] = useState<Sending | null>(null)
  const [following, setFollowing] = useState<string | null>(null)
  const [run, setRun] = useState<ImportRun | null>(null)
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null)
  const [checked, setChecked] = useState<{ runId: string; file: File } | null>(null)
  const [history, setHistory] = useState<ImportRunSummary[] | null>(null)
  const ids = { file: useId(), hint: useId(), problem: useId(), progress: useId() }
  const busy = sending !== null || following !== null

  const show = useCallback((next: ImportRun | null) => {
    setRun(next)
    if (next && !finished(next)) return
    if (reportUrl.current) URL.revokeObjectURL(reportUrl.current)
    reportUrl.current = next?.report
      ? URL.createObjectURL(new Blob([JSON.stringify(next.report, null, 2)], { type: 'application/json' }))
      : null
    setDownloadUrl(reportUrl.current)
  }, [])

  const loadHistory = useCallback(async () => {
    const { status, json } = await getJson(`${apiRoute}/content-import`)
    if (status === 200 && Array.isArray(json.runs)) setHistory(json.runs as ImportRunSummary[])
  }, [apiRoute])

  // Earlier runs; one still going on (started in another tab, say) is followed.
  useEffect(() => {
    let live = true
    void getJson(`${apiRoute}/content-import`).then(({ status, json }) => {
      if (!live || status !== 200 || !Array.isArray(json.runs)) return
      const runs = json.runs as ImportRunSummary[]
      setHistory(runs)
      const going = runs.find((one) => !finished(one))
      if (going) setFollowing(going.id)
    })
    return () => {
      live = false
    }
  }, [apiRoute])

  useEffect(
    () => () => {
      if (reportUrl.current) URL.revokeObjectURL(reportUrl.current)
    },
    [],
  )

  // Asks for the run's state every second until it ends.
  useEffect(() => {
    if (!following) return
    let live = true
    let timer: number | undefined
    let failures = 0
    const tick = async () => {
      const { status, json } = await getJson(`${apiRoute}/content-import/${encodeURIComponent(following)}`)
      if (!live) return
      if (status === 200) {
        failures = 0
        const next = json as unknown as ImportRun
        show(next)
        if (finished(next)) {
          setFollowing(null)
          void loadHistory()
          return
        }
      } else if (status !== 0 || ++failures > 30) {
        setProblem(
          typeof json.message === 'string'
            ? json.message
            : 'The site does not answer. Reload the page to see the import.',
        )
        setFollowing(null)
        return
      }
      timer = window.setTimeout(tick, POLL_MS)
    }
    void tick()
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [following, apiRoute, show, loadHistory])

  async function start(mode: RunMode, file: File) {
    setProblem('')
    setFileProblem(false)
    show(null)
    setSending({ loaded: 0, total: file.size })
    const form = new FormData()
    form.append('mode', mode)
    form.append('publish', String(publish))
    form.append('file', file, file.name)
    const { status, json } = await send(`${apiRoute}/content-import`, form, setSending)
    setSending(null)
    if (status === 202 && typeof json.id === 'string') {
      if (mode === 'dry-run') setChecked({ runId: json.id, file })
      setFollowing(json.id)
      return
    }
    setProblem(
      typeof json.message === 'string'
        ? json.message
        : 'The file could not be sent. Check the connection and try again.',
    )
    // The server's refusals of the file itself: not a zip, too large, none chosen.
    setFileProblem(status === 400 || status === 413)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const mode: RunMode = submitter?.value === 'import' ? 'import' : 'dry-run'
    const file = fileInput.current?.files?.[0]
    if (!file || file.size > maxBytes) {
      setProblem(
        file
          ? `That file is larger than ${megabytes(maxBytes)}, the most one import takes.`
          : 'Choose the export file (.zip) first.',
      )
      setFileProblem(true)
      fileInput.current?.focus()
      return
    }
    void start(mode, file)
  }

  async function open(id: string) {
    setProblem('')
    const { status, json } = await getJson(`${apiRoute}/content-import/${encodeURIComponent(id)}`)
    if (status !== 200) {
      setProblem(typeof json.message === 'string' ? json.message : 'That run could not be opened.')
      return
    }
    const opened = json as unknown as ImportRun
    show(opened)
    if (!finished(opened)) setFollowing(opened.id)
  }

  const check = run?.mode === 'dry-run'
  const canImportChecked = Boolean(run && check && run.state === 'done' && checked?.runId === run.id && !busy)

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={submit} aria-labelledby={`${ids.file}-heading`} noValidate>
        <h2 id={`${ids.file}-heading`} className={styles.heading}>
          Choose the export
        </h2>
        <div className={styles.field}>
          <label htmlFor={ids.file}>Salesforce CMS export (.zip)</label>
          <p id={ids.hint} className={styles.hint}>
            The zip file that Salesforce CMS gives you under “Export content”. For a classic workspace, Salesforce gives
            two zips (the content and the media): put both into one zip and choose that. At most {megabytes(maxBytes)}.
          </p>
          <input
            ref={fileInput}
            id={ids.file}
            type="file"
            accept=".zip,application/zip"
            disabled={busy}
            aria-describedby={fileProblem && problem ? `${ids.hint} ${ids.problem}` : ids.hint}
            aria-invalid={fileProblem && problem ? true : undefined}
            onChange={() => {
              setProblem('')
              setFileProblem(false)
            }}
          />
        </div>
        <div className={styles.checkbox}>
          <input
            id={`${ids.file}-publish`}
            type="checkbox"
            checked={publish}
            disabled={busy}
            onChange={(event) => setPublish(event.target.checked)}
          />
          <label htmlFor={`${ids.file}-publish`}>
            Publish at once (first migration only; recorded in the change history as an administrator’s override)
          </label>
        </div>
        <p className={styles.hint}>
          Without it, new and changed items wait as drafts for review, as any other change does. A new image goes live
          with the first approved item that uses it, as any upload does.
        </p>
        <div className={styles.buttons}>
          <button type="submit" name="mode" value="dry-run" className="btn btn--style-primary" disabled={busy}>
            Check the export (nothing is saved)
          </button>
          <button type="submit" name="mode" value="import" className="btn btn--style-secondary" disabled={busy}>
            Import
          </button>
        </div>
        {problem && (
          <p id={ids.problem} role="alert" className={styles.problem}>
            {problem}
          </p>
        )}
      </form>

      <section className={styles.section} aria-labelledby={`${ids.progress}-heading`}>
        <h2 id={`${ids.progress}-heading`} className={styles.heading}>
          {run && finished(run) ? (check ? 'What the check found' : 'What the import did') : 'Progress'}
        </h2>
        <p role="status" aria-live="polite" className={styles.status}>
          {announcement(sending !== null, run)}
        </p>
        {!sending && !run && (
          <p className={styles.muted}>{following ? 'Starting…' : 'Nothing is running. Choose an export above.'}</p>
        )}
        {sending && (
          <div className={styles.progress}>
            <progress id={ids.progress} max={sending.total || 1} value={sending.loaded} />
            <label htmlFor={ids.progress}>
              Sent {megabytes(sending.loaded)} of {megabytes(sending.total)}
            </label>
          </div>
        )}
        {run && !finished(run) && (
          <div className={styles.progress}>
            {run.progress.phase === 'writing' && run.progress.total > 0 ? (
              <progress id={ids.progress} max={run.progress.total} value={run.progress.done} />
            ) : (
              <progress id={ids.progress} />
            )}
            <label htmlFor={ids.progress}>{progressText(run)}</label>
          </div>
        )}
        {run && finished(run) && (
          <>
            <p className={styles.meta}>
              {check ? 'Check' : 'Import'} of {run.fileName}
              {run.publish ? ', publishing at once,' : ''} started {when(run.startedAt)}
              {run.startedBy ? ` by ${run.startedBy}` : ''}
            </p>
            {run.state === 'failed' && <p className={styles.problem}>{run.message}</p>}
            {run.report && (
              <>
                <p className={styles.closing}>{closingLine(run.report.counts, check)}</p>
                <ReportTable report={run.report} />
                {downloadUrl && (
                  <p>
                    <a href={downloadUrl} download={`import-report-${run.id}.json`}>
                      Download the full report (JSON)
                    </a>
                  </p>
                )}
              </>
            )}
            {canImportChecked && checked && (
              <div className={styles.buttons}>
                <button
                  type="button"
                  className="btn btn--style-primary"
                  onClick={() => void start('import', checked.file)}
                >
                  Import these items
                </button>
                <p className={styles.hint}>
                  Sends {checked.file.name} again and imports it{publish ? ', publishing at once' : ''}.
                </p>
              </div>
            )}
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${ids.progress}-history`}>
        <h2 id={`${ids.progress}-history`} className={styles.heading}>
          Earlier checks and imports
        </h2>
        {history === null ? (
          <p className={styles.muted}>Loading…</p>
        ) : history.length === 0 ? (
          <p className={styles.muted}>None yet.</p>
        ) : (
          <ul className={styles.history}>
            {history.map((one) => (
              <li key={one.id}>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-current={run?.id === one.id ? 'true' : undefined}
                  disabled={busy}
                  onClick={() => void open(one.id)}
                >
                  {when(one.startedAt)}: {one.mode === 'dry-run' ? 'check' : 'import'} of {one.fileName}
                </button>
                <span className={styles.muted}>
                  {one.state === 'failed'
                    ? `Could not finish. ${one.message ?? ''}`
                    : one.counts
                      ? closingLine(one.counts, one.mode === 'dry-run')
                      : 'Still running'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
