/** How the staff sign-in endpoints answer: JSON, never cached, with the site's CORS headers. */
import { addDataAndFileToRequest, headersWithCors, type PayloadRequest } from 'payload'

export function answer(
  req: PayloadRequest,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  const all = new Headers({ 'Cache-Control': 'no-store', ...headers })
  return Response.json(body, { status, headers: headersWithCors({ headers: all, req }) })
}

export const refusal = (req: PayloadRequest, status: number, message: string, name?: string, extra: object = {}) =>
  answer(req, status, { errors: [{ message, ...(name ? { name } : {}) }], ...extra })

export const NOTICE_FIRST =
  'Read the notice on the sign-in page and select "I understand and consent" before signing in.'
export const FOREIGN_ORIGIN = 'This form can only be sent from the site itself.'
export const PASSWORD_OFF = 'Password sign-in is turned off on this site. Use single sign-on or your CAC/PIV card.'

export async function body(req: PayloadRequest): Promise<Record<string, unknown>> {
  await addDataAndFileToRequest(req)
  return (req.data ?? {}) as Record<string, unknown>
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '')
