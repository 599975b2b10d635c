/**
 * Whether single sign-on can work, for /readyz (issue 45): the provider's discovery with
 * the site's settings, asked at most once a minute (every 10 s after a failure). A misconfiguration is logged with its
 * cause when it is first seen; the visitor only ever reads "not available".
 */
import { env } from '@/config/env'
import { logger } from '@/runtime/logger.ts'

import { providerHealth, type ProviderHealth } from './oidc'

export type SingleSignOnCheck = 'ok' | 'unreachable' | 'misconfigured' | 'not configured'

const ASK_EVERY_MS = 60_000
/** A provider that failed is asked again sooner, but not at every probe (/readyz is polled every second). */
const ASK_AGAIN_AFTER_FAILURE_MS = 10_000
let last: { at: number; health: ProviderHealth } | undefined

export async function singleSignOnCheck(now = Date.now()): Promise<SingleSignOnCheck> {
  const settings = env().oidc
  if (!settings) return 'not configured'
  const every = last?.health.state === 'ok' ? ASK_EVERY_MS : ASK_AGAIN_AFTER_FAILURE_MS
  if (!last || now - last.at >= every) {
    const health = await providerHealth(settings)
    if (health.state !== 'ok' && health.state !== last?.health.state) {
      logger[health.state === 'misconfigured' ? 'error' : 'warn'](
        { cause: health.cause, issuer: settings.issuer },
        health.state === 'misconfigured'
          ? 'Single sign-on is misconfigured'
          : 'The identity provider cannot be reached',
      )
    }
    last = { at: now, health }
  }
  return last.health.state
}
