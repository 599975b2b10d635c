// Lighthouse (npm) with Debian's Chromium: one run's scores, timings and where the main
// thread's time went, and the median of several runs per preset.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--disable-extensions']

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const fileOf = (url) => (url.includes('/_next/') ? url.replace(/^.*\//, '') : url ? 'the document' : 'unattributed')

/**
 * One Lighthouse run. Besides the scores: its main-thread breakdown (style and layout,
 * script evaluation, HTML parsing ...), the script time of each file, and the long tasks,
 * all as Lighthouse computes them from the run's trace at the preset's CPU slowdown; and
 * the trace itself, for Chromium's Performance panel.
 */
export async function lighthouseOnce(url, preset = 'mobile', { keepTrace = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    const { categories, audits, runtimeError } = result.lhr
    // A run Chromium could not finish (no paint recorded, a crash) has no scores: run again.
    if (runtimeError || categories.performance.score === null) {
      throw new Error(`Lighthouse run failed: ${runtimeError?.code ?? 'no performance score'}`)
    }
    const ms = (value) => Math.round(value)
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: ms(audits['largest-contentful-paint'].numericValue),
      fcpMs: ms(audits['first-contentful-paint'].numericValue),
      cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      tbtMs: ms(audits['total-blocking-time'].numericValue),
      mainThreadMs: ms(audits['mainthread-work-breakdown'].numericValue),
      mainThread: Object.fromEntries(
        audits['mainthread-work-breakdown'].details.items.map((item) => [item.group, ms(item.duration)]),
      ),
      scripts: (audits['bootup-time'].details?.items ?? []).map((item) => ({
        file: fileOf(item.url),
        scriptingMs: ms(item.scripting),
        compileMs: ms(item.scriptParseCompile),
      })),
      longTasks: (audits['long-tasks'].details?.items ?? []).map((task) => ({
        file: fileOf(task.url),
        startMs: ms(task.startTime),
        durationMs: ms(task.duration),
      })),
      // Lighthouse's own measure of the host's CPU; it warns below 1000, where its CPU
      // slowdown (4x on mobile) makes the host slower than the phone it stands for.
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      failedAudits: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
      // Tens of megabytes a run: kept only when asked for (phone-cost.mjs --trace-dir).
      ...(keepTrace ? { trace: result.artifacts.Trace } : {}),
    }
  } finally {
    await chrome.kill()
  }
}

/** Runs `measure` until it succeeds; failures are counted in `tally`, and past `limit` the last one is thrown. */
export async function withRetries(measure, tally, limit) {
  for (;;) {
    try {
      return await measure()
    } catch (error) {
      tally.failures += 1
      if (tally.failures > limit) throw error
    }
  }
}

/** Runs `measure` until it has `runs` results; a failed run is run again, up to `runs` times. */
export async function repeated(runs, measure) {
  const tally = { failures: 0 }
  const results = []
  while (results.length < runs) results.push(await withRetries(measure, tally, runs))
  return { results, failures: tally.failures }
}

/** The medians of a page's runs, each run's headline figures, and the run with the median TBT. */
export function summarise(results, failures = 0) {
  const figure = (name) => median(results.map((result) => result[name]))
  const tbtMs = figure('tbtMs')
  const typical = [...results].sort((a, b) => Math.abs(a.tbtMs - tbtMs) - Math.abs(b.tbtMs - tbtMs))[0]
  return {
    runs: results.length,
    performance: figure('performance'),
    accessibility: figure('accessibility'),
    bestPractices: figure('bestPractices'),
    seo: figure('seo'),
    lcpMs: figure('lcpMs'),
    fcpMs: figure('fcpMs'),
    cls: figure('cls'),
    tbtMs,
    mainThreadMs: figure('mainThreadMs'),
    benchmarkIndex: figure('benchmarkIndex'),
    failedAudits: [...new Set(results.flatMap((result) => result.failedAudits))],
    failedRuns: failures,
    // Every run's figures, to show the spread behind each median.
    each: results.map(({ performance, lcpMs, tbtMs: tbt }) => ({ performance, lcpMs, tbtMs: tbt })),
    // Where the time went, in the run whose TBT is closest to the median.
    typical: {
      mainThread: typical.mainThread,
      scripts: typical.scripts,
      longTasks: typical.longTasks,
      trace: typical.trace,
    },
  }
}

/** Runs Lighthouse `runs` times with the preset ('mobile' or 'desktop'); medians of each figure. */
export async function runLighthouse(url, preset, runs) {
  const { results, failures } = await repeated(runs, () => lighthouseOnce(url, preset))
  const { typical: _typical, ...figures } = summarise(results, failures)
  return { preset, ...figures }
}
