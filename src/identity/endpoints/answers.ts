/** How the identity endpoints answer: JSON, never cached, with the site's CORS headers. */
import { addDataAndFileToRequest, headersWithCors, type PayloadRequest } from 'payload'

import type { Refusal } from '../gate'

export function answer(
  req: PayloadRequest,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  const all = new Headers({ 'Cache-Control': 'no-store', ...headers })
  return Response.json(body, { status, headers: headersWithCors({ headers: all, req }) })
}

export const refusal = (req: PayloadRequest, { status, message, name, extra }: Refusal) =>
  answer(req, status, { errors: [{ message, ...(name ? { name } : {}) }], ...(extra ?? {}) })

/** The body as JSON or a form; anything unreadable reads as empty (each rule then says what is missing). */
export async function body(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    await addDataAndFileToRequest(req)
  } catch {
    return {}
  }
  const data = req.data
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The signed-in account as the admin reads it after a sign-in: no hidden fields, no session list. */
export async function accountForAnswer(req: PayloadRequest, id: number) {
  const account = (await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: false,
    req,
  })) as unknown as Record<string, unknown>
  const { sessions: _sessions, ...rest } = account
  return { ...rest, collection: 'users' }
}
