/**
 * The site check of CI: every published page, as a visitor's crawler finds it from the
 * home page, the sitemap and the footer, plus the search results and the "page not
 * found" page. Each page needs its own <title>, a description, one <h1>, a language and
 * a canonical address; no link of the site may lead nowhere; and the Nu HTML Checker
 * must report no error.
 */
import { describe, expect, inject, it } from 'vitest'

import { checkAcrossPages, checkPageHtml, type PageCheck } from '@/lib/page-checks'

import { checkHtml } from './support/html-checker'

const baseUrl = inject('baseUrl')
const origin = new URL(baseUrl).origin

/** More than the site has; the crawl stops here rather than run on (a calendar, say). */
const MAX_PAGES = 400

/** Paths that are not pages for visitors. */
function isPage(url: URL): boolean {
  if (url.origin !== origin) return false
  if (/^\/(?:admin|api|_next|internal|cms|sfsites|services|lwr|session|preview)(?:\/|$)/.test(url.pathname))
    return false
  return !/\.[a-z0-9]+$/i.test(url.pathname) // files: feeds, images, documents
}

type Fetched = { url: string; status: number; html: string }

/** The page a visitor gets for an address that does not exist. */
async function missingPage(path = `/no-such-page-${Date.now()}`): Promise<Fetched> {
  const missing = await fetch(`${baseUrl}${path}`)
  expect(missing.status).toBe(404)
  return { url: missing.url, status: 404, html: await missing.text() }
}

async function crawl(starts: string[]): Promise<{ pages: Fetched[]; failed: Fetched[] }> {
  const queue = [...new Set(starts)]
  const seen = new Set(queue)
  const pages: Fetched[] = []
  const failed: Fetched[] = []
  while (queue.length && pages.length + failed.length < MAX_PAGES) {
    const url = queue.shift() as string
    const response = await fetch(url, { redirect: 'follow' })
    const type = response.headers.get('content-type') ?? ''
    const html = await response.text()
    if (response.status !== 200 || !type.includes('text/html')) {
      failed.push({ url, status: response.status, html })
      continue
    }
    pages.push({ url, status: response.status, html })
    for (const link of checkPageHtml(html, url).links) {
      const target = new URL(link)
      if (!isPage(target) || seen.has(target.href)) continue
      seen.add(target.href)
      queue.push(target.href)
    }
  }
  return { pages, failed }
}

describe('site check: every published page', () => {
  it('has its own title, a description, one h1, lang, a canonical link, no broken link, and valid HTML', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(new URL(match[1] as string).pathname, baseUrl).href,
    )
    const { pages, failed } = await crawl([
      `${baseUrl}/`,
      ...fromSitemap,
      `${baseUrl}/news`,
      `${baseUrl}/offerings`,
      `${baseUrl}/contact`,
      `${baseUrl}/search`,
      `${baseUrl}/search?q=cloud`,
    ])

    // Every kind of page was reached.
    const paths = pages.map((page) => new URL(page.url).pathname)
    for (const expected of [
      '/',
      '/offerings',
      '/news',
      '/contact',
      '/search',
      '/accessibility',
      '/privacy-and-security',
    ])
      expect(paths, `the crawl reached ${expected}`).toContain(expected)
    expect(paths.some((path) => path.startsWith('/offerings/'))).toBe(true)
    expect(paths.some((path) => path.startsWith('/detail/'))).toBe(true)

    // No link of the site led to a missing page or an error.
    expect(failed.map((page) => `${page.status} ${page.url}`)).toEqual([])

    const notFound = await missingPage()
    const checks: PageCheck[] = pages.map((page) => checkPageHtml(page.html, page.url))
    const problems = [
      ...checks.flatMap((check) => check.problems.map((problem) => `${check.url}: ${problem.message}`)),
      ...checkAcrossPages(checks).map((problem) => `${problem.url}: ${problem.message}`),
    ]
    expect(problems).toEqual([])

    const all = [...pages, notFound]
    // Nothing ignored: the contact form posts to /contact (its action's permalink), not action="".
    const results = await checkHtml(all.map((page) => page.html))
    const errors = results.flatMap((result, index) =>
      result.errors.map((error) => `${all[index]?.url} line ${error.line}: ${error.message} [${error.extract}]`),
    )
    expect(errors).toEqual([])
    console.info(`site check: ${all.length} pages checked`)
  }, 300_000)

  // Next alone answers notFound() with an empty shell (ADR 0032); the server puts the page there.
  it('the "page not found" page has its heading, language and frame in its HTML', async () => {
    const notFound = await missingPage()
    const problems = checkPageHtml(notFound.html, notFound.url).problems.filter(
      (problem) => problem.rule !== 'canonical',
    )
    expect(problems).toEqual([])
    for (const missing of [
      notFound,
      await missingPage('/offerings/no-such-offering'),
      await missingPage('/detail/a0B000000000000AAA'),
    ]) {
      expect(missing.html, missing.url).toMatch(/<html lang="en-US"/)
      expect(missing.html, missing.url).toMatch(/<h1[^>]*>Page not found<\/h1>/)
      expect(missing.html, missing.url).toContain('id="main-content"')
    }
  })
})
