// Loads .env files the way Next does (.env, .env.local, .env.production, ...), so the
// scripts around `next` see the same settings as the server.
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { readSecretFiles } from './secret-files.mjs'

const require = createRequire(import.meta.url)
const { loadEnvConfig } = require('@next/env')

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
loadEnvConfig(projectRoot)
try {
  readSecretFiles()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

// Dates the admin renders on the server (Payload's version view, its breadcrumbs) are in
// the site's time zone, the one every schedule is entered in (SITE_TIME_ZONE,
// src/lib/site-time.ts), unless an operator chose another for the process. Logs are
// unaffected: their times are UTC timestamps.
process.env.TZ ||= process.env.SITE_TIME_ZONE || 'America/New_York'

/**
 * Lexical's Node entry points (`*.node.mjs`) pick their build with a top-level
 * `await import()`; loaded together, they sometimes leave Node 20's module loader waiting
 * forever (the process exits with code 13, or 0 in Payload's CLI, having done nothing).
 * The `production` condition resolves Lexical to its production build directly.
 */
export const LEXICAL_SAFE_NODE_OPTIONS = '--conditions=production'
