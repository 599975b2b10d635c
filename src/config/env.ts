/**
 * Environment settings, read and validated once. A bad value stops the process with
 * a message naming the setting, instead of a half-started server.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { JOB_QUEUES, type JobQueue } from '../jobs/queues.ts'
import { DAP_CODE, type DapSettings } from '../lib/dap.ts'
import { DEFAULT_SITE_TIME_ZONE, SITE_TIME_ZONES } from '../lib/site-time.ts'

const databaseUri = z
  .string()
  .trim()
  .refine((value) => /^(file:|postgres(ql)?:\/\/)/.test(value), {
    message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
  })

const envSchema = z.object({
  DATABASE_URI: databaseUri.optional(),
  DATA_DIR: z.string().min(1).default('data'),
  MEDIA_DIR: z.string().min(1).optional(),
  PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  UPLOAD_MAX_IMAGE_MB: z.coerce.number().positive().max(100).default(10),
  UPLOAD_MAX_VIDEO_MB: z.coerce.number().positive().max(2000).default(200),
  JOBS_RUN_INTERVAL_MS: z.coerce.number().int().min(250).max(60_000).default(1000),
  JOBS_QUEUES: z
    .string()
    .default(JOB_QUEUES.join(','))
    .transform((value) => [...new Set(value.split(',').map((queue) => queue.trim()))])
    .refine((queues) => queues.every((queue) => (JOB_QUEUES as readonly string[]).includes(queue)), {
      message: `must name ${JOB_QUEUES.join(' and/or ')}, separated by commas`,
    })
    .transform((queues) => queues as JobQueue[]),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().refine((origin) => new URL(origin).origin === origin, 'must be origins like https://host'))),
  SECURITY_CONTACT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be mailto:address or an https:// address')
    .default('mailto:security@example.mil'),
  SIGN_IN_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(20),
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(100),
  PASSWORD_SIGN_IN: z.enum(['true', 'false']).default('true'),
  // Roles that must use a second factor with a password; "none" for no role. Unset: admin
  // under https, none on a plain-http local set-up.
  MFA_REQUIRED_ROLES: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : value
            .split(',')
            .map((role) => role.trim())
            .filter((role) => role && role !== 'none'),
    )
    .pipe(
      z
        .array(z.enum(['author', 'editor', 'admin'], { error: 'must be roles (author, editor, admin) or none' }))
        .optional(),
    ),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ROLE_CLAIM: z.string().min(1).default('groups'),
  OIDC_ROLE_MAP: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => pair.split('=').map((part) => part.trim())),
    )
    .pipe(
      z.array(
        z.tuple([z.string().min(1), z.enum(['author', 'editor', 'admin'])], {
          error: 'must be group=role pairs separated by commas (roles: author, editor, admin)',
        }),
      ),
    ),
  OIDC_ALLOWED_DOMAINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    ),
  OIDC_SCOPES: z.string().min(1).default('openid email profile groups'),
  // How often a single sign-on session's groups are asked of the provider again (0: at every request).
  OIDC_RECHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // When every account linked to the provider is asked about again, for people who no longer sign in ("off": never).
  OIDC_SWEEP_SCHEDULE: z
    .string()
    .regex(/^(off|(\S+\s+){4,5}\S+)$/, 'must be a cron expression such as "30 4 * * *" (every day at 04:30), or off')
    .default('30 4 * * *'),
  CLIENT_CERT_PROXY_SECRET: z
    .string()
    .regex(/^[0-9a-f]{32,}$/i, 'must be at least 32 hex digits')
    .optional(),
  // How a CAC/PIV card finds its account: by the DoD ID number (EDIPI) stored on the account,
  // else by the e-mail (or UPN) in the card; `edipi`: by the number only.
  CARD_MATCH: z.enum(['edipi-or-email', 'edipi']).default('edipi-or-email'),
  SIGN_IN_LOCK_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
  SIGN_IN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  SESSION_IDLE_MINUTES_ADMIN: z.coerce
    .number()
    .min(0.5)
    .max(24 * 60)
    .default(10),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .min(0.5)
    .max(24 * 60)
    .default(15),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .min(0.05)
    .max(24 * 30)
    .default(12),
  FORGOT_PASSWORD_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(5),
  GRAPHQL_ENABLED: z.enum(['true', 'false']).default('false'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Every IPv6 and IPv4 address (OMB M-21-07); falls back to IPv4 where IPv6 is off. Not
  // HOSTNAME: container runtimes set that to the machine's name.
  LISTEN_ADDRESS: z.string().min(1).default('::'),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  CACHE_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _')
    .default('site'),
  // The zone the admin shows and takes every date and time in (ADR 0049).
  SITE_TIME_ZONE: z
    .enum(SITE_TIME_ZONES.map((zone) => zone.value) as [string, ...string[]], {
      error: `must be one of ${SITE_TIME_ZONES.map((zone) => zone.value).join(', ')}`,
    })
    .default(DEFAULT_SITE_TIME_ZONE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  HTTP_CACHE_PURGE_URLS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http:// or https:// addresses' }))),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.email().default('no-reply@example.mil'),
  LINK_CHECK_SCHEDULE: z
    .string()
    .regex(/^(\S+\s+){4,5}\S+$/, 'must be a cron expression such as "0 4 * * *" (every day at 04:00)')
    .default('0 4 * * *'),
  PAGE_CHECK_SCHEDULE: z
    .string()
    .regex(/^(\S+\s+){4,5}\S+$/, 'must be a cron expression such as "30 4 * * *" (every day at 04:30)')
    .default('30 4 * * *'),
  PAGE_CHECK_BROWSER: z
    .string()
    .refine(
      (file) => path.isAbsolute(file) && existsSync(file),
      'must be the full path of an installed Chromium, such as /usr/bin/chromium',
    )
    .optional(),
  REVIEW_DIGEST_SCHEDULE: z
    .string()
    .regex(/^(\S+\s+){4,5}\S+$/, 'must be a cron expression such as "0 8 * * 1" (Mondays at 08:00)')
    .default('0 8 * * 1'),
  DAP_AGENCY: z.string().regex(DAP_CODE, 'must be the agency abbreviation GSA gave, such as DOD').optional(),
  DAP_SUBAGENCY: z.string().regex(DAP_CODE, 'must be the sub-agency abbreviation GSA gave, such as DISA').optional(),
})

/** Every setting's name, for the checks that keep .env.example and the README in step. */
export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[]

