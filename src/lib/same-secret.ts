import { timingSafeEqual } from 'node:crypto'

/** Whether a secret someone sent is the expected one, in time that does not tell how much matched. */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  const a = Buffer.from(String(given ?? ''))
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
