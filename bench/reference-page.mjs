// The reference page: a bare Next 16 page (bench/reference-page), built and served with
// `next start`, measured with the same browser and Lighthouse preset as our home page.
// The issue quotes such a page's figures from its own machine; this run's give the scale.
import { spawn, spawnSync } from 'node:child_process'
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

/** Builds and serves the reference page; its first load and Lighthouse mobile medians. */
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
  try {
    const url = `http://127.0.0.1:${port}/`
    await waitForPage(url, server)
    const firstLoad = await measureFirstLoad(url)
    const mobile = await runLighthouse(url, 'mobile', lighthouseRuns)
    return { javascriptBytes: firstLoad.javascriptBytes, mobile }
  } finally {
    server.kill()
  }
}
