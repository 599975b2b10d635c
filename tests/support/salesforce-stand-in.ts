/**
 * A stand-in for the Salesforce REST API on loopback, for the org source's tests: Salesforce
 * cannot be reached from here. It answers what the importer calls, shaped as Salesforce
 * documents it: the OAuth 2.0 token endpoint (client credentials, and the JWT bearer flow
 * with the RS256 signature checked against the connected app's certificate key), the CMS
 * delivery query of one channel paged by `nextPageUrl`, SOQL queries paged by
 * `nextRecordsUrl` (2 records a page, so paging shows with little data), and media files.
 *
 * Every API call needs a token it issued; knobs make the next calls hit the org's request
 * limit or find the session expired. Plain http: the org source allows that on loopback only.
 */
import { createVerify, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A content node as the Connect API gives it: `nodeType` and the type's own properties. */
export type DeliveryNode = { nodeType: string; value?: string } & Record<string, unknown>

/** A managed content item of the delivery query's `items`. */
export type DeliveryItem = {
  contentKey: string
  managedContentId: string
  type: string
  title: string
  contentUrlName?: string
  contentNodes: Record<string, DeliveryNode>
} & Record<string, unknown>

/** A file on the org, or a redirect (as file downloads may answer) to another address. */
export type StandInMedia = { body: Buffer; contentType: string } | { location: string }

export type StandInData = {
  clientId: string
  /** For the client credentials flow; without it that flow is refused. */
  clientSecret?: string
  /** The connected app's certificate key, for the JWT bearer flow; without it that flow is refused. */
  publicKeyPem?: string
  /** The user the JWT's `sub` must name; any when left out. */
  username?: string
  /** What the JWT's `aud` must be (default https://login.salesforce.com). */
  audience?: string
  channelId: string
  contents: DeliveryItem[]
  /** Records by object API name; `attributes` are added when missing. */
  records: Record<string, Array<Record<string, unknown>>>
  /** By path on the org, e.g. /cms/delivery/media/MC…/file.png. */
  media: Record<string, StandInMedia>
}

export type StandInOptions = {
  /** Default 'v64.0'. */
  apiVersion?: string
  /** The instance_url of token answers (default the stand-in's own address). */
  instanceUrl?: string
}

export type StandInRequest = { method: string; path: string; authorization?: string }

export type RunningSalesforceStandIn = {
  /** http://127.0.0.1:<port>, no trailing slash: the instance. */
  url: string
  tokenUrl: string
  /** Every request, token requests included, in order. */
  requests: StandInRequest[]
  stop: () => Promise<void>
  /**
   * 'rate-limit': the next `count` API calls answer 429 with Retry-After: 0;
   * 'request-limit': 403 REQUEST_LIMIT_EXCEEDED without Retry-After (the daily limit);
   * 'expired-session': every token issued so far is revoked (count is not used).
   */
  failNext: (kind: 'rate-limit' | 'request-limit' | 'expired-session', count?: number) => void
  tokensIssued: () => number
}

const RECORDS_PER_PAGE = 2
const DEFAULT_DELIVERY_PAGE_SIZE = 25
const MAX_DELIVERY_PAGE_SIZE = 250
const DEFAULT_AUDIENCE = 'https://login.salesforce.com'

export async function startSalesforceStandIn(
  data: StandInData,
  options: StandInOptions = {},
): Promise<RunningSalesforceStandIn> {
  const apiVersion = options.apiVersion ?? 'v64.0'
  const requests: StandInRequest[] = []
  const liveTokens = new Set<string>()
  let issued = 0
  let rateLimited = 0
  let requestLimited = 0
  // Opaque page tokens and query cursors, as the real API hands out.
  const deliveryPages = new Map<string, number>()
  const cursors = new Map<string, string>()

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' })
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const api = `/services/data/${apiVersion}`

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const path = request.url ?? '/'
    const method = request.method ?? 'GET'
    const { authorization } = request.headers
    requests.push({ method, path, ...(authorization === undefined ? {} : { authorization }) })
    const address = new URL(path, url)

    if (address.pathname === '/services/oauth2/token') {
      if (method !== 'POST') return sendJson(response, 405, [{ errorCode: 'METHOD_NOT_ALLOWED', message: method }])
      return token(new URLSearchParams(await readBody(request)), response)
    }

    const bearer = /^Bearer (.+)$/.exec(authorization ?? '')?.[1]
    if (!bearer || !liveTokens.has(bearer)) {
      return sendJson(response, 401, [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }])
    }
    if (rateLimited > 0) {
      rateLimited -= 1
      return sendJson(response, 429, [{ message: 'Too many requests', errorCode: 'REQUEST_LIMIT_EXCEEDED' }], {
        'Retry-After': '0',
      })
    }
    if (requestLimited > 0) {
      requestLimited -= 1
      return sendJson(response, 403, [
        { message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' },
      ])
    }
    if (method !== 'GET') return sendJson(response, 405, [{ errorCode: 'METHOD_NOT_ALLOWED', message: method }])

    const delivery = new RegExp(`^${api}/connect/cms/delivery/channels/([^/]+)/contents/query$`).exec(address.pathname)
    if (delivery) return deliveryQuery(decodeURIComponent(delivery[1] ?? ''), address.searchParams, response)
    if (address.pathname === `${api}/query`) return soql(address.searchParams.get('q') ?? '', response)
    const more = new RegExp(`^${api}/query/(01g[A-Za-z0-9]+)-(\\d+)$`).exec(address.pathname)
    if (more) return moreRecords(more[1] ?? '', Number(more[2]), response)

    const file = data.media[address.pathname]
    if (file && 'location' in file) return void response.writeHead(302, { Location: file.location }).end()
    if (file) {
      response.writeHead(200, { 'Content-Type': file.contentType, 'Content-Length': file.body.length })
      return void response.end(file.body)
    }
    sendJson(response, 404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }])
  }

  function token(form: URLSearchParams, response: http.ServerResponse) {
    const refuse = (error: string, description: string) =>
      sendJson(response, 400, { error, error_description: description })
    const grant = form.get('grant_type')
    if (grant === 'client_credentials') {
      if (
        form.get('client_id') !== data.clientId ||
        data.clientSecret === undefined ||
        form.get('client_secret') !== data.clientSecret
      ) {
        return refuse('invalid_client', 'Invalid client credentials')
      }
    } else if (grant === 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      const problem = jwtProblem(form.get('assertion') ?? '')
      if (problem) return refuse(problem.error, problem.description)
    } else {
      return refuse('unsupported_grant_type', 'grant type not supported')
    }
    const accessToken = `00DSTANDIN!${randomBytes(24).toString('base64url')}`
    liveTokens.add(accessToken)
    issued += 1
    sendJson(response, 200, {
      access_token: accessToken,
      instance_url: options.instanceUrl ?? url,
      id: `${url}/id/00DSTANDIN0000000AAA/005STANDIN0000000AAA`,
      token_type: 'Bearer',
      issued_at: String(Date.now()),
      scope: 'api',
    })
  }

  /** Why an assertion is refused, or null: RS256 signed by the app's key, for its client, not expired. */
  function jwtProblem(assertion: string): { error: string; description: string } | null {
    const invalid = { error: 'invalid_grant', description: 'invalid assertion' }
    const [header, payload, signature] = assertion.split('.')
    if (!header || !payload || !signature || !data.publicKeyPem) return invalid
    const decoded = (part: string) => {
      try {
        return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
      } catch {
        return {}
      }
    }
    if (decoded(header).alg !== 'RS256') return invalid
    const signed = createVerify('RSA-SHA256')
      .update(`${header}.${payload}`)
      .verify(data.publicKeyPem, Buffer.from(signature, 'base64url'))
    if (!signed) return invalid
    const claims = decoded(payload)
    if (claims.iss !== data.clientId) return { error: 'invalid_client_id', description: 'client identifier invalid' }
    if (typeof claims.sub !== 'string' || (data.username !== undefined && claims.sub !== data.username)) {
      return { error: 'invalid_grant', description: 'user hasn\u2019t approved this consumer' }
    }
    if (claims.aud !== (data.audience ?? DEFAULT_AUDIENCE)) {
      return { error: 'invalid_grant', description: 'audience is invalid' }
    }
    const now = Math.floor(Date.now() / 1000)
    // Salesforce takes assertions that expire within the next 3 minutes (a little leeway here).
    if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 300) {
      return { error: 'invalid_grant', description: 'expired authorization code' }
    }
    return null
  }

  function deliveryQuery(channelId: string, query: URLSearchParams, response: http.ServerResponse) {
    if (channelId !== data.channelId) {
      return sendJson(response, 404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }])
    }
    const pageSize = Number(query.get('pageSize') ?? DEFAULT_DELIVERY_PAGE_SIZE)
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_DELIVERY_PAGE_SIZE) {
      return sendJson(response, 400, [
        { errorCode: 'INVALID_API_INPUT', message: `pageSize must be between 1 and ${MAX_DELIVERY_PAGE_SIZE}` },
      ])
    }
    const pageToken = query.get('pageToken')
    const offset = pageToken === null ? 0 : deliveryPages.get(pageToken)
    if (offset === undefined) {
      return sendJson(response, 400, [{ errorCode: 'INVALID_API_INPUT', message: 'Invalid page token' }])
    }
    const path = `${api}/connect/cms/delivery/channels/${encodeURIComponent(channelId)}/contents/query`
    let nextPageUrl: string | null = null
    if (offset + pageSize < data.contents.length) {
      const next = randomBytes(12).toString('hex')
      deliveryPages.set(next, offset + pageSize)
      nextPageUrl = `${path}?pageSize=${pageSize}&pageToken=${next}`
    }
    sendJson(response, 200, {
      currentPageUrl: `${path}?pageSize=${pageSize}${pageToken === null ? '' : `&pageToken=${pageToken}`}`,
      nextPageUrl,
      total: data.contents.length,
      items: data.contents.slice(offset, offset + pageSize),
    })
  }

  function soql(query: string, response: http.ServerResponse) {
    const object = /\bFROM\s+(\w+)/i.exec(query)?.[1]
    if (!object || !data.records[object]) {
      return sendJson(response, 400, [
        { message: `sObject type '${object ?? ''}' is not supported.`, errorCode: 'INVALID_TYPE' },
      ])
    }
    recordsPage(object, 0, response)
  }

  function moreRecords(cursor: string, offset: number, response: http.ServerResponse) {
    const object = cursors.get(cursor)
    if (!object)
      return sendJson(response, 400, [{ message: 'invalid query locator', errorCode: 'INVALID_QUERY_LOCATOR' }])
    recordsPage(object, offset, response)
  }

  function recordsPage(object: string, offset: number, response: http.ServerResponse) {
    const all = data.records[object] ?? []
    const records = all.slice(offset, offset + RECORDS_PER_PAGE).map((record) => ({
      attributes: { type: object, url: `${api}/sobjects/${object}/${String(record.Id)}` },
      ...record,
    }))
    const done = offset + RECORDS_PER_PAGE >= all.length
    let nextRecordsUrl: string | undefined
    if (!done) {
      const cursor = `01g${randomBytes(8).toString('hex').slice(0, 15)}`
      cursors.set(cursor, object)
      nextRecordsUrl = `${api}/query/${cursor}-${offset + RECORDS_PER_PAGE}`
    }
    sendJson(response, 200, { totalSize: all.length, done, ...(nextRecordsUrl ? { nextRecordsUrl } : {}), records })
  }

  return {
    url,
    tokenUrl: `${url}/services/oauth2/token`,
    requests,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
    failNext: (kind, count = 1) => {
      if (kind === 'rate-limit') rateLimited += count
      else if (kind === 'request-limit') requestLimited += count
      else liveTokens.clear()
    },
    tokensIssued: () => issued,
  }
}

function sendJson(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', ...headers })
  response.end(JSON.stringify(body))
}

async function readBody(request: http.IncomingMessage) {
  let body = ''
  for await (const chunk of request) body += String(chunk)
  return body
}