/** The value a setting takes when it is left unset, as text ('' for none). */
export function settingDefault(name: (typeof SETTING_NAMES)[number]): string {
  const value: unknown = envSchema.shape[name].safeParse(undefined).data
  return Array.isArray(value) ? value.join(',') : value === undefined ? '' : String(value)
}

export type Env = {
  databaseKind: 'sqlite' | 'postgres'
  databaseUri: string
  dataDir: string
  mediaDir: string
  payloadSecret: string
  siteUrl: string
  adminEmail?: string
  adminPassword?: string
  seedOnStart: boolean
  redisUrl?: string
  uploadMaxImageBytes: number
  uploadMaxVideoBytes: number
  jobsRunIntervalMs: number
  /** The kinds of background work this instance does (JOB_QUEUES); on Kubernetes, site checks have a pod of their own. */
  jobsQueues: JobQueue[]
  corsOrigins: string[]
  graphqlEnabled: boolean
  securityContact: string
  signInLimits: { perClient: number; perAccount: number; forgotPasswordPerClient: number }
  /** Single sign-on with OpenID Connect (ADR 0025); absent when OIDC_ISSUER is not set. */
  oidc?: {
    issuer: string
    clientId: string
    clientSecret: string
    roleClaim: string
    /** Identity-provider group -> role; a person gets the highest role any group maps to. */
    roleMap: [string, 'author' | 'editor' | 'admin'][]
    /** E-mail domains that may sign in (empty: any). */
    allowedDomains: string[]
    scopes: string
    /** Seconds between two checks of a session's groups with the provider. */
    recheckSeconds: number
    /** Cron schedule of the sweep over every linked account (null: only by hand, `npm run identity:sweep`). */
    sweepSchedule: string | null
  }
  /** Staff sign-in and session rules (STIG defaults; docs/decisions/0024). */
  signIn: {
    password: boolean
    lockFailures: number
    lockSeconds: number
    idleSecondsAdmin: number
    idleSeconds: number
    maxSessionSeconds: number
    /** Roles whose password sign-in also needs a code from an authenticator app. */
    secondFactorRoles: ('author' | 'editor' | 'admin')[]
    /** The secret nginx sends with a verified CAC/PIV certificate; unset: card sign-in off. */
    certificateProxySecret?: string
    /** How a card finds its account: its DoD ID number (EDIPI), then (unless `edipi`) its e-mail or UPN. */
    cardMatch: 'edipi-or-email' | 'edipi'
    /** Session cookie under https: the __Host- prefix and Secure. */
    secureCookie: boolean
  }
  port: number
  hostname: string
  /** Proxies in front whose X-Forwarded-For entries are believed (0: the connection's address). */
  trustedProxyHops: number
  pageCacheBytes: number
  cacheNamespace: string
  logLevel: string
  /**
   * Who may read /metrics: on a port of its own (METRICS_PORT, loopback by default), else
   * on the site's port with a bearer token: METRICS_TOKEN, or one derived from the site's
   * secret (`npm run metrics-token` prints it). Never public.
   */
  metrics: { token: string; port?: number; host: string }
  shutdownTimeoutMs: number
  httpCachePurgeUrls: string[]
  s3?: {
    bucket: string
    region: string
    endpoint?: string
    accessKeyId?: string
    secretAccessKey?: string
    forcePathStyle: boolean
  }
  smtp?: { host: string; port: number; secure: boolean; user?: string; password?: string; from: string }
  /** When links to other websites are checked (cron, server time; ADR 0029). */
  linkCheckSchedule: string
  /** When every published page is checked, however little changed (cron, server time; ADR 0051). */
  pageCheckSchedule: string
  /** Chromium for the page checks' full accessibility rules (ADR 0051); none: the rules that need no layout. */
  pageCheckBrowser?: string
  /** When owners get their weekly list of content due for review (cron, server time). */
  reviewDigestSchedule: string
  /** GSA's Digital Analytics Program on every public page; off when unset (ADR 0027). */
  dap?: DapSettings
}

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === '' ? undefined : v]))
}

