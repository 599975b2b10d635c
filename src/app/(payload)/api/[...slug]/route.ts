import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '@/lib/nesting-depth'
import { restQueryProblem } from '@/lib/rest-query'
import { databaseUnavailable } from '@/server/api-errors'
import { databaseReachable } from '@/server/readiness'

type Handler = ReturnType<typeof REST_GET>

/** /api/{collection}/{id}: the address of one document. */
const DOCUMENT_ADDRESS = /^\/api\/[a-z0-9-]+\/([^/]+)\/?$/
const FILE_ADDRESS = /^\/api\/[a-z0-9-]+\/file\/[^/]+$/

/** Forms larger than this carry a file: their `_payload` is not read twice. */
const LARGEST_FORM_READ = 1024 * 1024

/** The document a write submits, read from a copy of the body, as JSON text. */
async function submittedDocument(request: Request): Promise<string | null> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return null
  const type = request.headers.get('content-type') ?? ''
  if (/^application\/json\b/i.test(type)) return request.clone().text()
  const length = Number(request.headers.get('content-length') ?? Infinity)
  if (/^multipart\/form-data\b/i.test(type) && length <= LARGEST_FORM_READ) {
    const document = (await request.clone().formData()).get('_payload')
    return typeof document === 'string' ? document : null
  }
  return null
}

/**
 * Malformed query strings and documents nested past any page's depth get a 400 with a
 * reason before Payload runs the request; a failure while the database is down becomes
 * a 503 saying so, not Payload's bare 500.
 */
function checked(handler: Handler): Handler {
  return async (request, context) => {
    const url = new URL(request.url)
    const problem = restQueryProblem(url.search)
    if (problem) return Response.json({ errors: [{ message: problem }] }, { status: 400 })
    const document = await submittedDocument(request).catch(() => null)
    if (document && nestsDeeperThan(document)) {
      return Response.json({ message: TOO_DEEP_MESSAGE, errors: [{ message: TOO_DEEP_MESSAGE }] }, { status: 400 })
    }
    let response: Response
    try {
      response = await handler(request, context)
    } catch (error) {
      if (!(await databaseReachable())) return databaseUnavailable()
      throw error
    }
    if (response.status >= 500 && !(await databaseReachable())) return databaseUnavailable()
    // Documents are numbered: an id that is not a number names no document (the database
    // refuses the query, which Payload reports as a 500; an update or delete by such an id
    // Payload answers "Missing ID" with a 400).
    const id = DOCUMENT_ADDRESS.exec(url.pathname)?.[1]
    const byId = request.method === 'PATCH' || request.method === 'DELETE'
    if ((response.status >= 500 || (byId && response.status === 400)) && id !== undefined && !/^\d+$/.test(id)) {
      const message = 'No document has that id: ids are numbers.'
      return Response.json({ message, errors: [{ message }] }, { status: 404 })
    }
    // Payload refuses a file no visitor may read (none of that name, or only a draft's
    // replacement waiting for review) with a 403; to a visitor both are simply not there.
    if (request.method === 'GET' && response.status === 403 && FILE_ADDRESS.test(url.pathname)) {
      const message = 'No file of that name is on the site.'
      return Response.json(
        { message, errors: [{ message }] },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      )
    }
    return response
  }
}

export const GET = checked(REST_GET(config))
export const POST = checked(REST_POST(config))
export const DELETE = checked(REST_DELETE(config))
export const PATCH = checked(REST_PATCH(config))
export const PUT = checked(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
