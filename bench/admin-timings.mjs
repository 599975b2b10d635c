// The admin as staff use it (issue 48): sign-in to the dashboard, a list, an edit view,
// versions, compare, and a review action with its reload, each timed in Chromium, cold
// (a new browser, the view's first visit since the server started) and warm (the same
// browser, the median of its next visits). For each: the server's time to the first byte
// of the page, and the time until the view shows its content and answers (React has
// hydrated it).
//
// Standalone: node bench/admin-timings.mjs --url http://localhost:3401 --author e-mail:password
// --editor e-mail:password [--stock: Payload's admin as it comes, bench/reference-admin]
import { chromium } from 'playwright-core'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

/** At most, on the bench's machine (issue 48). */
export const ADMIN_TARGETS = { warmMs: 1000, coldMs: 2500 }
/** Warm figures are the median of this many visits: one visit alone is mostly the machine's noise. */
const WARM_VISITS = 5

function median(figures) {
  const sorted = (key) => figures.map((figure) => figure[key]).sort((a, b) => a - b)
  const middle = (values) => values[Math.floor(values.length / 2)]
  return {
    serverMs: figures[0].serverMs === null ? null : middle(sorted('serverMs')),
    readyMs: middle(sorted('readyMs')),
  }
}

/** Resolves once the element is there and React has attached its handlers to it. */
async function hydrated(page, selector) {
  await page.locator(selector).first().waitFor({ timeout: 60_000 })
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css)
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'))
    },
    selector,
    { timeout: 60_000 },
  )
}

const LIST_ROW = '.collection-list table tbody tr a'
const listReady = (page) => hydrated(page, LIST_ROW)
const compareReady = async (page) => {
  await hydrated(page, '.view-version .render-field-diffs')
  await page.waitForFunction(() => !document.body.innerText.includes('Loading'), null, { timeout: 60_000 })
}
const reviewPanel = (page) => page.getByRole('region', { name: 'Review', exact: true })

/**
 * What differs between this site's admin and Payload's as it comes (the anchor,
 * bench/reference-admin): the collections' addresses, the sign-in notice, what shows the
 * dashboard, an edit view and the versions list are ready, and how a change goes live.
 */
export const ADMINS = {
  ours: {
    pages: 'named-pages',
    news: 'carousel-items',
    notice: true,
    dashboardReady: (page) => hydrated(page, '[data-review-dashboard] h2'),
    editReady: async (page) => {
      await hydrated(page, '#field-title')
      // Found the way the other views' content is (a query by role over the whole page is
      // itself slower than the view on a large form).
      await hydrated(page, 'section[aria-label="Review"] button')
    },
    versionRow: '[data-version-history] table tbody tr a',
    review: true,
  },
  stock: {
    pages: 'pages',
    news: 'news',
    notice: false,
    dashboardReady: (page) => hydrated(page, '.dashboard a[href^="/admin/collections/"]'),
    editReady: (page) => hydrated(page, '#field-title'),
    versionRow: '.versions table tbody tr a',
    // No review: the editor publishes a change in one step.
    review: false,
    // Its menu starts closed below 1440 px (ours is open at 1280).
    menuStartsClosed: true,
  },
}

/**
 * The views in the order staff walk them, each with its address, the link that leads to it
 * from the view before (as staff move around: the admin swaps the view without a reload),
 * and what shows it is ready to use. The compare view's address is found on the way.
 */
function adminViews(admin, { pageId }) {
  const pagePath = `/admin/collections/${admin.pages}/${pageId}`
  return [
    { name: 'dashboard', path: '/admin', link: '.nav a[href="/admin"], a[href="/admin"]', ready: admin.dashboardReady },
    {
      name: 'pages list',
      path: `/admin/collections/${admin.pages}`,
      link: `nav a[href="/admin/collections/${admin.pages}"]`,
      ready: listReady,
    },
    { name: 'page edit', path: pagePath, link: `.collection-list a[href="${pagePath}"]`, ready: admin.editReady },
    {
      name: 'page versions',
      path: `${pagePath}/versions`,
      link: `a[href="${pagePath}/versions"]`,
      ready: (page) => hydrated(page, admin.versionRow),
    },
    { name: 'compare', path: null, link: admin.versionRow, ready: compareReady },
    {
      name: 'news list',
      path: `/admin/collections/${admin.news}`,
      link: `nav a[href="/admin/collections/${admin.news}"]`,
      ready: listReady,
    },
  ]
}

/** Time to the first byte of the document, as the browser saw it. */
const serverMs = (page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation')
    return navigation ? Math.round(navigation.responseStart - navigation.requestStart) : null
  })

