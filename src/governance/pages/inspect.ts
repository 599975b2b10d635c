/**
 * Checks one rendered page as a visitor's browser receives it: axe-core's rules that need
 * no layout (in jsdom; all of them in Chromium where one is installed), HTML validity
 * (html-validate), links and images on the page, the federal required links, readability
 * of the main text and the page's weight. No Java: this runs in the site's own page
 * checker process (ADR 0051), which loads jsdom, axe and the validator on its first check.
 */
import { readingGrade, sentencesOf } from '../editing/checks.ts'
import {
  AXE_FIXES,
  criteriaOf,
  PLAIN_WORDS,
  REQUIRED_LINKS,
  type Finding,
  type Severity,
  type Targets,
} from './rules.ts'

/** What fetching an address of this site answered: its status and size in bytes. */
export type Fetched = { status: number; bytes: number }

export type InspectOptions = {
  /** Fetches an address of this site (same origin as the page); callers cache across pages. */
  fetchLocal: (url: string) => Promise<Fetched>
  /** Links to other websites the daily link check found broken, with the reason. */
  brokenExternal: Map<string, string>
  targets: Targets
  /**
   * axe's whole rule set in a real browser (colour contrast and target size need layout),
   * where the operator installed one; otherwise the rules that need none run in jsdom.
   */
  inBrowser?: (axeSource: string) => Promise<AxeResult>
}

export type Inspection = {
  title: string
  findings: Finding[]
  readingGrade: number | null
  bytes: number
  requests: number
}

/** Bounds what one page stores: a page with hundreds of faults needs the first ones fixed first. */
const MAX_FINDINGS_PER_CHECK = 50
const LONG_SENTENCE_WORDS = 25
const MIN_WORDS_TO_GRADE = 30
/** Parts of every page that are the site's template, not the page's own writing. */
const TEMPLATE_PARTS = 'header, nav, footer, script, style, noscript, template, [aria-hidden="true"]'

export type AxeResult = {
  violations: {
    id: string
    impact?: Severity | null
    help: string
    tags: string[]
    nodes: { target: unknown[]; html: string; failureSummary?: string }[]
  }[]
}

let loaded: Promise<{
  JSDOM: typeof import('jsdom').JSDOM
  axeSource: string
  validator: import('html-validate').HtmlValidate
}> | null = null

function tools() {
  loaded ??= (async () => {
    const [{ JSDOM }, axe, { HtmlValidate }] = await Promise.all([
      import('jsdom'),
      import('axe-core'),
      import('html-validate'),
    ])
    // "standard" is conformance to the HTML standard, without style preferences.
    const validator = new HtmlValidate({
      extends: ['html-validate:standard'],
      rules: { 'no-inline-style': 'off', 'require-sri': 'off', 'no-redundant-role': 'off' },
    })
    return { JSDOM, axeSource: (axe.default ?? axe).source, validator }
  })()
  return loaded
}

/** "Hosting | Hybrid Cloud" → "Hosting": the site's name after the bar is on every page. */
const pageTitle = (title: string) => title.replace(/\s+[|–—-]\s+[^|–—-]+$/, '').trim()

const shorten = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

function capped(findings: Finding[]): Finding[] {
  const counts = new Map<string, number>()
  return findings.filter((finding) => {
    const count = (counts.get(finding.check) ?? 0) + 1
    counts.set(finding.check, count)
    return count <= MAX_FINDINGS_PER_CHECK
  })
}

/** WCAG 2.0 to 2.2, levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function accessibility(window: Window & { axe?: { run: (...args: unknown[]) => Promise<AxeResult> } }) {
  return window.axe!.run(window.document, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    // Colours and sizes need layout, which jsdom has not: the browser check covers them.
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    resultTypes: ['violations'],
  })
}

function accessibilityFindings(result: AxeResult): Finding[] {
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node): Finding => ({
      check: 'accessibility',
      severity: violation.impact ?? 'moderate',
      rule: violation.id,
      message: violation.help.endsWith('.') ? violation.help : `${violation.help}.`,
      fix: AXE_FIXES[violation.id] ?? shorten(node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help, 300),
      element: shorten(`${node.target.join(' ')} ${node.html}`),
      criteria: criteriaOf(violation.tags),
    })),
  )
}

/**
 * A <style> in the body: html-validate follows the letter of the standard, the Nu HTML
 * Checker (the W3C's, run over every page in CI) and every browser accept it.
 */
const NU_ACCEPTS = /^<style> element is not permitted as content under /

