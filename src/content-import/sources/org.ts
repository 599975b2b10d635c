/**
 * A live Salesforce org as a source: managed content from a channel's CMS delivery API and
 * the records behind banners and record pages by SOQL, over the REST API with an OAuth 2.0
 * token (client credentials, or the JWT bearer flow with the connected app's certificate).
 *
 * The org's limits are honoured (429 and REQUEST_LIMIT_EXCEEDED wait and retry, an expired
 * session is renewed once), and the token goes to the org's own origin only: media on other
 * hosts are fetched without it, and only over https.
 */
import { createSign } from 'node:crypto'

import { canonicalRecordId } from '@/lib/record-id'

import {
  type ContentSource,
  type FieldValue,
  type ImageReference,
  ImportError,
  type MediaSource,
  type SourceItem,
  type SourceProblem,
} from './source'

export type OrgAuth =
  | { kind: 'client-credentials'; clientSecret: string }
  | { kind: 'jwt-bearer'; username: string; privateKeyPem: string; audience?: string }

export type OrgSettings = {
  /** https://<my-domain>.my.salesforce.com; the token answer's instance_url wins when given. */
  instanceUrl: string
  /** https://<my-domain>.my.salesforce.com/services/oauth2/token (or login.salesforce.com's). */
  tokenUrl: string
  /** The connected app's consumer key. */
  clientId: string
  auth: OrgAuth
  /** The CMS channel the site's content is delivered through (0ap…). */
  channelId: string
  /** Default 'v64.0'. */
  apiVersion?: string
  /** Items per delivery page: default and most 250. */
  pageSize?: number
  /** The records to read: the object's API name and a SOQL query that selects Id. */
  soql: Array<{ object: string; query: string }>
}

export type OrgSourceOptions = {
  fetch?: typeof fetch
  /** Warnings for the operator: fields left out, waits for the org's limits, renewed sessions. */
  log?: (message: string) => void
  sleep?: (ms: number) => Promise<void>
}

const DEFAULT_API_VERSION = 'v64.0'
const MAX_PAGE_SIZE = 250
const DEFAULT_AUDIENCE = 'https://login.salesforce.com'
/** Salesforce accepts JWT assertions that expire within 3 minutes. */
const JWT_LIFETIME_SECONDS = 180
const REQUEST_TIMEOUT_MS = 30_000
/** Tries of one request that the org's limits refuse, waiting 1 s, 2 s, 4 s, 8 s between. */
const MAX_TRIES = 5
/** A Retry-After longer than this is not waited out whole (a broken header must not hang a run). */
const MAX_RETRY_AFTER_MS = 10 * 60_000
const MAX_REDIRECTS = 5
/** A delivery page of 250 items with rich text is a few MB; far more is not an answer of the API. */
const MAX_JSON_BYTES = 64 * 1024 * 1024
/** Enough of an error answer for its errorCode and message. */
const MAX_ERROR_BYTES = 64 * 1024

type Fetch = typeof fetch

export async function openOrgSource(settings: OrgSettings, options: OrgSourceOptions = {}): Promise<ContentSource> {
  const org = new OrgConnection(settings, options)
  await org.signIn()
  return org.source()
}

class OrgConnection {
  private readonly settings: OrgSettings
  private readonly fetch: Fetch
  private readonly log: (message: string) => void
  private readonly sleep: (ms: number) => Promise<void>
  private readonly apiVersion: string
  private readonly pageSize: number
  private readonly tokenUrl: URL
  private instance: URL
  private token = ''
  /** A renewal under way, shared by the requests that found the session expired together. */
  private renewal: Promise<void> | undefined
  private readonly unknownNodeTypes = new Set<string>()

