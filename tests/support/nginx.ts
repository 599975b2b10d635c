/**
 * Debian's nginx running the shipped site config (deploy/nginx/hybrid-cloud-site.conf),
 * rendered with loopback ports and the test CA, so tests exercise what production runs.
 */
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import tls from 'node:tls'

import { freePort } from './ports'
import type { TestCa } from './test-ca'

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
export const NGINX_SITE_TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/nginx/hybrid-cloud-site.conf')

export type NginxSiteValues = {
  SERVER_NAME: string
  LISTEN_HTTPS: string
  LISTEN_HTTP: string
  SERVER_CERT: string
  SERVER_KEY: string
  CA_BUNDLE: string
  CRL: string
  UPSTREAM: string
  PROXY_SECRET: string
}

/** The site template with every {{NAME}} replaced; refuses to leave one behind. */
export function renderNginxSite(values: NginxSiteValues, template = readFileSync(NGINX_SITE_TEMPLATE, 'utf8')): string {
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    const value = (values as Record<string, string | undefined>)[name]
    if (value === undefined) throw new Error(`${NGINX_SITE_TEMPLATE}: no value for ${placeholder}`)
    return value
  })
  const left = rendered.match(/\{\{[^}]*\}\}/)
  if (left) throw new Error(`${NGINX_SITE_TEMPLATE}: ${left[0]} left after rendering`)
  return rendered
}

export type NginxOptions = {
  /** host:port of the server nginx proxies to. */
  upstream: string
  proxySecret: string
  ca: Pick<TestCa, 'caBundle' | 'crl' | 'server'>
  /** localhost by default: the test server certificate's name. */
  serverName?: string
}

export type RunningNginx = {
  httpsUrl: string
  httpUrl: string
  /** nginx's error log so far (verification failures are logged at info level). */
  errorLog: () => string
  stop: () => Promise<void>
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(`nginx is not installed at ${NGINX_BIN}: apt-get install nginx-light (or set NGINX_BIN)`)
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hcs-nginx-'))
  // As root, nginx's workers run as nobody and must reach the temp paths in here.
  chmodSync(dir, 0o711)
  const [httpsPort, httpPort] = [await freePort(), await freePort()]
  writeFileSync(
    path.join(dir, 'site.conf'),
    renderNginxSite({
      SERVER_NAME: options.serverName ?? 'localhost',
      LISTEN_HTTPS: `127.0.0.1:${httpsPort}`,
      LISTEN_HTTP: `127.0.0.1:${httpPort}`,
      SERVER_CERT: options.ca.server.cert,
      SERVER_KEY: options.ca.server.key,
      CA_BUNDLE: options.ca.caBundle,
      CRL: options.ca.crl,
      UPSTREAM: options.upstream,
      PROXY_SECRET: options.proxySecret,
    }),
  )
  const errorLog = path.join(dir, 'error.log')
  const config = path.join(dir, 'nginx.conf')
  // Everything nginx writes stays in `dir`; "info" keeps the client certificate errors.
  writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog} info;
events { worker_connections 128; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`,
  )
  try {
    execFileSync(NGINX_BIN, ['-t', '-q', '-p', dir, '-c', config], { stdio: 'pipe' })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error)
    throw new Error(`nginx -t refused the rendered site config: ${stderr}`)
  }

  const child = spawn(NGINX_BIN, ['-p', dir, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const readLog = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '')

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // QUIT would wait for keep-alive connections; TERM is nginx's fast shutdown.
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }

  const deadline = Date.now() + 10_000
  while (!(await acceptsTls(httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = readLog()
      await stop()
      throw new Error(`nginx did not start on 127.0.0.1:${httpsPort}: ${stderr}${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    httpsUrl: `https://localhost:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    errorLog: readLog,
    stop,
  }
}

function acceptsTls(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port, servername: 'localhost', rejectUnauthorized: false })
    socket.once('secureConnect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