async function validity(html: string, validator: import('html-validate').HtmlValidate): Promise<Finding[]> {
  const report = await validator.validateString(html)
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => !NU_ACCEPTS.test(message.message))
      .map((message): Finding => ({
        check: 'html',
        severity: message.severity >= 2 ? 'moderate' : 'minor',
        rule: message.ruleId,
        message: `Line ${message.line}: ${message.message}${message.message.endsWith('.') ? '' : '.'}`,
        fix: 'Most markup faults come from text pasted from another program: paste as plain text and format it again. Otherwise ask an administrator.',
        ...(message.selector ? { element: shorten(message.selector) } : {}),
      })),
  )
}

function requiredLinks(document: Document): Finding[] {
  const links = [...document.querySelectorAll('a[href]')].map(
    (link) => `${link.textContent ?? ''} ${link.getAttribute('aria-label') ?? ''} ${link.getAttribute('href') ?? ''}`,
  )
  return REQUIRED_LINKS.filter((required) => !links.some((text) => required.matches.test(text))).map(
    (required): Finding => ({
      check: 'requiredLinks',
      severity: 'serious',
      rule: 'required-link',
      message: `The page has no link to “${required.name}”, which every federal website carries.`,
      fix: `Add it to the footer links in Site settings (an administrator can).`,
    }),
  )
}

