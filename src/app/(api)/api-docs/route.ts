import { openApiDocument } from '@/server/openapi'

export const dynamic = 'force-static'

/** The OpenAPI description of the wire-format APIs. */
export function GET() {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