  constructor(settings: OrgSettings, options: OrgSourceOptions) {
    this.settings = settings
    this.fetch = options.fetch ?? globalThis.fetch
    this.log = options.log ?? ((message) => console.warn(message))
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
    this.apiVersion = settings.apiVersion ?? DEFAULT_API_VERSION
    // The version and channel become part of paths: nothing else may slip in.
    if (!/^v\d+\.\d+$/.test(this.apiVersion)) {
      throw new ImportError(`Not an API version: "${this.apiVersion}" (for example ${DEFAULT_API_VERSION})`, true)
    }
    if (!settings.clientId) throw new ImportError('The org settings have no client id (consumer key)', true)
    if (!settings.channelId) throw new ImportError('The org settings have no CMS channel id', true)
    const pageSize = Math.floor(settings.pageSize ?? MAX_PAGE_SIZE)
    this.pageSize = Number.isFinite(pageSize) ? Math.min(Math.max(pageSize, 1), MAX_PAGE_SIZE) : MAX_PAGE_SIZE
    this.tokenUrl = safeAddress(settings.tokenUrl, 'token endpoint')
    this.instance = new URL(safeAddress(settings.instanceUrl, 'instance').origin)
  }

  source(): ContentSource {
    return {
      description: `org ${this.instance.origin}`,
      items: () => this.items(),
      readMedia: (reference, maxBytes) => this.readMedia(reference, maxBytes),
      close: async () => {},
    }
  }

