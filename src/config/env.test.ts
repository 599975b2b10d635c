import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/hcs-env-test', PAYLOAD_SECRET: 'x'.repeat(32) } as const

describe('settings', () => {
  it('names each bad setting instead of starting half-configured', () => {
    const attempt = () =>
      parseEnv({
        ...base,
        DATABASE_URI: 'mysql://db',
        REDIS_URL: 'http://cache',
        PORT: '70000',
        LOG_LEVEL: 'loud',
        HTTP_CACHE_PURGE_URLS: 'http://127.0.0.1:8080/,ftp://cache',
        METRICS_TOKEN: 'short',
      })
    expect(attempt).toThrow(/DATABASE_URI: must start with file:/)
    expect(attempt).toThrow(/REDIS_URL: must start with redis:\/\//)
    expect(attempt).toThrow(/PORT:/)
    expect(attempt).toThrow(/LOG_LEVEL:/)
    expect(attempt).toThrow(/HTTP_CACHE_PURGE_URLS/)
    expect(attempt).toThrow(/METRICS_TOKEN: must be at least 16 characters/)
  })

  it('turns on PostgreSQL, Redis, purging and S3 by their settings alone', () => {
    const settings = parseEnv({
      ...base,
      DATABASE_URI: 'postgres://root@127.0.0.1:5432/site',
      REDIS_URL: 'redis://127.0.0.1:6379',
      HTTP_CACHE_PURGE_URLS: 'http://10.0.0.5:80/, http://10.0.0.6:80/',
      S3_BUCKET: 'site-media',
      S3_ENDPOINT: 'https://s3.example.mil',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(settings).toMatchObject({
      databaseKind: 'postgres',
      redisUrl: 'redis://127.0.0.1:6379',
      httpCachePurgeUrls: ['http://10.0.0.5:80/', 'http://10.0.0.6:80/'],
      s3: { bucket: 'site-media', endpoint: 'https://s3.example.mil', region: 'us-east-1', forcePathStyle: false },
    })
  })

  it('defaults to the embedded database with no cache, purge or S3', () => {
    const settings = parseEnv(base)
    expect(settings.databaseKind).toBe('sqlite')
    expect(settings.redisUrl).toBeUndefined()
    expect(settings.httpCachePurgeUrls).toEqual([])
    expect(settings.s3).toBeUndefined()
    expect(settings.shutdownTimeoutMs).toBe(25_000)
  })

  it('refuses a single sign-on issuer over plain http, but for a provider on this machine (issue 45)', () => {
    const oidc = { OIDC_CLIENT_ID: 'site', OIDC_CLIENT_SECRET: 'secret', OIDC_ROLE_MAP: 'staff=author' }
    expect(() => parseEnv({ ...base, ...oidc, OIDC_ISSUER: 'http://login.example.mil/' })).toThrow(
      /OIDC_ISSUER must be an https address/,
    )
    expect(parseEnv({ ...base, ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:4000',
    )
    expect(parseEnv({ ...base, ...oidc, OIDC_ISSUER: 'https://login.example.mil/' }).oidc?.issuer).toBe(
      'https://login.example.mil/',
    )
  })

  it('refuses half of an S3 key pair', () => {
    expect(() => parseEnv({ ...base, S3_BUCKET: 'site-media', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    )
  })
})

describe('metrics and proxies', () => {
  it('keeps /metrics private in every set-up: its own port, a token, or a token derived from the secret', () => {
    expect(parseEnv({ ...base, SITE_URL: 'https://cloud.example.mil', METRICS_PORT: '9464' }).metrics).toMatchObject({
      port: 9464,
      host: '127.0.0.1',
    })
    expect(parseEnv({ ...base, METRICS_TOKEN: 't'.repeat(20) }).metrics.token).toBe('t'.repeat(20))
    // No setting (the README's npm run setup, http or https): a token only the secret's holder can make.
    const derived = parseEnv(base).metrics.token
    expect(derived).toMatch(/^[0-9a-f]{64}$/)
    expect(parseEnv({ ...base, SITE_URL: 'https://cloud.example.mil' }).metrics.token).toBe(derived)
    expect(parseEnv({ ...base, PAYLOAD_SECRET: 'y'.repeat(32) }).metrics.token).not.toBe(derived)
  })

  it('believes no proxy unless told how many stand in front', () => {
    expect(parseEnv(base).trustedProxyHops).toBe(0)
    expect(parseEnv({ ...base, TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2)
    expect(() => parseEnv({ ...base, TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/)
  })

  it('leaves the Digital Analytics Program off unless DAP_AGENCY is set, and checks its codes', () => {
    expect(parseEnv({ ...base }).dap).toBeUndefined()
    expect(parseEnv({ ...base, DAP_AGENCY: 'DOD', DAP_SUBAGENCY: 'DISA' }).dap).toEqual({
      agency: 'DOD',
      subagency: 'DISA',
    })
    expect(() => parseEnv({ ...base, DAP_AGENCY: 'DOD"><script>' })).toThrow(/DAP_AGENCY: must be the agency/)
    expect(() => parseEnv({ ...base, DAP_SUBAGENCY: 'DISA' })).toThrow(/DAP_SUBAGENCY: set DAP_AGENCY too/)
  })

  it('runs page checks in a browser only where the Chromium it names is installed', () => {
    expect(parseEnv({ ...base }).pageCheckBrowser).toBeUndefined()
    expect(parseEnv({ ...base, PAGE_CHECK_BROWSER: '' }).pageCheckBrowser).toBeUndefined()
    expect(parseEnv({ ...base, PAGE_CHECK_BROWSER: process.execPath }).pageCheckBrowser).toBe(process.execPath)
    expect(() => parseEnv({ ...base, PAGE_CHECK_BROWSER: '/opt/no-such/chromium' })).toThrow(
      /PAGE_CHECK_BROWSER: must be the full path of an installed Chromium/,
    )
    expect(() => parseEnv({ ...base, PAGE_CHECK_BROWSER: 'chromium' })).toThrow(/PAGE_CHECK_BROWSER/)
  })

  it('works every jobs queue unless told which (a Kubernetes web replica leaves site checks to their own pod)', () => {
    expect(parseEnv({ ...base }).jobsQueues).toEqual(['default', 'site-checks'])
    expect(parseEnv({ ...base, JOBS_QUEUES: 'default' }).jobsQueues).toEqual(['default'])
    expect(parseEnv({ ...base, JOBS_QUEUES: ' site-checks , site-checks' }).jobsQueues).toEqual(['site-checks'])
    expect(() => parseEnv({ ...base, JOBS_QUEUES: 'default,checks' })).toThrow(
      /JOBS_QUEUES: must name default and\/or site-checks/,
    )
    // Empty, as every setting, means unset; a list of nothing is a mistake.
    expect(parseEnv({ ...base, JOBS_QUEUES: '' }).jobsQueues).toEqual(['default', 'site-checks'])
    expect(() => parseEnv({ ...base, JOBS_QUEUES: ',' })).toThrow(/JOBS_QUEUES/)
  })
})
