/**
 * Checks that external links still work, politely: a few requests at a time, one at a
 * time per host with a pause between them, HEAD before GET, and a User-Agent that says
 * who is asking. It refuses addresses on private and loopback networks (after resolving
 * the name, at connection time, so a name that changes its answer cannot slip through),
 * whether written as IPv4 or as an IPv6 form that carries IPv4 (NAT64, 6to4), so that it
 * cannot be used to probe the network it runs in.
 */
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

import ipaddr from 'ipaddr.js'

export type LinkCheckOptions = {
  /** The site's own address, named in the User-Agent so site owners can see who checks. */
  siteUrl: string
  /** Requests in flight at once, over all hosts. */
  concurrency?: number
  /** Pause after one request to a host ends and before the next to that host starts. */
  perHostDelayMs?: number
  timeoutMs?: number
  maxRedirects?: number
  /** Only for tests on loopback: production must not reach private networks. */
  allowPrivateAddresses?: boolean
}

export type LinkCheckResult = { url: string; ok: boolean; status?: number; problem?: string; finalUrl?: string }

/** Loopback, private, link-local (cloud metadata), shared, documentation, multicast and reserved ranges. */
const PRIVATE_RANGES = new net.BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv6')
}

const ipv4Of = (high: number, low: number) =>
  ipaddr.fromByteArray([high >> 8, high & 0xff, low >> 8, low & 0xff]).toString()

/**
 * The IPv4 addresses an IPv6 address stands for, which a translating gateway on the way
 * (NAT64, 6to4, Teredo) would connect to: 64:ff9b::a00:1 reaches 10.0.0.1.
 */
export function embeddedIPv4(address: string): string[] {
  let parsed: ipaddr.IPv6
  try {
    parsed = ipaddr.IPv6.parse(address)
  } catch {
    return []
  }
  const [, second = 0, third = 0, fourth = 0, , , seventh = 0, eighth = 0] = parsed.parts
  switch (parsed.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
    case 'rfc6052': // NAT64, 64:ff9b::a.b.c.d
      return [ipv4Of(seventh, eighth)]
    case '6to4': // 2002:AABB:CCDD::
      return [ipv4Of(second, third)]
    case 'teredo': // 2001:0:server:...:client, the client's address inverted
      return [ipv4Of(third, fourth), ipv4Of(~seventh & 0xffff, ~eighth & 0xffff)]
    default:
      return []
  }
}

/**
 * Whether an IP address is not on the public internet. An IPv6 address that carries an
 * IPv4 address (IPv4-mapped, NAT64, 6to4, Teredo) counts as that IPv4 address too.
 */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 0) return false
  if (PRIVATE_RANGES.check(address, family === 6 ? 'ipv6' : 'ipv4')) return true
  return family === 6 && embeddedIPv4(address).some((inner) => PRIVATE_RANGES.check(inner, 'ipv4'))
}

class PrivateAddressError extends Error {
  code = 'EPRIVATE'
}

class TimeoutError extends Error {
  code = 'ETIMEOUT'
}

/** dns.lookup that refuses names resolving to a private address; Node calls it when it connects. */
function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      if (!allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new PrivateAddressError(hostname), '', 0)
      }
      if (options.all) return callback(null, addresses)
      const [first] = addresses
      if (!first) return callback(Object.assign(new Error(hostname), { code: 'ENOTFOUND' }), '', 0)
      callback(null, first.address, first.family)
    })
  }
}

type Answer = { status: number; location?: string }

type Settings = Required<Omit<LinkCheckOptions, 'siteUrl'>> & { userAgent: string; lookup: net.LookupFunction }

function send(url: URL, method: 'HEAD' | 'GET', settings: Settings): Promise<Answer> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (!settings.allowPrivateAddresses && isPrivateAddress(host)) {
    // Node does not look up a literal IP address, so check it here.
    return Promise.reject(new PrivateAddressError(host))
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method,
        agent: false,
        lookup: settings.lookup,
        headers: { 'user-agent': settings.userAgent, accept: '*/*' },
      },
      (response) => {
        clearTimeout(timer)
        response.destroy() // the status line is all we need; drop the body unread
        resolve({ status: response.statusCode ?? 0, location: response.headers.location })
      },
    )
    const timer = setTimeout(() => request.destroy(new TimeoutError()), settings.timeoutMs)
    request.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    request.end()
  })
}

/** One request at a time per host, and a pause after each before the next may start. */
function hostQueue(delayMs: number) {
  const tails = new Map<string, Promise<void>>()
  return async <T>(host: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(host) ?? Promise.resolve()
    let release!: () => void
    const done = new Promise<void>((resolve) => (release = resolve))
    tails.set(
      host,
      previous.then(() => done),
    )
    await previous
    try {
      return await task()
    } finally {
      setTimeout(release, delayMs)
    }
  }
}