  async signIn(): Promise<void> {
    const form = new URLSearchParams({ client_id: this.settings.clientId })
    const { auth } = this.settings
    if (auth.kind === 'client-credentials') {
      form.set('grant_type', 'client_credentials')
      form.set('client_secret', auth.clientSecret)
    } else {
      form.set('grant_type', 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      form.set('assertion', jwtAssertion(this.settings.clientId, auth))
      // The JWT names the client; Salesforce takes the assertion alone.
      form.delete('client_id')
    }
    let response: Response
    let body: string
    try {
      response = await this.fetch(this.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form.toString(),
        // A redirect would carry the secret elsewhere.
        redirect: 'error',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      body = (await readBody(response, MAX_JSON_BYTES))?.toString('utf8') ?? ''
    } catch (error) {
      throw new ImportError(`Could not reach the token endpoint ${this.tokenUrl.href}: ${reasonOf(error)}`, true)
    }
    const answer = parseJson(body)
    const field = (name: string) => (isObject(answer) && typeof answer[name] === 'string' ? answer[name] : undefined)
    if (!response.ok) {
      const reason = field('error_description') || field('error') || `HTTP ${response.status}`
      throw new ImportError(`Salesforce refused the sign-in: ${reason}`, true)
    }
    const token = field('access_token')
    if (!token) throw new ImportError('Salesforce refused the sign-in: its answer holds no access token', true)
    this.token = token
    const instanceUrl = field('instance_url')
    if (instanceUrl) this.instance = new URL(safeAddress(instanceUrl, 'instance (from the token answer)').origin)
  }

  /** A new token, unless another request has already replaced the one that expired. */
  private async renew(expired: string): Promise<void> {
    if (this.token !== expired) return
    if (!this.renewal) {
      this.log(`The session with ${this.instance.origin} expired; signing in again`)
      this.renewal = this.signIn().finally(() => (this.renewal = undefined))
    }
    await this.renewal
  }

  private async *items(): AsyncGenerator<SourceItem | { problem: SourceProblem }> {
    const base = `/services/data/${this.apiVersion}`
    const channel = encodeURIComponent(this.settings.channelId)
    yield* this.pages(
      `${base}/connect/cms/delivery/channels/${channel}/contents/query?pageSize=${this.pageSize}`,
      (page) => ({
        entries: arrayOf(page.items),
        next: typeof page.nextPageUrl === 'string' && page.nextPageUrl ? page.nextPageUrl : null,
      }),
      (entry) => this.contentItem(entry),
    )
    for (const { object, query } of this.settings.soql) {
      yield* this.pages(
        `${base}/query?q=${encodeURIComponent(query)}`,
        (page) => {
          if (page.done !== false) return { entries: arrayOf(page.records), next: null }
          if (typeof page.nextRecordsUrl !== 'string' || !page.nextRecordsUrl) {
            // Going on would import part of the records as if they were all.
            throw new ImportError(`Salesforce said more ${object} records follow but gave no address for them`, true)
          }
          return { entries: arrayOf(page.records), next: page.nextRecordsUrl }
        },
        (entry) => recordItem(entry, object),
      )
    }
  }

  /** Every entry of every page, from the first address through each page's next. */
  private async *pages(
    first: string,
    read: (page: Record<string, unknown>) => { entries: unknown[]; next: string | null },
    map: (entry: unknown) => SourceItem | { problem: SourceProblem },
  ): AsyncGenerator<SourceItem | { problem: SourceProblem }> {
    const visited = new Set<string>()
    for (let address: string | null = first; address !== null;) {
      const url = new URL(address, this.instance)
      if (url.origin !== this.instance.origin) {
        throw new ImportError(`Salesforce gave a next page on another host (${url.origin}): not followed`, true)
      }
      if (visited.has(url.href)) throw new ImportError(`Salesforce gave the same page twice (${url.href})`, true)
      visited.add(url.href)
      const page = parseJson((await this.get(url, MAX_JSON_BYTES, 'api')).toString('utf8'))
      if (!isObject(page))
        throw new ImportError(`Salesforce answered ${url.pathname} with something else than JSON`, true)
      const { entries, next } = read(page)
      for (const entry of entries) yield map(entry)
      address = next
    }
  }

  private contentItem(entry: unknown): SourceItem | { problem: SourceProblem } {
    if (!isObject(entry)) return { problem: { key: '(unknown)', reason: 'A delivery item that is not an object' } }
    const contentKey = stringOf(entry.contentKey)
    const managedContentId = stringOf(entry.managedContentId)
    const type = stringOf(entry.type)
    if (!contentKey) {
      return {
        problem: { key: managedContentId ?? '(unknown)', type, reason: 'A delivery item without a content key' },
      }
    }
    if (!type) return { problem: { key: contentKey, reason: 'A delivery item without a type' } }
    const fields: Record<string, FieldValue> = {}
    for (const [name, node] of Object.entries(isObject(entry.contentNodes) ? entry.contentNodes : {})) {
      if (!isObject(node)) continue
      const value = this.nodeValue(node)
      if (value !== undefined) fields[name] = value
      else if (!this.unknownNodeTypes.has(String(node.nodeType))) {
        this.unknownNodeTypes.add(String(node.nodeType))
        this.log(
          `Fields of node type "${String(node.nodeType)}" are not read and are left out (first seen: ${name} of ${contentKey})`,
        )
      }
    }
    const item: SourceItem = { origin: 'cms', type, key: contentKey, fields }
    if (managedContentId) item.managedContentId = managedContentId
    const urlName = stringOf(entry.contentUrlName)
    if (urlName) item.urlName = urlName
    const title = stringOf(entry.title)
    if (title !== undefined) item.title = title
    return item
  }

  /** The node's value as a field, or undefined for a node type this source does not read. */
  private nodeValue(node: Record<string, unknown>): FieldValue | undefined {
    switch (node.nodeType) {
      case 'Text':
      case 'MultilineText':
      case 'Url':
      case 'NameField':
      case 'Date':
      case 'DateTime':
        return stringOf(node.value) ?? null
      case 'RichText': {
        const value = stringOf(node.value)
        return value === undefined ? null : decodeEntities(value)
      }
      case 'Media': {
        const reference: ImageReference = { kind: 'image-reference' }
        const contentKey = stringOf(node.contentKey)
        if (contentKey) reference.contentKey = contentKey
        const url = this.absolute(stringOf(node.url))
        if (url) reference.url = url
        const altText = stringOf(node.altText)
        if (altText !== undefined) reference.altText = altText
        return reference
      }
      case 'MediaSource': {
        const source: MediaSource = { kind: 'media-source' }
        const url = this.absolute(stringOf(node.resourceUrl) ?? stringOf(node.url))
        if (url) source.url = url
        const fileName = stringOf(node.fileName)
        if (fileName) source.fileName = fileName
        const mimeType = stringOf(node.mimeType)
        if (mimeType) source.mimeType = mimeType
        return source
      }
      default:
        return undefined
    }
  }

  /** Addresses on the org come relative to the instance. */
  private absolute(address: string | undefined): string | undefined {
    if (!address) return undefined
    try {
      return new URL(address, this.instance).href
    } catch {
      return address
    }
  }

  private async readMedia(reference: { file?: string; url?: string }, maxBytes: number): Promise<Buffer> {
    if (!reference.url) {
      throw new ImportError(
        `An org has no export files: "${reference.file ?? ''}" is a file of an export, not an address on the org`,
      )
    }
    let url: URL
    try {
      url = new URL(reference.url, this.instance)
    } catch {
      throw new ImportError(`Not an address: "${reference.url}"`)
    }
    return this.get(url, maxBytes, 'media')
  }

  /**
   * The body of a GET: with the token on the org's origin only (redirects are followed here,
   * so each hop is judged), waiting out the org's limits and renewing an expired session once.
   * API answers that fail make the source unusable; a media file that fails is the item's problem.
   */
  private async get(start: URL, maxBytes: number, purpose: 'api' | 'media'): Promise<Buffer> {
    let url = start
    let redirects = 0
    let tries = 0
    let renewed = false
    for (;;) {
      const onOrg = url.origin === this.instance.origin
      if (!onOrg && url.protocol !== 'https:') {
        throw new ImportError(`${url.href} is on another host than the org and not https: not fetched`)
      }
      const token = onOrg ? this.token : undefined
      const headers: Record<string, string> = { Accept: purpose === 'api' ? 'application/json' : '*/*' }
      if (token) headers.Authorization = `Bearer ${token}`
      const timer = purpose === 'api' ? fixedTimeout() : idleTimeout()
      try {
        let response: Response
        try {
          response = await this.fetch(url, { headers, redirect: 'manual', signal: timer.signal })
        } catch (error) {
          throw new ImportError(`Could not reach ${url.href}: ${reasonOf(error)}`, onOrg)
        }
        const location = response.headers.get('location')
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel().catch(() => {})
          if (++redirects > MAX_REDIRECTS) throw new ImportError(`Too many redirects from ${start.href}`, onOrg)
          url = new URL(location, url)
          continue
        }
        if (response.ok) {
          const declared = Number(response.headers.get('content-length') ?? Number.NaN)
          const body = declared > maxBytes ? null : await readBody(response, maxBytes, timer.progress)
          if (body) return body
          await response.body?.cancel().catch(() => {})
          throw new ImportError(`${url.href} is larger than ${maxBytes} bytes`, purpose === 'api')
        }
        const text = (await readBody(response, MAX_ERROR_BYTES, timer.progress, true))?.toString('utf8') ?? ''
        const { errorCode, message } = salesforceError(text)
        const limited = response.status === 429 || (response.status === 403 && errorCode === 'REQUEST_LIMIT_EXCEEDED')
        if (onOrg && limited) {
          tries += 1
          if (tries >= MAX_TRIES) {
            throw new ImportError(
              `The org's request limit still refuses ${url.href} after ${MAX_TRIES} tries (${statusText(response.status, errorCode, message)})`,
              true,
            )
          }
          const wait = retryAfter(response.headers.get('retry-after')) ?? 1000 * 2 ** (tries - 1)
          this.log(`The org asks to slow down (${response.status}); trying again in ${wait / 1000} s`)
          await this.sleep(wait)
          continue
        }
        if (onOrg && token && response.status === 401 && errorCode === 'INVALID_SESSION_ID' && !renewed) {
          renewed = true
          await this.renew(token)
          continue
        }
        throw new ImportError(
          `${onOrg ? 'The org' : url.host} answered ${statusText(response.status, errorCode, message)} to ${url.href}`,
          purpose === 'api' || (onOrg && response.status === 401),
        )
      } catch (error) {
        if (error instanceof ImportError) throw error
        throw new ImportError(`Reading ${url.href} failed: ${reasonOf(error)}`, onOrg && purpose === 'api')
      } finally {
        timer.done()
      }
    }
  }
}

/** A record of a SOQL answer: its scalar fields by name, its id in the 18-character form. */
function recordItem(entry: unknown, object: string): SourceItem | { problem: SourceProblem } {
  if (!isObject(entry)) return { problem: { key: '(unknown)', type: object, reason: 'A record that is not an object' } }
  const type = (isObject(entry.attributes) ? stringOf(entry.attributes.type) : undefined) ?? object
  const id = stringOf(entry.Id)
  const key = id === undefined ? null : canonicalRecordId(id)
  if (!key) {
    return {
      problem: { key: id ?? '(no Id)', type, reason: 'A record without a valid Id (the query must select Id)' },
    }
  }
  const fields: Record<string, FieldValue> = {}
  for (const [name, value] of Object.entries(entry)) {
    if (name === 'attributes' || name === 'Id') continue
    // Relationship objects and compound fields are left out: a query names the scalar it needs.
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[name] = value
    }
  }
  const item: SourceItem = { origin: 'record', type, key, fields }
  const title = stringOf(entry.Name) ?? stringOf(entry.Title__c)
  if (title !== undefined) item.title = title
  return item
}

