/**
 * Checks on one rendered page for the site check in CI: what every published page needs
 * in its <head> and headings, and the page's own links and title so the caller can look
 * across pages (titles used twice, links to pages that do not exist). Used by tests only,
 * so htmlparser2 stays a dev dependency.
 */
import { Parser } from 'htmlparser2'

export type PageProblem = { rule: string; message: string }

export type PageCheck = {
  url: string
  title?: string
  /** Links to pages of the same site: absolute, without #fragment, each once, in page order. */
  links: string[]
  problems: PageProblem[]
}

/** Elements whose <title> is not the page's (an SVG icon's tooltip, for one). */
const FOREIGN = new Set(['svg', 'math', 'template'])

function resolve(href: string, base: string): URL | undefined {
  try {
    return new URL(href.trim(), base)
  } catch {
    return undefined
  }
}

function withoutFragment(address: string): string | undefined {
  const target = resolve(address, address)
  if (target) target.hash = ''
  return target?.href
}

function isAbsoluteWebAddress(href: string): boolean {
  try {
    return /^https?:$/.test(new URL(href).protocol)
  } catch {
    return false
  }
}

export function checkPageHtml(html: string, url: string): PageCheck {
  let lang: string | undefined
  let title: string | undefined
  let titleText: string | undefined // text of the <title> being read
  let foreignDepth = 0
  let h1s = 0
  let base = url
  let sawBase = false
  const descriptions: string[] = []
  const canonicals: string[] = []
  const hrefs: string[] = []

  const parser = new Parser({
    onopentag(name, attribs) {
      if (FOREIGN.has(name)) foreignDepth += 1
      if (foreignDepth) return
      if (name === 'html') lang = attribs.lang
      else if (name === 'title' && title === undefined) titleText = ''
      else if (name === 'h1') h1s += 1
      else if (name === 'meta' && attribs.name?.toLowerCase() === 'description')
        descriptions.push(attribs.content ?? '')
      else if (name === 'link' && /(?:^|\s)canonical(?:\s|$)/i.test(attribs.rel ?? ''))
        canonicals.push(attribs.href ?? '')
      else if (name === 'base' && attribs.href !== undefined && !sawBase) {
        sawBase = true // only the first <base> counts, as in browsers
        base = resolve(attribs.href, url)?.href ?? url
      } else if ((name === 'a' || name === 'area') && attribs.href !== undefined) hrefs.push(attribs.href)
    },
    ontext(text) {
      if (titleText !== undefined) titleText += text
    },
    onclosetag(name) {
      if (FOREIGN.has(name)) foreignDepth = Math.max(0, foreignDepth - 1)
      else if (name === 'title' && titleText !== undefined) {
        title = titleText.replace(/\s+/g, ' ').trim()
        titleText = undefined
      }
    },
  })
  parser.end(html)

  const problems: PageProblem[] = []
  if (!title) problems.push({ rule: 'title', message: 'The page has no title (<title>).' })
  if (!descriptions.some((content) => content.trim())) {
    problems.push({
      rule: 'description',
      message: 'The page has no description for search results (<meta name="description">).',
    })
  }
  if (h1s !== 1) {
    problems.push({
      rule: 'h1',
      message:
        h1s === 0
          ? 'The page has no main heading (<h1>); it should have exactly one.'
          : `The page has ${h1s} main headings (<h1>); it should have exactly one.`,
    })
  }
  if (!lang?.trim()) {
    problems.push({ rule: 'lang', message: 'The page does not say which language it is in (lang on <html>).' })
  }
  if (canonicals.length === 0) {
    problems.push({ rule: 'canonical', message: 'The page has no canonical address (<link rel="canonical">).' })
  } else if (canonicals.length > 1) {
    problems.push({
      rule: 'canonical',
      message: `The page has ${canonicals.length} canonical addresses; it should have one.`,
    })
  } else if (!isAbsoluteWebAddress(canonicals[0] ?? '')) {
    problems.push({
      rule: 'canonical',
      message: `The canonical address “${canonicals[0]}” is not a full address starting with https://.`,
    })
  }

  const origin = resolve(url, url)?.origin
  const links = new Set<string>()
  for (const href of hrefs) {
    if (href.trim().startsWith('#')) continue // a place on this same page
    const target = resolve(href, base)
    if (!target || !/^https?:$/.test(target.protocol) || target.origin !== origin) continue // mailto:, tel:, other sites
    target.hash = ''
    links.add(target.href)
  }

  return { url, ...(title ? { title } : {}), links: [...links], problems }
}

export type SiteProblem = PageProblem & { url: string }

/**
 * Problems only visible across pages: two pages with the same title, and links to
 * pages of the site that are not among those checked. Pass every published page.
 * Links to files (a name with an extension, such as /media/report.pdf) are left out.
 */
export function checkAcrossPages(pages: PageCheck[]): SiteProblem[] {
  const problems: SiteProblem[] = []
  const byTitle = new Map<string, string[]>()
  for (const page of pages) {
    if (page.title) byTitle.set(page.title, [...(byTitle.get(page.title) ?? []), page.url])
  }
  for (const page of pages) {
    const others = (page.title ? (byTitle.get(page.title) ?? []) : []).filter((url) => url !== page.url)
    if (others.length) {
      problems.push({
        url: page.url,
        rule: 'duplicate-title',
        message: `The title “${page.title}” is also used by ${others.join(', ')}. Each page needs a title of its own.`,
      })
    }
  }
  const known = new Set(pages.map((page) => withoutFragment(page.url)))
  for (const page of pages) {
    for (const link of page.links) {
      if (known.has(link) || /\.[a-z0-9]+$/i.test(new URL(link).pathname)) continue
      problems.push({
        url: page.url,
        rule: 'broken-link',
        message: `The link to ${link} goes to a page that is not among the published pages.`,
      })
    }
  }
  return problems
}
