// The production server is plain JavaScript that Node runs as it is, while the response
// security rule (src/lib/response-security.ts) is TypeScript that Next bundles. Next's
// instrumentation hook runs inside the bundle while the server prepares, which in
// production Next starts without waiting for it: the hook leaves the rule here, and the
// server waits for it here before it listens (ADR 0016). The slot lives on globalThis
// because the bundle and the server each load their own copy of this module.

const SLOT = Symbol.for('hybrid-cloud-site.response-security')
/** Next prepares in well under this; past it, something is broken. */
const PUBLISH_TIMEOUT_MS = 30_000

function slot() {
  if (!globalThis[SLOT]) {
    let publish
    const published = new Promise((resolve) => {
      publish = resolve
    })
    globalThis[SLOT] = { published, publish }
  }
  return globalThis[SLOT]
}

/** Called by src/instrumentation.ts with `responseSecurityFor`. */
export function publishResponseSecurity(rule) {
  slot().publish(rule)
}

/**
 * The rule, once the instrumentation hook has published it. A server that cannot apply
 * it must not serve pages without their Content-Security-Policy, so if it does not come
 * the start fails.
 * @returns {Promise<(request: import('../lib/response-security').RequestFacts) => import('../lib/response-security').ResponseSecurity | null>}
 */
export async function publishedResponseSecurity(timeoutMs = PUBLISH_TIMEOUT_MS) {
  let timer
  const timedOut = new Promise((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `The response security rule was not published within ${timeoutMs / 1000} s (src/instrumentation.ts did not run). Refusing to serve pages without their security headers.`,
          ),
        ),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([slot().published, timedOut])
  } finally {
    clearTimeout(timer)
  }
}