function jwtAssertion(clientId: string, auth: Extract<OrgAuth, { kind: 'jwt-bearer' }>): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url')
  const claims = {
    iss: clientId,
    sub: auth.username,
    aud: auth.audience ?? DEFAULT_AUDIENCE,
    exp: Math.floor(Date.now() / 1000) + JWT_LIFETIME_SECONDS,
  }
  const unsigned = `${encode({ alg: 'RS256' })}.${encode(claims)}`
  try {
    return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(auth.privateKeyPem, 'base64url')}`
  } catch (error) {
    throw new ImportError(`The private key for the JWT bearer flow cannot sign: ${reasonOf(error)}`, true)
  }
}

/**
 * The Connect API returns rich text HTML-escaped; decoded once, &amp; last, so an escaped
 * entity in the text (&amp;lt;) stays an entity. The site's allow-list cleans what results.
 */
function decodeEntities(html: string): string {
  return html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
}

/** The token and the client secret travel only over https; plain http is for loopback (tests). */
function safeAddress(address: string, what: string): URL {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new ImportError(`The org's ${what} is not an address: "${address}"`, true)
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new ImportError(`The org's ${what} must be https: ${url.href}`, true)
  }
  return url
}

/** Milliseconds to wait from a Retry-After header: seconds or an HTTP date. */
function retryAfter(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined
  const seconds = Number(header)
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now()
  if (Number.isNaN(ms)) return undefined
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS)
}

