// The reference page: a bare Next 16 page (bench/reference-page), built and served with
// `next start`, measured with the same browser and Lighthouse preset as our home page.
// The issue quotes such a page's figures from its own machine; this run's give the scale.
// It is measured twice: as Next serves it, and with the COOP header our pages send, which
// makes Chromium load the page in a new renderer process (ADR 0018).
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'

import { measureFirstLoad } from './first-load.mjs'
import { runLighthouse } from './lighthouse.mjs'

const NEXT_BIN = 'node_modules/next/dist/bin/next'

async function waitForPage(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the reference page's server exited (${child.exitCode})`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the reference page did not answer at ${url}`)
}

/** Forwards to the reference page, adding our Cross-Origin-Opener-Policy to each response. */
function startCoopProxy(port, targetPort) {
  const proxy = http.createServer((request, response) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'cross-origin-opener-policy': 'same-origin' })
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.destroy())
    request.pipe(upstream)
  })
  return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)))
}

/**
 * Builds and serves the reference page on `port` (and through a COOP-adding proxy on
 * port + 1); its first load and Lighthouse mobile medians, without and with the header.
 */
export async function measureReferencePage({ root, port, lighthouseRuns }) {
  const projectDir = path.join(root, 'bench/reference-page')
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build', projectDir], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`the reference page did not build:\n${build.stdout}${build.stderr}`)
  const server = spawn(process.execPath, [NEXT_BIN, 'start', projectDir, '--port', String(port)], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  })
  let proxy
  try {
    const url = `http://127.0.0.1:${port}/`
    await waitForPage(url, server)
    proxy = await startCoopProxy(port + 1, port)
    const firstLoad = await measureFirstLoad(url)
    const mobile = await runLighthouse(url, 'mobile', lighthouseRuns)
    const mobileWithCoop = await runLighthouse(`http://127.0.0.1:${port + 1}/`, 'mobile', lighthouseRuns)
    return { javascriptBytes: firstLoad.javascriptBytes, mobile, mobileWithCoop }
  } finally {
    proxy?.close()
    server.kill()
  }
}
