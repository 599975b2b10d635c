import type { AfterErrorHook } from 'payload'

/**
 * Keeps the field-by-field reasons of a refused save in the REST answer.
 *
 * Next builds pages and route handlers as two module layers, each with its own copy of
 * Payload, and the one Payload instance is made by whichever layer asks first. When a
 * page asked first (a visitor right after a start), the REST handler's `instanceof`
 * test does not recognise that instance's validation errors and answers with the summary
 * alone ("The following field is invalid: password"): the admin cannot mark the field
 * and an API client never learns why.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const { data, status } = error as Error & { data?: Record<string, unknown>; status?: number }
  const [first, ...rest] = result?.errors ?? []
  if (!data || !status || status >= 500 || !first || first.data) return
  return { response: { ...result, errors: [{ ...first, name: error.name, data }, ...rest] } }
}
