import type { Payload, PayloadRequest } from 'payload'

/** Kept briefly: every access check asks, and another instance's change arrives within this. */
const KEEP_MS = 5_000

let known: { on: boolean; at: number } | undefined

/** Whether the two-person rule is on (site settings; on unless an administrator turned it off). */
export async function twoPersonRuleOn(payload: Payload, req?: PayloadRequest): Promise<boolean> {
  if (known && Date.now() - known.at < KEEP_MS) return known.on
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { review: true },
    overrideAccess: true,
    req,
  })
  const on = settings.review?.twoPersonRule !== false
  known = { on, at: Date.now() }
  return on
}

/** After the settings change on this instance, the next check reads them again. */
export function forgetTwoPersonRule(): void {
  known = undefined
}
