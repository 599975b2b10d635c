/**
 * A wrong single sign-on setting is the operator's to see (issue 45, finding 5): against a
 * real OpenID provider on loopback, an issuer the provider does not call itself (here
 * `localhost` for a provider that names itself `127.0.0.1`; in the field a trailing slash
 * after a realm path) is "misconfigured" with the cause, a provider that is down is
 * "unreachable", and the right settings are "ok": what /readyz reports and the log says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { providerHealth } from '@/identity'

import { startOidcProvider, type RunningOidcProvider } from './support/oidc-provider'

let provider: RunningOidcProvider

const settingsFor = (issuer: string) => ({
  issuer,
  clientId: 'hybrid-cloud-site',
  clientSecret: 'test-client-secret',
  roleClaim: 'groups',
  roleMap: [['site-editors', 'editor']] as [string, 'editor'][],
  allowedDomains: [],
  scopes: 'openid email profile groups',
  recheckSeconds: 300,
})

describe('single sign-on settings, as the operator sees them', () => {
  beforeAll(async () => {
    provider = await startOidcProvider({
      clients: [
        { client_id: 'hybrid-cloud-site', client_secret: 'test-client-secret', redirect_uris: ['http://127.0.0.1/cb'] },
      ],
      accounts: {},
    })
  })
  afterAll(async () => {
    await provider?.stop()
  })

  it('says ok for the provider’s own issuer', async () => {
    expect(await providerHealth(settingsFor(provider.issuer) as never)).toEqual({ state: 'ok' })
  })

  it('says misconfigured, with the cause, for an issuer the provider does not call itself', async () => {
    const health = await providerHealth(settingsFor(provider.issuer.replace('127.0.0.1', 'localhost')) as never)
    expect(health.state).toBe('misconfigured')
    expect(health.state !== 'ok' && health.cause).toMatch(/issuer/i)
  })

  it('says unreachable when nothing answers at the issuer', async () => {
    const health = await providerHealth(settingsFor('http://127.0.0.1:9/') as never)
    expect(health.state).toBe('unreachable')
  })
})