function mainText(document: Document): string {
  const main = (document.querySelector('main') ?? document.body).cloneNode(true) as Element
  for (const part of main.querySelectorAll(TEMPLATE_PARTS)) part.remove()
  // Block elements end a thought even without a full stop; keep them apart.
  for (const block of main.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, blockquote'))
    block.append('\n')
  return (main.textContent ?? '').replace(/[ \t]+/g, ' ')
}

function readability(text: string, targets: Targets): { grade: number | null; findings: Finding[] } {
  const paragraphs = text
    .split(/\n+/)
    .map((part) => part.trim())
    .filter(Boolean)
  // Headings and labels have no full stop; grade running text only.
  const prose = paragraphs.filter((part) => /[.!?]["”’)]?$/.test(part)).join('\n')
  const sentences = sentencesOf(prose)
  const findings: Finding[] = []
  let grade: number | null = null
  if (sentences.flat().length >= MIN_WORDS_TO_GRADE) {
    grade = Math.round(readingGrade(prose) * 10) / 10
    if (grade > targets.readingGrade)
      findings.push({
        check: 'readability',
        severity: grade > targets.readingGrade + 4 ? 'serious' : 'moderate',
        rule: 'reading-grade',
        message: `The page reads at about grade ${grade}; the site’s target is grade ${targets.readingGrade}.`,
        fix: 'Use shorter sentences and everyday words; split long paragraphs; use lists for steps.',
      })
  }
  for (const words of sentences) {
    if (words.length <= LONG_SENTENCE_WORDS) continue
    findings.push({
      check: 'readability',
      severity: 'minor',
      rule: 'long-sentence',
      message: `A sentence has ${words.length} words: “${shorten(words.join(' '), 80)}”.`,
      fix: `Split it: sentences of ${LONG_SENTENCE_WORDS} words or fewer are easier to follow.`,
    })
  }
  const lower = ` ${prose.toLowerCase().replace(/\s+/g, ' ')} `
  for (const [word, plain] of Object.entries(PLAIN_WORDS)) {
    if (!new RegExp(`[^a-z]${word}[^a-z]`).test(lower)) continue
    findings.push({
      check: 'readability',
      severity: 'minor',
      rule: 'plain-words',
      message: `The page says “${word}”.`,
      fix: `Say “${plain}” instead.`,
    })
  }
  return { grade, findings }
}

/** Addresses the browser fetches to show the page: styles, scripts, images, icons. */
function resourcesOf(document: Document, base: URL): string[] {
  const addresses = new Set<string>()
  const add = (value: string | null) => {
    if (!value || value.startsWith('data:')) return
    try {
      addresses.add(new URL(value, base).href)
    } catch {
      // an address no browser could fetch is the validator's finding
    }
  }
  for (const link of document.querySelectorAll('link[href]')) {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase()
    if (/\b(stylesheet|icon|preload|modulepreload|manifest)\b/.test(rel)) add(link.getAttribute('href'))
  }
  for (const script of document.querySelectorAll('script[src]')) add(script.getAttribute('src'))
  for (const image of document.querySelectorAll('img[src]')) add(image.getAttribute('src'))
  for (const video of document.querySelectorAll('video[poster]')) add(video.getAttribute('poster'))
  return [...addresses]
}

async function linksAndWeight(
  document: Document,
  url: URL,
  htmlBytes: number,
  options: InspectOptions,
): Promise<{ findings: Finding[]; bytes: number; requests: number }> {
  const findings: Finding[] = []
  const local = (address: URL) => address.origin === url.origin
  const resources = resourcesOf(document, url)
  let bytes = htmlBytes
  for (const address of resources) {
    if (!local(new URL(address))) continue // no page of this site loads another host's files (CSP)
    const fetched = await options.fetchLocal(address)
    bytes += fetched.bytes
  }
  for (const image of document.querySelectorAll('img[src]')) {
    const address = new URL(image.getAttribute('src')!, url)
    if (!local(address)) continue
    const { status } = await options.fetchLocal(address.href)
    if (status >= 400)
      findings.push({
        check: 'links',
        severity: 'serious',
        rule: 'broken-image',
        message: `An image does not load (${status}): ${address.pathname}.`,
        fix: 'Choose the image again in the editor; it may have been deleted from Media.',
        element: shorten(image.outerHTML),
      })
  }
  const seen = new Set<string>()
  for (const link of document.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href')!.trim()
    if (href.startsWith('#') || /^(mailto|tel|sms):/i.test(href)) continue
    let address: URL
    try {
      address = new URL(href, url)
    } catch {
      continue
    }
    address.hash = ''
    if (seen.has(address.href)) continue
    seen.add(address.href)
    const words = shorten((link.textContent ?? '').replace(/\s+/g, ' ').trim() || href, 60)
    if (local(address)) {
      const { status } = await options.fetchLocal(address.href)
      if (status >= 400)
        findings.push({
          check: 'links',
          severity: 'serious',
          rule: 'broken-link',
          message: `The link “${words}” leads to a missing page (${status}): ${address.pathname}.`,
          fix: 'Point the link at a published page, or publish the page it names.',
          element: shorten(link.outerHTML),
        })
    } else {
      const problem = options.brokenExternal.get(href) ?? options.brokenExternal.get(address.href)
      if (problem)
        findings.push({
          check: 'links',
          severity: 'serious',
          rule: 'broken-external-link',
          message: `The link “${words}” to ${address.host} is broken: ${problem}`,
          fix: 'Find the new address on that website, or remove the link.',
          element: shorten(link.outerHTML),
        })
    }
  }
  const requests = 1 + resources.length
  const { pageWeightKb, requests: requestBudget } = options.targets
  const kb = Math.round(bytes / 1024)
  if (kb > pageWeightKb)
    findings.push({
      check: 'weight',
      severity: kb > pageWeightKb * 1.5 ? 'serious' : 'moderate',
      rule: 'page-weight',
      message: `The page weighs ${kb} KB; the budget is ${pageWeightKb} KB.`,
      fix: 'Use fewer or smaller images (Media makes smaller copies of large uploads), and fewer embedded videos.',
    })
  if (requests > requestBudget)
    findings.push({
      check: 'weight',
      severity: requests > requestBudget * 1.5 ? 'serious' : 'moderate',
      rule: 'request-count',
      message: `The page needs ${requests} files; the budget is ${requestBudget}.`,
      fix: 'Show fewer images at once, for example fewer tiles or carousel items.',
    })
  return { findings, bytes, requests }
}

/** Every check on one page's HTML, as served at `address`. */
export async function inspectPage(html: string, address: string, options: InspectOptions): Promise<Inspection> {
  const { JSDOM, axeSource, validator } = await tools()
  const url = new URL(address)
  // Scripts of the page never run; only axe, evaluated by us, does.
  const dom = new JSDOM(html, { url: url.href, runScripts: 'outside-only', pretendToBeVisual: false })
  try {
    const { window } = dom
    const document = window.document
    let axeResult: AxeResult | undefined
    if (options.inBrowser) {
      try {
        axeResult = await options.inBrowser(axeSource)
      } catch (error) {
        // A browser that fails to start or crashes leaves the checks that need none.
        console.warn(`Page check in the browser failed, checked without it: ${String(error)}`)
      }
    }
    if (!axeResult) {
      window.eval(axeSource)
      axeResult = await accessibility(window as unknown as Window & { axe: never })
    }
    const a11y = accessibilityFindings(axeResult)
    const html5 = await validity(html, validator)
    const text = mainText(document)
    const reading = readability(text, options.targets)
    const weighed = await linksAndWeight(document, url, Buffer.byteLength(html), options)
    return {
      title: pageTitle(document.title) || url.pathname,
      findings: capped([...a11y, ...html5, ...weighed.findings, ...requiredLinks(document), ...reading.findings]),
      readingGrade: reading.grade,
      bytes: weighed.bytes,
      requests: weighed.requests,
    }
  } finally {
    dom.window.close()
  }
}
