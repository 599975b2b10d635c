import { describe, expect, it } from 'vitest'

import { checkAcrossPages, checkPageHtml, type PageCheck } from './page-checks'

const page = (head: string, body: string, htmlAttributes = ' lang="en-US"') =>
  `<!DOCTYPE html><html${htmlAttributes}><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

const goodHead =
  '<title>Offerings | Hybrid Cloud</title><meta name="description" content="Cloud services we offer."/>' +
  '<link rel="canonical" href="https://cloud.example.mil/offerings"/>'

const rules = (check: PageCheck) => check.problems.map((problem) => problem.rule)

describe('checkPageHtml', () => {
  it('finds nothing wrong with a complete page and reads its title', () => {
    const check = checkPageHtml(
      page(goodHead, '<main><h1>Offerings</h1></main>'),
      'https://cloud.example.mil/offerings',
    )
    expect(check).toEqual({
      url: 'https://cloud.example.mil/offerings',
      title: 'Offerings | Hybrid Cloud',
      links: [],
      problems: [],
    })
  })

  it('reports what a bare page is missing', () => {
    const check = checkPageHtml(page('', '<p>Hello</p>', ''), 'https://cloud.example.mil/')
    expect(rules(check)).toEqual(['title', 'description', 'h1', 'lang', 'canonical'])
    expect(check.title).toBeUndefined()
    expect(check.problems.find((problem) => problem.rule === 'h1')?.message).toBe(
      'The page has no main heading (<h1>); it should have exactly one.',
    )
  })

  it('treats empty values as missing', () => {
    const head = '<title>  </title><meta name="description" content=" "/><link rel="canonical" href="https://x.mil/"/>'
    expect(rules(checkPageHtml(page(head, '<h1>A</h1>', ' lang=""'), 'https://x.mil/'))).toEqual([
      'title',
      'description',
      'lang',
    ])
  })

  it('wants exactly one h1', () => {
    const check = checkPageHtml(page(goodHead, '<h1>A</h1><h1>B</h1>'), 'https://cloud.example.mil/offerings')
    expect(check.problems).toEqual([
      { rule: 'h1', message: 'The page has 2 main headings (<h1>); it should have exactly one.' },
    ])
  })

  it('wants one canonical address, written in full', () => {
    const base = '<title>T</title><meta name="description" content="D"/>'
    const at = 'https://x.mil/a'
    expect(rules(checkPageHtml(page(`${base}<link rel="canonical" href="/a"/>`, '<h1>A</h1>'), at))).toEqual([
      'canonical',
    ])
    expect(
      rules(
        checkPageHtml(
          page(
            `${base}<link rel="canonical" href="https://x.mil/a"/><link rel="canonical" href="https://x.mil/b"/>`,
            '<h1>A</h1>',
          ),
          at,
        ),
      ),
    ).toEqual(['canonical'])
    expect(
      rules(checkPageHtml(page(`${base}<LINK REL="Canonical" HREF="https://x.mil/a">`, '<h1>A</h1>'), at)),
    ).toEqual([])
  })

  it('ignores the <title> of an SVG icon', () => {
    const body = '<h1>A</h1><svg><title>Search icon</title></svg>'
    const check = checkPageHtml(page('<meta name="description" content="D"/>', body), 'https://x.mil/')
    expect(check.title).toBeUndefined()
    expect(rules(check)).toContain('title')
    expect(checkPageHtml(page(goodHead, body), 'https://x.mil/').title).toBe('Offerings | Hybrid Cloud')
  })

  it('decodes character references in the title', () => {
    expect(checkPageHtml(page('<title>News &amp; events</title>', ''), 'https://x.mil/').title).toBe('News & events')
  })

  it('lists links to the same site, resolved, without fragments, once each', () => {
    const body = [
      '<a href="/offerings/stratus">Stratus</a>',
      '<a href="contact#form">Contact</a>', // relative to /news/
      '<a href="https://cloud.example.mil/offerings/stratus#pricing">Again</a>',
      '<a href="#main">Skip</a>',
      '<a href="https://www.usa.gov/">USA.gov</a>',
      '<a href="//cloud.example.mil/search?q=vm">Search</a>',
      '<a href="http://cloud.example.mil/old">Plain http is another origin</a>',
      '<a href="mailto:help@example.mil">E-mail</a>',
      '<a href="tel:+18005550100">Call</a>',
      '<a href="javascript:void(0)">Script</a>',
      '<a>No address</a>',
      '<a href="/news/">News</a>',
    ].join('')
    expect(checkPageHtml(page(goodHead, `<h1>N</h1>${body}`), 'https://cloud.example.mil/news/').links).toEqual([
      'https://cloud.example.mil/offerings/stratus',
      'https://cloud.example.mil/news/contact',
      'https://cloud.example.mil/search?q=vm',
      'https://cloud.example.mil/news/',
    ])
  })

  it('resolves links against <base href>', () => {
    const check = checkPageHtml(page('<base href="/docs/"/>', '<a href="guide">Guide</a>'), 'https://x.mil/a/b')
    expect(check.links).toEqual(['https://x.mil/docs/guide'])
  })
})

describe('checkAcrossPages', () => {
  const checked = (url: string, title: string | undefined, links: string[] = []): PageCheck => ({
    url,
    ...(title ? { title } : {}),
    links,
    problems: [],
  })

  it('reports titles used by more than one page, on each of them', () => {
    const pages = [
      checked('https://x.mil/a', 'Cloud'),
      checked('https://x.mil/b', 'Cloud'),
      checked('https://x.mil/c', 'Other'),
    ]
    expect(checkAcrossPages(pages)).toEqual([
      {
        url: 'https://x.mil/a',
        rule: 'duplicate-title',
        message: 'The title “Cloud” is also used by https://x.mil/b. Each page needs a title of its own.',
      },
      {
        url: 'https://x.mil/b',
        rule: 'duplicate-title',
        message: 'The title “Cloud” is also used by https://x.mil/a. Each page needs a title of its own.',
      },
    ])
  })

  it('reports links to pages that were not checked, but not links to files', () => {
    const pages = [
      checked('https://x.mil/', 'Home', ['https://x.mil/a', 'https://x.mil/gone', 'https://x.mil/media/report.pdf']),
      checked('https://x.mil/a', 'A', ['https://x.mil/']),
    ]
    expect(checkAcrossPages(pages)).toEqual([
      {
        url: 'https://x.mil/',
        rule: 'broken-link',
        message: 'The link to https://x.mil/gone goes to a page that is not among the published pages.',
      },
    ])
  })
})
