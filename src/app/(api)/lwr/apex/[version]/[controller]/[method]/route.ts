import { jsonError, serviceUnavailable } from '@/server/api-errors'
import { resolveMethodCall, SERVER_METHOD_API_VERSION, SERVER_METHOD_CACHE_MS } from '@/server/server-methods'

type Context = { params: Promise<{ version: string; controller: string; method: string }> }

const MAX_PARAMS_LENGTH = 8_192

async function call({ params }: Context, rawParams: () => Promise<unknown>): Promise<Response> {
  const { version, controller, method } = await params
  if (version !== SERVER_METHOD_API_VERSION) {
    return jsonError(404, `API version ${version.slice(0, 20)} is not supported; use ${SERVER_METHOD_API_VERSION}.`)
  }
  let input: unknown
  try {
    input = await rawParams()
  } catch (error) {
    return jsonError(400, error instanceof Error ? error.message : 'Malformed method parameters.')
  }
  const resolved = resolveMethodCall(controller, method, input)
  if (!resolved.ok) return jsonError(resolved.status, resolved.message)
  try {
    const result = await resolved.method.run(resolved.params as never)
    const seconds = SERVER_METHOD_CACHE_MS / 1000
    return Response.json(result, {
      headers: { 'Cache-Control': `public, max-age=${seconds}, s-maxage=${seconds}`, Vary: 'Accept-Encoding' },
    })
  } catch (error) {
    return serviceUnavailable(`${controller}.${method}`, error)
  }
}

/** GET: the parameters as a URL-encoded JSON object in methodParams. */
export function GET(request: Request, context: Context) {
  return call(context, async () => {
    const raw = new URL(request.url).searchParams.get('methodParams')
    if (raw === null || raw === '') return {}
    if (raw.length > MAX_PARAMS_LENGTH) throw new Error('The methodParams parameter is too long.')
    try {
      return JSON.parse(raw)
    } catch {
      throw new Error('The methodParams parameter must be a URL-encoded JSON object.')
    }
  })
}

/** POST: the same object as the JSON body. X-SFDC-Allow-Continuation is accepted. */
export function POST(request: Request, context: Context) {
  return call(context, async () => {
    const raw = await request.text()
    if (raw.length > MAX_PARAMS_LENGTH) throw new Error('The request body is too long.')
    if (raw.trim() === '') return {}
    try {
      return JSON.parse(raw)
    } catch {
      throw new Error('The request body must be a JSON object of the method parameters.')
    }
  })
}