async function timedVisit(page, url, ready) {
  const started = performance.now()
  await page.goto(url, { waitUntil: 'commit' })
  await ready(page)
  return { serverMs: await serverMs(page), readyMs: Math.round(performance.now() - started) }
}

async function signIn(page, baseUrl, { email, password }, admin) {
  await page.goto(`${baseUrl}/admin/login`)
  if (admin.notice) {
    const consent = page.getByRole('button', { name: 'I understand and consent' })
    await consent.waitFor()
    await consent.click()
    await page.getByRole('status').filter({ hasText: 'Notice acknowledged' }).waitFor()
  }
  await page.waitForFunction(
    () =>
      Object.keys(document.querySelector('button[type="submit"]') ?? {}).some((key) => key.startsWith('__reactProps$')),
    null,
    { timeout: 60_000 },
  )
  await page.fill('input[name="email"]', email)
  await page.fill('input[name="password"]', password)
  const started = performance.now()
  await page.click('button[type="submit"]')
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 60_000 })
  await admin.dashboardReady(page)
  return { serverMs: await serverMs(page), readyMs: Math.round(performance.now() - started) }
}

/** An editor's review action (submit, then approve), from the click to the reloaded view. */
async function reviewAction(page, button, expected, statusLine) {
  const panel = reviewPanel(page)
  const control = panel.getByRole('button', { name: button })
  await control.click({ trial: true }) // until it can be pressed: the panel has its state
  const started = performance.now()
  await control.click()
  await panel.getByRole('status').filter({ hasText: expected }).waitFor({ timeout: 60_000 })
  // The view read again: the status line above the form gives the document's new state.
  await page.waitForFunction(
    (line) => [...document.querySelectorAll('p')].some((p) => p.textContent === line),
    statusLine,
    { timeout: 60_000 },
  )
  await panel.getByRole('button').first().waitFor()
  return { serverMs: null, readyMs: Math.round(performance.now() - started) }
}

/** Opens a page's edit view, adds a word to its title and waits for the autosave. */
async function changeTitle(page, url, admin) {
  await page.goto(url)
  await admin.editReady(page)
  const title = page.locator('#field-title')
  await title.fill(`${await title.inputValue()} today`)
  await page.keyboard.press('Tab')
  await page.waitForTimeout(2500)
}

/** Payload's own "Publish changes", from the click until it says the change is saved and live. */
async function publishAction(page) {
  const started = performance.now()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await page
    .getByText(/updated successfully|published successfully/i)
    .first()
    .waitFor({ timeout: 60_000 })
  return { serverMs: null, readyMs: Math.round(performance.now() - started) }
}

/**
 * As an editor: each view's first visit in a new browser (cold), the median of its next visits
 * by address (a reload, warm) and by its link from the view before (warm, in the admin); sign-in cold,
 * and again after signing out (warm). Then the author changes the first page of the list
 * (its title gains a word) and submits it, and the editor approves it, each timed until
 * the view shows the document's new state.
 */
