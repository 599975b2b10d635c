// Load from wrk (Debian), a client that is not the bottleneck here: it sends 40,000+
// requests a second from one core, where a Node client saturates first (ADR 0020).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// Prints one JSON line when the run ends: counts, errors and latency percentiles.
const REPORT_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`

/**
 * `wrk -t2 -c<connections> -d<seconds>s` on one address, asking for gzip as browsers do.
 * @returns {Promise<{ requestsPerSecond: number, p50Ms: number, p90Ms: number, p99Ms: number, maxMs: number, errors: number, timeouts: number, non2xx: number }>}
 */
export async function wrk(url, { connections = 200, seconds = 60, threads = 2 } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hcs-wrk-'))
  const script = path.join(dir, 'report.lua')
  writeFileSync(script, REPORT_SCRIPT)
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn(
        'wrk',
        [
          `-t${threads}`,
          `-c${connections}`,
          `-d${seconds}s`,
          '--timeout',
          '2s',
          '-s',
          script,
          '-H',
          'Accept-Encoding: gzip',
          url,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      )
      let text = ''
      child.stdout.on('data', (chunk) => (text += chunk))
      child.on('error', reject)
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))))
    })
    const line = output.split('\n').find((text) => text.startsWith('{'))
    if (!line) throw new Error(`wrk printed no report:\n${output}`)
    const r = JSON.parse(line)
    const ms = (us) => Math.round(us / 100) / 10
    return {
      requestsPerSecond: Math.round(r.requests / (r.durationUs / 1e6)),
      p50Ms: ms(r.p50Us),
      p90Ms: ms(r.p90Us),
      p99Ms: ms(r.p99Us),
      maxMs: ms(r.maxUs),
      errors: r.connect + r.read + r.write,
      timeouts: r.timeout,
      non2xx: r.status,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
