/**
 * deploy/compose/follow-varnish.sh with a real varnishd and the compose topology's own
 * VCL (ADR 0046): replicas that a restore stops and starts come back at other addresses,
 * one after the other, and Varnish must end up sending requests, and taking purges, from
 * where they are now. The container engine's DNS is the one stand-in: a `getent` that
 * reads a hosts file this test rewrites (the replicas' names do not resolve on this
 * machine, which is also what varnishd itself would meet while a replica is starting).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from './support/ports'

const root = path.resolve(import.meta.dirname, '..')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let work: string
let appPort: number
let cachePort: number
let follower: ChildProcess | undefined
let followerLog = ''
const replicas: http.Server[] = []

/** A replica at one loopback address that answers with its own name (never cached). */
async function replica(address: string, name: string) {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' })
    response.end(request.url === '/healthz' ? name : `${name}\n`)
  })
  await new Promise<void>((resolve) => server.listen(appPort, address, resolve))
  replicas.push(server)
  return server
}

function resolveNames(hosts: Record<string, string>) {
  writeFileSync(
    path.join(work, 'hosts'),
    Object.entries(hosts)
      .map(([name, address]) => `${address} ${name}\n`)
      .join(''),
  )
}

/** Who answers a request through Varnish: the replica's name, or the status when none did. */
async function throughVarnish(requestPath = '/healthz', localAddress?: string, method = 'GET') {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: cachePort, path: requestPath, method, localAddress, agent: false },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

async function answeringReplicas(tries = 6) {
  const names = new Set<string>()
  for (let i = 0; i < tries; i++) {
    const { status, text } = await throughVarnish().catch(() => ({ status: 0, text: '' }))
    names.add(status === 200 ? text : `status ${status}`)
  }
  return [...names].sort()
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    if (await check()) return
    await sleep(250)
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s\n${followerLog}`)
}

describe('Varnish in the compose topology follows replicas that come back at other addresses', () => {
  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'hcs-follow-varnish-'))
    ;[appPort, cachePort] = [await freePort(), await freePort()]
    const stubs = path.join(work, 'bin')
    writeFileSync(
      path.join(work, 'site.vcl'),
      readFileSync(path.join(root, 'deploy/compose/varnish.vcl'), 'utf8').replaceAll(
        '.port = "3000";',
        `.port = "${appPort}";`,
      ),
    )
    mkdirSync(stubs)
    // getent hosts <name>, as the engine's DNS answers it (exit 2: not found).
    writeFileSync(
      path.join(stubs, 'getent'),
      `#!/bin/sh\n[ "$1" = hosts ] || exit 1\nawk -v name="$2" '$2 == name { print; found = 1; exit } END { exit found ? 0 : 2 }' "${path.join(work, 'hosts')}"\n`,
    )
    chmodSync(path.join(stubs, 'getent'), 0o755)
    resolveNames({ app1: '127.0.0.2', app2: '127.0.0.3' })
    await replica('127.0.0.2', 'app1 at .2')
    await replica('127.0.0.3', 'app2 at .3')
    follower = spawn(
      'bash',
      [
        path.join(root, 'deploy/compose/follow-varnish.sh'),
        path.join(work, 'site.vcl'),
        'app1',
        'app2',
        '--',
        '-a',
        `127.0.0.1:${cachePort}`,
        '-s',
        'malloc,32m',
      ],
      {
        env: {
          ...process.env,
          PATH: `${stubs}:${process.env.PATH}`,
          VARNISH_WORK_DIR: path.join(work, 'varnish'),
          VARNISH_ADMIN_ADDRESS: `127.0.0.1:${await freePort()}`,
          FOLLOW_SECONDS: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    follower.stdout?.on('data', (chunk: Buffer) => (followerLog += chunk.toString()))
    follower.stderr?.on('data', (chunk: Buffer) => (followerLog += chunk.toString()))
    await until('Varnish serving both replicas', async () => (await answeringReplicas()).length === 2, 60_000)
  }, 90_000)

  afterAll(async () => {
    if (follower?.exitCode === null) {
      follower.kill('SIGTERM')
      await new Promise((resolve) => follower?.once('exit', resolve))
    }
    await Promise.all(replicas.map((server) => new Promise((resolve) => server.close(resolve))))
    rmSync(work, { recursive: true, force: true })
  })

  it('sends requests to both replicas, and takes purges from them only', async () => {
    expect(await answeringReplicas()).toEqual(['app1 at .2', 'app2 at .3'])
    expect((await throughVarnish('/', '127.0.0.1', 'BAN')).status).toBe(403)
    expect((await throughVarnish('/', '127.0.0.3', 'BAN')).status).toBe(200)
  })

  it('follows both after a stop and start in which app1 is back first at a new address and app2 later at its old one', async () => {
    // Stopped: neither name resolves; the old app1 is gone.
    resolveNames({})
    await new Promise((resolve) => replicas[0]!.close(resolve))
    await sleep(1500)
    // app1 starts first, elsewhere; app2 does not resolve yet.
    await replica('127.0.0.4', 'app1 at .4')
    resolveNames({ app1: '127.0.0.4' })
    await sleep(3000)
    // app2 back where it was: its address did not change.
    resolveNames({ app1: '127.0.0.4', app2: '127.0.0.3' })
    await until(
      'Varnish serving the new app1 and app2, nothing else',
      async () => (await answeringReplicas(8)).join() === 'app1 at .4,app2 at .3',
      30_000,
    )
    // Purges are taken from app1's new address, and no longer from its old one.
    expect((await throughVarnish('/', '127.0.0.4', 'BAN')).status).toBe(200)
    expect((await throughVarnish('/', '127.0.0.2', 'BAN')).status).toBe(403)
  }, 60_000)
})
