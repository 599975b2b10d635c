// The production server is plain JavaScript that Node runs as it is, while the response
// security rule (src/lib/response-security.ts) is TypeScript that Next bundles. Next's
// instrumentation hook runs inside the bundle once the server is prepared: it leaves
// the rule here, and the server takes it from here (ADR 0016).

const SLOT = Symbol.for('hybrid-cloud-site.response-security')

/** Called by src/instrumentation.ts with `responseSecurityFor`. */
export function publishResponseSecurity(rule) {
  globalThis[SLOT] = rule
}

/**
 * The rule, once Next is prepared. A server that cannot apply it must not serve pages
 * without their Content-Security-Policy, so its absence stops the start.
 * @returns {(request: import('../lib/response-security').RequestFacts) => import('../lib/response-security').ResponseSecurity | null}
 */
export function publishedResponseSecurity() {
  const rule = globalThis[SLOT]
  if (typeof rule !== 'function') {
    throw new Error(
      'The response security rule was not published: src/instrumentation.ts did not run. Refusing to serve pages without their security headers.',
    )
  }
  return rule
}
