/**
 * The Nu HTML Checker (vnu.jar, from the vnu-jar package) over many pages in one Java
 * run: starting the JVM takes about a second, checking a page a few milliseconds.
 *
 * What it says about pages Next 16 / React 19 render, so a finding is not a surprise:
 * - <form action=""> is an error ("Bad value “” for attribute “action” on element “form”:
 *   Must be non-empty."): React renders it for a form whose action is a server action,
 *   unless useActionState is given the page's address (its permalink), as the contact form is.
 * - <style> with a `body` selector inside <body> is an error: Next's built-in 404 page.
 * - <link rel="expect" blocking="render"> is an error: React's experimental build only.
 * - "Trailing slash on void elements…" is an info message on every <meta/>; left out here.
 * imageSrcSet, fetchPriority, async="", noModule="", charSet, data-precedence, <template>
 * and the <!--$--> markers all pass.
 */
import { execFile } from 'node:child_process'
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** vnu-jar exports the jar's path as a String object, hence String(). */
export const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'))

export type HtmlMessage = { message: string; extract: string; line: number; column?: number }
export type HtmlCheckResult = { errors: HtmlMessage[]; warnings: HtmlMessage[] }

export type HtmlCheckOptions = {
  java?: string
  /** Messages to leave out, for known findings that are accepted; prefer fixing the page. */
  ignore?: RegExp[]
  timeoutMs?: number
}

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  message: string
  extract?: string
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
}

const JVM_OPTIONS = [
  // The client compiler alone starts about 0.4 s sooner and is no slower over 500 pages,
  // but its deeper stack frames overflow vnu's schema checks at the default stack size.
  '-XX:TieredStopAtLevel=1',
  '-Xss4m',
]

function run(java: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(java, args, { maxBuffer: 256 * 1024 * 1024, timeout: timeoutMs }, (error, stdout, stderr) => {
      // --exit-zero-always: a non-zero exit means the checker itself failed.
      if (error) reject(new Error(`vnu failed: ${stderr.trim() || error.message}`))
      else resolve(stdout)
    })
  })
}

/** Checks HTML files; the result has an entry for each file, by its resolved path. */
export async function checkHtmlFiles(
  files: string[],
  options: HtmlCheckOptions = {},
): Promise<Map<string, HtmlCheckResult>> {
  const paths = files.map((file) => path.resolve(file))
  const results = new Map<string, HtmlCheckResult>(paths.map((file) => [file, { errors: [], warnings: [] }]))
  if (!paths.length) return results
  // vnu reports nothing at all, and exits 0, for a file it cannot read.
  await Promise.all(paths.map((file) => access(file)))

  const args = ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', '--skip-info-messages']
  const output = await run(
    options.java ?? '/usr/bin/java',
    [...JVM_OPTIONS, ...args, ...paths],
    options.timeoutMs ?? 120_000,
  )
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] }

  for (const message of messages) {
    if (message.type === 'non-document-error' || !message.url) throw new Error(`vnu: ${message.message}`)
    if (options.ignore?.some((pattern) => pattern.test(message.message))) continue
    const file = fileURLToPath(message.url)
    const result = results.get(file) ?? { errors: [], warnings: [] }
    results.set(file, result)
    const column = message.firstColumn ?? message.lastColumn
    const entry: HtmlMessage = {
      message: message.message,
      extract: message.extract ?? '',
      line: message.lastLine ?? 0,
      ...(column ? { column } : {}),
    }
    if (message.type === 'error') result.errors.push(entry)
    else if (message.subType === 'warning') result.warnings.push(entry)
  }
  return results
}

/** Checks pages given as HTML text, in one run; results are in the same order. */
export async function checkHtml(pages: string[], options: HtmlCheckOptions = {}): Promise<HtmlCheckResult[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'html-check-'))
  try {
    const files = pages.map((_, index) => path.join(dir, `page-${index + 1}.html`))
    await Promise.all(pages.map((html, index) => writeFile(files[index] as string, html)))
    const results = await checkHtmlFiles(files, options)
    return files.map((file) => results.get(file) ?? { errors: [], warnings: [] })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
