// The reference page: a bare Next 16 page (bench/reference-page), built and served with
// `next start`, and measured in the same run as our pages (bench/phone-cost.mjs), so the
// machine's share of every figure can be told from our code's.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

const NEXT_BIN = 'node_modules/next/dist/bin/next'

/** Resolves once `url` answers 200; throws if the server `child` exits first or time runs out. */
export async function waitForPage(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited (${child.exitCode})`)
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`nothing answered at ${url}`)
}

/** Builds the reference page and serves it on `port`; its address and how to stop it. */
export async function startReferencePage({ root, port }) {
  const projectDir = path.join(root, 'bench/reference-page')
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build', projectDir], { cwd: root, env, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`the reference page did not build:\n${build.stdout}${build.stderr}`)
  const server = spawn(process.execPath, [NEXT_BIN, 'start', projectDir, '--port', String(port)], {
    cwd: root,
    env,
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}/`
  try {
    await waitForPage(url, server)
  } catch (error) {
    server.kill()
    throw error
  }
  return { url, stop: async () => void server.kill() }
}
