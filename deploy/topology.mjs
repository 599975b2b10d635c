#!/usr/bin/env node
// Starts the production topology on one machine, for trying it out and for the topology
// tests: app instances (two by default) on PostgreSQL and Redis, behind Varnish.
//
//   npm run build && npm run topology -- [options]
//
// Options: --database (postgres://root@127.0.0.1:5432/hybrid_cloud_topology, created when
// missing), --redis (redis://127.0.0.1:6379), --app-ports (3001,3002), --cache-port
// (8080), --data-dir (shared by the instances: media and secret; data/topology),
// --site-url (the cache's address). The instances' other settings are the site's own
// (src/config/env.ts), from the environment or .env. The site is then at
// http://127.0.0.1:8080. Ctrl-C stops everything.
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { renderVcl } from './varnish/render-vcl.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resident bytes of a process and every process under it, from /proc (0 once it has gone). */
function treeRss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    let bytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
    for (const task of readdirSync(`/proc/${pid}/task`))
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean))
        bytes += treeRss(Number(child))
    return bytes
  } catch {
    return 0
  }
}

/** Creates the PostgreSQL database named in the address when it does not exist yet. */
export async function ensurePostgresDatabase(databaseUri) {
  const url = new URL(databaseUri)
  const name = decodeURIComponent(url.pathname.slice(1))
  const admin = new URL(databaseUri)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

/** The last lines a process wrote to its log, to say why it stopped. */
function logTail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

async function waitFor(url, { timeoutMs, isAlive = () => true, status = 200, logFile }) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive()) {
      throw new Error(`${url}: the process exited${logFile ? `; the end of ${logFile}:\n${logTail(logFile)}` : ''}`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.status === status) return
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`)
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
}

function waitForExit(child) {
  return exited(child) ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve))
}

/**
 * Starts the instances one after the other (each migrates under a lock, so the first
 * does the work) and then Varnish. Returns handles to stop, kill and restart each part.
 *
 * @param {{ databaseUri: string, redisUrl?: string, appPorts?: number[], cachePort?: number,
 *   dataDir: string, workDir?: string, extraEnv?: Record<string, string>, siteUrl?: string,
 *   log?: (line: string) => void }} options
 */
export async function startTopology({
  databaseUri,
  redisUrl,
  appPorts = [3001, 3002],
  cachePort = 8080,
  dataDir,
  workDir = dataDir,
  extraEnv = {},
  siteUrl = undefined,
  log = (line) => console.log(line),
}) {
  mkdirSync(dataDir, { recursive: true })
  mkdirSync(workDir, { recursive: true })
  if (databaseUri.startsWith('postgres')) await ensurePostgresDatabase(databaseUri)
  const cacheUrl = `http://127.0.0.1:${cachePort}`

  const instances = appPorts.map((port, index) => {
    const name = `app${index + 1}`
    const instance = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      logFile: path.join(workDir, `${name}.log`),
      process: null,
      async start() {
        const output = openSync(instance.logFile, 'a')
        instance.process = spawn(process.execPath, ['scripts/start.mjs'], {
          cwd: root,
          stdio: ['ignore', output, output],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            NEXT_TELEMETRY_DISABLED: '1',
            DATABASE_URI: databaseUri,
            ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
            DATA_DIR: dataDir,
            PORT: String(port),
            LISTEN_ADDRESS: '127.0.0.1',
            SITE_URL: siteUrl ?? cacheUrl,
            HTTP_CACHE_PURGE_URLS: `${cacheUrl}/`,
            // Varnish in front: the visitor's address is the entry it adds to X-Forwarded-For.
            TRUSTED_PROXY_HOPS: '1',
            ...extraEnv,
          },
        })
        const child = instance.process
        await waitFor(`${instance.url}/readyz`, {
          timeoutMs: 240_000,
          isAlive: () => !exited(child),
          logFile: instance.logFile,
        })
        log(`${name} ready at ${instance.url} (pid ${child.pid})`)
      },
      /** SIGTERM: finish requests in flight, then exit. */
      async stop(signal = 'SIGTERM') {
        const child = instance.process
        if (!child || exited(child)) return
        child.kill(signal)
        await waitForExit(child)
      },
      /** Resident memory of the instance with its children (the page checker), as a container counts it. */
      rss() {
        const pid = instance.process?.pid
        return pid ? treeRss(pid) : 0
      },
    }
    return instance
  })

  // Varnish's worker runs as its own user (vcache) and must reach its working directory.
  const varnishDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-varnish-'))
  chmodSync(varnishDir, 0o755)
  const vclFile = path.join(varnishDir, 'site.vcl')
  writeFileSync(vclFile, renderVcl({ backends: appPorts.map((port) => ({ host: '127.0.0.1', port })) }))
  const cache = {
    url: cacheUrl,
    logFile: path.join(workDir, 'varnish.log'),
    process: null,
    async start() {
      const output = openSync(cache.logFile, 'a')
      cache.process = spawn(
        'varnishd',
        ['-F', '-n', varnishDir, '-a', `127.0.0.1:${cachePort}`, '-f', vclFile, '-s', 'malloc,256m', '-T', 'none'],
        { stdio: ['ignore', output, output] },
      )
      const child = cache.process
      await waitFor(`${cacheUrl}/healthz`, { timeoutMs: 30_000, isAlive: () => !exited(child), logFile: cache.logFile })
      log(`Varnish ready at ${cacheUrl} (pid ${child.pid})`)
    },
    async stop() {
      if (!cache.process || exited(cache.process)) return
      cache.process.kill('SIGTERM')
      await waitForExit(cache.process)
      rmSync(varnishDir, { recursive: true, force: true })
    },
  }

  const stop = async () => {
    await cache.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
  }
  try {
    for (const instance of instances) await instance.start()
    await cache.start()
  } catch (error) {
    await stop()
    throw error
  }
  return { cacheUrl, instances, cache, stop }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: 'postgres://root@127.0.0.1:5432/hybrid_cloud_topology' },
      redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
      'app-ports': { type: 'string', default: '3001,3002' },
      'cache-port': { type: 'string', default: '8080' },
      'data-dir': { type: 'string', default: path.join(root, 'data/topology') },
      'site-url': { type: 'string' },
    },
  })
  const dataDir = path.resolve(values['data-dir'])
  const topology = await startTopology({
    databaseUri: values.database,
    redisUrl: values.redis,
    appPorts: values['app-ports'].split(',').map(Number),
    cachePort: Number(values['cache-port']),
    siteUrl: values['site-url'],
    dataDir,
  })
  console.log(
    `\nThe site is served through the cache at ${topology.cacheUrl}. Logs: ${dataDir}/*.log. Ctrl-C stops it.`,
  )
  const shutdown = async () => {
    await topology.stop()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}
