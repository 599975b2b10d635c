import { describe, expect, it } from 'vitest'

import { inspectPage, type Fetched, type InspectOptions } from './inspect'
import { DEFAULT_TARGETS, scorePage, type Finding } from './rules'

const ORIGIN = 'https://cloud.example.mil'

const FOOTER = `<footer><ul>
  <li><a href="/about">About</a></li><li><a href="/accessibility">Accessibility statement</a></li>
  <li><a href="https://open.defense.gov/Transparency/FOIA/">FOIA requests</a></li>
  <li><a href="https://prhome.defense.gov/NoFEAR/">No FEAR Act data</a></li>
  <li><a href="https://www.dodig.mil/">Office of the Inspector General</a></li>
  <li><a href="/privacy">Privacy and security notice</a></li>
  <li><a href="/vulnerability-disclosure">Vulnerability disclosure policy</a></li>
  <li><a href="https://www.usa.gov/">USA.gov</a></li></ul></footer>`

const PLAIN =
  'We run the cloud for you. You pick a plan. We set it up in a day. Your team gets a login. ' +
  'You pay for what you use. Call us if you need help. We answer the phone all day and all night.'

function page({ main = `<h1>Cloud hosting</h1><p>${PLAIN}</p>`, head = '', footer = FOOTER } = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cloud hosting</title>
<link rel="stylesheet" href="/styles.css">${head}</head>
<body><header><nav aria-label="Main"><a href="/">Home</a></nav></header>
<main id="main">${main}</main>${footer}</body></html>`
}

/** A site where every address answers 200 with 1 KB, except those named. */
function site(answers: Record<string, Partial<Fetched>> = {}) {
  const asked: string[] = []
  const fetchLocal = async (address: string): Promise<Fetched> => {
    const path = new URL(address).pathname
    asked.push(path)
    return { status: 200, bytes: 1024, ...answers[path] }
  }
  return { asked, fetchLocal }
}

async function inspect(html: string, options: Partial<InspectOptions> = {}) {
  return inspectPage(html, `${ORIGIN}/hosting`, {
    fetchLocal: site().fetchLocal,
    brokenExternal: new Map(),
    targets: DEFAULT_TARGETS,
    ...options,
  })
}

const of = (findings: Finding[], check: Finding['check']) => findings.filter((finding) => finding.check === check)

describe('inspectPage', () => {
  it('finds nothing on a clean page, which scores 100', async () => {
    const result = await inspect(page())
    expect(result.findings).toEqual([])
    expect(result.title).toBe('Cloud hosting')
    expect(scorePage(result.findings).score).toBe(100)
  })

  it('reports an image without alternative text with its element, WCAG criterion and a fix in plain words', async () => {
    const result = await inspect(page({ main: `<h1>Cloud hosting</h1><img src="/media/rack.jpg"><p>${PLAIN}</p>` }))
    const [finding] = of(result.findings, 'accessibility')
    expect(finding).toMatchObject({ rule: 'image-alt', severity: 'critical', criteria: ['1.1.1'] })
    expect(finding!.element).toContain('<img src="/media/rack.jpg">')
    expect(finding!.fix).toMatch(/open it in Media and describe what it shows/)
    const { score, scores } = scorePage(result.findings)
    expect(scores.accessibility).toBeLessThan(100)
    expect(score).toBeLessThan(100)
  })

  it('reports a link without words and headings out of order', async () => {
    const result = await inspect(
      page({ main: `<h1>Cloud hosting</h1><h4>Prices</h4><p>${PLAIN}</p><a href="/prices"><span></span></a>` }),
    )
    expect(of(result.findings, 'accessibility').map((finding) => finding.rule)).toEqual(
      expect.arrayContaining(['heading-order', 'link-name']),
    )
  })

  it('reports markup that breaks the HTML standard', async () => {
    const result = await inspect(page({ main: `<h1>Cloud hosting</h1><p id="x">${PLAIN}</p><p id="x">Again.</p>` }))
    expect(of(result.findings, 'html').map((finding) => finding.rule)).toContain('no-dup-id')
  })

  it('accepts a <style> in the body, as the Nu HTML Checker and browsers do', async () => {
    const result = await inspect(
      page({ main: `<h1>Cloud hosting</h1><div><style>p{margin:0}</style></div><p>${PLAIN}</p>` }),
    )
    expect(of(result.findings, 'html')).toEqual([])
  })

  it('reports links to missing pages of the site, images that do not load and broken links elsewhere', async () => {
    const { fetchLocal } = site({ '/retired': { status: 404 }, '/media/gone.png': { status: 404 } })
    const result = await inspect(
      page({
        main: `<h1>Cloud hosting</h1><p>${PLAIN}</p><p><a href="/retired">Old plans</a> and
        <a href="https://old.example.gov/plans">the old site</a>.</p><img src="/media/gone.png" alt="A rack">`,
      }),
      { fetchLocal, brokenExternal: new Map([['https://old.example.gov/plans', 'The website answered 404.']]) },
    )
    const links = of(result.findings, 'links')
    expect(links.map((finding) => finding.rule).sort()).toEqual(['broken-external-link', 'broken-image', 'broken-link'])
    expect(links.find((finding) => finding.rule === 'broken-link')!.message).toContain('“Old plans”')
  })

  it('names each federal required link the page lacks', async () => {
    const result = await inspect(page({ footer: '<footer><a href="/about">About us</a></footer>' }))
    const missing = of(result.findings, 'requiredLinks').map((finding) => finding.message)
    expect(missing).toHaveLength(7)
    expect(missing.join(' ')).toContain('No FEAR Act data')
    expect(missing.join(' ')).not.toContain('“About”')
  })

  it('grades hard reading against the target and flags long sentences and words to replace', async () => {
    const hard =
      'Organizational stakeholders must utilize comprehensive infrastructure modernization methodologies, ' +
      'facilitating interoperability considerations across heterogeneous computational environments and ' +
      'multidimensional administrative responsibilities throughout the entire acquisition lifecycle of every ' +
      'enterprise program in the department. ' +
      'Consequently, institutional governance mechanisms necessitate continuous evaluation. ' +
      'Additionally, implementation documentation requires authoritative validation.'
    const result = await inspect(page({ main: `<h1>Cloud hosting</h1><p>${hard}</p>` }))
    const reading = of(result.findings, 'readability')
    expect(result.readingGrade).toBeGreaterThan(DEFAULT_TARGETS.readingGrade + 4)
    expect(reading.map((finding) => finding.rule)).toEqual(
      expect.arrayContaining(['reading-grade', 'long-sentence', 'plain-words']),
    )
    expect(reading.find((finding) => finding.rule === 'plain-words')!.fix).toBe('Say “use” instead.')
  })

  it('weighs the page and its files against the budget', async () => {
    const images = Array.from({ length: 45 }, (_, index) => `<img src="/media/${index}.jpg" alt="Photo ${index}">`)
    const { fetchLocal, asked } = site({ '/styles.css': { bytes: 900 * 1024 } })
    const result = await inspect(page({ main: `<h1>Cloud hosting</h1><p>${PLAIN}</p>${images.join('')}` }), {
      fetchLocal,
    })
    expect(result.requests).toBe(47) // the page, its stylesheet and 45 images
    expect(result.bytes).toBeGreaterThan(900 * 1024)
    expect(of(result.findings, 'weight').map((finding) => finding.rule)).toEqual(['page-weight', 'request-count'])
    expect(asked).toContain('/styles.css')
  })

  it('never runs the page’s own scripts', async () => {
    const result = await inspect(
      page({ head: '<script>document.title = "changed"; document.documentElement.lang = ""</script>' }),
    )
    expect(result.title).toBe('Cloud hosting')
    expect(of(result.findings, 'accessibility')).toEqual([])
  })
})
