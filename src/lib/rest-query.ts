/**
 * Checks the query string of a REST API request before Payload sees it, with the same
 * parser Payload uses: a malformed `where` (a repeated key turning a value into a list,
 * an unknown operator, a nested object where a value belongs) gets a 400 with a reason
 * instead of an error deep inside the database layer.
 */
import { parse } from 'qs-esm'
import { z } from 'zod'

const LIST_OPERATORS = ['in', 'not_in', 'all'] as const
const VALUE_OPERATORS = [
  'equals',
  'not_equals',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
] as const

const text = z.string().max(1000)
const list = z.union([text, z.array(text).max(1000), z.record(z.string().regex(/^\d+$/), text)])
const condition = z
  .object({
    ...Object.fromEntries(VALUE_OPERATORS.map((operator) => [operator, text.optional()])),
    ...Object.fromEntries(LIST_OPERATORS.map((operator) => [operator, list.optional()])),
  })
  .strict()

type Where = { [key: string]: unknown }
const where: z.ZodType<Where> = z.lazy(() =>
  z.record(
    z.string().max(200),
    z.union([condition, z.array(where).max(50), z.record(z.string().regex(/^\d+$/), where)]),
  ),
)

const single = text.optional()
// Counts are whole numbers: Payload turns `1e309` into Infinity and fails with a 500.
const count = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number')
  .optional()
const restQuery = z
  .object({
    where: where.optional(),
    depth: count,
    limit: count,
    page: count,
    sort: z.union([text, z.array(text).max(20)]).optional(),
    draft: single,
    pagination: single,
    locale: single,
    'fallback-locale': single,
    trash: single,
  })
  .loose()

export function restQueryProblem(search: string): string | null {
  if (!search || search === '?') return null
  let parsed: unknown
  try {
    parsed = parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true })
  } catch {
    return 'The query string cannot be read.'
  }
  const result = restQuery.safeParse(parsed)
  if (result.success) return null
  const issue = result.error.issues[0]
  return `Invalid query parameter ${issue?.path.join('.') || ''}: ${issue?.message ?? 'not allowed'}.`.replace(
    ' :',
    ':',
  )
}
