// The page checks at scale (issue 49, ADR 0051): "Check all pages now" as an editor
// presses it, then the time until every public page has a newer check, the peak memory
// of the server with its checker process meanwhile, and a visitor's home-page times
// before and during the check. Capped: when the cap comes first, the figures are the
// pages checked so far and the rate. Figures only: nothing here is asserted.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function total(url, token) {
  const response = await fetch(url, { headers: { Authorization: `JWT ${token}` } })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()).totalDocs
}

/** Every address the checks cover: home, offerings, news, each published page and item. */
async function publicPageCount(base, token) {
  const pages = await total(`${base}/api/named-pages?where[_status][equals]=published&limit=1&depth=0`, token)
  const items = await total(
    `${base}/api/carousel-items?where[_status][equals]=published&where[type][not_equals]=Process&limit=1&depth=0`,
    token,
  )
  return 3 + pages + items
}

/** A visitor asking for the home page again and again, one request at a time, until `until()`. */
async function visitorTimes(base, until) {
  const times = []
  while (!until()) {
    const started = performance.now()
    const response = await fetch(`${base}/`)
    await response.arrayBuffer()
    times.push(performance.now() - started)
    await sleep(20)
  }
  return times
}

function percentile(times, share) {
  const sorted = [...times].sort((a, b) => a - b)
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] * 10) / 10
    : 0
}

/**
 * `instance`: one app of deploy/topology.mjs (its url and rss()); `admin`: who presses the
 * button. Returns pages, pages checked, seconds, pages per second and peak memory (MiB).
 */
export async function pageChecksOf(instance, admin, { maxMinutes = 10 } = {}) {
  const base = instance.url
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...admin, noticeAcknowledged: true }),
  })
  if (!login.ok) throw new Error(`The bench's administrator could not sign in: ${login.status}`)
  const { token } = await login.json()
  const pages = await publicPageCount(base, token)
  // The home page's times with nothing else running, then while the pages are checked.
  const idleUntil = performance.now() + 10_000
  const idle = await visitorTimes(base, () => performance.now() > idleUntil)
  const rssBefore = instance.rss()
  const since = new Date().toISOString()
  const started = performance.now()
  const pressed = await fetch(`${base}/api/site-checks/check-now`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
  })
  if (pressed.status !== 202) throw new Error(`Check all pages now answered ${pressed.status}`)
  let peak = rssBefore
  let checked = 0
  let done = false
  const during = visitorTimes(base, () => done)
  const deadline = started + maxMinutes * 60_000
  while (performance.now() < deadline) {
    await sleep(1000)
    peak = Math.max(peak, instance.rss())
    checked = await total(
      `${base}/api/page-checks?where[latest][equals]=true&where[checkedAt][greater_than_equal]=${encodeURIComponent(since)}&limit=1&depth=0`,
      token,
    )
    if (checked >= pages) break
  }
  const seconds = (performance.now() - started) / 1000
  done = true
  const busy = await during
  const mib = (bytes) => Math.round(bytes / 1024 / 1024)
  return {
    pages,
    checked,
    complete: checked >= pages,
    seconds: Math.round(seconds),
    pagesPerSecond: Math.round((checked / seconds) * 10) / 10,
    rssBeforeMiB: mib(rssBefore),
    peakRssMiB: mib(peak),
    homeIdleMs: { p50: percentile(idle, 0.5), p99: percentile(idle, 0.99) },
    homeDuringMs: { p50: percentile(busy, 0.5), p99: percentile(busy, 0.99) },
  }
}

export function describePageChecks(label, result) {
  const time = result.complete
    ? `all ${result.pages} pages in ${result.seconds} s`
    : `${result.checked} of ${result.pages} pages in ${result.seconds} s (the cap), so all of them in about ${Math.round(result.pages / result.pagesPerSecond / 60)} min`
  const home = `home page for a visitor p50/p99 ${result.homeIdleMs.p50}/${result.homeIdleMs.p99} ms idle, ${result.homeDuringMs.p50}/${result.homeDuringMs.p99} ms during the check`
  return `${label}: ${time}, ${result.pagesPerSecond} pages/s; memory of the server and its page checker ${result.rssBeforeMiB} MiB before, ${result.peakRssMiB} MiB at most; ${home}`
}
