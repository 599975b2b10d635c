#!/usr/bin/env node
// The image's HEALTHCHECK: the server answers /healthz on its own port (liveness).
const port = process.env.PORT ?? '3000'
try {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2500) })
  process.exit(response.ok ? 0 : 1)
} catch {
  process.exit(1)
}
