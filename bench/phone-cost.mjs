// What our pages cost a phone, judged beside a bare Next page measured in the same run
// (issue 47): Lighthouse's mobile preset, the runs of all pages interleaved so a busy
// moment of the machine falls on each of them alike. Machines differ; the ratios travel.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { lighthouseOnce, summarise, withRetries } from './lighthouse.mjs'

export const PHONE_TARGETS = {
  tbtRatio: 1.5,
  /** Points below the bare page's performance score. */
  performanceBelowReference: 2,
  lcpMs: 2000,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
}

/**
 * `pages` maps a name to an address. Each round runs Lighthouse once on the reference page
 * and once on each page; `runs` rounds. Returns each page's medians, its ratios to the
 * reference and whether it meets PHONE_TARGETS; with `traceDir`, the trace of each page's
 * typical run (its TBT closest to the median) is written there for Chromium's Performance panel.
 */
export async function measurePhoneCost({ referenceUrl, pages, runs, traceDir, say = () => {} }) {
  const targets = { reference: referenceUrl, ...pages }
  const results = Object.fromEntries(Object.keys(targets).map((name) => [name, []]))
  const tallies = Object.fromEntries(Object.keys(targets).map((name) => [name, { failures: 0 }]))
  for (let round = 0; round < runs; round++) {
    for (const [name, url] of Object.entries(targets)) {
      // A run Chromium could not finish is run again, at most `runs` times per page.
      const once = () => lighthouseOnce(url, 'mobile', { keepTrace: Boolean(traceDir) })
      results[name].push(await withRetries(once, tallies[name], runs))
    }
    say(`  round ${round + 1} of ${runs} done`)
  }
  const summaries = Object.fromEntries(
    Object.entries(results).map(([name, list]) => [name, summarise(list, tallies[name].failures)]),
  )
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true })
    for (const [name, summary] of Object.entries(summaries)) {
      writeFileSync(path.join(traceDir, `${name}.trace.json`), JSON.stringify(summary.typical.trace))
    }
  }
  for (const summary of Object.values(summaries)) delete summary.typical.trace
  const reference = summaries.reference
  const judged = {}
  for (const name of Object.keys(pages)) {
    const page = summaries[name]
    const tbtRatio = Math.round((page.tbtMs / Math.max(reference.tbtMs, 1)) * 100) / 100
    const mainThreadRatio = Math.round((page.mainThreadMs / Math.max(reference.mainThreadMs, 1)) * 100) / 100
    const t = PHONE_TARGETS
    const checks = {
      tbt: tbtRatio <= t.tbtRatio,
      performance: page.performance >= reference.performance - t.performanceBelowReference,
      lcp: page.lcpMs <= t.lcpMs,
      accessibility: page.accessibility >= t.accessibility,
      bestPractices: page.bestPractices >= t.bestPractices,
      seo: page.seo >= t.seo,
    }
    judged[name] = { url: pages[name], ...page, tbtRatio, mainThreadRatio, checks }
  }
  return { runs, reference: { url: referenceUrl, ...reference }, pages: judged }
}
