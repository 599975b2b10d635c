// Lighthouse (npm) with Debian's Chromium: the median of several runs per preset.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--disable-extensions']

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function runOnce(url, preset) {
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
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      // Lighthouse's own measure of the host's CPU; it warns below 1000, where its CPU
      // slowdown (4x on mobile) makes the host slower than the phone it stands for.
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      failedAudits: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    }
  } finally {
    await chrome.kill()
  }
}

/** Runs Lighthouse `runs` times with the preset ('mobile' or 'desktop'); medians of each figure. */
export async function runLighthouse(url, preset, runs) {
  const results = []
  let failures = 0
  while (results.length < runs) {
    try {
      results.push(await runOnce(url, preset))
    } catch (error) {
      failures += 1
      if (failures > runs) throw error
    }
  }
  const figure = (name) => median(results.map((result) => result[name]))
  return {
    preset,
    runs,
    performance: figure('performance'),
    accessibility: figure('accessibility'),
    bestPractices: figure('bestPractices'),
    seo: figure('seo'),
    lcpMs: figure('lcpMs'),
    cls: figure('cls'),
    tbtMs: figure('tbtMs'),
    benchmarkIndex: figure('benchmarkIndex'),
    failedAudits: [...new Set(results.flatMap((result) => result.failedAudits))],
    failedRuns: failures,
    // Every run's figures, to show the spread behind each median.
    each: results.map(({ performance, lcpMs, tbtMs }) => ({ performance, lcpMs, tbtMs })),
  }
}
