/**
 * A PostgreSQL cluster and a Redis server of a test's own, on their own ports, so a test
 * can stop and start them without touching the machine's shared services.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'
const asRoot = process.getuid?.() === 0

/** PostgreSQL refuses to run as root: as root, run its tools as the postgres user. */
function postgresTool(tool: string, args: string[]) {
  const command = path.join(POSTGRES_BIN, tool)
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`)
}

export type PrivatePostgres = {
  uri: (database: string) => string
  stop: () => void
  start: () => void
  remove: () => void
}

export function startPrivatePostgres(port: number): PrivatePostgres {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hcs-pg-'))
  const { uid, gid } = asRoot ? postgresIds() : { uid: -1, gid: -1 }
  if (asRoot) chownSync(dir, uid, gid)
  const dataDir = path.join(dir, 'data')
  postgresTool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'root', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const start = () => postgresTool('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  const stop = () => postgresTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
  start()
  return {
    uri: (database) => `postgres://root@127.0.0.1:${port}/${database}`,
    start,
    stop,
    remove: () => {
      try {
        stop()
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function postgresIds() {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  return { uid: id('-u'), gid: id('-g') }
}

export type PrivateRedis = { url: string; stop: () => Promise<void>; start: () => Promise<void> }

export async function startPrivateRedis(port: number): Promise<PrivateRedis> {
  let server: ChildProcess | null = null
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    for (let attempt = 0; attempt < 100; attempt++) {
      const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' })
      if (ping.stdout.trim() === 'PONG') return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`Redis did not start on port ${port}`)
  }
  const stop = async () => {
    const running = server
    if (!running || running.exitCode !== null) return
    await new Promise((resolve) => {
      running.once('exit', resolve)
      running.kill('SIGTERM')
    })
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, start, stop }
}