/** Reads the secret from the environment, else from (or into) a file in the data folder. */
function resolveSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv
  const file = path.join(dataDir, 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (error) {
    // Another process (a build worker) wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim()
    throw error
  }
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(emptyToUndefined(source))
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  }
  const raw = result.data
  if (raw.S3_BUCKET && Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
  }
  if (raw.OIDC_ISSUER && (!raw.OIDC_CLIENT_ID || !raw.OIDC_CLIENT_SECRET || raw.OIDC_ROLE_MAP.length === 0)) {
    throw new Error(
      'Invalid configuration:\n  OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_ROLE_MAP must be set with OIDC_ISSUER',
    )
  }
  if (raw.OIDC_ISSUER) {
    const issuer = new URL(raw.OIDC_ISSUER)
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
    if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && local)) {
      throw new Error(
        'Invalid configuration:\n  OIDC_ISSUER must be an https address (plain http only for a provider on this machine)',
      )
    }
  }
  if (raw.DAP_SUBAGENCY && !raw.DAP_AGENCY) {
    throw new Error('Invalid configuration:\n  DAP_SUBAGENCY: set DAP_AGENCY too, or leave both unset')
  }
  const dataDir = path.resolve(/* turbopackIgnore: true */ raw.DATA_DIR)
  const payloadSecret = resolveSecret(dataDir, raw.PAYLOAD_SECRET)
  const databaseUri = raw.DATABASE_URI ?? `file:${path.join(dataDir, 'hybrid-cloud.db')}`
  return {
    databaseKind: databaseUri.startsWith('file:') ? 'sqlite' : 'postgres',
    databaseUri,
    dataDir,
    mediaDir: path.resolve(/* turbopackIgnore: true */ raw.MEDIA_DIR ?? path.join(dataDir, 'media')),
    payloadSecret,
    siteUrl: raw.SITE_URL.replace(/\/$/, ''),
    adminEmail: raw.ADMIN_EMAIL,
    adminPassword: raw.ADMIN_PASSWORD,
    seedOnStart: raw.SEED_ON_START === 'true',
    redisUrl: raw.REDIS_URL,
    uploadMaxImageBytes: Math.round(raw.UPLOAD_MAX_IMAGE_MB * 1024 * 1024),
    uploadMaxVideoBytes: Math.round(raw.UPLOAD_MAX_VIDEO_MB * 1024 * 1024),
    jobsRunIntervalMs: raw.JOBS_RUN_INTERVAL_MS,
    jobsQueues: raw.JOBS_QUEUES,
    corsOrigins: raw.CORS_ORIGINS,
    graphqlEnabled: raw.GRAPHQL_ENABLED === 'true',
    securityContact: raw.SECURITY_CONTACT,
    signInLimits: {
      perClient: raw.SIGN_IN_LIMIT_PER_CLIENT,
      perAccount: raw.SIGN_IN_LIMIT_PER_ACCOUNT,
      forgotPasswordPerClient: raw.FORGOT_PASSWORD_LIMIT_PER_CLIENT,
    },
    oidc:
      raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID && raw.OIDC_CLIENT_SECRET
        ? {
            issuer: raw.OIDC_ISSUER,
            clientId: raw.OIDC_CLIENT_ID,
            clientSecret: raw.OIDC_CLIENT_SECRET,
            roleClaim: raw.OIDC_ROLE_CLAIM,
            roleMap: raw.OIDC_ROLE_MAP as [string, 'author' | 'editor' | 'admin'][],
            allowedDomains: raw.OIDC_ALLOWED_DOMAINS,
            scopes: raw.OIDC_SCOPES,
            recheckSeconds: raw.OIDC_RECHECK_SECONDS,
            sweepSchedule: raw.OIDC_SWEEP_SCHEDULE === 'off' ? null : raw.OIDC_SWEEP_SCHEDULE,
          }
        : undefined,
    signIn: {
      password: raw.PASSWORD_SIGN_IN === 'true',
      secondFactorRoles: raw.MFA_REQUIRED_ROLES ?? (raw.SITE_URL.startsWith('https:') ? ['admin'] : []),
      certificateProxySecret: raw.CLIENT_CERT_PROXY_SECRET,
      cardMatch: raw.CARD_MATCH,
      lockFailures: raw.SIGN_IN_LOCK_FAILURES,
      lockSeconds: raw.SIGN_IN_LOCK_MINUTES * 60,
      idleSecondsAdmin: Math.round(raw.SESSION_IDLE_MINUTES_ADMIN * 60),
      idleSeconds: Math.round(raw.SESSION_IDLE_MINUTES * 60),
      maxSessionSeconds: Math.round(raw.SESSION_MAX_HOURS * 3600),
      secureCookie: raw.SITE_URL.startsWith('https:'),
    },
    port: raw.PORT,
    hostname: raw.LISTEN_ADDRESS,
    trustedProxyHops: raw.TRUSTED_PROXY_HOPS,
    pageCacheBytes: raw.PAGE_CACHE_MB * 1024 * 1024,
    cacheNamespace: raw.CACHE_NAMESPACE,
    logLevel: raw.LOG_LEVEL,
    metrics: {
      token: raw.METRICS_TOKEN ?? createHmac('sha256', payloadSecret).update('metrics').digest('hex'),
      port: raw.METRICS_PORT,
      host: raw.METRICS_HOST,
    },
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    httpCachePurgeUrls: raw.HTTP_CACHE_PURGE_URLS,
    s3: raw.S3_BUCKET
      ? {
          bucket: raw.S3_BUCKET,
          region: raw.S3_REGION,
          endpoint: raw.S3_ENDPOINT,
          accessKeyId: raw.S3_ACCESS_KEY_ID,
          secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
          forcePathStyle: raw.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    smtp: raw.SMTP_HOST
      ? {
          host: raw.SMTP_HOST,
          port: raw.SMTP_PORT,
          secure: raw.SMTP_SECURE === 'true',
          user: raw.SMTP_USER,
          password: raw.SMTP_PASSWORD,
          from: raw.SMTP_FROM,
        }
      : undefined,
    linkCheckSchedule: raw.LINK_CHECK_SCHEDULE,
    pageCheckSchedule: raw.PAGE_CHECK_SCHEDULE,
    pageCheckBrowser: raw.PAGE_CHECK_BROWSER,
    reviewDigestSchedule: raw.REVIEW_DIGEST_SCHEDULE,
    dap: raw.DAP_AGENCY ? { agency: raw.DAP_AGENCY, subagency: raw.DAP_SUBAGENCY } : undefined,
  }
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv()
  return cached
}