export async function measureAdminTimings({ baseUrl, author, editor, admin = ADMINS.ours }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const viewport = { width: 1280, height: 900 }
  const results = {}
  try {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    results['sign-in to dashboard'] = { cold: await signIn(page, baseUrl, editor, admin) }
    // The page the walk opens: the first in the pages list, as staff would.
    await page.goto(`${baseUrl}/admin/collections/${admin.pages}`)
    await listReady(page)
    const first = await page.locator(LIST_ROW).first().getAttribute('href')
    const pageId = first.split('/').pop()
    const views = adminViews(admin, { pageId })
    const compare = views.find((view) => view.name === 'compare')
    await page.goto(`${baseUrl}/admin/collections/${admin.pages}/${pageId}/versions`)
    await page.locator(admin.versionRow).first().waitFor()
    const newest = await page.locator(admin.versionRow).first().getAttribute('href')
    compare.path = new URL(newest, baseUrl).pathname
    for (const view of views) {
      const url = `${baseUrl}${view.path}`
      const cold = await timedVisit(page, url, view.ready)
      const reloads = []
      for (let visit = 0; visit < WARM_VISITS; visit += 1) reloads.push(await timedVisit(page, url, view.ready))
      results[view.name] = { cold, reload: median(reloads) }
    }
    // The walk from view to view by their links: a first round to warm up, then WARM_VISITS rounds.
    const byLink = Object.fromEntries(views.map((view) => [view.name, []]))
    for (let round = 0; round <= WARM_VISITS; round += 1) {
      await page.goto(`${baseUrl}/admin`)
      await admin.dashboardReady(page)
      if (admin.menuStartsClosed) {
        const toggle = page.getByRole('button', { name: 'Open Menu' })
        if (await toggle.isVisible()) await toggle.click()
      }
      for (const view of views.slice(1).concat(views[0])) {
        const started = performance.now()
        await page.locator(view.link).first().click()
        await page.waitForURL((url) => url.pathname === view.path, { timeout: 60_000 })
        await view.ready(page)
        if (round > 0) byLink[view.name].push({ serverMs: null, readyMs: Math.round(performance.now() - started) })
      }
    }
    for (const view of views) results[view.name].inAdmin = median(byLink[view.name])
    // Signed out and in again in the same browser: its cache warm, as the next morning.
    await page.goto(`${baseUrl}/admin/logout`)
    await page.waitForURL((url) => url.pathname.endsWith('/login'), { timeout: 60_000 })
    results['sign-in to dashboard'].reload = await signIn(page, baseUrl, editor, admin)

    if (!admin.review) {
      await changeTitle(page, `${baseUrl}/admin/collections/${admin.pages}/${pageId}`, admin)
      results['approve and publish'] = { inAdmin: await publishAction(page) }
      return results
    }
    const authors = await browser.newContext({ viewport })
    const authorPage = await authors.newPage()
    await signIn(authorPage, baseUrl, author, admin)
    await changeTitle(authorPage, `${baseUrl}/admin/collections/${admin.pages}/${pageId}`, admin)
    results['submit for review'] = {
      inAdmin: await reviewAction(authorPage, /submit/i, /review/i, 'Status: Published; a change is in review'),
    }
    await authors.close()
    await page.goto(`${baseUrl}/admin/collections/${admin.pages}/${pageId}`)
    await admin.editReady(page)
    results['approve and publish'] = {
      inAdmin: await reviewAction(page, 'Approve and publish now', /publish/i, 'Status: Published'),
    }
  } finally {
    await browser.close()
  }
  return results
}

/** Lines for the report: each view's figures beside the budgets. */
export function describeAdminTimings(results) {
  const cell = (figure, budget) => {
    if (!figure) return '–'.padEnd(30)
    const over = figure.readyMs > budget ? ' OVER' : ''
    const server = figure.serverMs === null ? '' : ` (server ${figure.serverMs})`
    return `${figure.readyMs} ms${server}${over}`.padEnd(30)
  }
  return [
    `${''.padEnd(22)} ${'cold (new browser)'.padEnd(30)} ${'warm, by address'.padEnd(30)} warm, by its link`,
    ...Object.entries(results).map(
      ([name, { cold, reload, inAdmin }]) =>
        `${name.padEnd(22)} ${cell(cold, ADMIN_TARGETS.coldMs)} ${cell(reload, ADMIN_TARGETS.warmMs)} ${cell(inAdmin, ADMIN_TARGETS.warmMs)}`,
    ),
  ]
}

/**
 * Ours beside Payload's as it comes, figure by figure: how many of ours are as fast or
 * faster (within 5%, what runs differ by), and the ones that are not.
 */
export function compareAdmins(ours, stock) {
  const lines = []
  let faster = 0
  let of = 0
  for (const [name, figures] of Object.entries(ours))
    for (const way of ['cold', 'reload', 'inAdmin']) {
      const mine = figures[way]?.readyMs
      const theirs = stock[name]?.[way]?.readyMs
      if (mine === undefined || theirs === undefined) continue
      of += 1
      if (mine <= theirs * 1.05) faster += 1
      else
        lines.push(
          `slower: ${name}, ${way === 'reload' ? 'warm by address' : way === 'inAdmin' ? 'warm by link' : 'cold'}: ${mine} ms against ${theirs} ms`,
        )
    }
  return { faster, of, lines }
}

/** Whether every figure is within its budget: cold ones 2.5 s, warm ones 1 s. */
export const adminWithinBudget = (results) =>
  Object.values(results).every(
    ({ cold, reload, inAdmin }) =>
      (!cold || cold.readyMs <= ADMIN_TARGETS.coldMs) &&
      [reload, inAdmin].every((figure) => !figure || figure.readyMs <= ADMIN_TARGETS.warmMs),
  )

if (import.meta.url === `file://${process.argv[1]}`) {
  const { parseArgs } = await import('node:util')
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      author: { type: 'string' },
      editor: { type: 'string' },
      stock: { type: 'boolean' },
    },
  })
  // --author and --editor: e-mail:password
  const account = (text) => ({ email: text.split(':')[0], password: text.split(':').slice(1).join(':') })
  const results = await measureAdminTimings({
    baseUrl: values.url,
    author: account(values.author),
    editor: account(values.editor),
    admin: values.stock ? ADMINS.stock : ADMINS.ours,
  })
  for (const line of describeAdminTimings(results)) process.stdout.write(`${line}\n`)
}