const errorCode = (error: unknown) => (error as { code?: unknown })?.code

/** HEAD, and GET when the server refuses HEAD or breaks off the answer to it. */
async function ask(url: URL, settings: Settings, queue: ReturnType<typeof hostQueue>): Promise<Answer> {
  try {
    const answer = await queue(url.hostname, () => send(url, 'HEAD', settings))
    if (answer.status !== 405 && answer.status !== 501) return answer
  } catch (error) {
    const code = String(errorCode(error) ?? '')
    if (code !== 'ECONNRESET' && !code.startsWith('HPE_')) throw error
  }
  return queue(url.hostname, () => send(url, 'GET', settings))
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

function describeStatus(status: number): string | undefined {
  if (status >= 200 && status < 300) return undefined
  if (status === 404) return 'The page was not found (404)'
  if (status === 410) return 'The page has been removed (410)'
  if (status === 401 || status === 403) return `The site refused access (${status})`
  if (status === 429) return 'The site asked us to slow down (429)'
  if (status >= 500) return `The server had an error (${status})`
  if (status >= 400) return `The site refused the request (${status})`
  return `The site gave an unexpected answer (${status})`
}

function describeError(error: unknown, timeoutMs: number): string {
  const code = String(errorCode(error) ?? '')
  if (error instanceof TimeoutError) {
    const seconds = timeoutMs / 1000
    return `No answer within ${seconds} second${seconds === 1 ? '' : 's'}`
  }
  if (error instanceof PrivateAddressError) {
    return 'The address points to a private or local network, so it was not checked'
  }
  if (/CERT|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return "The site's security certificate is not valid"
  return 'The address could not be reached'
}

const isWebAddress = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:'

async function checkOne(address: string, settings: Settings, queue: ReturnType<typeof hostQueue>) {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return { url: address, ok: false, problem: 'The address is not valid' }
  }
  if (!isWebAddress(url)) return { url: address, ok: false, problem: 'Only web addresses (http or https) are checked' }

  const seen = new Set([url.href])
  const result = (fields: Omit<LinkCheckResult, 'url' | 'finalUrl'>): LinkCheckResult => ({
    url: address,
    ...fields,
    ...(url.href !== new URL(address).href ? { finalUrl: url.href } : {}),
  })
  for (let redirects = 0; ; redirects += 1) {
    let answer: Answer
    try {
      answer = await ask(url, settings, queue)
    } catch (error) {
      return result({ ok: false, problem: describeError(error, settings.timeoutMs) })
    }
    const { status, location } = answer
    if (!REDIRECTS.has(status) || location === undefined) {
      const problem = describeStatus(status)
      return result({ ok: !problem, status, ...(problem ? { problem } : {}) })
    }
    if (redirects >= settings.maxRedirects) return result({ ok: false, status, problem: 'Too many redirects' })
    let next: URL
    try {
      next = new URL(location, url)
    } catch {
      return result({ ok: false, status, problem: 'The site redirects to an address that is not valid' })
    }
    if (!isWebAddress(next)) {
      return result({
        ok: false,
        status,
        problem: `The site redirects to an address that is not a web page (${next.protocol})`,
      })
    }
    if (seen.has(next.href)) return result({ ok: false, status, problem: 'The address redirects in a loop' })
    seen.add(next.href)
    url = next
  }
}

/** Checks each address once; results are in the order given, repeats included. */
export async function checkUrls(urls: string[], options: LinkCheckOptions): Promise<LinkCheckResult[]> {
  const settings: Settings = {
    concurrency: options.concurrency ?? 4,
    perHostDelayMs: options.perHostDelayMs ?? 1000,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRedirects: options.maxRedirects ?? 5,
    allowPrivateAddresses: options.allowPrivateAddresses ?? false,
    userAgent: `HybridCloudSite-LinkChecker/1.0 (+${options.siteUrl})`,
    lookup: guardedLookup(options.allowPrivateAddresses ?? false),
  }
  const queue = hostQueue(settings.perHostDelayMs)
  const unique = [...new Set(urls)]
  const results = new Map<string, LinkCheckResult>()
  let next = 0
  const worker = async () => {
    while (next < unique.length) {
      const address = unique[next++] as string
      results.set(address, await checkOne(address, settings, queue))
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(settings.concurrency, unique.length)) }, worker))
  return urls.map((address) => results.get(address) as LinkCheckResult)
}
