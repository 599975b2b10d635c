// The memory run of `npm run bench` (issue 46): the container image, as one replica under
// the memory limit the Kubernetes manifests set (512 MiB), serves a mix of visitors, API
// clients and signed-in staff on 200 connections for N minutes. It reports the server's
// peak resident memory (the kernel's high-water mark for the process), errors, and whether
// the engine killed or restarted it. The manifests' request and limit come from this peak
// (docs/PERFORMANCE.md). Before the load, it times start to ready: on an empty volume
// (migrations and seed included) and again on the same volume after a stop.
//
// Alone: `node --conditions=production bench/memory-limit.mjs [minutes] [image]` (after
// `podman build -t localhost/hybrid-cloud-site:latest .`).
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { loadRun } from '../tests/support/load.ts'
import { adminToken, NEWS_METHOD } from './soak.mjs'

const exec = promisify(execFile)
const ADMIN = { email: 'memory-admin@example.mil', password: 'steady harbour lantern 58' }
export const MEMORY_LIMIT_MIB = Number(process.env.BENCH_MEMORY_LIMIT_MIB ?? 512)
/** Visitors far outnumber signed-in staff; each connection asks again as soon as it is answered. */
const CONNECTIONS = { visitors: 180, staffAndApi: 20 }

const podman = async (...args) => (await exec('podman', args, { maxBuffer: 16 * 2 ** 20 })).stdout.trim()
/** A line of JavaScript run by the image's Node.js inside the container (it has no shell). */
const inContainer = (name, expression) => podman('exec', name, 'node', '-p', expression)

/** The high-water mark and current size of the site's resident memory, in MiB. */
async function serverMemory(name) {
  const script = `(() => {
    const pid = fs.readdirSync('/proc').filter((p) => /^\\d+$/.test(p)).find((p) => {
      try { return fs.readFileSync('/proc/' + p + '/cmdline', 'utf8').startsWith('node\\0scripts/start.mjs') } catch { return false }
    })
    const status = fs.readFileSync('/proc/' + pid + '/status', 'utf8')
    const kib = (field) => Number(status.match(new RegExp(field + ':\\\\s+(\\\\d+)'))[1])
    return JSON.stringify({ peak: kib('VmHWM'), now: kib('VmRSS') })
  })()`
  const { peak, now } = JSON.parse(await inContainer(name, script))
  return { peakMiB: Math.round(peak / 1024), nowMiB: Math.round(now / 1024) }
}

/** Milliseconds from `since` until /readyz answers 200. */
async function waitUntilReady(url, since, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return Date.now() - since
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`Memory run: the site at ${url} was not ready within ${timeoutMs / 1000} s`)
}

/**
 * @param {{ minutes: number, image: string, port: number, say: (line: string) => void }} options
 */
export async function memoryUnderLimit({ minutes, image, port, say }) {
  const name = `hcs-memory-${process.pid}`
  const data = mkdtempSync(path.join(os.tmpdir(), 'hcs-memory-'))
  await exec('chown', ['10001:10001', data]).catch(() => undefined)
  const created = Date.now()
  await podman(
    'run',
    '--detach',
    '--name',
    name,
    '--memory',
    `${MEMORY_LIMIT_MIB}m`,
    '--memory-swap',
    `${MEMORY_LIMIT_MIB}m`,
    '--read-only',
    '--cap-drop',
    'ALL',
    '--publish',
    `127.0.0.1:${port}:3000`,
    '--volume',
    `${data}:/data`,
    '--env',
    `ADMIN_EMAIL=${ADMIN.email}`,
    '--env',
    `ADMIN_PASSWORD=${ADMIN.password}`,
    '--env',
    'SIGN_IN_LIMIT_PER_CLIENT=10000',
    // As a web replica on Kubernetes: the site checks have a pod of their own (ADR 0053).
    '--env',
    'JOBS_QUEUES=default',
    image,
  )
  const url = `http://127.0.0.1:${port}`
  try {
    const firstStartMs = await waitUntilReady(url, created)
    await podman('stop', '--time', '30', name)
    const restarted = Date.now()
    await podman('start', name)
    const restartMs = await waitUntilReady(url, restarted)
    say(
      `  start to ready: ${(firstStartMs / 1000).toFixed(1)} s on an empty volume, ${(restartMs / 1000).toFixed(1)} s again`,
    )
    const startedAt = await podman('inspect', '--format', '{{.State.StartedAt}}', name)
    const token = await adminToken(url, ADMIN)
    const staff = { Authorization: `JWT ${token}` }
    const visitors = [{ path: '/' }, { path: '/offerings' }, { path: '/news' }, { path: NEWS_METHOD }]
    const staffAndApi = [
      { path: '/api/carousel-items?limit=10&depth=1' },
      { path: '/api/named-pages?limit=5&draft=true', headers: staff },
      { path: '/admin', headers: { ...staff, Cookie: `payload-token=${token}` } },
      { path: '/api/users/me', headers: staff },
    ]
    const idle = await serverMemory(name)
    say(`  idle: ${idle.nowMiB} MiB`)
    let served = 0
    let errors = 0
    for (let minute = 1; minute <= minutes; minute++) {
      const runs = await Promise.all([
        loadRun({ url, connections: CONNECTIONS.visitors, seconds: 60, requests: visitors }),
        loadRun({ url, connections: CONNECTIONS.staffAndApi, seconds: 60, requests: staffAndApi }),
      ])
      const failed = {}
      for (const run of runs) {
        served += run.requests
        errors += run.errors + run.timeouts + run.non2xx
        for (const [status, count] of Object.entries(run.statuses)) if (!status.startsWith('2')) failed[status] = count
        if (run.errors + run.timeouts) failed[run.timeouts ? 'timeouts' : 'errors'] = run.errors + run.timeouts
      }
      if (Object.keys(failed).length)
        say(
          `  minute ${minute}, not served: ${JSON.stringify(failed)}; p99 ${runs.map((run) => `${run.latencyMs.p99} ms`).join(' (visitors), ')} (staff and API)`,
        )
      const memory = await serverMemory(name)
      say(
        `  minute ${String(minute).padStart(2)}: ${memory.nowMiB} MiB now, ${memory.peakMiB} MiB at most; ${errors} errors`,
      )
    }
    const memory = await serverMemory(name)
    const [oomKilled, restarts, startedAfter] = (
      await podman('inspect', '--format', '{{.State.OOMKilled}}|{{.RestartCount}}|{{.State.StartedAt}}', name)
    ).split('|')
    return {
      limitMiB: MEMORY_LIMIT_MIB,
      firstStartMs,
      restartMs,
      minutes,
      connections: CONNECTIONS.visitors + CONNECTIONS.staffAndApi,
      requests: served,
      errors,
      idleMiB: idle.nowMiB,
      peakMiB: memory.peakMiB,
      oomKilled: oomKilled === 'true',
      restarted: Number(restarts) > 0 || startedAfter !== startedAt,
    }
  } finally {
    await podman('rm', '--force', name).catch(() => undefined)
    rmSync(data, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const minutes = Number(process.argv[2] ?? 10)
  const image = process.argv[3] ?? 'localhost/hybrid-cloud-site:latest'
  const result = await memoryUnderLimit({ minutes, image, port: 3490, say: console.log })
  console.log(JSON.stringify(result))
}
