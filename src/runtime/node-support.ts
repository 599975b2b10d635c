// Which Node release lines the site supports (ADR 0012): older ones get no security fixes.

/** The oldest major version that still receives security fixes. */
const OLDEST_SUPPORTED_NODE_MAJOR = 22

/**
 * A warning for operators when the server runs on a Node without security fixes, or null.
 * `version` as in `process.version` (`v20.20.2`) or `process.versions.node`.
 */
export function unsupportedNodeWarning(version: string): string | null {
  const major = Number.parseInt(version.replace(/^v/, ''), 10)
  if (major >= OLDEST_SUPPORTED_NODE_MAJOR) return null
  return `Node ${version} receives no security fixes; run the site on Node 24 (on Linux x64, npm install brings it and npm start uses it: docs/decisions/0012-node-24-runtime.md)`
}
