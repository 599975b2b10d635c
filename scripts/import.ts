// `npm run import -- --from <export.zip | folder | org> [--dry-run] [--report file.json]
//   [--map mapping.json] [--publish] [--as email]`: brings a Salesforce site's content in
// (docs/IMPORT.md). Prints one closing line; exit 0 when nothing was skipped, 1 when some
// items were (the report names each), 2 when the source or the settings are unusable.
import { readFile, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'

import { getPayload, type TypedUser } from 'payload'

import config from '@payload-config'

import {
  DEFAULT_MAPPING,
  ImportError,
  openExportSource,
  openOrgSourceFromEnvironment,
  parseMapping,
  progressLine,
  runImport,
  type ContentSource,
  type Progress,
} from '@/content-import'

const USAGE =
  'Usage: npm run import -- --from <export.zip | folder | org> [--dry-run] [--report file.json] [--map mapping.json] [--publish] [--as email]'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(2)
}

let values: Record<string, string | boolean | undefined>
try {
  values = parseArgs({
    options: {
      from: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      report: { type: 'string' },
      map: { type: 'string' },
      publish: { type: 'boolean', default: false },
      as: { type: 'string' },
    },
  }).values
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`)
}
const from = values.from as string | undefined
if (!from) fail(USAGE)

let mapping = DEFAULT_MAPPING
if (typeof values.map === 'string') {
  let json: unknown
  try {
    json = JSON.parse(await readFile(values.map, 'utf8'))
  } catch (error) {
    fail(`The mapping file ${values.map} cannot be read as JSON: ${(error as Error).message}`)
  }
  const parsed = parseMapping(json)
  if ('problems' in parsed) fail(`The mapping file ${values.map} is not valid:\n  ${parsed.problems.join('\n  ')}`)
  mapping = parsed.mapping
}

const payload = await getPayload({ config })

/** The account the change history names: the one given, or the first administrator. */
async function actorAccount(): Promise<TypedUser> {
  const email = typeof values.as === 'string' ? values.as.toLowerCase() : undefined
  const found = await payload.find({
    collection: 'users',
    where: email ? { email: { equals: email } } : { role: { equals: 'admin' } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const user = found.docs[0]
  if (!user) fail(email ? `No account has the e-mail address ${email}.` : 'The site has no administrator account yet.')
  if (values.publish && user.role !== 'admin')
    fail('--publish is an administrator’s override: give --as an administrator.')
  if (!['admin', 'editor', 'author'].includes(String(user.role)))
    fail(`${user.email} does not take part in publishing.`)
  return { ...user, collection: 'users' } as TypedUser
}

/** A bar on a terminal; a line every 10 seconds otherwise (logs of a job). */
function progressPrinter() {
  const tty = process.stderr.isTTY
  let lastLine = 0
  return (progress: Progress) => {
    const now = Date.now()
    if (!tty && now - lastLine < 10_000 && progress.done !== progress.total) return
    lastLine = now
    const text = progressLine(progress, now)
    process.stderr.write(tty ? `\r${text.padEnd(100)}` : `${text}\n`)
  }
}

let source: ContentSource
try {
  source = from === 'org' ? await openOrgSourceFromEnvironment(mapping) : await openExportSource(from)
} catch (error) {
  if (error instanceof ImportError) fail(error.message)
  throw error
}

let exitCode = 0
try {
  const actor = await actorAccount()
  const report = await runImport({
    payload,
    source,
    mapping,
    actor,
    dryRun: Boolean(values['dry-run']),
    publish: Boolean(values.publish),
    onProgress: progressPrinter(),
  })
  if (process.stderr.isTTY) process.stderr.write('\n')
  if (typeof values.report === 'string') {
    // The import's own peak memory, for operators sizing the machine (and the benchmark).
    const peakMemoryMiB = Math.round(process.resourceUsage().maxRSS / 1024)
    await writeFile(values.report, `${JSON.stringify({ ...report, peakMemoryMiB }, null, 2)}\n`)
  }
  for (const entry of report.items.filter((one) => one.outcome === 'skipped')) {
    process.stderr.write(`skipped ${entry.key} (${entry.type || 'unknown type'}): ${entry.reason}\n`)
  }
  const { imported, updated, unchanged, skipped } = report.counts
  process.stdout.write(
    `${report.dryRun ? '(dry run, nothing written) ' : ''}imported ${imported}, updated ${updated}, unchanged ${unchanged}, skipped ${skipped}\n`,
  )
  exitCode = skipped > 0 ? 1 : 0
} catch (error) {
  if (!(error instanceof ImportError)) throw error
  process.stderr.write(`${error.message}\n`)
  exitCode = 2
} finally {
  await source.close()
}
process.exit(exitCode)