/** Salesforce's errors: `[{"message", "errorCode"}]`, or one such object. */
function salesforceError(text: string): { errorCode?: string; message?: string } {
  const parsed = parseJson(text)
  const first = Array.isArray(parsed) ? parsed[0] : parsed
  if (!isObject(first)) return {}
  return { errorCode: stringOf(first.errorCode), message: stringOf(first.message) }
}

function statusText(status: number, errorCode: string | undefined, message: string | undefined): string {
  return [String(status), errorCode, message].filter(Boolean).join(' ')
}

/** 30 s for the whole of an API call. */
function fixedTimeout() {
  return { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), progress: () => {}, done: () => {} }
}

/** 30 s without progress for a media file, which may take longer than that in all. */
function idleTimeout() {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const progress = () => {
    clearTimeout(timer)
    timer = setTimeout(() => controller.abort(new DOMException('No data for 30 s', 'TimeoutError')), REQUEST_TIMEOUT_MS)
  }
  progress()
  return { signal: controller.signal, progress, done: () => clearTimeout(timer) }
}

/**
 * The body as it streams in, or null once more than `maxBytes` arrive (the rest is not
 * read); with `truncate`, the first `maxBytes` instead.
 */
async function readBody(
  response: Response,
  maxBytes: number,
  progress: () => void = () => {},
  truncate = false,
): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      progress()
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        if (!truncate) return null
        chunks.push(value.subarray(0, value.byteLength - (size - maxBytes)))
        break
      }
      chunks.push(value)
    }
  } finally {
    reader.releaseLock()
  }
  return Buffer.concat(chunks)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError') return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
  // undici's "fetch failed" says why only in its cause (ECONNREFUSED, a certificate, …).
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`
}
